import { parse } from 'hono/utils/cookie';
import { config } from '@/lib/config';
import type { RequestScope } from '@/request/scope';

/**
 * Whether a cookie the site sets is `Secure` (docs/SECURITY.md "Cookies"): always where the site
 * is deployed (staging, production: https only), whatever the request's scheme says (a proxy or
 * a route may reach the worker over plain http); locally, when the request came over https.
 */
export const secureCookie = (scope: RequestScope): boolean =>
  !config(scope.env).local || scope.url?.protocol === 'https:';

/** The value of one cookie a request carries (hono's parser), or undefined. */
export function requestCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('Cookie');
  return header ? parse(header, name)[name] : undefined;
}
