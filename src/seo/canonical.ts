// The canonical URL and language alternates of a page, from one rule (docs/SEO.md):
// its own path with exactly the query that defines its content, sorted, and the same page in
// the other languages. Pure: the origin, the page's language, path and query go in, absolute
// URLs come out.
import { LOCALES, LOCALE_INFO, type Locale } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';
import type { QueryRules } from '@/lib/query-rules';
import { canonicalSearch } from '@/lib/request-key';

/** The defining part of a query: the one rule of the canonical request key (src/lib/request-key.ts). */
export { canonicalSearch };

export interface Alternate {
  /** BCP 47 language tag, or 'x-default'. */
  hrefLang: string;
  href: string;
}

export interface PageLinks {
  canonical: string;
  /** The page in each language, then x-default (the default language's). */
  alternates: Alternate[];
}

/**
 * A path as it goes into a URL: non-ASCII and other characters a URL cannot carry are
 * percent-encoded ('/捐贈' → '/%E6%8D%90%E8%B4%88'); existing escapes are kept as they are.
 */
export function encodePath(path: string): string {
  // Letters, digits, '/', '-', '_' and '~' need nothing (a sitemap writes thousands of these).
  if (/^\/[A-Za-z0-9/_~-]*$/.test(path)) return path;
  // The pathname setter encodes; parsing the path as a URL would read '//x' as a host.
  const url = new URL('https://path.invalid');
  url.pathname = path;
  return url.pathname;
}

/** The absolute URL of a page (path without language prefix) in one language. */
export function pageUrl(origin: string, locale: Locale, path: string, search = ''): string {
  return origin + encodePath(localePath(locale, path)) + search;
}

/**
 * Canonical and alternates of the page at `path` (without language prefix) in `locale`,
 * whose query is `search`, for a route that declares `rules`.
 */
export function pageLinks(
  origin: string,
  locale: Locale,
  path: string,
  search: string | URLSearchParams,
  rules: QueryRules = {},
): PageLinks {
  return linksOf(origin, locale, path, canonicalSearch(search, rules));
}

/** Canonical and alternates of a page whose query is already canonical (sitemaps, feeds). */
export function linksOf(origin: string, locale: Locale, path: string, query: string): PageLinks {
  const alternates = LOCALES.map((code) => ({
    hrefLang: LOCALE_INFO[code].htmlLang,
    href: pageUrl(origin, code, path, query),
  }));
  alternates.push({ hrefLang: 'x-default', href: pageUrl(origin, 'tc', path, query) });
  return { canonical: pageUrl(origin, locale, path, query), alternates };
}
