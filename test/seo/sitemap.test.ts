import { env, exports } from 'cloudflare:workers';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it, vi } from 'vitest';
import { MOVED_PATHS } from '@/cms/paths';
import { storeStats } from '@/lib/isolate';
import { urlset } from '@/seo/sitemap';
import { ENTRIES_PER_CHILD } from '@/seo/children';
import { MAX_CHILD_CALLS } from '@/seo/sources';
import { demoFetch } from '../demo/helpers';
import { ORIGIN } from '../helpers';
import { request } from './helpers';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: () => false });
const asList = <T>(x: T | T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);

interface UrlEl {
  loc: string;
  lastmod?: string;
  'xhtml:link': { '@rel': string; '@hreflang': string; '@href': string }[];
}

/** GET through the deployed entry point, as a crawler would. */
const fetchSite = (url: string, init: RequestInit = {}) =>
  exports.default.fetch(new Request(url, { redirect: 'manual', ...init }));

async function xmlOf(url: string) {
  const res = await fetchSite(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('application/xml; charset=UTF-8');
  const text = await res.text();
  expect(new TextEncoder().encode(text).length).toBeLessThan(50 * 1024 * 1024);
  return parser.parse(text);
}

/** The index and every child sitemap, parsed, with the URLs of each. */
async function readAll() {
  const index = await xmlOf(`${ORIGIN}/sitemap.xml`);
  expect(index.sitemapindex['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const files = asList<{ loc: string }>(index.sitemapindex.sitemap).map((s) => s.loc);
  const children = new Map<string, UrlEl[]>();
  for (const file of files) {
    const child = await xmlOf(file);
    const urls = asList<UrlEl>(child.urlset.url).map((u) => ({ ...u, 'xhtml:link': asList(u['xhtml:link']) }));
    expect(urls.length).toBeLessThanOrEqual(50_000);
    children.set(file, urls);
  }
  return { files, children };
}

describe('sitemap index and child sitemaps', () => {
  it('lists the children of every type, each a valid urlset of absolute, encoded URLs with alternates', async () => {
    const { files, children } = await readAll();
    expect(files.map((f) => f.replace(ORIGIN, ''))).toEqual([
      '/sitemaps/pages-1.xml',
      // The programme pages: one child per level (undergraduate, postgraduate, higher diploma).
      '/sitemaps/programmes-1.xml',
      '/sitemaps/programmes-2.xml',
      '/sitemaps/programmes-3.xml',
      '/sitemaps/news-1.xml',
      '/sitemaps/topics-1.xml',
      '/sitemaps/articles-1.xml',
      '/sitemaps/teachers-1.xml',
      '/sitemaps/alumni-1.xml',
      '/sitemaps/events-1.xml',
    ]);
    const all = [...children.values()].flat();
    for (const url of all) {
      expect(url.loc.startsWith(`${ORIGIN}/`), url.loc).toBe(true);
      expect(url.loc, 'ASCII only').toMatch(/^[\x21-\x7e]+$/);
      expect(url.loc).not.toMatch(/#/);
      expect(url['xhtml:link'].map((l) => l['@hreflang'])).toEqual(['zh-Hant-HK', 'zh-Hans-CN', 'en', 'x-default']);
      expect(url['xhtml:link'].map((l) => l['@href'])).toContain(url.loc);
      if (url.lastmod !== undefined) expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(all.map((u) => u.loc)).size).toBe(all.length);
  });

  it('holds every news article, article, topic and profile, in three languages', async () => {
    const { children } = await readAll();
    const locs = (type: string) => (children.get(`${ORIGIN}/sitemaps/${type}-1.xml`) ?? []).map((u) => u.loc);
    const total = async (path: string) =>
      ((await (await demoFetch(path)).json()) as { data: { total: number } }).data.total;
    expect(locs('news').length).toBe((await total('/api/article/news?pageSize=1')) * 3);
    expect(locs('news')).toContain(`${ORIGIN}/en/news/1029`);
    expect(locs('articles')).toContain(`${ORIGIN}/article/academic-calendar`);
    expect(locs('topics')).toContain(`${ORIGIN}/sc/subject/harbour-ecology`);
    const teachers = await total('/api/special/teacher/list?pageSize=1');
    const alumni = await total('/api/schoolfellow/list?pageSize=1');
    expect(locs('teachers').filter((l) => l.includes('/teacher/detail?id=')).length).toBe(teachers * 3);
    expect(locs('alumni').filter((l) => l.includes('/alumni/detail?id=')).length).toBe(alumni * 3);
    expect(locs('teachers').length + locs('alumni').length).toBe((teachers + alumni) * 3);
    const pages = locs('pages');
    expect(pages).toContain(`${ORIGIN}/en/give`);
    expect(pages).toContain(`${ORIGIN}/about-history`); // a CMS menu page
    const paths = pages.map((l) => new URL(l).pathname.replace(/^\/(sc|en)(?=\/|$)/, '') || '/');
    expect(paths.filter((p) => Object.hasOwn(MOVED_PATHS, p) || p.startsWith('/components/'))).toEqual([]);
    expect(Object.keys(MOVED_PATHS)).toContain('/bri');
    const dated = children.get(`${ORIGIN}/sitemaps/news-1.xml`)?.find((u) => u.loc === `${ORIGIN}/en/news/1029`);
    expect(dated?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

/** Every page the sitemaps list, read when the file is collected: each is a test of its own below. */
const LOCS = [...(await readAll()).children.values()].flat().map((u) => u.loc);

describe('every page the sitemaps list', () => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const read = new Set<string>();

  it.each(LOCS)(
    '%s answers 200, is indexable, its own canonical, with a title and description of its own',
    async (loc) => {
      // Through the app with its background work awaited (the page cache's writes), so none is
      // cut off when the file ends.
      const res = await request(loc.slice(ORIGIN.length), {
        headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
      });
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(html).not.toContain('name="robots"');
      expect(res.headers.get('X-Robots-Tag')).toBeNull();
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
      expect(canonical).toBe(loc);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      // The site name in the page's language at most once (the home title is bilingual).
      const lang = /^http:\/\/site\.test\/(sc|en)(\/|\?|$)/.exec(loc)?.[1] ?? 'tc';
      const name = { tc: '月灣書院', sc: '月湾书院', en: 'Crescent Harbour College' }[lang] ?? '';
      expect(title.split(name).length, title).toBeLessThanOrEqual(2);
      // Unique within the language (a Chinese name reads the same in both scripts), against every
      // page read before this one.
      const [t, d] = [`${lang}|${title}`, `${lang}|${description}`];
      expect(titles.get(t), `${titles.get(t)}: ${title}`).toBeUndefined();
      expect(descriptions.get(d), `${descriptions.get(d)}: ${description}`).toBeUndefined();
      titles.set(t, loc);
      descriptions.set(d, loc);
      read.add(loc);
    },
  );

  // After the pages above (a file's tests run in order): titles were compared across all of them.
  it('has read every one of them', () => {
    expect(LOCS.length).toBeGreaterThan(100);
    expect(read.size).toBe(LOCS.length);
  });
});

describe('a sitemap is complete or not served', () => {
  const failing = (pattern: RegExp) =>
    ({
      fetch: (url: string, init?: RequestInit) =>
        pattern.test(new URL(url).pathname)
          ? Promise.resolve(new Response('down', { status: 500 }))
          : env.UPSTREAM!.fetch(url, init),
    }) as unknown as Fetcher;

  it.each([
    ['/sitemap.xml', /^\/api\/special\/teacher\/list$/],
    ['/sitemaps/news-1.xml', /^\/api\/article\/news$/],
    ['/sitemaps/pages-1.xml', /^\/api\/menu\/list$/],
  ])('%s answers 503 with Retry-After, never cached, when a list cannot be read', async (path, pattern) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await request(
      path,
      {},
      { UPSTREAM: failing(pattern), SITE_DOMAIN: `sitemap-down-${path.replace(/\W/g, '')}.example` },
    );
    vi.restoreAllMocks();
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('builds the entries of a list the CMS answers whole once per version of it, not on every request', async () => {
    const domain = { SITE_DOMAIN: `topics-${crypto.randomUUID()}.test` };
    const first = await request('/sitemaps/topics-1.xml', {}, domain);
    expect(first.status).toBe(200);
    const body = await first.text();
    const before = storeStats('derived').hits;
    expect((await request('/sitemap.xml', {}, domain)).status).toBe(200);
    expect(await (await request('/sitemaps/topics-1.xml', {}, domain)).text()).toBe(body);
    expect(storeStats('derived').hits - before).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 for a part or type that does not exist', async () => {
    expect((await request('/sitemaps/news-2.xml')).status).toBe(404);
    expect((await request('/sitemaps/secrets-1.xml')).status).toBe(404);
  });

  it('keeps a child within ten CMS calls and the protocol limits', () => {
    expect(MAX_CHILD_CALLS).toBeLessThanOrEqual(10);
    expect(ENTRIES_PER_CHILD * 3).toBeLessThanOrEqual(50_000);
  });

  it('escapes and percent-encodes what it writes', () => {
    const xml = parser.parse(urlset('https://o.example', [{ path: '/捐贈', search: '?a=1&b=<2>' }]));
    const urls = asList<UrlEl>(xml.urlset.url);
    expect(urls).toHaveLength(3);
    expect(urls[0]?.loc).toBe('https://o.example/%E6%8D%90%E8%B4%88?a=1&b=<2>');
  });
});
