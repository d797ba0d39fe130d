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
 * Whether this client may search now (SEARCH_LIMITER, per client: src/security/rate-limit.ts).
 * Every request is counted, one without a usable address in a shared bucket, except a local
 * one without CF-Connecting-IP at all (uncountedLocally).
 */
export async function searchAllowed(c: AppContext): Promise<boolean> {
  if (uncountedLocally(c)) return true;
  return withinRateLimit(c, c.env.SEARCH_LIMITER, 'search');
}

/** A search page's gate: throws TooManyRequests when this client has searched too often. */
export async function refuseWhenLimited(c: AppContext): Promise<void> {
  if (!(await searchAllowed(c))) throw new TooManyRequests();
}
