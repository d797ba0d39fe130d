// Rules 1 to 3 of the enquiry post: who may post, what they may send, and how often.
import * as v from 'valibot';
import { CHOICE_MAX, CHOICES, FIELDS, LIMITS, TOKEN_MAX } from '@/contact/fields';

export const MEDIA_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/**
 * The most bytes one UTF-16 unit of a field (what maxlength counts) can take in each encoding.
 * A BMP character is at most 3 bytes of UTF-8 (a surrogate pair: 4 bytes for 2 units), written
 * `%XX` each in a URL-encoded body (9), raw in multipart (3), or `\uXXXX` by a JSON encoder that
 * escapes everything (6). A line break, one unit to the browser, is sent as CRLF: `%0D%0A` (6)
 * or two bytes, within those bounds.
 */
const BYTES_PER_UNIT: Record<MediaType, number> = {
  'application/x-www-form-urlencoded': 9,
  'multipart/form-data': 3,
  'application/json': 6,
};
/** Per field: its name, separators, and a multipart part's boundary (at most 70, RFC 2046) and headers. */
const FIELD_OVERHEAD = 256;
const BODY_SLACK = 1024;
const FORM_UNITS = FIELDS.reduce((sum, field) => sum + LIMITS[field], TOKEN_MAX + CHOICES.length * CHOICE_MAX);
const PARTS = FIELDS.length + CHOICES.length + 1;

/**
 * Rule 2: the largest body read for a media type, in bytes: the largest valid enquiry (every
 * field at its limit, in any script) fits; only a body no valid form can produce is refused.
 */
export const maxBodyBytes = (type: MediaType): number =>
  FORM_UNITS * BYTES_PER_UNIT[type] + PARTS * FIELD_OVERHEAD + BODY_SLACK;

const MediaTypeSchema = v.pipe(
  v.string(),
  v.transform((s) => (s.split(';')[0] ?? '').trim().toLowerCase()),
  v.picklist(MEDIA_TYPES),
);
/** Rule 2: the body's media type when it is one the form accepts. */
export function mediaType(request: Request): MediaType | undefined {
  const parsed = v.safeParse(MediaTypeSchema, request.headers.get('content-type') ?? undefined);
  return parsed.success ? parsed.output : undefined;
}

/** The island asks for JSON (Accept) or sends it; everyone else gets HTML. */
export function wantsJson(request: Request): boolean {
  return (
    mediaType(request) === 'application/json' || /\bapplication\/json\b/i.test(request.headers.get('accept') ?? '')
  );
}

/**
 * A post's body as the HTTP edge read it (src/http/enquiry.ts): its fields, or why there are
 * none (larger than maxBodyBytes(type), or not the form or JSON object it says it is).
 */
export type Body = { kind: 'body'; fields: Record<string, unknown> } | { kind: 'tooLarge' } | { kind: 'unreadable' };

/** Seconds a rate-limited visitor is asked to wait (the binding's period). */
export const RATE_LIMIT_PERIOD_SECONDS = 60;
