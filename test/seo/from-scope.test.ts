// The feed, sitemaps, robots.txt and moved paths built from a scope, no Hono app or context.
import { env } from 'cloudflare:workers';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { createScope, setLocale } from '@/request/scope';
import { FEED_SIZE, newsFeedXml } from '@/seo/feed';
import { isOwnUrl, movedLocation, movedTo } from '@/seo/moved';
import { childOf, childSitemapXml, robotsTxt, sitemapIndexXml } from '@/seo/sitemap';
import type { ListedRoute } from '@/seo/children';
import { ORIGIN } from '../helpers';

const scopeOf = (locale: Locale = 'tc', path = '/') => {
  const scope = createScope({ env, locale, url: new URL(ORIGIN + path) });
  setLocale(scope, locale, path);
  return scope;
};
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const asList = <T>(x: T | T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);
/** Two pages without inputs, the way the route table lists them. */
const ROUTES: ListedRoute[] = [
  { path: '/', kind: 'page' },
  { path: '/news/list', kind: 'page' },
];

describe('the news feed (newsFeedXml)', () => {
  it.each(['tc', 'en'] as const)('is an Atom document of the newest news in %s', async (locale) => {
    const feed = parser.parse(await newsFeedXml(scopeOf(locale)));
    expect(feed.feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    const entries = asList<{ id: string; link: { '@href': string } }>(feed.feed.entry);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(FEED_SIZE);
    for (const entry of entries) {
      expect(entry.id).toMatch(new RegExp(`^tag:site\\.test,2024:news/.+/${locale}$`));
      expect(entry.link['@href'].startsWith(`${ORIGIN}${locale === 'en' ? '/en' : ''}/`)).toBe(true);
    }
  });
});

describe('the sitemaps (sitemapIndexXml, childSitemapXml) and robots.txt', () => {
  it('names children that each answer a urlset', async () => {
    const scope = scopeOf();
    const index = parser.parse(await sitemapIndexXml(scope, ROUTES));
    const locs = asList<{ loc: string }>(index.sitemapindex.sitemap).map((s) => s.loc);
    expect(locs.length).toBeGreaterThan(1);
    const first = locs[0] ?? '';
    expect(first.startsWith(`${ORIGIN}/sitemaps/`)).toBe(true);
    const child = await childSitemapXml(scope, ROUTES, first.slice(first.lastIndexOf('/') + 1));
    expect(child).toContain('<urlset');
  });

  it('reads a child name, and answers nothing for a name that is no child', async () => {
    expect(childOf('news-2.xml')).toEqual({ type: 'news', part: 2 });
    expect(childOf('news-0.xml')).toBeUndefined();
    expect(childOf('nothing-1.xml')).toBeUndefined();
    expect(await childSitemapXml(scopeOf(), ROUTES, 'nothing-1.xml')).toBeUndefined();
  });

  it("robots.txt keeps crawlers off the language switch and names the scope's sitemap index", () => {
    expect(robotsTxt(scopeOf())).toBe(`User-agent: *\nDisallow: /lang/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});

describe('moved paths (movedTo, movedLocation, isOwnUrl)', () => {
  it("a moved path's one URL is in the request's language", () => {
    expect(movedTo(scopeOf('en', '/index1'))).toBe('/en');
    expect(movedTo(scopeOf('sc', '/news/list'))).toBeUndefined();
  });

  it('keeps the query as it was sent, and refuses a target off the site', () => {
    const scope = scopeOf('en', '/index1');
    expect(movedLocation(scope, '/en/捐贈', '?a=1')).toBe('/en/%E6%8D%90%E8%B4%88?a=1');
    scope.sentSearch = '?b=2';
    expect(movedLocation(scope, '/en', '?a=1')).toBe('/en?b=2');
    expect(movedLocation(scope, '//evil.example', '')).toBeUndefined();
  });

  it('an item reached by another spelling of its own URL is at its own URL', () => {
    expect(isOwnUrl('/en/article/學年曆', '/en/article/%E5%AD%B8%E5%B9%B4%E6%9B%86')).toBe(true);
    expect(isOwnUrl('/en/article/academic-calendar', '/en/article/學年曆')).toBe(false);
  });
});
