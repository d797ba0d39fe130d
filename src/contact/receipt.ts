// What the page after a post without JavaScript (?sent=1, reached by a 303) needs to name the
// address the reply goes to and the enquiry's reference: a short-lived cookie for that page alone,
// cleared by the page that shows it (docs/SECURITY.md "Cookies"). It holds the address masked
// (`t…n@mail.example`) and the reference, no more: a cookie leaves a visitor's data on a device,
// where the next person at that browser could have it shown (the draft the island keeps while the
// form is written is cleared once it is sent: docs/SECURITY.md "Enquiry draft").
// The address never goes into a URL (logs, history, a Referer). The island has them in its JSON.
import * as v from 'valibot';
import { href } from '@/lib/href';
import { REFERENCE_PATTERN } from '@/contact/reference';
import { secureCookie } from '@/security/cookies';
import type { RequestScope } from '@/request/scope';

export const RECEIPT_COOKIE = 'enquiry_receipt';
/** Long enough to follow the 303 on a slow connection; the confirmation clears it at once. */
export const RECEIPT_MAX_AGE_SECONDS = 60;

export interface Receipt {
  email: string;
  reference?: string | undefined;
}

/** What the confirmation shows: the address masked, and the enquiry's reference. */
export interface ShownReceipt {
  address: string;
  reference?: string | undefined;
}

/**
 * An address with its local part cut to its first and last characters (`tm.chan@mail.example`:
 * `t…n@mail.example`; one or two characters: the first alone), its domain whole: enough for the
 * visitor who typed it a moment ago to know it, and to see a mistyped domain.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const chars = [...local];
  const masked = chars.length > 2 ? `${chars[0]}…${chars.at(-1)}` : `${chars[0] ?? ''}…`;
  return `${masked}${email.slice(at)}`;
}

/** A masked address as maskEmail writes one for a valid address (anyone may send any cookie). */
const ShownSchema = v.object({
  address: v.pipe(v.string(), v.maxLength(254), v.regex(/^[\w+-]…(?:[\w+-])?@[\da-z]+(?:[.-][\da-z]+)*\.[a-z]{2,}$/i)),
  reference: v.optional(v.pipe(v.string(), v.regex(REFERENCE_PATTERN))),
});

/**
 * The cookie's attributes (src/http/enquiry.ts sets and clears it with them): for the contact
 * page of the request's language only.
 */
export const receiptCookie = (scope: RequestScope) => ({
  path: href('page-contact-us', {}, scope.locale),
  httpOnly: true,
  secure: secureCookie(scope),
  sameSite: 'Lax' as const,
});

/** What the cookie set on the 303 that follows a sent enquiry holds (hono percent-encodes the value). */
export function receiptValue(receipt: Receipt): string {
  return JSON.stringify({
    address: maskEmail(receipt.email),
    ...(receipt.reference ? { reference: receipt.reference } : {}),
  });
}

/**
 * The receipt a cookie's value holds, if it holds a valid one, for the confirmation to show once
 * (the answer that reads it clears it, valid or not: src/http/enquiry.ts).
 */
export function shownReceipt(raw: string): ShownReceipt | undefined {
  try {
    const parsed = v.safeParse(ShownSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}
