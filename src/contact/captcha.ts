// Human verification (issue 7, rule 5): the worker decides, never the browser.
import * as v from 'valibot';
import { config } from '@/config';
import { LOCALE_INFO, type Locale } from '../i18n/locales';
import { log } from '../lib/log';
import type { AppContext } from '../types';
import { verifyCaptcha } from '../upstream/api';
import { upstreamCtx } from '../upstream/context';

/**
 * The token the demo upstream's /api/recaptcha accepts (docs/UPSTREAM.md). Without a site key
 * the form offers a checkbox carrying it: a local development check, labelled as such.
 */
export const DEV_CAPTCHA_TOKEN = 'demo-captcha-pass';

/** reCAPTCHA v2, loaded with explicit rendering so the React island owns its container. */
export const RECAPTCHA_ONLOAD = 'contactCaptchaReady';
export const recaptchaScript = (locale: Locale): string =>
  `https://www.google.com/recaptcha/api.js?render=explicit&onload=${RECAPTCHA_ONLOAD}&hl=${LOCALE_INFO[locale].captchaLang}`;

/** The only origins the contact page's CSP is opened to (Google's reCAPTCHA CSP guidance). */
export const RECAPTCHA_CSP = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
} as const;

const SITEVERIFY = 'https://www.google.com/recaptcha/api/siteverify';
const SiteverifySchema = v.object({ success: v.boolean(), hostname: v.optional(v.string()) });

/** The public site key when the real widget is configured. */
export function recaptchaSiteKey(env: Env): string | undefined {
  return config(env).captcha.siteKey;
}

function recaptchaSecret(env: Env): string | undefined {
  return config(env).captcha.secret;
}

/** 'unavailable': nobody could say (network, timeout, bad answer); not the visitor's fault. */
export type Verdict = 'pass' | 'fail' | 'unavailable';

/**
 * With RECAPTCHA_SECRET: Google's siteverify directly (success, and the hostname the widget
 * ran on must be this site). Without: the CMS's GET /api/recaptcha, never cached.
 */
export async function verifyHuman(c: AppContext, token: string, ip: string | undefined): Promise<Verdict> {
  const secret = recaptchaSecret(c.env);
  if (secret) return siteverify(c, secret, token, ip);
  try {
    const result = await verifyCaptcha(upstreamCtx(c), token);
    return result.success ? 'pass' : 'fail';
  } catch {
    // Logged by the upstream client.
    return 'unavailable';
  }
}

async function siteverify(c: AppContext, secret: string, token: string, ip: string | undefined): Promise<Verdict> {
  const body = new URLSearchParams({ secret, response: token });
  if (ip) body.set('remoteip', ip);
  const timeoutMs = config(c.env).upstreamTimeoutMs;
  try {
    const res = await fetch(SITEVERIFY, { method: 'POST', body, signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`siteverify answered HTTP ${res.status}`);
    const answer = v.parse(SiteverifySchema, await res.json());
    if (!answer.success) return 'fail';
    return answer.hostname !== undefined && allowedHosts(c).has(answer.hostname) ? 'pass' : 'fail';
  } catch (error) {
    log('error', 'captcha.siteverify', { requestId: c.get('requestId'), error });
    return 'unavailable';
  }
}

/** The host the visitor used, and the site's own domain (the same in production). */
function allowedHosts(c: AppContext): Set<string> {
  return new Set([new URL(c.req.url).hostname, config(c.env).siteDomain]);
}
