import { HTTPException } from 'hono/http-exception';
import { uncountedLocally, withinRateLimit } from '@/security/rate-limit';
import type { AppContext } from '@/types';

/** Seconds a rate-limited visitor is asked to wait (the limits are per minute, wrangler.toml). */
export const RATE_LIMIT_RETRY_SECONDS = 60;

/** Thrown when a client has asked too often: the app's onError renders the localised 429 page. */
export class TooManyRequests extends HTTPException {
  override name = 'TooManyRequests';
  readonly retryAfter = RATE_LIMIT_RETRY_SECONDS;
  constructor() {
    super(429, { message: 'rate limited' });
  }
}

/**
 * The one rule of every per-client limit of the searches (src/security/rate-limit.ts): every
 * request is counted, one without a usable address in a shared bucket, except a local one
 * without CF-Connecting-IP at all (uncountedLocally). An environment without the binding
 * (an older deploy) is not limited.
 */
async function allowed(c: AppContext, limiter: RateLimit | undefined, bucket: string): Promise<boolean> {
  if (uncountedLocally(c.get('scope'), c.req.raw) || !limiter) return true;
  return withinRateLimit(c.get('scope'), c.req.raw, limiter, bucket);
}

/**
 * The searches' limits, each its own binding (wrangler.toml; numbers and reasons in
 * docs/architecture/search.md "Site search"): the news-only search, which asks the CMS
 * (SEARCH_LIMITER); the whole-site results page (SITE_SEARCH_LIMITER); the suggestions as the
 * visitor types (SUGGEST_LIMITER).
 */
export const newsSearchAllowed = (c: AppContext): Promise<boolean> => allowed(c, c.env.SEARCH_LIMITER, 'search');
export const siteSearchAllowed = (c: AppContext): Promise<boolean> =>
  allowed(c, c.env.SITE_SEARCH_LIMITER, 'site-search');
export const suggestAllowed = (c: AppContext): Promise<boolean> => allowed(c, c.env.SUGGEST_LIMITER, 'suggest');

/** A search page's gate: throws TooManyRequests when this client has searched too often. */
export async function refuseWhenLimited(c: AppContext, may: (c: AppContext) => Promise<boolean>): Promise<void> {
  if (!(await may(c))) throw new TooManyRequests();
}
