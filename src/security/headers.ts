import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { captchaMode, PROVIDERS } from '../contact/captcha';
import { config } from '@/config';
import type { AppEnv } from '../types';

/** The enquiry page in any language (checked before the locale middleware has run). */
const CONTACT_PAGE = /^(?:\/sc|\/en)?\/page\/contact-us$/;

/** The CSP opens to the captcha provider's origins only there, and only when its widget is shown. */
function captchaCsp(c: Context): { script: readonly string[]; frame: readonly string[] } | undefined {
  if (!CONTACT_PAGE.test(c.req.path)) return undefined;
  const mode = captchaMode((c as Context<AppEnv>).env);
  return mode.kind === 'widget' ? PROVIDERS[mode.provider].csp : undefined;
}

/**
 * Security headers for every response. Scripts run only with the per-request nonce
 * ('strict-dynamic' lets a nonced module load its own imports); nothing may frame the site.
 */
function build(production: boolean): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [NONCE, (c) => ["'strict-dynamic'", ...(captchaCsp(c)?.script ?? [])].join(' ')],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: [(c) => captchaCsp(c)?.frame.join(' ') ?? "'none'"],
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

export const securityHeaders: MiddlewareHandler<AppEnv> = (c, next) => {
  const production = config(c.env).environment === 'production';
  let mw = built.get(production);
  if (!mw) {
    mw = build(production);
    built.set(production, mw);
  }
  return mw(c, next);
};
