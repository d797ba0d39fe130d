import { type EnquiryAnswer, type ErrorField, FIELDS, type FieldErrors } from '@/contact/fields';

export const ERROR_ORDER: ErrorField[] = [...FIELDS, 'captcha'];
const isErrorField = (key: string): key is ErrorField => (ERROR_ORDER as string[]).includes(key);

/** The server's JSON answer ({ ok, message, errors? }); anything else is a failure. */
function readAnswer(data: unknown, failed: string): EnquiryAnswer {
  if (typeof data !== 'object' || data === null) return { ok: false, message: failed };
  const { ok, message, errors, email, reference } = data as Record<string, unknown>;
  if (typeof ok !== 'boolean' || typeof message !== 'string') return { ok: false, message: failed };
  if (ok)
    return {
      ok,
      message,
      ...(typeof email === 'string' ? { email } : {}),
      ...(typeof reference === 'string' ? { reference } : {}),
    };
  const fieldErrors: FieldErrors = {};
  if (typeof errors === 'object' && errors !== null) {
    for (const [key, value] of Object.entries(errors))
      if (isErrorField(key) && typeof value === 'string') fieldErrors[key] = value;
  }
  return { ok, message, errors: fieldErrors };
}

/** Posts the form's fields as JSON to `action`; a network failure or a strange answer reads as `failed`. */
export async function postEnquiry(action: string, form: HTMLFormElement, failed: string): Promise<EnquiryAnswer> {
  const payload: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') payload[key] = value;
  });
  try {
    const res = await fetch(action, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'same-origin',
    });
    return readAnswer(await res.json(), failed);
  } catch {
    return { ok: false, message: failed };
  }
}

/**
 * Where focus goes after an answer (an id part): the status on success, else the first invalid
 * field; a captcha error focuses the dev check box, or the alert when a widget cannot take focus.
 */
export function focusAfter(answer: EnquiryAnswer, captchaKind: string): string {
  if (answer.ok) return 'status';
  const firstInvalid = ERROR_ORDER.find((field) => answer.errors?.[field]);
  if (firstInvalid === 'captcha') return captchaKind === 'dev' ? 'captcha' : 'alert';
  return firstInvalid ?? 'alert';
}
