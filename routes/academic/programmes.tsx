import { APPLY_ALIAS, ApplyCallout } from '@/components/academic/ApplyCallout';
import { pageBlock } from '@/cms/load';
import type { SafePage } from '@/cms/types';
import { LevelNav, ProgrammeList } from '@/components/academic/Programmes';
import { PageTitle } from '@/components/PageTitle';
import type { Result } from '@/lib/result';
import { useSite } from '@/render/context';
import { required } from '@/cms/required';
import { defineRoute, type RouteDef } from '@/render/route';
import { getDeptList, getOutList } from '@/upstream/api';
import type { Dept, OutItem } from '@/upstream/schemas';
import { UNIT_CODES, findUnit, unitHref, deptName } from '@/cms/depts';
import { LEVEL_ROUTES, LEVELS, type Level } from '@/cms/programmes';

interface LevelData {
  level: Level;
  depts: Dept[];
  /** Each unit's programmes of the level, in the order of UNIT_CODES. */
  lists: OutItem[][];
  /** The CMS page `apply`, shown as the call to apply. */
  apply: Promise<Result<SafePage>>;
}

/**
 * Every unit's programmes of one level (the footer's /Undergraduate and /Postgraduate, and
 * /HigherDiploma). The lists are the page, so they decide its status; they are small and cached.
 */
function levelRoute(level: Level): RouteDef {
  return defineRoute(LEVEL_ROUTES[level], {
    load: async (c): Promise<LevelData> => {
      const ctx = c.var.scope;
      const apply = pageBlock(ctx, APPLY_ALIAS, c.get('locale'));
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
      <ApplyCallout page={apply} />
      {UNIT_CODES.map((code, i) => {
        const unit = findUnit(depts, code);
        const id = `programmes-${code}`;
        return (
          <section className="section" key={code} aria-labelledby={id}>
            <h2 id={id}>
              <a href={unitHref(code, locale)}>{unit ? deptName(unit, locale) : code.toUpperCase()}</a>
            </h2>
            <ProgrammeList items={lists[i] ?? []} />
          </section>
        );
      })}
    </>
  );
}

export const programmeLevels: RouteDef[] = LEVELS.map(levelRoute);
