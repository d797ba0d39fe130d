// The enquiry form's fields and rules (docs/REQUIREMENTS.md §3, §5): valibot for every value a visitor sends.
import * as v from 'valibot';
import type { Translate } from '../i18n/messages';
import { CAPTCHA_FIELD, LIMITS, type EnquiryValues, type FieldErrors, type FieldName } from './fields';

/** A token longer than this is not a token: refused without asking the provider. */
const TOKEN_MAX = 4096;

/** Anything that is not a string (a file, a number, an array) reads as empty: "required". */
const raw = v.fallback(v.string(), '');

/** A parsed body (form or JSON object) reduced to the five strings the form knows. */
const RawSchema = v.object({
  name: raw,
  email: raw,
  subject: raw,
  message: raw,
  [CAPTCHA_FIELD]: raw,
});

export interface RawEnquiry {
  values: EnquiryValues;
  token: string;
}

export function readRaw(body: Record<string, unknown>): RawEnquiry {
  const out = v.parse(RawSchema, body);
  const { [CAPTCHA_FIELD]: token, ...values } = out;
  return { values, token };
}

type Problem = 'required' | 'email' | 'tooLong';

const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(max, 'tooLong'));

export const EnquirySchema = v.object({
  name: text(LIMITS.name),
  email: v.pipe(text(LIMITS.email), v.email('email')),
  subject: text(LIMITS.subject),
  message: text(LIMITS.message),
});
export type Enquiry = v.InferOutput<typeof EnquirySchema>;

export const TokenSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(TOKEN_MAX));

export type Checked = { ok: true; enquiry: Enquiry } | { ok: false; message: string; errors: FieldErrors };

/**
 * Rule 4: required, well-formed, bounded, trimmed. One message per field (the first problem),
 * and one summary: 'All options are required' wins, then the e-mail format, then lengths.
 */
export function checkEnquiry(values: EnquiryValues, t: Translate): Checked {
  const parsed = v.safeParse(EnquirySchema, values, { abortPipeEarly: true });
  if (parsed.success) return { ok: true, enquiry: parsed.output };
  const problems = new Map<FieldName, Problem>();
  for (const issue of parsed.issues) {
    const field = v.getDotPath(issue) as FieldName | null;
    if (field && !problems.has(field)) problems.set(field, issue.message as Problem);
  }
  const errors: FieldErrors = {};
  for (const [field, problem] of problems) {
    errors[field] =
      problem === 'required'
        ? t('contact.error.fieldRequired')
        : problem === 'email'
          ? t('contact.error.email')
          : t('contact.error.tooLong', { max: LIMITS[field] });
  }
  const found = new Set(problems.values());
  const message = found.has('required')
    ? t('contact.error.required')
    : found.has('email')
      ? t('contact.error.email')
      : t('contact.error.tooLongSummary');
  return { ok: false, message, errors };
}
