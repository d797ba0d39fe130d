// Sitemaps of a site 60 times the demo (docs/SEO.md "Sitemaps and robots.txt"): past every
// bound the sitemaps keep (100 pages a child), every child is cut by the CMS's own paging,
// costs a bounded number of CMS calls, and all of them together list every page exactly once;
// one child that cannot be read fails alone.
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it, vi } from 'vitest';
import { CMS_PAGES_PER_CHILD, ENTRIES_PER_CHILD } from '@/seo/children';
import { MAX_CHILD_CALLS, SITEMAP_TYPES } from '@/seo/sources';
import { MAX_CHILDREN } from '@/seo/sitemap';
import { UNIT_CODES } from '@/cms/depts';
import { LEVELS } from '@/upstream/schemas';
import { atScale, everyRow, scaledUpstream } from '../demo/helpers';
import { ORIGIN } from '../helpers';
import { request } from './helpers';

const K = 60;
/** Many cold requests on a shared machine: a runner timeout, not a time budget. */
const SLOW = { timeout: 120_000 };
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: () => false });
const asList = <T>(x: T | T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);
const LANG_PREFIXES = ['', '/sc', '/en'];

/** One request at scale K with cold caches: its status, parsed XML, size and CMS calls. */
async function read(path: string, down?: (url: URL) => boolean) {
  const upstream = scaledUpstream(K, down);
  const res = await request(path, {}, upstream.bindings);
  const text = await res.text();
  return { res, text, xml: res.status === 200 ? parser.parse(text) : undefined, calls: upstream.calls.length };
}

const childNames = async () => {
  const index = await read('/sitemap.xml');
  expect(index.res.status).toBe(200);
  return {
    calls: index.calls,
    files: asList<{ loc: string }>(index.xml.sitemapindex.sitemap).map((s) => s.loc.slice(ORIGIN.length)),
  };
};

/** The children the index lists, read when the file is collected: each is a test of its own. */
const CHILDREN = (await childNames()).files;

