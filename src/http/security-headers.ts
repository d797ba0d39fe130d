import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { config } from '@/lib/config';
import { nonceSource, securityPolicy, widenCsp } from '@/security/headers';
import type { AppContext, AppEnv } from '@/types';

/** The policy of src/security/headers.ts with this request's nonce first in script-src. */
function build(production: boolean): MiddlewareHandler<AppEnv> {
  const policy = securityPolicy(production);
  const csp = policy.contentSecurityPolicy ?? {};
  const nonce = (c: Context) => nonceSource((c as AppContext).get('scope'));
  return secureHeaders({
    ...policy,
    contentSecurityPolicy: { ...csp, scriptSrc: [nonce, ...(csp.scriptSrc ?? [])] },
  }) as MiddlewareHandler<AppEnv>;
}

const built = new Map<boolean, MiddlewareHandler<AppEnv>>();

/**
 * Every response's security headers (src/security/headers.ts says which), with the matched
 * route's extra CSP sources (scope.route.csp) added to its answers alone.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const production = config(c.env).environment === 'production';
  let mw = built.get(production);
  if (!mw) {
    mw = build(production);
    built.set(production, mw);
  }
  await mw(c, next);
  const extra = c.get('scope').route.csp;
  const policy = c.res.headers.get('Content-Security-Policy');
  if (extra && policy) c.res.headers.set('Content-Security-Policy', widenCsp(policy, extra));
};
