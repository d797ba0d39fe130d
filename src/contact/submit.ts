// The one code path of an enquiry post (issue 7): the rules in order, whatever answers it
// (the form page without JavaScript, JSON for the island).
import * as v from 'valibot';
import { log } from '../lib/log';
import type { AppContext } from '../types';
import { saveEnquiry } from '../upstream/api';
import { upstreamCtx } from '../upstream/context';
import { captchaMode, logUnconfigured, unavailableMessage, verifyHuman } from './captcha';
import { RETRY_AFTER_SECONDS } from '@/render/required';
import { clientIp, withinRateLimit } from '@/security/rate-limit';
import { isSameOrigin, mediaType, RATE_LIMIT_PERIOD_SECONDS, readBody } from './guard';
import { type EnquiryAnswer, emptyValues, type EnquiryValues, type FieldErrors } from './fields';
import { checkEnquiry, readRaw, TokenSchema } from './schema';

export type FailureStatus = 400 | 403 | 413 | 415 | 422 | 429 | 503;

export type Outcome =
  | { ok: true; message: string }
  | {
      ok: false;
      status: FailureStatus;
      message: string;
      errors?: FieldErrors;
      /** What the visitor typed; absent when the body was never read (403, 413, 415, 400). */
      values?: EnquiryValues;
      /** false: answer with the message alone, nothing rendered (403, 415, 400). */
      page: boolean;
      headers?: Record<string, string>;
    };

type Failure = Extract<Outcome, { ok: false }>;

export async function submitEnquiry(c: AppContext): Promise<Outcome> {
  const t = c.get('t');
  // 1. Same origin only: nothing is read, counted or called for a foreign post.
  if (!isSameOrigin(c)) return fail(c, 'origin', { status: 403, message: t('contact.error.forbidden'), page: false });

  // 2. Form or JSON, no larger than the largest valid enquiry (guard.ts).
  const type = mediaType(c);
  if (!type) return fail(c, 'contentType', { status: 415, message: t('contact.error.unsupported'), page: false });
  const body = await readBody(c, type);
  if (body.kind === 'tooLarge')
    return fail(c, 'tooLarge', {
      status: 413,
      message: t('contact.error.tooLarge'),
      values: emptyValues(),
      page: true,
    });
  if (body.kind === 'unreadable')
    return fail(c, 'unreadable', { status: 400, message: t('contact.error.badRequest'), page: false });
  const { values, token } = readRaw(body.fields);

  // 3. Per client (ENQUIRY_LIMITER in wrangler.toml).
  const ip = clientIp(c);
  if (!(await withinRateLimit(c, c.env.ENQUIRY_LIMITER, 'enquiry'))) {
    return fail(c, 'rateLimited', {
      status: 429,
      message: t('contact.error.rateLimited'),
      values,
      page: true,
      headers: { 'Retry-After': String(RATE_LIMIT_PERIOD_SECONDS) },
    });
  }

  // Deployed without the captcha provider's keys: nothing can be verified, so nothing is sent.
  if (captchaMode(c.env).kind === 'unavailable') {
    logUnconfigured(c, 'post');
    return fail(c, 'captchaUnconfigured', {
      status: 503,
      message: await unavailableMessage(c),
      values,
      page: true,
      headers: RETRY,
    });
  }

  // 4. Required, well-formed, bounded, trimmed.
  const checked = checkEnquiry(values, t);
  if (!checked.ok)
    return fail(c, 'invalid', { status: 422, message: checked.message, errors: checked.errors, values, page: true });

  // 5. Human verification, decided here: nothing is saved without it.
  const parsedToken = v.safeParse(TokenSchema, token);
  const verdict = parsedToken.success ? await verifyHuman(c, parsedToken.output, ip) : 'fail';
  if (verdict === 'fail') {
    const message = t('contact.error.captcha');
    return fail(c, 'captcha', { status: 422, message, errors: { captcha: message }, values, page: true });
  }
  if (verdict === 'unavailable')
    return fail(c, 'captchaUnavailable', {
      status: 503,
      message: t('contact.error.failed'),
      values,
      page: true,
      headers: RETRY,
    });

  // 6. Save, once: the client never retries a POST.
  try {
    await saveEnquiry(upstreamCtx(c), checked.enquiry);
  } catch {
    // Logged by the upstream client.
    return fail(c, 'saveFailed', {
      status: 503,
      message: t('contact.error.failed'),
      values,
      page: true,
      headers: RETRY,
    });
  }
  log('info', 'enquiry.sent', { requestId: c.get('requestId') });
  return { ok: true, message: t('contact.success') };
}

/** A 503 says when to try again. */
const RETRY = { 'Retry-After': String(RETRY_AFTER_SECONDS) };

/**
 * One log line per refused enquiry: the reason, never what was typed. Every refusal is
 * `Cache-Control: no-store`: its page carries the visitor's personal data.
 */
function fail(c: AppContext, reason: string, failure: Omit<Failure, 'ok'>): Failure {
  log('info', 'enquiry.refused', { requestId: c.get('requestId'), reason, status: failure.status });
  return { ok: false, ...failure, headers: { ...failure.headers, 'Cache-Control': 'no-store' } };
}

export function toAnswer(outcome: Outcome): EnquiryAnswer {
  if (outcome.ok) return { ok: true, message: outcome.message };
  return outcome.errors
    ? { ok: false, message: outcome.message, errors: outcome.errors }
    : { ok: false, message: outcome.message };
}
