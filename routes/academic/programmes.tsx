import { UNIT_CODES, findUnit, unitPath } from '@/components/academic/depts';
import { LEVEL_PATHS, LEVELS, LevelNav, ProgrammeList, type Level } from '@/components/academic/Programmes';
import { PageTitle } from '@/components/PageTitle';
import { localePath } from '@/i18n/paths';
import { required } from '@/render/required';
import { defineRoute, type RouteDef } from '@/render/route';
import { deptName, getDeptList, getOutList } from '@/upstream/api';
import { upstreamCtx } from '@/upstream/context';

const ROUTE_NAMES: Record<Level, string> = { ug: 'undergraduate', pg: 'postgraduate', hd: 'higher-diploma' };

/**
 * Every unit's programmes of one level (the footer's /Undergraduate and /Postgraduate, and
 * /HigherDiploma). The lists are the page, so they decide its status; they are small and cached.
 */
function levelRoute(level: Level): RouteDef {
  return defineRoute({
    name: ROUTE_NAMES[level],
    path: LEVEL_PATHS[level],
    layout: 'default',
    load: async (c) => {
      const ctx = upstreamCtx(c);
      const locale = c.get('locale');
      const t = c.get('t');
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
            {UNIT_CODES.map((code, i) => {
              const unit = findUnit(depts, code);
              const id = `programmes-${code}`;
              return (
                <section className="section" key={code} aria-labelledby={id}>
                  <h2 id={id}>
                    <a href={localePath(locale, unitPath(code))}>
                      {unit ? deptName(unit, locale) : code.toUpperCase()}
                    </a>
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
