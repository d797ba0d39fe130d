// What the page after a post without JavaScript (?sent=1, reached by a 303) needs to name the
// address the reply goes to and the CMS's reference: a short-lived cookie for that page alone.
// The address never goes into a URL (logs, history, a Referer). The island has them in its JSON.
import { getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { href } from '@/lib/href';
import type { AppContext } from '@/types';

const COOKIE = 'enquiry_receipt';
/** Long enough to land on the confirmation, reload it, or come back to it shortly. */
const MAX_AGE_SECONDS = 10 * 60;

export interface Receipt {
  email: string;
  reference?: string | undefined;
}

const ReceiptSchema = v.object({
  email: v.pipe(v.string(), v.maxLength(254), v.email()),
  reference: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/))),
});

/** Set on the 303 that follows a sent enquiry: for the contact page of that language only. */
export function keepReceipt(c: AppContext, receipt: Receipt): void {
  const value = JSON.stringify({
    email: receipt.email,
    ...(receipt.reference ? { reference: receipt.reference } : {}),
  });
  setCookie(c, COOKIE, encodeURIComponent(value), {
    path: href('page-contact-us', {}, c.get('locale')),
    maxAge: MAX_AGE_SECONDS,
    httpOnly: true,
    secure: new URL(c.req.url).protocol === 'https:',
    sameSite: 'Lax',
  });
}

/** The receipt the cookie holds, if it holds a valid one (anyone may send any cookie). */
export function readReceipt(c: AppContext): Receipt | undefined {
  const raw = getCookie(c, COOKIE);
  if (!raw) return undefined;
  try {
    const parsed = v.safeParse(ReceiptSchema, JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}
