// The enquiry's rules called as plain functions: a scope and a Request, no Hono app or context.
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import type { Body } from '@/contact/guard';
import { type EnquiryPost, submitEnquiry } from '@/contact/submit';
import { createScope } from '@/request/scope';
import {
  enquiryRequest,
  formPath,
  MESSAGES,
  ORIGIN,
  openLimiter,
  savingUpstream,
  typed,
  valid,
  withToken,
} from './helpers';

const scopeOf = (bindings: Partial<Env> & Record<string, unknown> = {}) =>
  createScope({ env: { ...env, ...bindings } as Env, locale: 'en', url: new URL(ORIGIN + formPath('en')) });

/** The post with its form as the body: what the HTTP edge hands submitEnquiry, made without Hono. */
function postOf(
  request: Request,
  read?: (type: string) => Promise<Body>,
): EnquiryPost & { body: ReturnType<typeof vi.fn> } {
  const body = vi.fn(
    read ??
      (async (): Promise<Body> => ({ kind: 'body', fields: Object.fromEntries(await request.clone().formData()) })),
  );
  return { request, body };
}

describe('submitEnquiry(scope, post)', () => {
  it('refuses a post from another site before reading its body', async () => {
    const post = postOf(
      enquiryRequest(formPath('en'), withToken(typed(valid)), { headers: { Origin: 'https://evil.example' } }),
    );
    const outcome = await submitEnquiry(scopeOf(), post);
    expect(outcome).toMatchObject({ ok: false, status: 403, message: MESSAGES.en.forbidden, page: false });
    expect(post.body).not.toHaveBeenCalled();
  });

  it('refuses a media type the form does not send (415)', async () => {
    const request = new Request(ORIGIN + formPath('en'), {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'text/plain' },
      body: 'name=x',
    });
    const outcome = await submitEnquiry(scopeOf(), postOf(request));
    expect(outcome).toMatchObject({ ok: false, status: 415, message: MESSAGES.en.unsupported });
  });

  it('answers 413 when the edge found the body too large', async () => {
    const post = postOf(enquiryRequest(formPath('en'), withToken(typed(valid))), async () => ({ kind: 'tooLarge' }));
    const outcome = await submitEnquiry(scopeOf(), post);
    expect(outcome).toMatchObject({ ok: false, status: 413, message: MESSAGES.en.tooLarge, page: true });
    expect(post.body).toHaveBeenCalledWith('application/x-www-form-urlencoded');
  });

  it('names the fields a form left empty (422) and saves nothing', async () => {
    const { upstream, bodies } = savingUpstream('900');
    const bindings = { UPSTREAM: upstream.fetcher, ENQUIRY_LIMITER: openLimiter() };
    const outcome = await submitEnquiry(
      scopeOf(bindings),
      postOf(enquiryRequest(formPath('en'), withToken(typed({ ...valid, email: '' })))),
    );
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.status).toBe(422);
    expect(Object.keys(outcome.errors ?? {})).toContain('email');
    expect(bodies).toHaveLength(0);
  });

  it('saves a valid enquiry once and answers its reference', async () => {
    const { upstream, bodies } = savingUpstream('901');
    const limiter = openLimiter();
    const outcome = await submitEnquiry(
      scopeOf({ UPSTREAM: upstream.fetcher, ENQUIRY_LIMITER: limiter }),
      postOf(enquiryRequest(formPath('en'), withToken(typed(valid)), { ip: '203.0.113.9' })),
    );
    expect(outcome).toMatchObject({ ok: true, message: MESSAGES.en.success, email: valid.email });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ reference: outcome.ok ? outcome.reference : 'none' });
    expect(limiter.limit).toHaveBeenCalledWith({ key: 'enquiry:203.0.113.9' });
  });
});
