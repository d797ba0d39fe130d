import { describe, expect, it } from 'vitest';
import { FIXTURE_NEWS } from '../../demo/src/data/news';
import { get, mainOf, newsIds } from './helpers';

// The demo CMS keeps test fixtures (the booby-trapped news item, the XSS corpus article) where
// only tests reach them: by id. What a visitor sees never includes them.
const FIXTURE_ID = String(FIXTURE_NEWS.id);

describe('test fixtures stay out of visible content', () => {
  for (const [prefix, lang] of [
    ['', 'tc'],
    ['/sc', 'sc'],
    ['/en', 'en'],
  ] as const) {
    it(`${prefix || '/'}: the home page's latest news never shows a fixture`, async () => {
      {
        const home = prefix || '/';
        const { res, html } = await get(home);
        expect(res.status).toBe(200);
        const main = mainOf(html);
        const ids = newsIds(html);
        expect(ids.length, home).toBeGreaterThan(0);
        expect(ids, home).not.toContain(FIXTURE_ID);
        expect(main, home).not.toContain(FIXTURE_NEWS.title[lang]);
        expect(main, home).not.toMatch(/xss-corpus/);
      }
    });

    it(`${prefix || '/'}: no news list page nor search lists a fixture`, async () => {
      for (let pageNum = 1; pageNum <= 4; pageNum++) {
        const { html } = await get(`${prefix}/news/list?pageNum=${pageNum}`);
        expect(newsIds(html)).not.toContain(FIXTURE_ID);
      }
      const keyword = encodeURIComponent(FIXTURE_NEWS.title[lang].slice(0, 4));
      const { html } = await get(`${prefix}/news/list?keyword=${keyword}`);
      expect(newsIds(html)).not.toContain(FIXTURE_ID);
      expect(mainOf(html)).not.toContain(FIXTURE_NEWS.title[lang]);
    });
  }

  it('still serves the fixture by its id, for the sanitiser tests', async () => {
    const { res, html } = await get(`/en/news/${FIXTURE_ID}`);
    expect(res.status).toBe(200);
    expect(mainOf(html)).toContain(FIXTURE_NEWS.title.en);
    expect((await get('/en/article/xss-corpus')).res.status).toBe(200);
  });
});