describe(`sitemaps at ${K} times the demo`, SLOW, () => {
  it('the index lists every child for a few CMS calls', async () => {
    const { calls, files } = await childNames();
    // Page 1 of each paged list, the menu and the special topics.
    expect(calls).toBeLessThanOrEqual(SITEMAP_TYPES.length);
    const news = (await everyRow(K, '/api/article/news')).length;
    expect(news).toBeGreaterThan(2 * ENTRIES_PER_CHILD);
    const count = (type: string) => files.filter((f) => f.startsWith(`/sitemaps/${type}-`)).length;
    expect(count('news')).toBe(Math.ceil(news / ENTRIES_PER_CHILD));
    expect(count('teachers')).toBeGreaterThan(1);
    expect(count('alumni')).toBeGreaterThan(1);
  });

  // Each child is its own test; the last one below checks what they held together.
  const seen = new Map<string, number>();
  const readChildren = new Set<string>();

  it.each(CHILDREN)('%s is well-formed, within the limits, for a few CMS calls', async (file) => {
    const child = await read(file);
    expect(child.res.status).toBe(200);
    expect(child.calls).toBeLessThanOrEqual(
      /\/(articles|programmes)-/.test(file) ? MAX_CHILD_CALLS : CMS_PAGES_PER_CHILD,
    );
    expect(child.xml.urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = asList<{ loc: string }>(child.xml.urlset.url);
    expect(urls.length).toBeLessThanOrEqual(Math.min(50_000, 3 * ENTRIES_PER_CHILD));
    expect(new TextEncoder().encode(child.text).length).toBeLessThan(50 * 1024 * 1024);
    for (const { loc } of urls) seen.set(loc, (seen.get(loc) ?? 0) + 1);
    readChildren.add(file);
  });

  // After the children above (a file's tests run in order).
  it('together the children hold every page once', async () => {
    expect(readChildren.size).toBe(CHILDREN.length);
    expect([...seen].filter(([, n]) => n > 1)).toEqual([]);
    // Every programme page, news article, special topic, teacher and alumnus of the CMS, in three languages.
    const expected = (paths: string[]) => paths.flatMap((p) => LANG_PREFIXES.map((l) => `${ORIGIN}${l}${p}`));
    const ids = async (path: string) => (await everyRow<{ id: number }>(K, path)).map((r) => r.id);
    // Every programme page, once however many offers of it the lists hold.
    const codes = new Set<string>();
    for (const unit of UNIT_CODES)
      for (const level of LEVELS)
        for (const row of await atScale<{ code?: string }[]>(K, `/api/out/list?outTypeName=${unit}-${level}`))
          if (row.code) codes.add(row.code);
    expect(codes.size).toBeGreaterThan(0);
    const want = [
      ...expected([...codes].map((code) => `/programmes/${code}`)),
      ...expected((await ids('/api/article/news')).map((id) => `/news/${id}`)),
      ...expected((await ids('/api/special/teacher/list')).map((id) => `/teacher/detail?id=${id}`)),
      ...expected((await ids('/api/schoolfellow/list')).map((id) => `/alumni/detail?id=${id}`)),
    ];
    const missing = want.filter((loc) => !seen.has(loc));
    expect(missing.slice(0, 5)).toEqual([]);
    const topics = [...seen.keys()].filter((loc) => loc.startsWith(`${ORIGIN}/subject/`));
    expect(topics.length).toBeGreaterThan(K);
  });

  it('one child whose CMS pages fail is a 503 with Retry-After; the index and the other children stay 200', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The CMS pages of news-2.xml alone.
    const down = (url: URL) => {
      const page = Number(url.searchParams.get('pageNum'));
      return url.pathname === '/api/article/news' && page > CMS_PAGES_PER_CHILD && page <= 2 * CMS_PAGES_PER_CHILD;
    };
    const failed = await read('/sitemaps/news-2.xml', down);
    expect(failed.res.status).toBe(503);
    expect(Number(failed.res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(failed.res.headers.get('Cache-Control')).toBe('no-store');
    for (const path of ['/sitemap.xml', '/sitemaps/news-1.xml', '/sitemaps/news-3.xml', '/sitemaps/teachers-2.xml']) {
      expect((await read(path, down)).res.status, path).toBe(200);
    }
    vi.restoreAllMocks();
  });

  it('a child past the last is 404, for one CMS call (and the site notices its 404 page shows)', async () => {
    const { files } = await childNames();
    const last = files.filter((f) => f.startsWith('/sitemaps/news-')).length;
    const past = await read(`/sitemaps/news-${last + 1}.xml`);
    expect(past.res.status).toBe(404);
    expect(past.calls).toBe(2);
  });

  it('an absurd totalPage and total from the CMS cost no more: the same calls a child, 50 000 children an index', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const huge = {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const req = new Request(input, init);
        const res = await scaledUpstream(K).bindings.UPSTREAM!.fetch(req);
        if (new URL(req.url).pathname !== '/api/article/news') return res;
        // Both numbers: one alone is bounded by the other (test/seo/sitemap-bounds.test.ts).
        const body = (await res.json()) as { data: { totalPage: number; total: number } };
        return Response.json({ ...body, data: { ...body.data, totalPage: 1e9, total: 1e11 } });
      },
    } as unknown as Fetcher;
    let calls = 0;
    const counted = {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        calls++;
        return huge.fetch(input, init);
      },
    } as unknown as Fetcher;
    const bindings = { UPSTREAM: counted, SITE_DOMAIN: `huge-${crypto.randomUUID()}.test` };
    const child = await request('/sitemaps/news-7.xml', {}, bindings);
    expect(child.status).toBe(200);
    expect(calls).toBe(CMS_PAGES_PER_CHILD);
    calls = 0;
    const index = await request('/sitemap.xml', {}, { ...bindings, SITE_DOMAIN: `huge-${crypto.randomUUID()}.test` });
    const files = asList<{ loc: string }>(parser.parse(await index.text()).sitemapindex.sitemap);
    expect(files).toHaveLength(MAX_CHILDREN);
    expect(calls).toBeLessThanOrEqual(SITEMAP_TYPES.length);
    vi.restoreAllMocks();
  });
});
