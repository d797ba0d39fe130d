// The one canonical key of a page request (docs/SECURITY.md "One key per page"): its path in
// one spelling and exactly the query that defines its content, sorted. The page cache keys its
// pages by it (src/render/page-cache.ts), the router hands the page only that query, so the
// data the page asks the CMS for follows from it (src/routing.tsx), and the canonical link is
// written from it (src/seo/canonical.ts). Unknown parameters, their order, repeated ones and
// spellings of the same path never make a second page.
import type { QueryRules } from '@/lib/query-rules';

/**
 * The defining part of a query: only the parameters the page declares (so `utm_*`, `fbclid`,
 * `gclid` and every other stray parameter go), each in its canonical form. A repeated
 * parameter is ambiguous and the page reads it as absent (src/http/params.ts), so it goes too.
 * Sorted by name, so one page has one spelling. '' or '?a=1&b=2'.
 */
export function canonicalSearch(search: string | URLSearchParams, rules: QueryRules): string {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kept = new URLSearchParams();
  for (const name of Object.keys(rules).sort()) {
    const values = query.getAll(name);
    const value = values.length === 1 ? rules[name]?.(values[0] ?? '') : undefined;
    if (value !== undefined) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** RFC 3986 unreserved characters: percent-encoding one of them does not change the URL. */
const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/**
 * A request path in its one spelling: a percent-encoded unreserved character is written as
 * itself ('/en/%61bout' → '/en/about') and every other escape in capitals ('%e6' → '%E6'), as
 * the URL parser writes what it encodes itself. Dot segments, backslashes and non-ASCII the
 * platform's parser has already resolved by the time a path reaches the worker. A malformed
 * escape is left as it is.
 */
export function pathSpelling(pathname: string): string {
  if (!pathname.includes('%')) return pathname;
  return pathname.replace(/%([0-9A-Fa-f]{2})/g, (encoded, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : encoded.toUpperCase();
  });
}

/**
 * The canonical request URL of a page request: the path in its one spelling and the defining
 * query of the route's `rules`; `personal` names parameters kept as they were sent (a form's
 * prefill, a search keyword), which only pages never kept for others may read.
 */
export function requestKey(url: URL, rules: QueryRules, personal: readonly string[] = []): URL {
  const key = new URL(url);
  key.hash = '';
  key.pathname = pathSpelling(url.pathname);
  const extra = new URLSearchParams();
  for (const name of personal) for (const value of url.searchParams.getAll(name)) extra.append(name, value);
  const defining = canonicalSearch(url.searchParams, rules);
  const personalText = extra.toString();
  key.search = defining + (personalText ? `${defining ? '&' : '?'}${personalText}` : '');
  return key;
}

/** Whether the request carries any of the route's personal parameters. */
export const hasPersonal = (url: URL, personal: readonly string[] = []): boolean =>
  personal.some((name) => url.searchParams.has(name));

/**
 * The fixed paths of the site in any letter case (docs/SECURITY.md "One key per page"): a lookup
 * from a path to the one fixed path it spells in other letter case ('/EN/undergraduate' →
 * '/en/Undergraduate'), or undefined when it names none, is that path already, or could name two
 * (no guess between them). Only whole fixed paths: a parameterised segment (an id, a code, an
 * alias) keeps its own case rules.
 */
export function letterCase(paths: Iterable<string>): (pathname: string) => string | undefined {
  const spellings = new Map<string, string | null>();
  for (const path of paths) {
    const key = path.toLowerCase();
    const known = spellings.get(key);
    spellings.set(key, known === undefined || known === path ? path : null);
  }
  return (pathname) => {
    const fixed = spellings.get(pathname.toLowerCase());
    return fixed && fixed !== pathname ? fixed : undefined;
  };
}
