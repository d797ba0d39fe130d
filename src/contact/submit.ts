// The one code path of an enquiry post: the rules in order, whatever answers it
// (the form page without JavaScript, JSON for the island).
import * as v from 'valibot';
import { log } from '@/lib/log';
import type { RequestScope } from '@/request/scope';
import { saveEnquiry } from '@/upstream/api';
import { captchaMode, logUnconfigured, unavailableMessage, type Visitor, verifyHuman } from '@/contact/captcha';
import { RETRY_AFTER_SECONDS } from '@/cms/required';
import { clientIp, withinRateLimit } from '@/security/rate-limit';
import { type Body, type MediaType, mediaType, RATE_LIMIT_PERIOD_SECONDS } from '@/contact/guard';
import { isSameOrigin } from '@/security/origin';
import { type EnquiryAnswer, emptyValues, type EnquiryValues, type FieldErrors } from '@/contact/fields';
import { checkEnquiry, type RawEnquiry, readRaw, TokenSchema } from '@/contact/schema';
import { payloadOf, programmeChoices } from '@/contact/topics';
import { newReference } from '@/contact/reference';
import { today } from '@/lib/today';

export type FailureStatus = 400 | 403 | 413 | 415 | 422 | 429 | 503;

export type Outcome =
  | { ok: true; message: string; email: string; reference: string }
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

/** An enquiry post as the worker received it. */
export interface EnquiryPost {
  /** The request: its headers say whose post it is and what it holds; its URL, the host. */
  request: Request;
  /**
   * Reads its body, at most maxBodyBytes(type) (src/http/enquiry.ts); called only once the
   * post passed rule 1 and its media type is one the form takes.
   */
  body: (type: MediaType) => Promise<Body>;
}

export async function submitEnquiry(scope: RequestScope, post: EnquiryPost): Promise<Outcome> {
  const t = scope.t;
  const read = await readPost(scope, post);
  if (!read.ok) return read;
  const { values, token } = read;

  // 3. Per client (ENQUIRY_LIMITER in wrangler.toml).
  if (!(await withinRateLimit(scope, post.request, scope.env.ENQUIRY_LIMITER, 'enquiry'))) {
    const headers = { 'Retry-After': String(RATE_LIMIT_PERIOD_SECONDS) };
    return fail(scope, 'rateLimited', {
      status: 429,
      message: t('contact.error.rateLimited'),
      values,
      page: true,
      headers,
    });
  }

  // Deployed without the captcha provider's keys: nothing can be verified, so nothing is sent.
  if (captchaMode(scope.env).kind === 'unavailable') {
    logUnconfigured(scope, 'post');
    const message = await unavailableMessage(scope);
    return fail(scope, 'captchaUnconfigured', { status: 503, message, values, page: true, headers: RETRY });
  }

  // 4. Required, well-formed, bounded, trimmed.
  const checked = checkEnquiry(values, t);
  if (!checked.ok)
    return fail(scope, 'invalid', {
      status: 422,
      message: checked.message,
      errors: checked.errors,
      values,
      page: true,
    });

  // 5. Human verification, decided here: nothing is saved without it.
  const refused = await verify(scope, post.request, token, values);
  if (refused) return refused;

  // 6. Save, once: the client never retries a POST. The type and programme ride along (topics.ts),
  // and the short reference the visitor is shown, for the CMS to keep beside its id (reference.ts).
  const reference = newReference(today(scope.env));
  const payload = { ...payloadOf(checked.enquiry, values, await programmeChoices(scope), t), reference };
  let saved: { id?: string | undefined };
  try {
    saved = await saveEnquiry(scope, payload);
  } catch {
    // Logged by the upstream client.
    const message = t('contact.error.failed');
    return fail(scope, 'saveFailed', { status: 503, message, values, page: true, headers: RETRY });
  }
  // The reference with the CMS's own id: the record stays findable even where a CMS drops the key.
  log('info', 'enquiry.sent', {
    requestId: scope.id,
    type: payload.enquiryType,
    reference,
    cmsId: saved.id ?? null,
  });
  return { ok: true, message: t('contact.success'), email: checked.enquiry.email, reference };
}

/** Rules 1 and 2: whose post it is and what it holds, before anything is counted or called. */
async function readPost(scope: RequestScope, post: EnquiryPost): Promise<Failure | ({ ok: true } & RawEnquiry)> {
  const t = scope.t;
  // 1. Same origin only: nothing is read, counted or called for a foreign post.
  if (!isSameOrigin(post.request))
    return fail(scope, 'origin', { status: 403, message: t('contact.error.forbidden'), page: false });

  // 2. Form or JSON, no larger than the largest valid enquiry (guard.ts).
  const type = mediaType(post.request);
  if (!type) return fail(scope, 'contentType', { status: 415, message: t('contact.error.unsupported'), page: false });
  const body = await post.body(type);
  if (body.kind === 'tooLarge') {
    const message = t('contact.error.tooLarge');
    return fail(scope, 'tooLarge', { status: 413, message, values: emptyValues(), page: true });
  }
  if (body.kind === 'unreadable')
    return fail(scope, 'unreadable', { status: 400, message: t('contact.error.badRequest'), page: false });
  return { ok: true, ...readRaw(body.fields) };
}

/** Rule 5: the captcha token checked with the provider; a refusal, or undefined when it passed. */
async function verify(
  scope: RequestScope,
  request: Request,
  token: RawEnquiry['token'],
  values: EnquiryValues,
): Promise<Failure | undefined> {
  const t = scope.t;
  // Nothing at all: the check was left undone (unticked), which is not a wrong answer.
  if (token.trim() === '') {
    const message = t('contact.error.captchaMissing');
    return fail(scope, 'captchaMissing', { status: 422, message, errors: { captcha: message }, values, page: true });
  }
  const parsedToken = v.safeParse(TokenSchema, token);
  const verdict = parsedToken.success ? await verifyHuman(scope, parsedToken.output, visitorOf(request)) : 'fail';
  if (verdict === 'fail') {
    const message = t('contact.error.captcha');
    return fail(scope, 'captcha', { status: 422, message, errors: { captcha: message }, values, page: true });
  }
  if (verdict === 'unavailable') {
    const message = t('contact.error.failed');
    return fail(scope, 'captchaUnavailable', { status: 503, message, values, page: true, headers: RETRY });
  }
  return undefined;
}

/** Who posted, for the provider: their address and the host they used. */
const visitorOf = (request: Request): Visitor => ({ ip: clientIp(request), host: new URL(request.url).hostname });

/** A 503 says when to try again. */
const RETRY = { 'Retry-After': String(RETRY_AFTER_SECONDS) };

/**
 * One log line per refused enquiry: the reason, never what was typed. Every refusal is
 * `Cache-Control: no-store`: its page carries the visitor's personal data.
 */
function fail(scope: RequestScope, reason: string, failure: Omit<Failure, 'ok'>): Failure {
  log('info', 'enquiry.refused', { requestId: scope.id, reason, status: failure.status });
  return { ok: false, ...failure, headers: { ...failure.headers, 'Cache-Control': 'no-store' } };
}

export function toAnswer(outcome: Outcome): EnquiryAnswer {
  if (outcome.ok) {
    const { message, email, reference } = outcome;
    return { ok: true, message, email, reference };
  }
  return outcome.errors
    ? { ok: false, message: outcome.message, errors: outcome.errors }
    : { ok: false, message: outcome.message };
}
