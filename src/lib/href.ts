// Links to the site's own pages, by route name (src/route-table.ts): the one way to write an
// internal URL, so a path is spelled in the table alone (a test fails on a path written by
// hand elsewhere). Path :params are filled in (percent-encoded as one segment); any other value
// goes to the query string, in the order given.
import type { Locale } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';
import { type ParamNames, type PathOf, ROUTES, type RouteName, type RouteRow } from '@/route-table';

type Value = string | number | undefined;
export type HrefParams<N extends RouteName> = Record<ParamNames<PathOf<N>>, string | number> & Record<string, Value>;

/**
 * A page's path without a language prefix: sitePath('teacher-detail', { id: 7 }) →
 * '/teacher/detail?id=7'. For what is stored or compared without a language (search documents,
 * sitemap entries, breadcrumbs); a link on a page is `href`.
 */
export function sitePath<N extends RouteName>(name: N, params: HrefParams<N>): string {
  const values: Record<string, Value> = { ...params };
  const path = ROUTES[name].path.replace(/:(\w+)(\{[^}]*\})?/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`route ${name} needs :${key}`);
    delete values[key];
    return encodeURIComponent(String(value));
  });
  // Most links have no query: no URLSearchParams is made for them (one a link adds up on a page).
  let query: URLSearchParams | undefined;
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '') continue;
    query ??= new URLSearchParams();
    query.set(key, String(value));
  }
  const search = query?.toString();
  return path + (search ? `?${search}` : '');
}

/**
 * href('news-detail', { id: 1038 }, 'sc') → '/sc/news/1038'; href('teacher-detail', { id: 7 }, 'en') →
 * '/en/teacher/detail?id=7'. A service route without a language prefix (RouteRow.service) is
 * the same URL in every language: href('language-switch', { code: 'en' }, 'sc') → '/lang/en'.
 */
export function href<N extends RouteName>(name: N, params: HrefParams<N>, locale: Locale): string {
  const row: RouteRow = ROUTES[name];
  const path = sitePath(name, params);
  return row.service && !row.service.localised ? path : localePath(locale, path);
}
