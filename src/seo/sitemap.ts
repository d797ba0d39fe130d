// /sitemap.xml (a sitemap index) and its child sitemaps /sitemaps/{type}-{n}.xml, one type of
// page each, cut by the CMS's own paging (src/seo/sources.ts) so that every request has a
// bounded cost whatever the size of the site, and no file comes near the protocol's limits
// (50 000 URLs and 50 MB a file, 50 000 children an index); /robots.txt points at the index.
// docs/SEO.md explains what is listed and why.
import type { Context, Handler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { LOCALES } from '@/i18n/locales';
import { sitePath } from '@/lib/href';
import { log } from '@/lib/log';
import { siteOrigin } from '@/lib/origin';
import { RETRY_AFTER_SECONDS } from '@/cms/required';
import type { AppEnv } from '@/types';
import { linksOf } from '@/seo/canonical';
import { escapeXml } from '@/seo/xml';
import { type Entry, type ListedRoute, SITEMAP_TYPES, type SitemapType, childCount, childEntries } from '@/seo/sources';

/** The protocol's limit on the children of one index. */
export const MAX_CHILDREN = 50_000;

const XML_TYPE = 'application/xml; charset=UTF-8';

/** The three <url> elements of a page, one per language, each naming all its alternates. */
function urlsOf(origin: string, entry: Entry): string {
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
  // The alternates are the same for the three; each language's canonical is among them.
  const { alternates } = linksOf(origin, 'tc', entry.path, entry.search ?? '');
  const links = alternates
    .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${escapeXml(a.href)}"/>`)
    .join('');
  return LOCALES.map((_, i) => `<url><loc>${escapeXml(alternates[i]?.href ?? '')}</loc>${lastmod}${links}</url>`).join(
    '\n',
  );
}

export function urlset(origin: string, entries: readonly Entry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.map((e) => urlsOf(origin, e)).join('\n')}
</urlset>
`;
}

export interface ChildFile {
  name: string;
  lastmod?: string;
}

export function sitemapIndex(origin: string, files: readonly ChildFile[]): string {
  const items = files.map(
    (f) =>
      `<sitemap><loc>${escapeXml(`${origin}${sitePath('sitemap-child', { name: f.name })}`)}</loc>${f.lastmod ? `<lastmod>${escapeXml(f.lastmod)}</lastmod>` : ''}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${items.join('\n')}
</sitemapindex>
`;
}

/** The newest lastmod of a set of entries, if any has one. */
const newest = (entries: readonly Entry[]): string | undefined =>
  entries.reduce<string | undefined>((max, e) => (e.lastmod && (!max || e.lastmod > max) ? e.lastmod : max), undefined);

/** Child i (0-based) of a type, with a lastmod when the index has read its entries. */
function childFile(type: SitemapType, i: number, run: readonly Entry[] | undefined): ChildFile {
  const lastmod = run ? newest(run) : undefined;
  return lastmod ? { name: `${type}-${i + 1}.xml`, lastmod } : { name: `${type}-${i + 1}.xml` };
}

const xml = (c: Context<AppEnv>, body: string) =>
  c.body(body, 200, { 'Content-Type': XML_TYPE, 'Cache-Control': 'public, max-age=3600' });

/** A list could not be read: no partial sitemap, and nothing a shared cache would keep. */
function unavailable(c: Context<AppEnv>, error: unknown) {
  log('warn', 'sitemap.incomplete', { requestId: c.var.scope.id, path: c.req.path, error });
  return c.text(c.var.scope.t('noData.text'), 503, {
    'Retry-After': String(RETRY_AFTER_SECONDS),
    'Cache-Control': 'no-store',
  });
}

/**
 * /sitemap.xml: every child of every type. It reads page 1 of each paged list (its
 * `totalPage`) and the lists that come in one piece: a few CMS calls, whatever the size.
 */
export const sitemapIndexHandler =
  (routes: readonly ListedRoute[]): Handler<AppEnv> =>
  async (c) => {
    let counts: Awaited<ReturnType<typeof childCount>>[];
    try {
      counts = await Promise.all(SITEMAP_TYPES.map((type) => childCount(type, c.var.scope, routes)));
    } catch (error) {
      return unavailable(c, error);
    }
    const children = counts.reduce((sum, { count }) => sum + count, 0);
    if (children > MAX_CHILDREN) {
      // Past what one index may name: 5 million pages of the site at 100 a child.
      log('error', 'sitemap.indexFull', { requestId: c.var.scope.id, children, listed: MAX_CHILDREN });
    }
    const files: ChildFile[] = [];
    SITEMAP_TYPES.forEach((type, t) => {
      const { count, runs } = counts[t] ?? { count: 0 };
      for (let i = 0; i < count && files.length < MAX_CHILDREN; i++) files.push(childFile(type, i, runs?.[i]));
    });
    return xml(c, sitemapIndex(siteOrigin(c.var.scope), files));
  };

const CHILD = /^([a-z]+)-([1-9]\d{0,5})\.xml$/;

/** /sitemaps/{type}-{n}.xml: its own slice of one type; 404 for a name that is no child. */
export const childSitemapHandler =
  (routes: readonly ListedRoute[]): Handler<AppEnv> =>
  async (c) => {
    const [, type, part] = CHILD.exec(c.req.param('name') ?? '') ?? [];
    if (!type || !(SITEMAP_TYPES as readonly string[]).includes(type)) throw new HTTPException(404);
    let entries: Entry[] | undefined;
    try {
      entries = await childEntries(type as SitemapType, Number(part), c.var.scope, routes);
    } catch (error) {
      return unavailable(c, error);
    }
    if (!entries) throw new HTTPException(404);
    return xml(c, urlset(siteOrigin(c.var.scope), entries));
  };

/** /robots.txt: everything may be crawled but the language-switch endpoint; points at the index. */
export const robots: Handler<AppEnv> = (c) => {
  const origin = siteOrigin(c.var.scope);
  // The language switch's every URL (its path without a code), and the sitemap index.
  const body = `User-agent: *\nDisallow: ${sitePath('language-switch', { code: '' })}\n\nSitemap: ${origin}${sitePath('sitemap', {})}\n`;
  return c.text(body, 200, { 'Cache-Control': 'public, max-age=3600' });
};
