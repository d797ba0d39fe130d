import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { config } from '@/lib/config';
import type { CspSources } from '@/lib/csp-sources';
import type { AppContext, AppEnv } from '@/types';

/**
 * The response's script nonce (16 random bytes, base64), kept on the scope, where the renderer
 * reads it: hono/secure-headers' own NONCE would keep it in c.var beside the scope.
 */
function nonce(c: Context): string {
  const scope = (c as AppContext).var.scope;
  if (scope.nonce === undefined) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    scope.nonce = btoa(String.fromCharCode(...bytes));
  }
  return `'nonce-${scope.nonce}'`;
}

/**
 * Security headers for every response. Scripts run only with the per-request nonce
 * ('strict-dynamic' lets a nonced module load its own imports); nothing may frame the site.
 */
function build(production: boolean): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [nonce, "'strict-dynamic'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: production ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      magnetometer: [],
      gyroscope: [],
      accelerometer: [],
      browsingTopics: [],
    },
  }) as MiddlewareHandler<AppEnv>;
}

const built = new Map<boolean, MiddlewareHandler<AppEnv>>();

const DIRECTIVES: Record<keyof CspSources, string> = { scriptSrc: 'script-src', frameSrc: 'frame-src' };

/**
 * The policy with a route's extra sources (RouteDef.csp) added: appended to the directive, or
 * in place of its 'none'. Only the route that declared them is opened, and only its answers.
 */
export function widenCsp(policy: string, extra: CspSources): string {
  return policy
    .split(';')
    .map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      const key = (Object.keys(DIRECTIVES) as (keyof CspSources)[]).find((k) => DIRECTIVES[k] === name);
      const more = key ? extra[key] : undefined;
      if (!name || !more?.length) return part.trim();
      const kept = values.filter((v) => v !== "'none'");
      return [name, ...kept, ...more].join(' ');
    })
    .join('; ');
}

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const production = config(c.env).environment === 'production';
  let mw = built.get(production);
  if (!mw) {
    mw = build(production);
    built.set(production, mw);
  }
  await mw(c, next);
  const extra = c.var.scope.route.csp;
  const policy = c.res.headers.get('Content-Security-Policy');
  if (extra && policy) c.res.headers.set('Content-Security-Policy', widenCsp(policy, extra));
};
