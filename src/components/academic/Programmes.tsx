import { LEVELS, LEVEL_ROUTES, type Level } from '@/cms/programmes';
import { href } from '@/lib/href';
import type { Result } from '@/lib/result';
import { useSite } from '@/render/context';
import type { OutItem } from '@/upstream/schemas';
import { Block } from '@/components/Block';
import { SafeLink } from '@/components/SafeLink';
import { ListEmpty } from '@/components/academic/ListParts';
import { cmsHref } from '@/cms/links';

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
