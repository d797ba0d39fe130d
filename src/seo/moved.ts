// One URL per page (docs/SEO.md): every other path a page was known by answers 301 to it, with
// the query kept. The table of moved paths is the same one every CMS link is rewritten
// through (src/cms/paths.ts), so the site never links a path that only redirects.
import type { MiddlewareHandler } from 'hono';
import { MOVED_PATHS } from '@/cms/paths';
import { localePath } from '@/i18n/paths';
import { sameSiteLocation } from '@/security/redirects';
import type { AppContext, AppEnv } from '@/types';
import { encodePath } from '@/seo/canonical';

/**
 * A 301 to a path of this site (with its language prefix), the query kept as it was sent (a
 * page reads only its canonical request, src/routing.tsx); refused unless same-site.
 */
export function movedPermanently(c: AppContext, path: string): Response | undefined {
  const target = sameSiteLocation(encodePath(path) + (c.var.scope.sentSearch ?? new URL(c.req.url).search));
  if (!target) return undefined;
  return c.redirect(target, 301);
}

/** GET and HEAD of a moved path answer 301 to its one URL in the same language. */
export const movedPaths: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
  const to = Object.hasOwn(MOVED_PATHS, c.var.scope.path) ? MOVED_PATHS[c.var.scope.path] : undefined;
  const answer = to === undefined ? undefined : movedPermanently(c as AppContext, localePath(c.var.scope.locale, to));
  return answer ?? next();
};

/**
 * A detail page reached by another name of its item (the CMS answers an article by its id and
 * by its aliases, e.g. '學年曆' for 'academic-calendar'): 301 to the item's own URL.
 */
export function ownUrl(c: AppContext, own: string): Response | undefined {
  if (encodePath(own) === encodePath(c.req.path)) return undefined;
  return movedPermanently(c, own);
}
