// The results page and the suggestions endpoint: grouping, marking, escaping, bad input,
// "did you mean", limits.
import { env } from 'cloudflare:workers';
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
    const groups = [...main.matchAll(/aria-labelledby="search-(\w+)"/g)].map((m) => m[1]);
    expect(groups[0]).toBe('news');
    expect(groups.length).toBeGreaterThan(1);
    expect(main).toMatch(/href="\/en\/news\/1029"/);
    expect(main).toContain('<mark>Graduation</mark>');
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

  it('draws on every kind, grouped: each kind’s suggestions together, at most three of a kind', async () => {
    const body = JSON.parse((await search(`/en/search/suggest?keyword=${q('graduation')}`)).html) as {
      results: { kind: string; href: string }[];
    };
    const kinds = body.results.map((r) => r.kind);
    expect(kinds[0]).toBe('news');
    expect(body.results[0]?.href).toBe('/en/news/1029');
    expect(new Set(kinds).size).toBeGreaterThan(1);
    // Grouped: a kind never comes back after another one.
    expect(kinds.filter((k, i) => i > 0 && k !== kinds[i - 1]).length).toBe(new Set(kinds).size - 1);
    for (const kind of new Set(kinds)) expect(kinds.filter((k) => k === kind).length).toBeLessThanOrEqual(3);
    const privacy = JSON.parse((await search(`/en/search/suggest?keyword=${q('privacy')}`)).html);
    expect(privacy.results[0].href).toBe('/en/article/privacy-policy');
  });

  it('empty keyword: no results; limited: a quiet 429, no message, the box just shows nothing', async () => {
    expect(JSON.parse((await search('/en/search/suggest?keyword=%20')).html)).toEqual({ keyword: '', results: [] });
    const limited = await refused('/en/search/suggest?keyword=abc');
    expect(limited.res.status).toBe(429);
    expect(limited.res.headers.get('content-type')).toContain('application/json');
    expect(limited.res.headers.get('retry-after')).toBe('60');
    expect(JSON.parse(limited.html)).toEqual({ keyword: 'abc', results: [] });
  });
});
