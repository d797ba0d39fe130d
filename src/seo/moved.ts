// One URL per page (docs/SEO.md): every other path a page was known by answers 301 to it, with
// the query kept. The table of moved paths is the same one every CMS link is rewritten
// through (src/cms/paths.ts), so the site never links a path that only redirects. The 301s
// themselves are answered by the HTTP edge (src/http/moved.ts).
import { MOVED_PATHS } from '@/cms/paths';
import { localePath } from '@/i18n/paths';
import type { RequestScope } from '@/request/scope';
import { sameSiteLocation } from '@/security/redirects';
import { encodePath } from '@/seo/canonical';

/**
 * The Location of a 301 to a path of this site (with its language prefix), the query kept as it
 * was sent (a page reads only its canonical request, src/routing.tsx; `search` is the request's
 * own); undefined unless same-site.
 */
export function movedLocation(scope: RequestScope, path: string, search: string): string | undefined {
  return sameSiteLocation(encodePath(path) + (scope.sentSearch ?? search));
}

/** Where the request's path moved to (its one URL in the same language), or undefined. */
export function movedTo(scope: RequestScope): string | undefined {
  const to = Object.hasOwn(MOVED_PATHS, scope.path) ? MOVED_PATHS[scope.path] : undefined;
  return to === undefined ? undefined : localePath(scope.locale, to);
}

/**
 * Whether `path` (the request's, language prefix included) is the item's own URL `own`: a detail
 * page reached by another name of its item (the CMS answers an article by its id and by its
 * aliases, e.g. '學年曆' for 'academic-calendar') is not, and answers 301 to it.
 */
export const isOwnUrl = (own: string, path: string): boolean => encodePath(own) === encodePath(path);
