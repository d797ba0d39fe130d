// /search: one search for the whole site (pages, programmes, people, news), and
// /search/suggest: the same search as JSON, for the suggestions under the header's search box.
import * as v from 'valibot';
import { PageTitle } from '@/components/PageTitle';
import { Results, RESULTS_PAGE_SIZE } from '@/components/search/Results';
import { SiteSearchForm } from '@/components/search/SiteSearchForm';
import { pageOrNotFound, pageParam, single } from '@/lib/params';
import { privatePage } from '@/render/page-cache';
import { RATE_LIMIT_RETRY_SECONDS, refuseWhenLimited, searchAllowed } from '@/render/rate-limited';
import { useSite } from '@/render/context';
import { defineEndpoint, defineRoute } from '@/render/route';
import { keywordOf } from '@/search/keyword';
import { RESULT_KINDS, type ResultKind, type Outcome, searchSite, show } from '@/search/results';
import type { AppContext } from '@/types';

/** Suggestions shown under the search box. */
export const SUGGESTIONS = 8;

const kindParam = (c: AppContext): ResultKind | undefined => {
  const parsed = v.safeParse(v.picklist(RESULT_KINDS), single(c, 'kind'));
  return parsed.success ? parsed.output : undefined;
};

const input = (c: AppContext, keyword: string, news: boolean) => ({
  scope: c.var.scope,
  locale: c.get('locale'),
  t: c.get('t'),
  keyword,
  news,
});

type SearchData =
  | { keyword: '' }
  | { keyword: string; outcome: Outcome; kind: ResultKind | undefined; pageNum: number; truncated: boolean };

export const searchPage = defineRoute('search', {
  indexable: false,
  load: async (c): Promise<SearchData> => {
    const { keyword, truncated } = keywordOf(c);
    // Nothing (or only spaces and control characters) to search: the form and what it does.
    if (!keyword) return { keyword: '' };
    // Never kept by the page cache: every search goes through the per-client limit.
    privatePage(c.var.scope);
    await refuseWhenLimited(c);
    const pageNum = pageParam(c);
    const kind = kindParam(c);
    const outcome = await searchSite(input(c, keyword, true));
    if (kind) pageOrNotFound(pageNum, Math.ceil(outcome.groups[kind].length / RESULTS_PAGE_SIZE));
    return { keyword, outcome, kind, pageNum: kind ? pageNum : 1, truncated };
  },
  head: (data, c) => {
    const t = c.get('t');
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

/**
 * The suggestions: the site index only (no CMS call per keystroke), best first, at most
 * SUGGESTIONS. `{ keyword, results: [{ kind, title, href }] }`; 429 with a message when limited.
 */
export const searchSuggest = defineEndpoint('search-suggest', {
  indexable: false,
  load: async (c) => {
    const { keyword } = keywordOf(c);
    const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
    if (!keyword) return c.json({ keyword, results: [] }, 200, headers);
    if (!(await searchAllowed(c)))
      return c.json({ keyword, error: c.get('t')('error.tooMany'), results: [] }, 429, {
        ...headers,
        'Retry-After': String(RATE_LIMIT_RETRY_SECONDS),
      });
    const outcome = await searchSite(input(c, keyword, false));
    const locale = c.get('locale');
    const ranked = RESULT_KINDS.flatMap((k) => outcome.groups[k]).sort(
      (a, b) => (b.kind === 'news' ? 0 : b.hit.score) - (a.kind === 'news' ? 0 : a.hit.score),
    );
    const results = ranked.slice(0, SUGGESTIONS).map((found) => {
      const shown = show(found, keyword, locale);
      return { kind: shown.kind, title: shown.title.map((s) => s.text).join(''), href: shown.href };
    });
    return c.json({ keyword, results, missing: outcome.missing }, 200, headers);
  },
});
