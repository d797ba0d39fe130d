import { config } from '@/config';
import type { AppContext } from '@/types';

/**
 * The origin of every absolute URL the site writes: canonical and hreflang links, sitemaps,
 * feeds, structured data. Deployed environments set `SITE_ORIGIN`, so a forged `Host` header
 * can never change them; local development and tests (empty `SITE_ORIGIN`) use the request's
 * own origin, so links work on whatever port the site runs.
 */
export function siteOrigin(c: AppContext): string {
  return config(c.env).siteOrigin || new URL(c.req.url).origin;
}

/** An absolute URL on this site for a path that already carries its language prefix. */
export function absoluteUrl(c: AppContext, pathAndQuery: string): string {
  return siteOrigin(c) + pathAndQuery;
}
