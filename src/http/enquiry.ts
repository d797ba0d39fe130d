// The enquiry post's HTTP side (the rules are src/contact/submit.ts's): its body read within
// its bound, and the short-lived receipt cookie (src/contact/receipt.ts) set and taken.
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { type Body, type MediaType, maxBodyBytes } from '@/contact/guard';
import {
  RECEIPT_COOKIE,
  RECEIPT_MAX_AGE_SECONDS,
  type Receipt,
  receiptCookie,
  receiptValue,
  type ShownReceipt,
  shownReceipt,
} from '@/contact/receipt';
import type { EnquiryPost } from '@/contact/submit';
import type { AppContext } from '@/types';

/** The request as submitEnquiry reads it: its headers, and its body on demand. */
export const enquiryPost = (c: AppContext): EnquiryPost => ({
  request: c.req.raw,
  body: (type) => readBody(c, type),
});

/**
 * Rule 2: reads at most maxBodyBytes(type) through hono/body-limit (Content-Length is checked
 * before reading; a chunked body is counted as it streams), then parses form or JSON.
 */
async function readBody(c: AppContext, type: MediaType): Promise<Body> {
  let body: Body = { kind: 'tooLarge' };
  const limit = bodyLimit({ maxSize: maxBodyBytes(type), onError: () => new Response(null, { status: 413 }) });
  await limit(c, async () => {
    body = await parse(c, type);
  });
  return body;
}

async function parse(c: AppContext, type: MediaType): Promise<Body> {
  try {
    if (type === 'application/json') {
      const data: unknown = await c.req.json();
      if (typeof data !== 'object' || data === null || Array.isArray(data)) return { kind: 'unreadable' };
      return { kind: 'body', fields: data as Record<string, unknown> };
    }
    return { kind: 'body', fields: await c.req.parseBody() };
  } catch {
    return { kind: 'unreadable' };
  }
}

/** Set on the 303 that follows a sent enquiry. */
export function keepReceipt(c: AppContext, receipt: Receipt): void {
  setCookie(c, RECEIPT_COOKIE, receiptValue(receipt), {
    ...receiptCookie(c.get('scope')),
    maxAge: RECEIPT_MAX_AGE_SECONDS,
  });
}

/**
 * The receipt the cookie holds, if valid, for the confirmation to show once: the answer that
 * reads it clears it (an expired cookie of the same path), valid or not.
 */
export function takeReceipt(c: AppContext): ShownReceipt | undefined {
  const raw = getCookie(c, RECEIPT_COOKIE);
  if (raw === undefined) return undefined;
  deleteCookie(c, RECEIPT_COOKIE, receiptCookie(c.get('scope')));
  return shownReceipt(raw);
}
