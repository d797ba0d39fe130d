// The enquiry form's names and limits, shared by the server rules and the browser island
// (plain constants: importing them pulls no library into the island's chunk).

export const FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type FieldName = (typeof FIELDS)[number];

/** Where an error can be shown: one of the four fields, or the human-verification check. */
export type ErrorField = FieldName | 'captcha';
export type FieldErrors = Partial<Record<ErrorField, string>>;

/** The server's JSON answer to the island's post: the outcome and, on refusal, per-field messages. */
export interface EnquiryAnswer {
  ok: boolean;
  message: string;
  errors?: FieldErrors;
}

/** What the visitor typed, as typed: shown again after every failure. */
export type EnquiryValues = Record<FieldName, string>;

/** The form name of the verification token (the reCAPTCHA widget's own field). */
export const CAPTCHA_FIELD = 'g-recaptcha-response';

/** Characters (UTF-16 units, as the browser's maxlength counts them): the CMS's own limits. */
export const LIMITS: Record<FieldName, number> = { name: 100, email: 254, subject: 200, message: 5000 };

/** A verification token longer than this is not a token: refused without asking the provider. */
export const TOKEN_MAX = 4096;

export const emptyValues = (): EnquiryValues => ({ name: '', email: '', subject: '', message: '' });
