// /sitemap.xml (a sitemap index) and its child sitemaps /sitemaps/{type}-{n}.xml, one type of
// page each, cut by the CMS's own paging (src/seo/sources.ts) so that every request has a
// bounded cost whatever the size of the site, and no file comes near the protocol's limits
// (50 000 URLs and 50 MB a file, 50 000 children an index); /robots.txt points at the index.
// docs/SEO.md explains what is listed and why; src/http/seo.ts answers the requests.
import { LOCALES } from '@/i18n/locales';
import { sitePath } from '@/lib/href';
import { log } from '@/lib/log';
import { siteOrigin } from '@/lib/origin';
import type { RequestScope } from '@/request/scope';
import { linksOf } from '@/seo/canonical';
import { escapeXml } from '@/seo/xml';
import type { Entry, ListedRoute } from '@/seo/children';
import { SITEMAP_TYPES, type SitemapType, childCount, childEntries } from '@/seo/sources';

/** The protocol's limit on the children of one index. */
export const MAX_CHILDREN = 50_000;

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

/**
 * /sitemap.xml: every child of every type. It reads page 1 of each paged list (its
 * `totalPage`) and the lists that come in one piece: a few CMS calls, whatever the size.
 * Throws when a list could not be read (no partial sitemap: src/http/seo.ts answers 503).
 */
export async function sitemapIndexXml(scope: RequestScope, routes: readonly ListedRoute[]): Promise<string> {
  const counts = await Promise.all(SITEMAP_TYPES.map((type) => childCount(type, scope, routes)));
  const children = counts.reduce((sum, { count }) => sum + count, 0);
  if (children > MAX_CHILDREN) {
    // Past what one index may name: 5 million pages of the site at 100 a child.
    log('error', 'sitemap.indexFull', { requestId: scope.id, children, listed: MAX_CHILDREN });
  }
  const files: ChildFile[] = [];
  SITEMAP_TYPES.forEach((type, t) => {
    const { count, runs } = counts[t] ?? { count: 0 };
    for (let i = 0; i < count && files.length < MAX_CHILDREN; i++) files.push(childFile(type, i, runs?.[i]));
  });
  return sitemapIndex(siteOrigin(scope), files);
}

const CHILD = /^([a-z]+)-([1-9]\d{0,5})\.xml$/;

/** The type and number a child's file name ('news-2.xml') names, or undefined when it is no child. */
export function childOf(name: string): { type: SitemapType; part: number } | undefined {
  const [, type, part] = CHILD.exec(name) ?? [];
  if (!type || !(SITEMAP_TYPES as readonly string[]).includes(type)) return undefined;
  return { type: type as SitemapType, part: Number(part) };
}

/**
 * /sitemaps/{type}-{n}.xml: its own slice of one type, or undefined when `name` is no child
 * (a 404). Throws when its list could not be read.
 */
export async function childSitemapXml(
  scope: RequestScope,
  routes: readonly ListedRoute[],
  name: string,
): Promise<string | undefined> {
  const child = childOf(name);
  if (!child) return undefined;
  const entries = await childEntries(child.type, child.part, scope, routes);
  return entries ? urlset(siteOrigin(scope), entries) : undefined;
}

/** /robots.txt: everything may be crawled but the language-switch endpoint; points at the index. */
export function robotsTxt(scope: RequestScope): string {
  const origin = siteOrigin(scope);
  // The language switch's every URL (its path without a code), and the sitemap index.
  return `User-agent: *\nDisallow: ${sitePath('language-switch', { code: '' })}\n\nSitemap: ${origin}${sitePath('sitemap', {})}\n`;
}
