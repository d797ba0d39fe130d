import {
  type FinderData,
  type FinderInput,
  type FinderQuery,
  codeList,
  FILTER_KEYS,
  FINDER_RESULTS_PER_PAGE,
  filterOptions,
  filterRule,
  finderHref,
  finderKeyword,
  loadSummaries,
  matching,
  parseFilter,
  studentsOf,
} from '@/cms/finder';
import { required } from '@/cms/required';
import { FinderForm, FinderCapped } from '@/components/academic/Finder';
import { FinderResults } from '@/components/academic/FinderResults';
import { PageTitle } from '@/components/PageTitle';
import { Pagination } from '@/components/Pagination';
import { href } from '@/lib/href';
import { absoluteUrl, siteOrigin } from '@/lib/origin';
import { pageOrNotFound, pageParam, single } from '@/http/params';
import { pageRule } from '@/lib/query-rules';
import { settle } from '@/cms/result';
import { pageDay } from '@/lib/today';
import { useSite } from '@/components/site-context';
import { defineRoute } from '@/render/route';
import { programmeListLd } from '@/seo/jsonld';
import type { AppContext } from '@/types';
import { getAdmissionsFacts, getDeptList } from '@/upstream/api';
import { listTitle } from './people-list';

/** Anything chosen beyond the plain finder: such a page is kept out of search indexes. */
const isPlain = (q: FinderInput): boolean =>
  FILTER_KEYS.every((k) => q.filters[k] === undefined) &&
  !q.q &&
  q.students === 'local' &&
  q.pageNum === 1 &&
  q.compare.length === 0;

/**
 * /programmes: the programme finder (docs/UPSTREAM.md §23). Filters, keyword and kind of
 * student are a GET form's query; a filter value no programme could have is a 404 (decided
 * without the CMS), a well-formed one the data lacks an empty result that says what to drop.
 * Its data is the optional summary list, read a bounded number of pages: a CMS without it has
 * no finder (404) and no link to one.
 */
export const finder = defineRoute('programmes', {
  input: (c): FinderInput | undefined => {
    const filters: FinderQuery['filters'] = {};
    for (const key of FILTER_KEYS) {
      const parsed = parseFilter(key, single(c, key));
      if (!parsed.ok) return undefined;
      if (parsed.value !== undefined) filters[key] = parsed.value;
    }
    return {
      filters,
      q: finderKeyword(single(c, 'q')),
      students: studentsOf(single(c, 'students')),
      pageNum: pageParam(c),
      compare: codeList(single(c, 'compare')).codes,
    };
  },
  query: {
    q: (raw) => finderKeyword(raw) || undefined,
    ...Object.fromEntries(FILTER_KEYS.map((k) => [k, filterRule(k)])),
    students: (raw) => (studentsOf(raw) === 'local' ? undefined : studentsOf(raw)),
    pageNum: pageRule,
  },
  // The programmes a visitor chose to compare: in the URL so the choice can be shared, read as
  // sent and never kept, so no choice makes a cache entry (docs/SECURITY.md "One key per page").
  personal: ['compare'],
  parent: { route: 'admissions', label: 'admissions.overview' },
  load: async (c, input): Promise<FinderData> => {
    const scope = c.get('scope');
    const facts = settle(getAdmissionsFacts(scope));
    const depts = settle(getDeptList(scope));
    const summaries = await required(loadSummaries(scope));
    const deptList = await depts;
    const known = deptList.ok ? deptList.data : [];
    const results = matching(summaries.rows, input, known);
    const totalPage = Math.max(1, Math.ceil(results.length / FINDER_RESULTS_PER_PAGE));
    pageOrNotFound(input.pageNum, totalPage);
    const start = (input.pageNum - 1) * FINDER_RESULTS_PER_PAGE;
    const f = await facts;
    return {
      ...input,
      summaries,
      depts: known,
      facts: f.ok ? f.data : undefined,
      day: pageDay(c.get('scope')),
      results,
      shown: results.slice(start, start + FINDER_RESULTS_PER_PAGE),
      totalPage,
      options: filterOptions(summaries.rows, input, known),
      url: finderHref(input, c.get('scope').locale),
    };
  },
  head: (data, c: AppContext) => {
    const t = c.get('scope').t;
    const locale = c.get('scope').locale;
    const title = listTitle(t, t('finder.title'), data.pageNum);
    return {
      title,
      description: t('finder.intro'),
      ...(isPlain(data) ? {} : { noindex: true }),
      jsonLd: [
        programmeListLd(
          siteOrigin(c.get('scope')),
          locale,
          absoluteUrl(c.get('scope'), data.url),
          data.shown.map((p) => ({
            url: absoluteUrl(c.get('scope'), href('programme', { code: p.code }, locale)),
            name: p.name,
            timeToComplete: `P${p.durationMonths}M`,
            modes: p.modes,
          })),
          (data.pageNum - 1) * FINDER_RESULTS_PER_PAGE + 1,
        ),
      ],
    };
  },
  Page: FinderPage,
  index: ({ t }) => ({ text: [t('finder.intro'), t('finder.searchTerms')] }),
});

function FinderPage({ data }: { data: FinderData }) {
  const { t } = useSite();
  return (
    <div className="finder">
      <PageTitle title={t('finder.title')}>
        <p>{t('finder.intro')}</p>
      </PageTitle>
      {data.summaries.capped ? <FinderCapped data={data} /> : null}
      <FinderForm data={data} />
      <FinderResults data={data} />
      <Pagination current={data.pageNum} totalPage={data.totalPage} url={data.url} />
    </div>
  );
}
