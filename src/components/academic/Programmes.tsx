import { href } from '../../lib/href';
import type { RouteName } from '../../route-table';
import type { Result } from '../../lib/result';
import { useSite } from '../../render/context';
import type { OutItem } from '../../upstream/schemas';
import { Block } from '../Block';
import { cmsHref } from '../links';
import { SafeLink } from '../SafeLink';
import { ListEmpty } from './ListParts';

/** Programme levels, as in outTypeName `{unit}-{level}` of /api/out/list. */
export const LEVELS = ['ug', 'pg', 'hd'] as const;
export type Level = (typeof LEVELS)[number];

/** The site-wide list of each level (the footer's fixed /Undergraduate and /Postgraduate). */
export const LEVEL_ROUTES = { ug: 'undergraduate', pg: 'postgraduate', hd: 'higher-diploma' } as const satisfies Record<
  Level,
  RouteName
>;

/**
 * Programme entries: name and link. The links lead to the faculties' own sites, the one place
 * these pages allow external URLs (docs/REQUIREMENTS.md §2: "links to faculty sites").
 */
export function ProgrammeList({ items }: { items: OutItem[] }) {
  const { locale, t } = useSite();
  if (!items.length) return <ListEmpty>{t('programme.empty')}</ListEmpty>;
  return (
    <ul className="programme-list">
      {items.map((p) => (
        <li key={p.id}>
          <SafeLink link={cmsHref(p.link, locale, { allowExternal: true })}>{p.name}</SafeLink>
        </li>
      ))}
    </ul>
  );
}

/** A unit's three programme lists, one h3 each, every list streaming on its own. */
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
        <div className="programme-level" key={level}>
          <H>
            <a href={href(LEVEL_ROUTES[level], {}, locale)}>{t(`programme.level.${level}`)}</a>
          </H>
          <Block data={lists[level]}>{(items) => <ProgrammeList items={items} />}</Block>
        </div>
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
