import { clientIp, withinRateLimit } from '@/security/rate-limit';
import type { AppContext } from '@/types';
import { RATE_LIMIT_RETRY_SECONDS, TooManyRequestsPage } from './errors';
import type { Page } from './route';

/** The localised 429 page: `Retry-After`, never stored, never indexed. The one rendering of it. */
export function tooManyRequests(c: AppContext): Page {
  const t = c.get('t');
  return {
    status: 429,
    headers: { 'Retry-After': String(RATE_LIMIT_RETRY_SECONDS), 'Cache-Control': 'no-store' },
    head: { title: t('error.tooManyTitle'), noindex: true },
    body: <TooManyRequestsPage />,
  };
}

/**
 * The news search asks SEARCH_LIMITER first (per client, src/security/rate-limit.ts): the 429
 * page when this client has searched too often, undefined when it may go on. A request without
 * a client address is not counted: Cloudflare's edge sets CF-Connecting-IP on every request
 * from the internet, so only local development, tests and the benchmark lack one.
 */
export async function searchLimited(c: AppContext): Promise<Page | undefined> {
  if (clientIp(c) === undefined) return undefined;
  if (await withinRateLimit(c, c.env.SEARCH_LIMITER, 'search')) return undefined;
  return tooManyRequests(c);
}
