// /search: one search for the whole site (pages, programmes, people, news), and
// /search/suggest: the same search as JSON, for the suggestions under the header's search box.
import * as v from 'valibot';
import { PageTitle } from '@/components/PageTitle';
import { Results, RESULTS_PAGE_SIZE } from '@/components/search/Results';
import { SiteSearchForm } from '@/components/search/SiteSearchForm';
import { pageOrNotFound, pageParam, single } from '@/lib/params';
import { RATE_LIMIT_RETRY_SECONDS } from '@/render/errors';
import { privatePage } from '@/render/page-cache';
import { tooManyRequests } from '@/render/rate-limited';
import { defineRoute } from '@/render/route';
import { keywordOf } from '@/search/keyword';
import { RESULT_KINDS, type ResultKind, searchSite, show } from '@/search/results';
import { withinRateLimit } from '@/security/rate-limit';
import type { AppContext } from '@/types';
import { upstreamCtx } from '@/upstream/context';
import { FIXED_PAGES } from '../content/sitemap';

/** Suggestions shown under the search box. */
export const SUGGESTIONS = 8;

const kindParam = (c: AppContext): ResultKind | undefined => {
  const parsed = v.safeParse(v.picklist(RESULT_KINDS), single(c, 'kind'));
  return parsed.success ? parsed.output : undefined;
};

const input = (c: AppContext, keyword: string, news: boolean) => ({
  ctx: upstreamCtx(c),
  locale: c.get('locale'),
  t: c.get('t'),
  fixed: FIXED_PAGES,
  keyword,
  news,
});

export const searchPage = defineRoute('search', {
  indexable: false,
  load: async (c) => {
    const t = c.get('t');
    const { keyword, truncated } = keywordOf(c);
    const pageNum = pageParam(c);
    const kind = kindParam(c);
    if (!keyword) {
      // Nothing (or only spaces and control characters) to search: the form and what it does.
      return {
        head: { title: t('search.heading'), noindex: true },
        body: (
          <>
            <PageTitle title={t('search.heading')} />
            <SiteSearchForm keyword="" />
            <p className="search-note">{t('siteSearch.empty')}</p>
          </>
        ),
      };
    }
    // Never kept by the page cache: every search goes through the per-client limit.
    privatePage(c);
    if (!(await withinRateLimit(c, c.env.SEARCH_LIMITER, 'search'))) return tooManyRequests(c);
    const outcome = await searchSite(input(c, keyword, true));
    if (kind) pageOrNotFound(pageNum, Math.ceil(outcome.groups[kind].length / RESULTS_PAGE_SIZE));
    return {
      head: { title: t('search.title', { keyword }), noindex: true },
      body: (
        <>
          <PageTitle title={t('search.heading')} />
          <Results outcome={outcome} kind={kind} pageNum={kind ? pageNum : 1} truncated={truncated} />
        </>
      ),
    };
  },
});

/**
 * The suggestions: the site index only (no CMS call per keystroke), best first, at most
 * SUGGESTIONS. `{ keyword, results: [{ kind, title, href }] }`; 429 with a message when limited.
 */
export const searchSuggest = defineRoute('search-suggest', {
  indexable: false,
  load: async (c) => {
    const { keyword } = keywordOf(c);
    const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
    if (!keyword) return c.json({ keyword, results: [] }, 200, headers);
    if (!(await withinRateLimit(c, c.env.SEARCH_LIMITER, 'search')))
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
