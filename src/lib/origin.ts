import { config } from '@/lib/config';

/** What the origin is read from: the request scope (src/request/scope.ts). */
export interface OriginSource {
  readonly env: Env;
  /** The request's URL; undefined outside a request. */
  readonly url: URL | undefined;
}

/**
 * The origin of every absolute URL the site writes: canonical and hreflang links, sitemaps,
 * feeds, structured data. Deployed environments set `SITE_ORIGIN`, so a forged `Host` header
 * can never change them; local development and tests (empty `SITE_ORIGIN`) use the request's
 * own origin, so links work on whatever port the site runs.
 */
export function siteOrigin(scope: OriginSource): string {
  return config(scope.env).siteOrigin || (scope.url?.origin ?? '');
}

/** An absolute URL on this site for a path that already carries its language prefix. */
export function absoluteUrl(scope: OriginSource, pathAndQuery: string): string {
  return siteOrigin(scope) + pathAndQuery;
}
