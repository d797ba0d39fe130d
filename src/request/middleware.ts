import type { MiddlewareHandler } from 'hono';
import { DEFAULT_LOCALE } from '@/i18n/locales';
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

/** Sets c.var.scope: the request's one record of itself (src/request/scope.ts). */
export const requestScope: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set(
    'scope',
    createScope({
      env: c.env,
      // Defaults keep an app mounted without the locale or request-id middleware working (tests).
      locale: c.get('locale') ?? DEFAULT_LOCALE,
      id: c.get('requestId'),
      waitUntil: waitUntilOf(c),
      preview: c.get('previewToken'),
    }),
  );
  // A preview, or a one-visitor notice about one, is this visitor's page alone.
  if (c.get('previewToken') !== undefined || c.get('previewNotice') !== undefined) c.var.scope.page.private = true;
  await next();
};
