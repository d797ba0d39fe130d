import { describe, expect, it } from 'vitest';
import { href } from '@/lib/href';
import { failing, get, h1Of, listItems, mainOf, newsIds, status, textOf } from './helpers';

// The demo lists 41 news items (ids 1001..1037 and 1039..1042, growing with the date; the last
// four dated in the weeks before the demo's day, 2026-11-25 in the tests): 5 pages of 10. Its
// booby-trapped fixture (1038) is served by id alone (test/content/fixtures.test.ts).
const NEWEST = '1042';
const OLDEST = '1001';

describe('news list', () => {
  it('lists the newest ten first, with dates as MM-DD,YYYY', async () => {
    const { res, html } = await get('/en/news/list');
    expect(res.status).toBe(200);
    expect(h1Of(html)).toEqual(['News Centre']);
    const ids = newsIds(html);
    expect(ids).toHaveLength(10);
    expect(listItems(html)).toBe(10);
    expect(ids[0]).toBe(NEWEST);
    expect(ids.map(Number)).toEqual([...ids.map(Number)].sort((a, b) => b - a));
    expect(mainOf(html)).toContain('<time dateTime="2026-11-22" class="card__meta">11-22,2026</time>');
  });

  it('pages with links that work without JavaScript', async () => {
    const { html } = await get('/en/news/list');
    const main = mainOf(html);
    expect(main).toContain('<nav class="pagination"');
    expect(main).toContain('href="/en/news/list?pageNum=2" rel="next"');
    expect(main).toContain('href="/en/news/list?pageNum=5"');
    const last = await get('/en/news/list?pageNum=5');
    expect(last.res.status).toBe(200);
    expect(newsIds(last.html)).toEqual([OLDEST]);
    expect(mainOf(last.html)).toContain('href="/en/news/list?pageNum=4" rel="prev"');
    expect(mainOf(last.html)).not.toContain('rel="next"');
  });

  it('answers 404 for a page past the end, however far', async () => {
    for (const pageNum of ['6', '1000', '1001', '99999999', '9'.repeat(400)]) {
      expect(await status(`/en/news/list?pageNum=${pageNum}`), pageNum).toBe(404);
    }
  });

  it('never asks the CMS for a page number no CMS page can have (above 2^31 − 1)', async () => {
    // The news call fails here: only a page that asked for it would be a 503.
    const down = failing(/^\/api\/article\/news$/);
    for (const pageNum of [String(2 ** 31), '99999999999', '9'.repeat(400)]) {
      expect(await status(`/en/news/list?pageNum=${pageNum}`, down), pageNum).toBe(404);
    }
    // Any smaller number may be a page of a long list: the CMS is asked.
    expect(await status(`/en/news/list?pageNum=${2 ** 31 - 1}`, down)).toBe(503);
    expect(await status(`/en/news/list?pageNum=${2 ** 31 - 1}`)).toBe(404);
  });

  it('reads a malformed pageNum as page 1', async () => {
    for (const pageNum of ['0', '-1', '-0', 'abc', '1.5', '', '%20', '2e1', '0x2', '1&pageNum=2']) {
      const { res, html } = await get(`/en/news/list?pageNum=${pageNum}`);
      expect(res.status, pageNum).toBe(200);
      expect(newsIds(html)[0], pageNum).toBe(NEWEST);
    }
  });

  it('orders by known columns only', async () => {
    const oldest = await get('/en/news/list?orderByColumn=publish_date&isAsc=asc');
    expect(newsIds(oldest.html)[0]).toBe(OLDEST);
    expect(mainOf(oldest.html)).toContain(
      'href="/en/news/list?orderByColumn=publish_date&amp;isAsc=asc&amp;pageNum=2"',
    );
    expect(mainOf(oldest.html)).toMatch(
      /<a href="\/en\/news\/list\?orderByColumn=publish_date&amp;isAsc=asc" aria-current="true">Oldest first<\/a>/,
    );
    for (const query of ['orderByColumn=1;drop%20table', 'isAsc=sideways', 'orderByColumn=create_time', 'isAsc=ASC']) {
      const { res, html } = await get(`/en/news/list?${query}`);
      expect(res.status, query).toBe(200);
      expect(newsIds(html)[0], query).toBe(NEWEST);
    }
  });

  it('is in the page language', async () => {
    expect(h1Of((await get('/news/list')).html)).toEqual(['新聞中心']);
    expect(h1Of((await get('/sc/news/list')).html)).toEqual(['新闻中心']);
  });

  it('shows the no-data screen with 503 when the CMS fails', async () => {
    const { res, html } = await get('/en/news/list', failing(/^\/api\/article\/news$/));
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBeTruthy();
    expect(textOf(mainOf(html))).toContain('The data you need is currently not found, please try again later');
  });
});

