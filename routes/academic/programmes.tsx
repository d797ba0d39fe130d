import { type ApplyData, ApplyCallout } from '@/components/academic/ApplyCallout';
import { LevelNav, ProgrammeList } from '@/components/academic/Programmes';
import { PageTitle } from '@/components/PageTitle';
import { useSite } from '@/render/context';
import { required } from '@/cms/required';
import { defineRoute, type RouteDef } from '@/render/route';
import { getDeptList, getOutList } from '@/upstream/api';
import { type Dept, type OutItem, LEVELS, type Level } from '@/upstream/schemas';
import { UNIT_CODES, findUnit, unitHref, deptName } from '@/cms/depts';
import { LEVEL_ROUTES } from '@/cms/programmes';
import { loadApply } from './apply';

interface LevelData {
  level: Level;
  depts: Dept[];
  /** Each unit's programmes of the level, in the order of UNIT_CODES. */
  lists: OutItem[][];
  apply: ApplyData;
}

/**
 * Every unit's programmes of one level (the footer's /Undergraduate and /Postgraduate, and
 * /HigherDiploma). The lists are the page, so they decide its status; they are small and cached.
 */
function levelRoute(level: Level): RouteDef {
  return defineRoute(LEVEL_ROUTES[level], {
    load: async (c): Promise<LevelData> => {
      const ctx = c.var.scope;
      const apply = loadApply(c);
      const [depts, ...lists] = await required(
        Promise.all([getDeptList(ctx), ...UNIT_CODES.map((code) => getOutList(ctx, `${code}-${level}`))]),
      );
      return { level, depts, lists, apply };
    },
    head: (data, c) => ({ title: c.get('t')(`programme.title.${data.level}`) }),
    Page: LevelPage,
  });
}

function LevelPage({ data: { level, depts, lists, apply } }: { data: LevelData }) {
  const { t, locale } = useSite();
  return (
    <>
      <PageTitle title={t(`programme.title.${level}`)}>
        <p>{t('programme.intro')}</p>
      </PageTitle>
      <LevelNav current={level} />
      <ApplyCallout apply={apply} audience={{ level }} />
      {lists.every((items) => !items.length) ? <p>{t('programme.noneAtLevel')}</p> : null}
      {UNIT_CODES.map((code, i) => {
        const unit = findUnit(depts, code);
        const id = `programmes-${code}`;
        const items = lists[i] ?? [];
        // A unit without programmes at this level has no section (no heading without content).
        if (!items.length) return null;
        return (
          <section className="section" key={code} aria-labelledby={id}>
            <h2 id={id}>
              <a href={unitHref(code, locale)}>{unit ? deptName(unit, locale) : code.toUpperCase()}</a>
            </h2>
            <ProgrammeList items={items} />
          </section>
        );
      })}
    </>
  );
}

export const programmeLevels: RouteDef[] = LEVELS.map(levelRoute);
