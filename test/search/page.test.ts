// The results page and the suggestions endpoint: the best matches of every kind, grouping,
// marking, escaping, bad input, "did you mean", limits.
import { env } from 'cloudflare:workers';
import { LOCALE_INFO, type Locale } from '@/i18n/locales';
import { app, get, mainOf } from '../content/helpers';
import { textOf, wholePage } from '../helpers';
import { buildAll } from './helpers';

/** A limiter that always lets through (the real one counts every test's requests as one client). */
const allow = { limit: async () => ({ success: true }) } as unknown as RateLimit;
const deny = { limit: async () => ({ success: false }) } as unknown as RateLimit;
// The limit counts clients by address (src/render/rate-limited.ts): a request without one is not counted.
const client = { 'CF-Connecting-IP': '203.0.113.7' };
const search = (path: string, bindings: Partial<Env> = {}) =>
  get(path, { SITE_SEARCH_LIMITER: allow, SUGGEST_LIMITER: allow, ...bindings });
/** A search from one client whom the limiters refuse. */
const refused = (path: string) =>
  wholePage(app, path, { headers: client }, { SITE_SEARCH_LIMITER: deny, SUGGEST_LIMITER: deny });
const q = (keyword: string) => encodeURIComponent(keyword);

/** The list of best matches of a results page's main part: its heading and links, in order. */
const bestOf = (main: string) => {
  const section = /<section[^>]*aria-labelledby="search-best"[^>]*>([\s\S]*?)<\/section>/.exec(main)?.[1];
  if (section === undefined) return undefined;
  return {
    section,
    heading: textOf(/<h2 id="search-best">([\s\S]*?)<\/h2>/.exec(section)?.[1] ?? ''),
    links: [...section.matchAll(/<h3 class="search-hit__title"><a href="([^"]+)"/g)].map((m) => m[1]),
  };
};
/** The links of each kind's group, in page order. */
const groupLinks = (main: string, kind: string) => {
  const section = new RegExp(`<section[^>]*aria-labelledby="search-${kind}"[^>]*>([\\s\\S]*?)</section>`).exec(
    main,
  )?.[1];
  return [...(section ?? '').matchAll(/<h3 class="search-hit__title"><a href="([^"]+)"/g)].map((m) => m[1]);
};

beforeAll(() => buildAll(), 60_000);

