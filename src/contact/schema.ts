// The enquiry form's fields and rules (docs/REQUIREMENTS.md §3, §5): valibot for every value a visitor sends.
import * as v from 'valibot';
import type { Translate } from '@/i18n/messages';
import { hasControls, multiLineText } from '@/lib/controls';
import {
  CAPTCHA_FIELD,
  CHOICE_MAX,
  CHOICES,
  LIMITS,
  TOKEN_MAX,
  type EnquiryValues,
  type FieldErrors,
  type FieldName,
} from '@/contact/fields';

/** Anything that is not a string (a file, a number, an array) reads as empty: "required". */
const raw = v.fallback(v.string(), '');

/** A parsed body (form or JSON object) reduced to the seven strings the form knows. */
const RawSchema = v.object({
  name: raw,
  email: raw,
  subject: raw,
  message: raw,
  type: raw,
  programme: raw,
  [CAPTCHA_FIELD]: raw,
});

export interface RawEnquiry {
  values: EnquiryValues;
  token: string;
}

/**
 * A textarea counts a line break as one character but sends CRLF: the message's line breaks are
 * LF before any length is checked, so a message the browser accepted is never too long here.
 * The one-line fields are kept as typed: a line break there is refused, not rewritten (below).
 */
const lineBreaks = (s: string): string => s.replace(/\r\n?/g, '\n');

export function readRaw(body: Record<string, unknown>): RawEnquiry {
  const out = v.parse(RawSchema, body);
  const { [CAPTCHA_FIELD]: token, ...values } = out;
  const normalised: EnquiryValues = { ...values, message: lineBreaks(values.message) };
  // The choices are codes from lists: anything longer than a code is no choice (topics.ts).
  for (const choice of CHOICES) if (normalised[choice].length > CHOICE_MAX) normalised[choice] = '';
  return { values: normalised, token };
}

/**
 * Characters that show nothing: white space, format characters (U+200B zero width space, U+FEFF,
 * bidi marks...), controls, and the fillers and blanks that are letters only by category.
 */
const INVISIBLE = /^(?:[\p{White_Space}\p{Cf}\p{Cc}\u115f\u1160\u17b4\u17b5\u2800\u3164\uffa0]|\u034f)*$/u;

type Problem = 'required' | 'email' | 'controls' | 'tooLong';

/** A field of invisible characters only is blank: "required". */
const text = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('required'),
    v.check((s) => !INVISIBLE.test(s), 'required'),
    v.maxLength(max, 'tooLong'),
  );

/**
 * A one-line field (docs/SECURITY.md "Line breaks and controls in one-line fields"): once
 * trimmed, no control, line or paragraph separator or bidi control is left in it, or it is
 * refused. Refused, not stripped: the CMS, and any mailer behind it, gets what the visitor saw
 * and sent, or nothing; a browser's own text input never sends one.
 */
const oneLine = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('required'),
    v.check((s) => !INVISIBLE.test(s), 'required'),
    v.check((s) => !hasControls(s), 'controls'),
    v.maxLength(max, 'tooLong'),
  );

/** The message keeps its line breaks (as LF) and loses every other control before it is checked. */
const multiLine = (max: number) => v.pipe(v.string(), v.transform(multiLineText), text(max));

export const EnquirySchema = v.object({
  name: oneLine(LIMITS.name),
  // valibot's address is ASCII letters, digits and `.+-_@` only: no control can be in a valid one.
  email: v.pipe(text(LIMITS.email), v.email('email')),
  subject: oneLine(LIMITS.subject),
  message: multiLine(LIMITS.message),
});
export type Enquiry = v.InferOutput<typeof EnquirySchema>;

export const TokenSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(TOKEN_MAX));

export type Checked = { ok: true; enquiry: Enquiry } | { ok: false; message: string; errors: FieldErrors };

/**
 * Rule 4: required, well-formed, on one line where one line is asked for, bounded, trimmed. One
 * message per field (the first problem), and one summary: 'All options are required' wins, then
 * the e-mail format, then characters a one-line field cannot hold, then lengths.
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
          : problem === 'controls'
            ? t('contact.error.controls')
            : t('contact.error.tooLong', { max: LIMITS[field] });
  }
  const found = new Set(problems.values());
  const message = found.has('required')
    ? t('contact.error.required')
    : found.has('email')
      ? t('contact.error.email')
      : found.has('controls')
        ? t('contact.error.controlsSummary')
        : t('contact.error.tooLongSummary');
  return { ok: false, message, errors };
}
