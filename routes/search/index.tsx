// /search: one search for the whole site (pages, programmes, people, news), and
// /search/suggest: suggestions for the header's search box, as JSON. Both only read the site
// index (src/search/engine.ts): no CMS call, and never an index build.
import * as v from 'valibot';
import { PageTitle } from '@/components/PageTitle';
import { OVERVIEW_PER_KIND, Results, RESULTS_PAGE_SIZE } from '@/components/search/Results';
import { SiteSearchForm } from '@/components/search/SiteSearchForm';
import { suggestLabels } from '@/components/SearchBox';
import { localePath } from '@/i18n/paths';
import { pageOrNotFound, pageParam, single } from '@/http/params';
import { privatePage } from '@/render/page-cache';
import { RATE_LIMIT_RETRY_SECONDS, refuseWhenLimited, siteSearchAllowed, suggestAllowed } from '@/render/rate-limited';
import { useSite } from '@/components/site-context';
import { defineEndpoint, defineRoute } from '@/render/route';
import { keywordOf } from '@/http/params';
import { bestFirst, RESULT_KINDS, type ResultKind, type Outcome, searchSite } from '@/search/results';
import type { AppContext } from '@/types';

/** Suggestions shown under the search box: at most this many, at most SUGGESTIONS_PER_KIND of a kind. */
export const SUGGESTIONS = 8;
export const SUGGESTIONS_PER_KIND = 3;

const kindParam = (c: AppContext): ResultKind | undefined => {
  const parsed = v.safeParse(v.picklist(RESULT_KINDS), single(c, 'kind'));
  return parsed.success ? parsed.output : undefined;
};

type SearchData =
  | { keyword: '' }
  | { keyword: string; outcome: Outcome; kind: ResultKind | undefined; pageNum: number; truncated: boolean };

export const searchPage = defineRoute('search', {
  indexable: false,
  // A search is one visitor's answer; the empty form alone is kept.
  personal: ['keyword', 'kind', 'pageNum'],
  load: async (c): Promise<SearchData> => {
    const { keyword, truncated } = keywordOf(c);
    // Nothing (or only spaces and control characters) to search: the form and what it does.
    if (!keyword) return { keyword: '' };
    // Never kept by the page cache: every search goes through the per-client limit.
    privatePage(c.get('scope'));
    await refuseWhenLimited(c, siteSearchAllowed);
    const kind = kindParam(c);
    const pageNum = kind ? pageParam(c) : 1;
    const window = kind
      ? { kind, from: (pageNum - 1) * RESULTS_PAGE_SIZE, to: pageNum * RESULTS_PAGE_SIZE }
      : { perKind: OVERVIEW_PER_KIND };
    const outcome = await searchSite({
      scope: c.get('scope'),
      locale: c.get('scope').locale,
      keyword,
      window,
      page: true,
    });
    if (kind) pageOrNotFound(pageNum, Math.ceil((outcome.groups[0]?.total ?? 0) / RESULTS_PAGE_SIZE));
    return { keyword, outcome, kind, pageNum, truncated };
  },
  head: (data, c) => {
    const t = c.get('scope').t;
    return { title: data.keyword ? t('search.title', { keyword: data.keyword }) : t('search.heading'), noindex: true };
  },
  Page: SearchPage,
});

function SearchPage({ data }: { data: SearchData }) {
  const { t } = useSite();
  return (
    <>
      <PageTitle title={t('search.heading')} />
      {'outcome' in data ? (
        <Results outcome={data.outcome} kind={data.kind} pageNum={data.pageNum} truncated={data.truncated} />
      ) : (
        <>
          <SiteSearchForm keyword="" />
          <p className="search-note">{t('siteSearch.empty')}</p>
        </>
      )}
    </>
  );
}

const JSON_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/**
 * The suggestions, from the site index only: `{ keyword, results: [{ kind, title, href, best? }] }`,
 * the best matches of every kind first (`best: true`, as on the results page), then the others
 * grouped by kind (the best group first, at most SUGGESTIONS_PER_KIND of a kind, SUGGESTIONS in all).
 * With `labels=1`, also `labels`: the words the box shows around them in the page's language
 * (SuggestLabels, src/components/SearchBox.tsx), which the island asks for until it has them.
 * Limited on its own (SUGGEST_LIMITER): a limited client gets 429 with no message, and the box
 * just shows no suggestions.
 */
export const searchSuggest = defineEndpoint('search-suggest', {
  indexable: false,
  load: async (c) => {
    const { keyword } = keywordOf(c);
    if (!keyword) return c.json({ keyword, results: [] }, 200, JSON_HEADERS);
    if (!(await suggestAllowed(c)))
      return c.json({ keyword, results: [] }, 429, {
        ...JSON_HEADERS,
        'Retry-After': String(RATE_LIMIT_RETRY_SECONDS),
      });
    const locale = c.get('scope').locale;
    const outcome = await searchSite({
      scope: c.get('scope'),
      locale,
      keyword,
      window: { perKind: SUGGESTIONS_PER_KIND },
      page: false,
    });
    const results = bestFirst(outcome, SUGGESTIONS).map(({ hit, best }) => ({
      kind: hit.kind,
      title: hit.title,
      href: localePath(locale, hit.path),
      ...(best ? { best } : {}),
    }));
    const labels = single(c, 'labels') === '1' ? { labels: suggestLabels(c.get('scope').t, locale) } : {};
    return c.json({ keyword, results, ...labels }, 200, JSON_HEADERS);
  },
});
