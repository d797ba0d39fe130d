// What one sitemap or feed answer can hold, whatever the CMS sends (docs/SEO.md "At any
// size", docs/SECURITY.md "Sitemap and feed bounds"): an exaggerated totalPage names no empty
// children, a list page with more rows than asked for fills no child past its bound, and an id
// that cannot be a URL's segment or ?id= (., .., %2e%2e, 100%) is never a link (logged).
import { env } from 'cloudflare:workers';
import { XMLParser } from 'fast-xml-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_ENTRIES_PER_CHILD } from '@/seo/children';
import { request } from './helpers';

afterEach(() => vi.restoreAllMocks());

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: () => false });
const asList = <T>(x: T | T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);

type Data = Record<string, unknown> & { rows?: Record<string, unknown>[] };

/** The demo CMS, with the JSON data of the calls whose path is `path` rewritten by `edit`. */
function editing(path: string, edit: (data: Data) => Data): Partial<Env> {
  const upstream = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      const res = await (env.UPSTREAM as Fetcher).fetch(req);
      if (new URL(req.url).pathname !== path) return res;
      const body = (await res.json()) as { data: Data };
      return Response.json({ ...body, data: edit(body.data) });
    },
  } as unknown as Fetcher;
  return { UPSTREAM: upstream, SITE_DOMAIN: `sitemap-bounds-${crypto.randomUUID()}.test` };
}

const childrenOf = async (bindings: Partial<Env>) => {
  const res = await request('/sitemap.xml', {}, bindings);
  expect(res.status).toBe(200);
  const text = await res.text();
  return { text, files: asList<{ loc: string }>(parser.parse(text).sitemapindex.sitemap).map((s) => s.loc) };
};

const locsOf = (text: string): string[] => asList<{ loc: string }>(parser.parse(text).urlset.url).map((u) => u.loc);

const HOSTILE_IDS = ['.', '..', '%2e%2e', '100%', '../../admin', 'a/b', ''];

describe('the sitemap index: no CMS number alone makes it long', () => {
  it.each([
    ['/api/article/news', 'news'],
    ['/api/special/teacher/list', 'teachers'],
    ['/api/schoolfellow/list', 'alumni'],
  ])('a totalPage of 2^31 on %s names the children its total holds', async (path, type) => {
    const honest = await childrenOf(editing('/none', (d) => d));
    const count = (files: string[]) => files.filter((f) => f.includes(`/sitemaps/${type}-`)).length;
    const { files, text } = await childrenOf(editing(path, (d) => ({ ...d, totalPage: 2 ** 31 })));
    expect(count(files)).toBe(count(honest.files));
    expect(text.length).toBeLessThan(honest.text.length + 200);
  });
});

describe('one child: bounded whatever one CMS page holds', () => {
  it('a news page of 5 000 rows lists at most MAX_ENTRIES_PER_CHILD pages, and says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bindings = editing('/api/article/news', (d) => {
      const row = d.rows?.[0] ?? {};
      return { ...d, rows: Array.from({ length: 5000 }, (_, i) => ({ ...row, id: String(90000 + i) })) };
    });
    const res = await request('/sitemaps/news-1.xml', {}, bindings);
    expect(res.status).toBe(200);
    expect(locsOf(await res.text())).toHaveLength(MAX_ENTRIES_PER_CHILD * 3);
    expect(error.mock.calls.map((a) => String(a[0])).some((l) => l.includes('"event":"sitemap.childFull"'))).toBe(true);
  });
});

describe('a CMS date that is no real day is never written as one', () => {
  const BAD_DAYS = ['9999-99-99', '2026-02-30', '2026-13-01'];

  it('news dates in the news sitemap and the feeds: no lastmod, no feed entry (logged)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let bad: string[] = [];
    const bindings = editing('/api/article/news', (d) => {
      const rows = (d.rows ?? []).map((row, i) => (i < BAD_DAYS.length ? { ...row, publishDate: BAD_DAYS[i] } : row));
      bad = rows.slice(0, BAD_DAYS.length).map((r) => String(r.id));
      return { ...d, rows };
    });
    const child = await request('/sitemaps/news-1.xml', {}, bindings);
    expect(child.status).toBe(200);
    const text = await child.text();
    const urls = asList<{ loc: string; lastmod?: string }>(parser.parse(text).urlset.url);
    expect(urls.length).toBeGreaterThan(BAD_DAYS.length);
    for (const { lastmod } of urls) if (lastmod !== undefined) expect(lastmod).toMatch(/^\d{4}-(0[1-9]|1[0-2])-\d{2}$/);
    for (const id of bad) {
      const mine = urls.filter((u) => u.loc.endsWith(`/news/${id}`));
      expect(mine.length, id).toBe(3);
      for (const u of mine) expect(u.lastmod, id).toBeUndefined();
    }
    for (const day of BAD_DAYS) expect(text).not.toContain(day);
    for (const prefix of ['', '/en']) {
      const feed = await (await request(`${prefix}/news/feed.xml`, {}, bindings)).text();
      for (const day of BAD_DAYS) expect(feed).not.toContain(day);
      for (const id of bad) expect(feed).not.toContain(`/news/${id}"`);
      for (const m of feed.matchAll(/<(?:published|updated)>([^<]+)</g))
        expect(Number.isNaN(Date.parse(m[1] as string)), m[1]).toBe(false);
    }
    expect(warn.mock.calls.some((a) => String(a[0]).includes('"event":"feed.badDate"'))).toBe(true);
  });
});

describe('an id that cannot be a URL segment is no link', () => {
  it('news ids in the news sitemap and the feeds: dropped and logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bindings = editing('/api/article/news', (d) => ({
      ...d,
      rows: (d.rows ?? []).map((row, i) => (i < HOSTILE_IDS.length ? { ...row, id: HOSTILE_IDS[i] } : row)),
    }));
    const child = await request('/sitemaps/news-1.xml', {}, bindings);
    expect(child.status).toBe(200);
    const locs = locsOf(await child.text());
    expect(locs.length).toBeGreaterThan(0);
    for (const loc of locs) expect(loc).toMatch(/^http:\/\/site\.test(\/sc|\/en)?\/news\/[\p{L}\p{N}_-]+$/u);
    for (const prefix of ['', '/en']) {
      const feed = await request(`${prefix}/news/feed.xml`, {}, bindings);
      expect(feed.status).toBe(200);
      const hrefs = [...(await feed.text()).matchAll(/<link rel="alternate" type="text\/html" href="([^"]+)"/g)].map(
        (m) => m[1] as string,
      );
      expect(hrefs.length).toBeGreaterThan(1);
      // The list's own link, then one per entry: every entry an article of its own.
      for (const href of hrefs.slice(1)) expect(href).toMatch(/\/news\/[\p{L}\p{N}_-]+$/u);
    }
    const lines = warn.mock.calls.map((a) => String(a[0]));
    expect(lines.some((l) => l.includes('"event":"sitemap.badId"'))).toBe(true);
    expect(lines.some((l) => l.includes('"event":"feed.badId"'))).toBe(true);
  });

  it('teacher ids that are no ?id= a profile reads: dropped', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bindings = editing('/api/special/teacher/list', (d) => ({
      ...d,
      rows: (d.rows ?? []).map((row, i) => (i < 3 ? { ...row, id: [0, -1, 2 ** 40][i] } : row)),
    }));
    const child = await request('/sitemaps/teachers-1.xml', {}, bindings);
    expect(child.status).toBe(200);
    for (const loc of locsOf(await child.text())) expect(loc).toMatch(/\/teacher\/detail\?id=[1-9]\d{0,9}$/);
  });
});
