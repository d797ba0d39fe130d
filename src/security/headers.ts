import type { secureHeaders } from 'hono/secure-headers';
import type { CspSources } from '@/lib/csp-sources';
import type { RequestScope } from '@/request/scope';

/** hono/secure-headers' options (the module exports no name for them). */
export type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/**
 * The response's script nonce as a CSP source: 16 random bytes, base64, made once per request and
 * kept on the scope, where the renderer reads it (hono/secure-headers' own NONCE would keep it in
 * Hono's context variables beside the scope).
 */
export function nonceSource(scope: RequestScope): string {
  if (scope.nonce === undefined) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    scope.nonce = btoa(String.fromCharCode(...bytes));
  }
  return `'nonce-${scope.nonce}'`;
}

/**
 * Security headers for every response (hono/secure-headers' options; the HTTP edge applies them,
 * src/http/security-headers.ts). Scripts run only with the per-request nonce, which the edge puts
 * first in script-src ('strict-dynamic' lets a nonced module load its own imports); nothing may
 * frame the site (CSP `frame-ancestors`, which every browser in use obeys in place of
 * X-Frame-Options, so that header is not sent). HSTS in production only. hono/secure-headers'
 * X-Download-Options, X-Permitted-Cross-Domain-Policies and X-XSS-Protection are not sent either:
 * no browser in use acts on them (docs/PERFORMANCE.md "Response headers").
 */
export function securityPolicy(production: boolean): SecureHeadersOptions {
  return {
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'strict-dynamic'"],
      // Styles, fonts and fetches: default-src's 'self', which they fall back to (CSP Level 3),
      // so not spelled out again on every response.
      imgSrc: ["'self'", 'data:', 'https:'],
      frameSrc: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: production ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: false,
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
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
  };
}

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
