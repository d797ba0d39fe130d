// A way on from a dead end (docs/architecture/search.md "Site search"): the pages of the site index
// closest to the words of a path nobody serves, for the 404 page. One search of the index, as a
// suggestion costs (counted with the suggestions: SUGGEST_LIMITER), never a CMS call; nothing
// when the index is not built yet or fails.
import type { Locale } from '@/i18n/locales';
import { localePath, splitLocale } from '@/i18n/paths';
import type { RequestScope } from '@/request/scope';
import { normaliseKeyword } from '@/search/keyword';
import { searchSite } from '@/search/results';

/** The 404 page offers at most this many pages. */
export const CLOSEST_PAGES = 5;

export interface Closest {
  links: { title: string; href: string }[];
}

/**
 * The words of a requested path: percent-decoded where it is valid, without its language prefix,
 * every run of characters that are not letters or digits a space (/admissions/fees-2026 →
 * admissions fees 2026), normalised and cut as a typed keyword is (keyword.ts).
 */
export function pathKeyword(rawPath: string): string {
  let path = rawPath.slice(0, 1000);
  try {
    path = decodeURIComponent(path);
  } catch {
    // Invalid percent-encoding: its letters and digits still count.
  }
  const { path: rest } = splitLocale(path);
  return normaliseKeyword(rest.replace(/[^\p{L}\p{N}]+/gu, ' ')).keyword;
}

/** The pages closest to the words of a dead path, in the visitor's language; none when there is nothing to go on. */
export async function closestPages(scope: RequestScope, locale: Locale, rawPath: string): Promise<Closest | undefined> {
  const keyword = pathKeyword(rawPath);
  if (!keyword) return undefined;
  const outcome = await searchSite({ scope, locale, keyword, window: { perKind: CLOSEST_PAGES }, page: false });
  const links = outcome.groups
    .flatMap((g) => g.hits)
    .slice(0, CLOSEST_PAGES)
    .map((hit) => ({ title: hit.title, href: localePath(locale, hit.path) }));
  return links.length ? { links } : undefined;
}
