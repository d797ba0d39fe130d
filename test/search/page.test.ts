// The results page and the suggestions endpoint: grouping, marking, escaping, bad input, limits.
import { env } from 'cloudflare:workers';
import { app, get, mainOf } from '../content/helpers';
import { textOf, wholePage } from '../helpers';

/** A limiter that always lets through (the real one counts every test's requests as one client). */
const allow = { limit: async () => ({ success: true }) } as unknown as RateLimit;
const deny = { limit: async () => ({ success: false }) } as unknown as RateLimit;
// The limit counts clients by address (src/render/rate-limited.ts): a request without one is not counted.
const client = { 'CF-Connecting-IP': '203.0.113.7' };
const search = (path: string, bindings: Partial<Env> = {}) => get(path, { SEARCH_LIMITER: allow, ...bindings });
/** A search from one client whom the limiter refuses. */
const refused = (path: string) => wholePage(app, path, { headers: client }, { SEARCH_LIMITER: deny });
const q = (keyword: string) => encodeURIComponent(keyword);

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

  it('finds programmes and people beside pages, and news from the CMS search', async () => {
    const main = mainOf((await search(`/en/search?keyword=${q('graduation')}`)).html);
    expect(main).toContain('id="search-news"');
    expect(main).toMatch(/href="\/en\/news\//);
  });

  it('traditional and simplified are one language: 学费 on the tc site finds 學費 and marks it', async () => {
    const main = mainOf((await search(`/search?keyword=${q('学费')}`)).html);
    expect(main).toContain('href="/admissions/subsidy"');
    expect(main).toContain('<mark>學費</mark>');
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

  it('shows hostile CMS content in a result as text, with the match marked', async () => {
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
    // Its own site domain: its own cache keys, so the hostile answers are the ones read.
    const { html } = await search(`/en/search?keyword=tuition`, { UPSTREAM: cms, SITE_DOMAIN: 'hostile.test' });
    const main = mainOf(html);
    expect(main).toContain('href="/en/admissions/subsidy"');
    expect(main).not.toMatch(/<img src=x|<script>alert/);
    expect(main).toContain('<mark>tuition</mark><span> &lt;script&gt;alert(2)&lt;/script&gt; fees');
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
    ['lone surrogate', '\ud800x'],
  ])('%s: a clear answer, never a 500', async (_, keyword) => {
    const { res, html } = await search(`/en/search?keyword=${q(keyword.replace(/[\ud800-\udfff]/g, ''))}`);
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
    expect((await search('/en/search?keyword=x', { SEARCH_LIMITER: deny })).res.status).toBe(200);
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
    expect(body.results.map((r) => r.href)).toContain('/sc/admissions/subsidy');
  });

  it('empty keyword: no results; limited: 429 JSON with a localised message', async () => {
    expect(JSON.parse((await search('/en/search/suggest?keyword=%20')).html)).toEqual({ keyword: '', results: [] });
    const limited = await refused('/en/search/suggest?keyword=abc');
    expect(limited.res.status).toBe(429);
    expect(JSON.parse(limited.html).error).toContain('Too many requests');
  });
});
