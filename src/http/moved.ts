import type { MiddlewareHandler } from 'hono';
import { isOwnUrl, movedLocation, movedTo } from '@/seo/moved';
import type { AppContext, AppEnv } from '@/types';

/** A 301 to a path of this site, the query kept as sent (src/seo/moved.ts); none unless same-site. */
function movedPermanently(c: AppContext, path: string): Response | undefined {
  const target = movedLocation(c.get('scope'), path, new URL(c.req.url).search);
  return target === undefined ? undefined : c.redirect(target, 301);
}

/** GET and HEAD of a moved path answer 301 to its one URL in the same language. */
export const movedPaths: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
  const to = movedTo(c.get('scope'));
  const answer = to === undefined ? undefined : movedPermanently(c as AppContext, to);
  return answer ?? next();
};

/** A detail page reached by another name of its item: 301 to the item's own URL `own`. */
export function ownUrl(c: AppContext, own: string): Response | undefined {
  if (isOwnUrl(own, c.req.path)) return undefined;
  return movedPermanently(c, own);
}