describe('whole-site results page', () => {
  it('groups results by kind with marked words, links in the page language, noindex', async () => {
    const { res, html } = await search(`/en/search?keyword=${q('tuition')}`);
    expect(res.status).toBe(200);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    const main = mainOf(html);
    expect(main).toContain('id="search-page"');
    expect(main).toContain('href="/en/admissions/subsidy"');
    expect(main).toMatch(/<mark>tuition<\/mark>/i);
  });

  it('finds news beside pages, the kind of the best result first', async () => {
    const main = mainOf((await search(`/en/search?keyword=${q('graduation')}`)).html);
    // The groups of each kind (the best matches' list above them is not a kind).
    const groups = [...main.matchAll(/aria-labelledby="search-(\w+)"/g)].map((m) => m[1]).filter((k) => k !== 'best');
    expect(groups[0]).toBe('news');
    expect(groups.length).toBeGreaterThan(1);
    expect(main).toMatch(/href="\/en\/news\/1029"/);
    expect(main).toContain('<mark>Graduation</mark>');
  });

  it.each([
    ['tc', '/search', '交流團', '最佳結果', '/news/1037', '/page/global-exchange'],
    ['sc', '/sc/search', '交流团', '最佳结果', '/sc/news/1037', '/sc/page/global-exchange'],
    ['en', '/en/search', 'exchange week', 'Best matches', '/en/news/1016', '/en/page/global-exchange'],
  ])(
    '%s: the best matches of every kind above the groups: a page in the first three though a news item is best',
    async (locale, path, keyword, heading, news, page) => {
      const { html } = await search(`${path}?keyword=${q(keyword)}`);
      const main = mainOf(html);
      expect(html).toContain(`<html lang="${LOCALE_INFO[locale as Locale].htmlLang}"`);
      const best = bestOf(main);
      expect(best?.heading).toBe(heading);
      // A list (ordered: best first), before every group of a kind.
      expect(best?.section).toMatch(/^\s*<h2 id="search-best">[\s\S]*<ol class="search-hits"/);
      expect(main.indexOf('aria-labelledby="search-best"')).toBeLessThan(main.indexOf('aria-labelledby="search-news"'));
      expect(best?.links[0]).toBe(news);
      expect(best?.links.slice(0, 3)).toContain(page);
      expect(best?.links.length).toBeLessThanOrEqual(3);
      // The news group comes first and is full: grouped alone, the page would be below its five.
      expect(groupLinks(main, 'news').length).toBe(5);
      expect(main.indexOf('aria-labelledby="search-news"')).toBeLessThan(main.indexOf('aria-labelledby="search-page"'));
      // The groups still show every result of their kind: the best ones are repeated there.
      expect(groupLinks(main, 'news')[0]).toBe(news);
      expect(groupLinks(main, 'page')).toContain(page);
    },
  );

  it('no list of best matches when they are all of one kind (its group starts with them), nor on a page of one kind', async () => {
    // Not about an event: every page that matches comes before the news (docs/architecture/search.md "Ranking").
    const main = mainOf((await search(`/en/search?keyword=${q('library opening hours')}`)).html);
    expect(groupLinks(main, 'news').length).toBeGreaterThan(0);
    expect(bestOf(main)).toBeUndefined();
    const kind = mainOf((await search(`/search?keyword=${q('交流團')}&kind=page`)).html);
    expect(groupLinks(kind, 'page')).toContain('/page/global-exchange');
    expect(bestOf(kind)).toBeUndefined();
  });

  it('finds people and programmes; a person by their name in any language, linked in the page language', async () => {
    const main = mainOf((await search(`/en/search?keyword=${q('陳志明')}`)).html);
    expect(main).toContain('href="/en/teacher/detail?id=3021"');
    const programmes = mainOf((await search(`/sc/search?keyword=${q('MBA')}`)).html);
    expect(programmes).toContain('id="search-programme"');
    // A programme whose detail the CMS has links to its own page.
    expect(programmes).toContain('href="/sc/programmes/pg-mba"');
  });

  it('traditional and simplified are one language: 学费 on the tc site finds 學費 and marks it', async () => {
    const main = mainOf((await search(`/search?keyword=${q('学费')}`)).html);
    expect(main).toContain('href="/admissions/fees"');
    expect(main).toContain('<mark>學費</mark>');
  });

  it('nothing found: "did you mean" with a query of the index’s own words that finds something', async () => {
    const main = mainOf((await search(`/en/search?keyword=${q('tutiom zzzq')}`)).html);
    expect(textOf(main)).toContain('no results found');
    expect(textOf(main)).toContain('Did you mean: tuition');
    expect(main).toContain('href="/en/search?keyword=tuition"');
  });

  it('no result holds every word: those holding most of them, and the words nothing holds named', async () => {
    const main = mainOf((await search(`/en/search?keyword=${q('tution fees zzzq')}`)).html);
    expect(textOf(main)).not.toContain('no results found');
    expect(textOf(main)).toContain('No result contains all of your words; these contain the most of them.');
    expect(textOf(main)).toContain('Not found anywhere on the site: zzzq');
    expect(main).toContain('href="/en/admissions/fees"');
    const tc = textOf(mainOf((await search(`/search?keyword=${q('學費咕咕')}`)).html));
    expect(tc).toContain('網站上找不到：咕咕');
    expect(tc).not.toContain('找不到相關結果');
  });

  it('nothing found: the required message and its advice, the sitemap and the enquiry form', async () => {
    const { res, html } = await search(`/en/search?keyword=${q('zqxjvw')}`);
    expect(res.status).toBe(200);
    const text = textOf(mainOf(html));
    expect(text).toContain('no results found');
    expect(text).toContain('Please check your spelling or try other keywords.');
    expect(mainOf(html)).toContain('href="/en/page/sitemap"');
    expect(mainOf(html)).toContain('href="/en/page/contact-us"');
  });

  it('echoes a hostile keyword escaped, never as markup', async () => {
    const evil = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const { res, html } = await search(`/en/search?keyword=${q(evil)}`);
    expect(res.status).toBe(200);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('shows hostile CMS content in a result as text, with the match marked', { timeout: 60_000 }, async () => {
    const cms = {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const req = new Request(input, init);
        const res = await (env.UPSTREAM as Fetcher).fetch(req);
        const body = await res.text();
        if (new URL(req.url).pathname !== '/api/menu/admissions-subsidy') return new Response(body, res);
        const evil = '<img src=x onerror=alert(1)>tuition &lt;script&gt;alert(2)&lt;/script&gt; fees';
        return new Response(body.replace('tuition fees', evil), res);
      },
    } as unknown as Fetcher;
    // Its own site domain: its own index and cache keys, so the hostile answers are the ones read.
    const hostile = { UPSTREAM: cms, SITE_DOMAIN: 'hostile.test' };
    await buildAll(hostile);
    const { html } = await search(`/en/search?keyword=tuition`, hostile);
    const main = mainOf(html);
    expect(main).toContain('href="/en/admissions/subsidy"');
    expect(main).not.toMatch(/<img src=x|<script>alert/);
    // Fees is one of tuition's synonyms (locales/search-vocabulary.json): marked too.
    expect(main).toContain('<mark>tuition</mark><span> &lt;script&gt;alert(2)&lt;/script&gt; </span><mark>fees</mark>');
  });

  it.each([
    ['empty', ''],
    ['spaces only', '%20%20%20'],
    ['control characters only', '%00%01%1F%7F'],
  ])('%s: the form and what it searches, 200', async (_, raw) => {
    const { res, html } = await search(`/en/search?keyword=${raw}`);
    expect(res.status).toBe(200);
    expect(textOf(mainOf(html))).toContain('Type a keyword to search the whole site');
  });

  it.each([
    ['10,000 characters', 'a'.repeat(10_000)],
    ['regex-like', '.*[a-z]+(?=x)\\d{1,}$^|'],
    ['only dots', '...'],
    // A lone surrogate cannot be sent as UTF-8: its bytes as a browser would escape them.
    ['lone surrogate', '%ED%A0%80x'],
  ])('%s: a clear answer, never a 500', async (_, keyword) => {
    const { res, html } = await search(`/en/search?keyword=${keyword.includes('%') ? keyword : q(keyword)}`);
    expect(res.status).toBe(200);
    expect(textOf(mainOf(html))).toMatch(/no results found|results? for/);
  });

  it('says when a long keyword was cut', async () => {
    const { html } = await search(`/en/search?keyword=${'tuition '.repeat(30)}`);
    expect(textOf(mainOf(html))).toContain('Only the first 100 characters of your keyword were searched.');
  });

  it('one kind, paged by links; past the last page is 404', async () => {
    const first = await search(`/en/search?keyword=${q('a')}&kind=page`);
    expect(first.res.status).toBe(200);
    expect(mainOf(first.html)).toContain('Back to results of every kind');
    expect((await search(`/en/search?keyword=${q('tuition')}&kind=page&pageNum=99`)).res.status).toBe(404);
  });

  it('rate limited: a localised 429 page with Retry-After', async () => {
    const en = await refused('/en/search?keyword=x');
    expect(en.res.status).toBe(429);
    expect(en.res.headers.get('retry-after')).toBe('60');
    expect(en.res.headers.get('cache-control')).toBe('no-store');
    expect(en.res.headers.get('x-robots-tag')).toBe('noindex');
    expect(textOf(mainOf(en.html))).toContain('Too many requests came from your connection');
    const tc = await refused('/search?keyword=x');
    expect(textOf(mainOf(tc.html))).toContain('請等候一分鐘後再試');
    // The same rule as the news search: a request without a client address is not counted.
    expect((await search('/en/search?keyword=x', { SITE_SEARCH_LIMITER: deny })).res.status).toBe(200);
    // Its own limit: the news search's is not the whole site's.
    const news = await wholePage(
      app,
      '/en/search?keyword=x',
      { headers: client },
      { SEARCH_LIMITER: deny, SITE_SEARCH_LIMITER: allow },
    );
    expect(news.res.status).toBe(200);
  });

  it('the header search box leads to the results page', async () => {
    const { html } = await search('/sc/about');
    expect(/<form class="nav-search"[^>]*>/.exec(html)?.[0]).toContain('action="/sc/search"');
  });
});

describe('suggestions endpoint', () => {
  it('answers JSON from the same search, best first, links in the page language', async () => {
    const { res, html } = await search(`/sc/search/suggest?keyword=${q('學費')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = JSON.parse(html) as { results: { kind: string; title: string; href: string }[] };
    expect(body.results.map((r) => r.href)).toContain('/sc/admissions/fees');
  });

  it('draws on every kind: the best matches first, then each kind’s suggestions together, at most three of a kind', async () => {
    const body = JSON.parse((await search(`/en/search/suggest?keyword=${q('graduation')}`)).html) as {
      results: { kind: string; href: string; best?: boolean }[];
    };
    const kinds = body.results.map((r) => r.kind);
    expect(kinds[0]).toBe('news');
    expect(body.results[0]?.href).toBe('/en/news/1029');
    expect(new Set(kinds).size).toBeGreaterThan(1);
    // The best matches lead, then the rest grouped: a kind never comes back after another one.
    const best = body.results.filter((r) => r.best);
    expect(body.results.slice(0, best.length)).toEqual(best);
    const rest = kinds.slice(best.length);
    expect(rest.filter((k, i) => i > 0 && k !== rest[i - 1]).length).toBe(new Set(rest).size - 1);
    // Nothing twice.
    expect(new Set(body.results.map((r) => r.href)).size).toBe(body.results.length);
    for (const kind of new Set(kinds)) expect(kinds.filter((k) => k === kind).length).toBeLessThanOrEqual(3);
    const privacy = JSON.parse((await search(`/en/search/suggest?keyword=${q('privacy')}`)).html);
    expect(privacy.results[0].href).toBe('/en/article/privacy-policy');
  });

  it.each([
    ['/search/suggest', '交流團', '/news/1037', '/page/global-exchange'],
    ['/sc/search/suggest', '交流团', '/sc/news/1037', '/sc/page/global-exchange'],
    ['/en/search/suggest', 'exchange week', '/en/news/1016', '/en/page/global-exchange'],
  ])(
    '%s: the overall best first, in the order of the results page’s best matches',
    async (path, keyword, news, page) => {
      const body = JSON.parse((await search(`${path}?keyword=${q(keyword)}`)).html) as {
        results: { kind: string; href: string; best?: boolean }[];
      };
      const best = body.results.filter((r) => r.best);
      expect(best.length).toBeGreaterThan(1);
      expect(best.length).toBeLessThanOrEqual(3);
      expect(body.results[0]).toMatchObject({ kind: 'news', href: news, best: true });
      expect(body.results.slice(0, 3).map((r) => r.href)).toContain(page);
      const main = mainOf((await search(`${path.replace('/suggest', '')}?keyword=${q(keyword)}`)).html);
      expect(best.map((r) => r.href)).toEqual(bestOf(main)?.links);
    },
  );

  it.each([
    ['tc', '', 'zh-Hant-HK', '搜尋建議'],
    ['sc', '/sc', 'zh-Hans-CN', '搜索建议'],
    ['en', '/en', 'en-HK', 'Suggestions'],
  ])(
    '%s: the box’s words come with the suggestions when asked for (labels=1), never in the page',
    async (_, prefix, intl, listLabel) => {
      const asked = JSON.parse((await search(`${prefix}/search/suggest?keyword=${q('exchange')}&labels=1`)).html);
      expect(asked.results.length).toBeGreaterThan(0);
      expect(asked.labels).toMatchObject({ intl, listLabel });
      expect(Object.keys(asked.labels.kinds).sort()).toEqual(['event', 'news', 'page', 'person', 'programme']);
      for (const word of [asked.labels.countOne, asked.labels.countOther]) expect(word).toContain('{count}');
      expect(asked.labels.none).toBeTruthy();
      expect(asked.labels.best).toBeTruthy();
      const plain = JSON.parse((await search(`${prefix}/search/suggest?keyword=${q('exchange')}`)).html);
      expect(plain.labels).toBeUndefined();
      expect(plain.results).toEqual(asked.results);
      // The page carries the endpoint alone.
      const { html } = await search(prefix || '/');
      const island = /<div data-island="search-suggest" data-props="([^"]*)"/.exec(html)?.[1];
      expect(JSON.parse((island ?? '').replaceAll('&quot;', '"'))).toEqual({ endpoint: `${prefix}/search/suggest` });
    },
  );

  it('empty keyword: no results; limited: a quiet 429, no message, the box just shows nothing', async () => {
    expect(JSON.parse((await search('/en/search/suggest?keyword=%20')).html)).toEqual({ keyword: '', results: [] });
    const limited = await refused('/en/search/suggest?keyword=abc');
    expect(limited.res.status).toBe(429);
    expect(limited.res.headers.get('content-type')).toContain('application/json');
    expect(limited.res.headers.get('retry-after')).toBe('60');
    expect(JSON.parse(limited.html)).toEqual({ keyword: 'abc', results: [] });
  });
});
