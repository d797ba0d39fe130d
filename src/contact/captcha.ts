// Human verification: the worker decides, never the browser.
// Providers and their contracts: docs/OPERATIONS.md "Human verification".
import * as v from 'valibot';
import { config, type CaptchaProvider } from '@/lib/config';
import { LOCALE_INFO, type Locale } from '@/i18n/locales';
import { log } from '@/lib/log';
import { frameData } from '@/cms/frame';
import type { RequestScope } from '@/request/scope';
import { verifyCaptcha } from '@/upstream/api';

/**
 * The token the demo upstream's /api/recaptcha accepts (docs/UPSTREAM.md). Local development
 * without a site key offers a checkbox carrying it, labelled as a local development check.
 */
export const DEV_CAPTCHA_TOKEN = 'demo-captcha-pass';

/** The global callback the provider's script calls once it is ready (explicit rendering). */
export const CAPTCHA_ONLOAD = 'contactCaptchaReady';

interface ProviderSpec {
  script(locale: Locale): string;
  siteverify: string;
  /** The only origins the contact page's CSP is opened to. */
  csp: { script: readonly string[]; frame: readonly string[] };
}

/**
 * reCAPTCHA from www.recaptcha.net, Google's documented host for where www.google.com is not
 * reachable (mainland China); its static files come from gstatic. Turnstile from Cloudflare.
 */
export const PROVIDERS: Record<CaptchaProvider, ProviderSpec> = {
  recaptcha: {
    script: (locale) =>
      `https://www.recaptcha.net/recaptcha/api.js?render=explicit&onload=${CAPTCHA_ONLOAD}&hl=${LOCALE_INFO[locale].captchaLang}`,
    siteverify: 'https://www.recaptcha.net/recaptcha/api/siteverify',
    csp: {
      script: ['https://www.recaptcha.net/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      frame: ['https://www.recaptcha.net/recaptcha/'],
    },
  },
  turnstile: {
    script: () => `https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit&onload=${CAPTCHA_ONLOAD}`,
    siteverify: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    csp: { script: ['https://challenges.cloudflare.com/turnstile/'], frame: ['https://challenges.cloudflare.com'] },
  },
};

/** What the enquiry form offers for verification on this deployment. */
export type CaptchaMode =
  | { kind: 'widget'; provider: CaptchaProvider; siteKey: string }
  /** Local development and tests only: a labelled checkbox the demo CMS accepts. */
  | { kind: 'dev' }
  /** Deployed without the chosen provider's site key and secret: enquiries are unavailable. */
  | { kind: 'unavailable' };

export function captchaMode(env: Env): CaptchaMode {
  const { local, captcha } = config(env);
  if (local) return captcha.siteKey ? { kind: 'widget', ...widgetOf(captcha) } : { kind: 'dev' };
  if (!captcha.siteKey || !captcha.secret) return { kind: 'unavailable' };
  return { kind: 'widget', ...widgetOf(captcha) };
}

const widgetOf = (c: { provider: CaptchaProvider; siteKey?: string }) => ({
  provider: c.provider,
  siteKey: c.siteKey ?? '',
});

/** The alert-worthy line of a deployment that cannot take enquiries; once per request that meets it. */
export function logUnconfigured(scope: RequestScope, where: 'page' | 'post'): void {
  const { provider } = config(scope.env).captcha;
  log('error', 'captcha.unconfigured', { requestId: scope.id, provider, where });
}

/** Who is verified: their address (CF-Connecting-IP, if usable) and the host they used. */
export interface Visitor {
  ip: string | undefined;
  host: string;
}

/** 'unavailable': nobody could say (network, timeout, bad answer); not the visitor's fault. */
export type Verdict = 'pass' | 'fail' | 'unavailable';

/**
 * With the provider's secret: its siteverify, directly (success, and the host the widget ran on
 * must be this site). Without (local development only): the CMS's GET /api/recaptcha.
 */
export async function verifyHuman(scope: RequestScope, token: string, visitor: Visitor): Promise<Verdict> {
  const { local, captcha } = config(scope.env);
  if (captcha.secret) return siteverify(scope, captcha.provider, captcha.secret, token, visitor);
  if (!local) {
    logUnconfigured(scope, 'post');
    return 'unavailable';
  }
  try {
    const result = await verifyCaptcha(scope, token);
    return result.success ? 'pass' : 'fail';
  } catch {
    // Logged by the upstream client.
    return 'unavailable';
  }
}

/** Both providers answer this shape (plus fields the worker does not use). */
const SiteverifySchema = v.object({
  success: v.boolean(),
  hostname: v.optional(v.string()),
  'error-codes': v.optional(v.array(v.string())),
});

/** Provider error codes that mean the site's own set-up, not the visitor, is at fault. */
const OUR_FAULT = new Set(['missing-input-secret', 'invalid-input-secret', 'internal-error', 'bad-request']);

async function siteverify(
  scope: RequestScope,
  provider: CaptchaProvider,
  secret: string,
  token: string,
  visitor: Visitor,
): Promise<Verdict> {
  const body = new URLSearchParams({ secret, response: token });
  if (visitor.ip) body.set('remoteip', visitor.ip);
  const { upstreamTimeoutMs } = config(scope.env);
  try {
    const res = await fetch(PROVIDERS[provider].siteverify, {
      method: 'POST',
      body,
      // The body holds the secret: a redirect (a 307 keeps the body) is a failure, never followed
      // (docs/SECURITY.md "Credentials stay with their host").
      redirect: 'manual',
      signal: AbortSignal.timeout(upstreamTimeoutMs),
    });
    if (!res.ok) throw new Error(`siteverify answered HTTP ${res.status}`);
    const answer = v.parse(SiteverifySchema, await res.json());
    const codes = answer['error-codes'] ?? [];
    if (codes.some((code) => OUR_FAULT.has(code))) throw new Error(`siteverify refused the site: ${codes.join(', ')}`);
    if (!answer.success) return 'fail';
    return answer.hostname !== undefined && allowedHosts(scope, visitor).has(answer.hostname) ? 'pass' : 'fail';
  } catch (error) {
    log('error', 'captcha.siteverify', { requestId: scope.id, provider, error });
    return 'unavailable';
  }
}

/** The host the visitor used, and the site's own domain (the same in production). */
function allowedHosts(scope: RequestScope, visitor: Visitor): Set<string> {
  return new Set([visitor.host, config(scope.env).siteDomain]);
}

/**
 * What the form says when it cannot take enquiries: write or call instead, with the email and
 * phone from the CMS's site info (without them when that is unavailable too).
 */
export async function unavailableMessage(scope: RequestScope): Promise<string> {
  const t = scope.t;
  const site = await frameData(scope).site();
  const { email, phone } = site.ok ? site.data.info : { email: '', phone: '' };
  return email && phone ? t('ops.enquiry.unavailable', { email, phone }) : t('ops.enquiry.unavailableNoContact');
}
