import type { MiddlewareHandler } from 'hono';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { REQUEST_ID_HEADER, requestIdOf } from '@/lib/per-response';
import type { AppContext, AppEnv } from '@/types';
import { createScope } from '@/request/scope';

/**
 * Hono's executionCtx getter throws when the app was called without one (app.request in
 * tests). Background work then simply runs unattached; its failures are already logged.
 */
function waitUntilOf(c: AppContext): ((promise: Promise<unknown>) => void) | undefined {
  try {
    const ec = c.executionCtx;
    return (promise) => ec.waitUntil(promise);
  } catch {
    return undefined;
  }
}

/**
 * Outermost middleware: sets c.get('scope'), the request's one record of itself (src/request/scope.ts),
 * named by the request id; the middleware after it fill in its language and preview. Once the
 * response is made, the id is written as X-Request-Id over whatever an inner layer put there (a
 * kept page's stored headers cannot bring back another visitor's id). A client's own
 * X-Request-Id is never read.
 */
export const requestScope: MiddlewareHandler<AppEnv> = async (c, next) => {
  const scope = createScope({
    env: c.env,
    // The language is set from the URL by localeFromPath (src/http/locale.ts).
    locale: DEFAULT_LOCALE,
    id: requestIdOf(c.req.raw.headers),
    url: new URL(c.req.url),
    waitUntil: waitUntilOf(c),
  });
  scope.path = c.req.path;
  c.set('scope', scope);
  await next();
  try {
    c.res.headers.set(REQUEST_ID_HEADER, scope.id);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(REQUEST_ID_HEADER, scope.id);
  }
};
