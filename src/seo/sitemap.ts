import { siteOrigin } from '@/lib/origin';
import type { Handler } from 'hono';
import { menuLink } from '../components/MenuNav';
import { LOCALES, LOCALE_INFO } from '../i18n/locales';
import { localePath } from '../i18n/paths';
import type { RouteDef } from '../render/route';
import type { AppEnv } from '../types';
import { getMenuList } from '../upstream/api';
import { upstreamCtx } from '../upstream/context';
import type { MenuItem } from '../upstream/schemas';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Paths (without language prefix) of the fixed routes and the CMS menu's internal pages. */
export function sitemapPaths(routes: RouteDef[], menu: MenuItem[] | undefined): string[] {
  const paths = new Set<string>();
  for (const route of routes) if (!route.path.includes(':') && !route.path.includes('*')) paths.add(route.path);
  const walk = (items: MenuItem[]) => {
    for (const item of items) {
      const link = menuLink(item, 'tc');
      if (link && !link.external && !link.href.includes('#') && !link.href.includes('?')) paths.add(link.href);
      walk(item.children);
    }
  };
  if (menu) walk(menu);
  return [...paths].sort();
}

/**
 * /sitemap.xml: every page in the three languages, each entry naming its alternates
 * (hreflang) and the x-default. A failing menu call still yields the fixed routes.
 */
export const sitemap =
  (routes: RouteDef[]): Handler<AppEnv> =>
  async (c) => {
    const origin = siteOrigin(c);
    const menu = await getMenuList(upstreamCtx(c)).catch(() => undefined);
    const paths = sitemapPaths(routes, menu);
    const urls = paths.flatMap((path) => {
      const alternates = [
        ...LOCALES.map(
          (l) =>
            `<xhtml:link rel="alternate" hreflang="${LOCALE_INFO[l].htmlLang}" href="${escapeXml(origin + localePath(l, path))}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + localePath('tc', path))}"/>`,
      ].join('');
      return LOCALES.map((l) => `<url><loc>${escapeXml(origin + localePath(l, path))}</loc>${alternates}</url>`);
    });
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
    return c.body(xml, 200, {
      'Content-Type': 'application/xml; charset=UTF-8',
      'Cache-Control': 'public, max-age=3600',
    });
  };

/** /robots.txt: everything may be crawled but the language-switch endpoint; points at the sitemap. */
export const robots: Handler<AppEnv> = (c) => {
  const origin = siteOrigin(c);
  const body = `User-agent: *\nDisallow: /lang/\n\nSitemap: ${origin}/sitemap.xml\n`;
  return c.text(body, 200, { 'Cache-Control': 'public, max-age=3600' });
};
