import { LEVEL_ROUTES, programmeLink } from '@/cms/programmes';
import { href } from '@/lib/href';
import type { Result } from '@/cms/result';
import { useSite } from '@/components/site-context';
import { type OutItem, type ProgrammeSummary, LEVELS, type Level } from '@/upstream/schemas';
import { useMedia } from '@/components/academic/ProgrammeDetail';
import { Block } from '@/components/Block';
import { SafeLink } from '@/components/SafeLink';

/**
 * Programme entries: name and link. A programme whose detail the CMS has links to its page
 * here; the others to the faculty's own site, the one place these lists allow external URLs
 * (docs/REQUIREMENTS.md §2: "links to faculty sites"). Callers show no list (and no heading)
 * for a unit or level without programmes.
 */
export function ProgrammeList({
  items,
  facts,
}: {
  items: OutItem[];
  /** The summary list's rows by code (docs/UPSTREAM.md §23), when the CMS gives it: each programme's QF level, medium and codes. */
  facts?: ReadonlyMap<string, ProgrammeSummary> | undefined;
}) {
  const { locale } = useSite();
  return (
    <ul className="programme-list">
      {items.map((p) => {
        const row = p.code ? facts?.get(p.code) : undefined;
        return (
          <li key={p.id}>
            <SafeLink link={programmeLink(p, locale)}>{p.name}</SafeLink>
            {row ? <ListFacts row={row} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** A programme's register facts in one line of a list: QF level, medium, JUPAS and E-APP codes. */
function ListFacts({ row }: { row: ProgrammeSummary }) {
  const { t } = useSite();
  const media = useMedia();
  const parts = [
    row.qfLevel ? t('programme.qfValue', { n: row.qfLevel }) : '',
    row.medium.length ? `${t('programme.facts.medium')}: ${media(row.medium)}` : '',
    row.jupasCode ? `${t('programme.facts.jupas')}: ${row.jupasCode}` : '',
    row.eappCode ? `${t('programme.facts.eapp')}: ${row.eappCode}` : '',
  ].filter(Boolean);
  return parts.length ? <span className="programme-list__facts">{parts.join(' · ')}</span> : null;
}

/**
 * A unit's programme lists, one h3 per level that has programmes (a level without any shows
 * no heading at all), every list streaming on its own.
 */
export function UnitProgrammes({
  lists,
  headingLevel = 3,
}: {
  lists: Record<Level, Promise<Result<OutItem[]>>>;
  headingLevel?: 2 | 3;
}) {
  const { locale, t } = useSite();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="programme-levels">
      {LEVELS.map((level) => (
        <Block data={lists[level]} key={level}>
          {(items) =>
            items.length ? (
              <div className="programme-level">
                <H>
                  <a href={href(LEVEL_ROUTES[level], {}, locale)}>{t(`programme.level.${level}`)}</a>
                </H>
                <ProgrammeList items={items} />
              </div>
            ) : null
          }
        </Block>
      ))}
    </div>
  );
}

/** Links between the three level pages, the current one marked. */
export function LevelNav({ current }: { current?: Level }) {
  const { locale, t } = useSite();
  return (
    <nav className="subnav" aria-label={t('programme.levelsNav')}>
      <ul>
        {LEVELS.map((level) => (
          <li key={level}>
            <a href={href(LEVEL_ROUTES[level], {}, locale)} aria-current={level === current ? 'page' : undefined}>
              {t(`programme.level.${level}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
