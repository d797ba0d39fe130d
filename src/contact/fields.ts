// The enquiry form's names and limits, shared by the server rules and the browser island
// (plain constants: importing them pulls no library into the island's chunk).

export const FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type FieldName = (typeof FIELDS)[number];

/** Where an error can be shown: one of the four fields, or the human-verification check. */
export type ErrorField = FieldName | 'captcha';
export type FieldErrors = Partial<Record<ErrorField, string>>;

/**
 * The server's JSON answer to the island's post: the outcome and, on refusal, per-field
 * messages; on success, the address the reply goes to and the enquiry's short reference
 * (src/contact/reference.ts).
 */
export interface EnquiryAnswer {
  ok: boolean;
  message: string;
  errors?: FieldErrors;
  email?: string;
  reference?: string;
}

/**
 * The two choices of the form: what the enquiry is about, and the programme it concerns (a
 * programme's code, or its id when it has no page). Both optional; both sent to the CMS
 * (docs/UPSTREAM.md §15).
 */
export const CHOICES = ['type', 'programme'] as const;
export type ChoiceName = (typeof CHOICES)[number];

/** What an enquiry is about: each office reads its own (`general` when none is chosen). */
export const ENQUIRY_TYPES = ['general', 'admissions', 'programme', 'fees', 'visit', 'alumni', 'giving'] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

/** The longest choice value a form can send (a programme code: docs/UPSTREAM.md §8). */
export const CHOICE_MAX = 64;

/** What the visitor typed and chose, as typed: shown again after every failure. */
export type EnquiryValues = Record<FieldName | ChoiceName, string>;

/** The form name of the verification token (the reCAPTCHA widget's own field). */
export const CAPTCHA_FIELD = 'g-recaptcha-response';

/** The CMS's limits (docs/UPSTREAM.md §15), in characters (UTF-16 units, as the browser's maxlength counts them). */
export const CMS_LIMITS: Record<FieldName, number> = { name: 100, email: 254, subject: 200, message: 5000 };

/**
 * Room the site keeps in the message for the lines naming the enquiry type and programme,
 * which it adds at the end of what the visitor wrote (src/contact/topics.ts).
 */
export const MESSAGE_NOTE_MAX = 200;

/** The form's limits: the CMS's, less the room for that note in the message. */
export const LIMITS: Record<FieldName, number> = { ...CMS_LIMITS, message: CMS_LIMITS.message - MESSAGE_NOTE_MAX };

/** A verification token longer than this is not a token: refused without asking the provider. */
export const TOKEN_MAX = 4096;

export const emptyValues = (): EnquiryValues => ({
  name: '',
  email: '',
  subject: '',
  message: '',
  type: '',
  programme: '',
});
