// The site search's limits per client (docs/ARCHITECTURE.md "Site search", "Limits"): the
// results page and the suggestions each have their own rate-limiting binding (wrangler.toml),
// sized for a class behind one address. A request without a client address is not counted:
// Cloudflare's edge sets CF-Connecting-IP on every request from the internet, so only local
// development, tests and the benchmark lack one.
import { clientIp, withinRateLimit } from '@/security/rate-limit';
import type { AppContext } from '@/types';

async function allowed(c: AppContext, limiter: RateLimit | undefined, scope: string): Promise<boolean> {
  if (clientIp(c) === undefined || !limiter) return true;
  return withinRateLimit(c, limiter, scope);
}

/** Whether this client may open another results page (SITE_SEARCH_LIMITER). */
export const searchAllowed = (c: AppContext): Promise<boolean> => allowed(c, c.env.SITE_SEARCH_LIMITER, 'site-search');

/** Whether this client may have more suggestions (SUGGEST_LIMITER). */
export const suggestAllowed = (c: AppContext): Promise<boolean> => allowed(c, c.env.SUGGEST_LIMITER, 'suggest');
