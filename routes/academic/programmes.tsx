import { Suspense, use } from 'react';
import { type ApplyData, ApplyCallout } from '@/components/academic/ApplyCallout';
import { FinderLink } from '@/components/academic/Finder';
import { type Summaries, finderAvailable, loadSummaries } from '@/cms/finder';
import { type Result, settle } from '@/cms/result';
import type { ProgrammeSummary } from '@/upstream/schemas';
import { LevelNav, ProgrammeList } from '@/components/academic/Programmes';
import { PageTitle } from '@/components/PageTitle';
import { useSite } from '@/components/site-context';
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
  /** The summary list (optional, docs/UPSTREAM.md §23): each programme's facts beside its name. */
  summaries: Promise<Result<Summaries>>;
  finder: Promise<Result<true>>;
}

/**
 * Every unit's programmes of one level (the footer's /Undergraduate and /Postgraduate, and
 * /HigherDiploma). The lists are the page, so they decide its status; they are small and cached.
 */
function levelRoute(level: Level): RouteDef {
  return defineRoute(LEVEL_ROUTES[level], {
    load: async (c): Promise<LevelData> => {
      const scope = c.get('scope');
      const apply = loadApply(c);
      const summaries = settle(loadSummaries(scope));
      const finder = finderAvailable(scope);
      const [depts, ...lists] = await required(
        Promise.all([getDeptList(scope), ...UNIT_CODES.map((code) => getOutList(scope, `${code}-${level}`))]),
      );
      return { level, depts, lists, apply, summaries, finder };
    },
    head: (data, c) => ({ title: c.get('scope').t(`programme.title.${data.level}`) }),
    Page: LevelPage,
  });
}

function LevelPage({ data }: { data: LevelData }) {
  const { level, apply, finder, summaries } = data;
  const { t } = useSite();
  return (
    <>
      <PageTitle title={t(`programme.title.${level}`)}>
        <p>{t('programme.intro')}</p>
      </PageTitle>
      <LevelNav current={level} />
      <ApplyCallout apply={apply} audience={{ level }} />
      <FinderLink available={finder} />
      {/* The lists at once; each programme's facts when the summary list comes (or without them). */}
      <Suspense fallback={<UnitLists data={data} />}>
        <UnitListsWithFacts data={data} summaries={summaries} />
      </Suspense>
    </>
  );
}

function UnitListsWithFacts({ data, summaries }: { data: LevelData; summaries: Promise<Result<Summaries>> }) {
  const result = use(summaries);
  const facts = result.ok ? new Map(result.data.rows.map((r) => [r.code, r] as const)) : undefined;
  return <UnitLists data={data} facts={facts} />;
}

function UnitLists({
  data: { depts, lists },
  facts,
}: {
  data: LevelData;
  facts?: ReadonlyMap<string, ProgrammeSummary> | undefined;
}) {
  const { t, locale } = useSite();
  return (
    <>
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
            <ProgrammeList items={items} facts={facts} />
          </section>
        );
      })}
    </>
  );
}

export const programmeLevels: RouteDef[] = LEVELS.map(levelRoute);