describe('news search', () => {
  it('finds articles and links each to its page', async () => {
    const { res, html } = await get('/en/news/list?keyword=graduation');
    expect(res.status).toBe(200);
    const main = mainOf(html);
    expect(textOf(main)).toContain('3 results for “graduation”');
    expect(newsIds(html)).toEqual(['1029', '1019', '1009']);
    expect(main).toContain('value="graduation"');
  });

  it('finds CJK keywords in each Chinese script', async () => {
    expect(newsIds((await get(`/news/list?keyword=${encodeURIComponent('畢業典禮')}`)).html)).toEqual([
      '1029',
      '1019',
      '1009',
    ]);
    expect(newsIds((await get(`/sc/news/list?keyword=${encodeURIComponent('毕业典礼')}`)).html)).toEqual([
      '1029',
      '1019',
      '1009',
    ]);
    const topics = await get(`/news/list?keyword=${encodeURIComponent('學年曆')}`);
    expect(mainOf(topics.html)).toContain('href="/article/academic-calendar"');
  });

  it('says "no results found" and what to try, in every language', async () => {
    const en = await get('/en/news/list?keyword=zqxjv');
    expect(en.res.status).toBe(200);
    expect(textOf(mainOf(en.html))).toContain('no results found');
    expect(textOf(mainOf(en.html))).toContain('Please check your spelling or try other keywords.');
    expect(textOf(mainOf((await get('/news/list?keyword=zqxjv')).html))).toContain('找不到相關結果');
    expect(textOf(mainOf((await get('/sc/news/list?keyword=zqxjv')).html))).toContain('找不到相关结果');
  });

  it('echoes the keyword escaped', async () => {
    const keyword = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const { res, html } = await get(`/en/news/list?keyword=${encodeURIComponent(keyword)}`);
    expect(res.status).toBe(200);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"');
  });

  it('copes with keywords that are awkward in a path', async () => {
    for (const keyword of ['..', '.', 'a/b', '100%', 'a?b#c', 'C++', '  spaced   out  ', '\u0000\u0007x']) {
      const res = await get(`/en/news/list?keyword=${encodeURIComponent(keyword)}`);
      expect(res.res.status, keyword).toBe(200);
    }
    const long = await get(`/en/news/list?keyword=${'a'.repeat(500)}`);
    expect(long.res.status).toBe(200);
    expect(mainOf(long.html)).toContain(`value="${'a'.repeat(100)}"`);
    expect(mainOf(long.html)).not.toContain('a'.repeat(101));
  });

  it('treats an empty keyword as the plain list', async () => {
    const { html } = await get('/en/news/list?keyword=%20%20');
    expect(h1Of(html)).toEqual(['News Centre']);
    expect(html).not.toContain('<meta name="robots"');
  });

  it('pages long results, keeping the keyword', async () => {
    const first = await get('/en/news/list?keyword=the');
    expect(listItems(first.html)).toBe(10);
    expect(mainOf(first.html)).toContain('href="/en/news/list?keyword=the&amp;pageNum=2"');
    const second = await get('/en/news/list?keyword=the&pageNum=2');
    expect(second.res.status).toBe(200);
    expect(listItems(second.html)).toBeGreaterThan(0);
    expect(mainOf(second.html)).not.toContain(`href="/en/news/${newsIds(first.html)[0]}"`);
    expect(await status('/en/news/list?keyword=the&pageNum=99')).toBe(404);
    expect(await status('/en/news/list?keyword=zqxjv&pageNum=2')).toBe(404);
  });

  it('keeps search results out of indexes and names the search in the title', async () => {
    const { html } = await get('/en/news/list?keyword=graduation');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<title>Search: graduation | Crescent Harbour College</title>');
  });

  it('keeps its own news-only search form; the header box searches the whole site (/search)', async () => {
    const { html } = await get('/en/news/list');
    const form = /<form class="content-search"[^>]*>[\s\S]*?<\/form>/.exec(mainOf(html))?.[0];
    expect(form).toContain('action="/en/news/list"');
    expect(form).toContain('name="keyword"');
    expect(/<form class="nav-search"[^>]*>/.exec(html)?.[0]).toContain('action="/en/search"');
  });

  it('answers 503 when the search fails', async () => {
    expect((await get('/en/news/list?keyword=graduation', failing(/^\/api\/article\/search\//))).res.status).toBe(503);
  });
});

describe('news detail', () => {
  it('shows the article with its title and summary in the head', async () => {
    const { res, html } = await get('/en/news/1029');
    expect(res.status).toBe(200);
    expect(h1Of(html)).toEqual(['Graduation Ceremony 2025']);
    expect(html).toContain('<title>Graduation Ceremony 2025 | Crescent Harbour College</title>');
    expect(html).toContain(
      '<meta name="description" content="11-18,2025: At this year’s ceremony the President urged graduates to keep learning, and announced that alumni may now sit in on courses free of charge."/>',
    );
    const main = mainOf(html);
    // Not a news list: the date in the language's long form (MM-DD,YYYY is the lists').
    expect(main).toContain('<time dateTime="2025-11-18">18 November 2025</time>');
    expect(main).toContain('<h2>Highlights</h2>'); // the body's top heading level sits under the h1
    expect(main).toContain('<table>');
    expect(main).toMatch(
      /<img src="\/media\/news-graduation\.svg" width="800" height="450" alt="Graduation Ceremony 2025"/,
    );
  });

  it('localises the links of the CMS body', async () => {
    expect(mainOf((await get('/en/news/1037')).html)).toContain(
      '<a href="/en/page/global-exchange">Global Exchange</a>',
    );
    expect(mainOf((await get('/sc/news/1037')).html)).toContain('href="/sc/page/global-exchange"');
    expect(mainOf((await get('/news/1037')).html)).toContain('href="/page/global-exchange"');
  });

  it('removes script, handlers and javascript: links from the body', async () => {
    for (const prefix of ['', '/sc', '/en']) {
      const { res, html } = await get(`${prefix}/news/1038`);
      expect(res.status).toBe(200);
      const main = mainOf(html);
      expect(main).not.toMatch(/<script/i);
      expect(main).not.toMatch(/\son\w+=/i);
      expect(main).not.toMatch(/javascript:/i);
      expect(main).not.toContain('this script must never run');
      expect(main).toContain('rel="noopener noreferrer nofollow" target="_blank"');
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect(await status('/en/news/999999')).toBe(404);
    expect(await status('/news/academic-calendar')).toBe(404);
    const { html } = await get('/en/news/999999');
    expect(html).toContain('Page Not Found: /en/news/999999');
    for (const id of ['1038.html', 'a.b', 'a%20b', '-1', '_x', 'x'.repeat(81)])
      expect(await status(`/en/news/${id}`), id).toBe(404);
  });

  it('answers 503 when the CMS fails, 404 only for a missing article', async () => {
    expect((await get('/en/news/1038', failing(/^\/api\/article\/news\//))).res.status).toBe(503);
  });

  it('builds its links from the route table', () => {
    expect(href('news-detail', { id: 1038 }, 'sc')).toBe('/sc/news/1038');
    expect(href('news-list', {}, 'en')).toBe('/en/news/list');
  });
});
