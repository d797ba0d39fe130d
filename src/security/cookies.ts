import { config } from '@/lib/config';
import type { AppContext } from '@/types';

/**
 * Whether a cookie the site sets is `Secure` (docs/SECURITY.md "Cookies"): always where the site
 * is deployed (staging, production: https only), whatever the request's scheme says (a proxy or
 * a route may reach the worker over plain http); locally, when the request came over https.
 */
export const secureCookie = (c: AppContext): boolean =>
  !config(c.env).local || new URL(c.req.url).protocol === 'https:';
