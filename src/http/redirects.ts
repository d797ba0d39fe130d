import type { MiddlewareHandler } from 'hono';
import { finalLocation } from '@/security/redirects';
import type { AppEnv } from '@/types';

/**
 * Every redirect's final Location, whoever set it, goes through `finalLocation`
 * (src/security/redirects.ts): a same-site path without tracking parameters, else the home page.
 */
export const sameSiteRedirects: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const res = c.res;
  const location = res.headers.get('Location');
  if (location === null || res.status < 300 || res.status > 399) return;
  const target = finalLocation(c.get('scope'), location, c.req.path);
  if (target === location) return;
  try {
    res.headers.set('Location', target);
  } catch {
    const headers = new Headers(res.headers);
    headers.set('Location', target);
    c.res = undefined;
    c.res = new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  }
};
