import type { MiddlewareHandler } from 'hono';
import { withoutTracking } from '@/lib/tracking';
import type { AppEnv } from '@/types';

/**
 * First middleware after the request scope's: a GET or HEAD whose URL holds tracking parameters is
 * read as if it had none, by everything after it (routes, the page cache's key, canonical and
 * alternate links, the links a page builds from its own URL, redirects).
 */
export const trackingFree: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
  const url = new URL(c.req.url);
  const clean = withoutTracking(url);
  if (clean.href !== url.href) {
    c.req.raw = new Request(clean, c.req.raw);
    c.get('scope').url = clean;
  }
  return next();
};
