import { APPLY_ALIAS, ApplyCallout } from '@/components/academic/ApplyCallout';
import { pageBlock } from '@/cms/load';
import { UNIT_CODES, findUnit, unitHref } from '@/components/academic/depts';
import { LEVEL_ROUTES, LEVELS, LevelNav, ProgrammeList, type Level } from '@/components/academic/Programmes';
import { PageTitle } from '@/components/PageTitle';
import { required } from '@/render/required';
import { defineRoute, type RouteDef } from '@/render/route';
import { deptName, getDeptList, getOutList } from '@/upstream/api';
import { upstreamCtx } from '@/upstream/context';

/**
 * Every unit's programmes of one level (the footer's /Undergraduate and /Postgraduate, and
 * /HigherDiploma). The lists are the page, so they decide its status; they are small and cached.
 */
function levelRoute(level: Level): RouteDef {
  return defineRoute(LEVEL_ROUTES[level], {
    load: async (c) => {
      const ctx = upstreamCtx(c);
      const locale = c.get('locale');
      const t = c.get('t');
      const apply = pageBlock(ctx, APPLY_ALIAS, locale);
      const [depts, ...lists] = await required(
        Promise.all([getDeptList(ctx), ...UNIT_CODES.map((code) => getOutList(ctx, `${code}-${level}`))]),
      );
      const title = t(`programme.title.${level}`);
      return {
        head: { title },
        body: (
          <>
            <PageTitle title={title}>
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
        ),
      };
    },
  });
}

export const programmeLevels: RouteDef[] = LEVELS.map(levelRoute);
