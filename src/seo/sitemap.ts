// /sitemap.xml (a sitemap index) and its child sitemaps /sitemaps/{type}-{n}.xml, one type of
// page each, split so that no file comes near the protocol's limits (50 000 URLs, 50 MB);
// /robots.txt points at the index. docs/SEO.md explains what is listed and why.
import type { Context, Handler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { LOCALES } from '@/i18n/locales';
import { log } from '@/lib/log';
import { siteOrigin } from '@/lib/origin';
import { RETRY_AFTER_SECONDS } from '@/cms/required';
import type { AppContext, AppEnv } from '@/types';
import { linksOf } from '@/seo/canonical';
import { escapeXml } from '@/seo/xml';
import { type Entry, type ListedRoute, SITEMAP_TYPES, type SitemapType, entriesOf } from '@/seo/sources';

/** Pages per child sitemap: three URLs each (one per language), far below 50 000 URLs and 50 MB. */
export const PAGES_PER_SITEMAP = 10_000;

const XML_TYPE = 'application/xml; charset=UTF-8';

/** The three <url> elements of a page, one per language, each naming all its alternates. */
function urlsOf(origin: string, entry: Entry): string {
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
  return LOCALES.map((locale) => {
    const { canonical, alternates } = linksOf(origin, locale, entry.path, entry.search ?? '');
    const links = alternates
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${escapeXml(a.href)}"/>`)
      .join('');
    return `<url><loc>${escapeXml(canonical)}</loc>${lastmod}${links}</url>`;
  }).join('\n');
}

export function urlset(origin: string, entries: readonly Entry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.map((e) => urlsOf(origin, e)).join('\n')}
</urlset>
`;
}

export function sitemapIndex(origin: string, files: readonly { name: string; lastmod?: string }[]): string {
  const items = files.map(
    (f) =>
      `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${f.name}`)}</loc>${f.lastmod ? `<lastmod>${f.lastmod}</lastmod>` : ''}</sitemap>`,
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

/** The child files of one type: {type}-1.xml, {type}-2.xml, … (at least one, maybe empty). */
export function sitemapFiles(type: SitemapType, entries: readonly Entry[]) {
  const parts = Math.max(1, Math.ceil(entries.length / PAGES_PER_SITEMAP));
  return Array.from({ length: parts }, (_, i) => {
    const slice = entries.slice(i * PAGES_PER_SITEMAP, (i + 1) * PAGES_PER_SITEMAP);
    return { name: `${type}-${i + 1}.xml`, entries: slice, lastmod: newest(slice) };
  });
}

const xml = (c: Context<AppEnv>, body: string) =>
  c.body(body, 200, { 'Content-Type': XML_TYPE, 'Cache-Control': 'public, max-age=3600' });

/** A list could not be read: no partial sitemap, and nothing a shared cache would keep. */
function unavailable(c: Context<AppEnv>, error: unknown) {
  log('warn', 'sitemap.incomplete', { requestId: c.get('requestId'), path: c.req.path, error });
  return c.text(c.get('t')('noData.text'), 503, {
    'Retry-After': String(RETRY_AFTER_SECONDS),
    'Cache-Control': 'no-store',
  });
}

/** /sitemap.xml: every child sitemap of every type. */
export const sitemapIndexHandler =
  (routes: readonly ListedRoute[]): Handler<AppEnv> =>
  async (c) => {
    const ctx = c.var.scope;
    try {
      const all = await Promise.all(SITEMAP_TYPES.map((type) => entriesOf(type, ctx, routes)));
      const files = SITEMAP_TYPES.flatMap((type, i) => sitemapFiles(type, all[i] ?? []));
      return xml(c, sitemapIndex(siteOrigin(c as AppContext), files));
    } catch (error) {
      return unavailable(c, error);
    }
  };

const CHILD = /^([a-z]+)-([1-9]\d{0,5})\.xml$/;

/** /sitemaps/{type}-{n}.xml: one part of one type; 404 for a name that is no part. */
export const childSitemapHandler =
  (routes: readonly ListedRoute[]): Handler<AppEnv> =>
  async (c) => {
    const [, type, part] = CHILD.exec(c.req.param('name') ?? '') ?? [];
    if (!type || !(SITEMAP_TYPES as readonly string[]).includes(type)) throw new HTTPException(404);
    let entries: Entry[];
    try {
      entries = await entriesOf(type as SitemapType, c.var.scope, routes);
    } catch (error) {
      return unavailable(c, error);
    }
    const file = sitemapFiles(type as SitemapType, entries)[Number(part) - 1];
    if (!file) throw new HTTPException(404);
    return xml(c, urlset(siteOrigin(c as AppContext), file.entries));
  };

/** /robots.txt: everything may be crawled but the language-switch endpoint; points at the index. */
export const robots: Handler<AppEnv> = (c) => {
  const origin = siteOrigin(c as AppContext);
  const body = `User-agent: *\nDisallow: /lang/\n\nSitemap: ${origin}/sitemap.xml\n`;
  return c.text(body, 200, { 'Cache-Control': 'public, max-age=3600' });
};
