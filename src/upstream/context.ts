import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '../i18n/locales';
import { config } from '@/config';
import type { AppContext } from '../types';
import type { UpstreamCtx, UpstreamStats } from './client';

/** One UpstreamCtx per request, so its stats add up across every loader of the page. */
const perRequest = new WeakMap<AppContext, UpstreamCtx>();

export function upstreamCtx(c: AppContext): UpstreamCtx {
  let ctx = perRequest.get(c);
  if (!ctx) {
    // Defaults keep a route mounted outside the locale or request-id middleware working.
    const locale = c.get('locale') ?? DEFAULT_LOCALE;
    ctx = upstreamCtxFor(c.env, locale, waitUntilOf(c), c.get('requestId') || undefined);
    const preview = c.get('previewToken');
    if (preview !== undefined) ctx.preview = preview;
    perRequest.set(c, ctx);
  }
  return ctx;
}

/** For callers outside a Hono request (tests, scheduled work). */
export function upstreamCtxFor(
  env: Env,
  locale: Locale,
  waitUntil: (promise: Promise<unknown>) => void,
  requestId: string = crypto.randomUUID(),
): UpstreamCtx {
  return {
    env,
    lang: LOCALE_INFO[locale].apiCode,
    site: config(env).siteDomain,
    requestId,
    waitUntil,
    stats: emptyStats(),
  };
}

export function emptyStats(): UpstreamStats {
  return { memoryHits: 0, kvHits: 0, staleServed: 0, misses: 0, calls: [] };
}

/**
 * Hono's executionCtx getter throws when the app was called without one (app.request in
 * tests). Background work then simply runs unattached; its failures are already logged.
 */
function waitUntilOf(c: AppContext): (promise: Promise<unknown>) => void {
  try {
    const ec = c.executionCtx;
    return (promise) => ec.waitUntil(promise);
  } catch {
    return (promise) => void promise.catch(() => undefined);
  }
}
