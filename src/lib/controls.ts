// Characters that change how text is laid out or read rather than what it says (docs/SECURITY.md
// "Line breaks and controls in one-line fields"): the C0 and C1 controls (U+0000–U+001F,
// U+007F–U+009F: CR and LF end a mail header, ESC and CSI start terminal escapes, NUL ends a C
// string), the line and paragraph separators (U+2028, U+2029), and the bidi embeddings,
// overrides (U+202A–U+202E) and isolates (U+2066–U+2069), which reorder what a reader sees.

const CONTROL_SOURCE = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069';

/** One of the characters above, anywhere in a text. */
const CONTROLS = new RegExp(`[${CONTROL_SOURCE}]`, 'u');

/** Whether a one-line text holds any of them (a one-line field refuses it). */
export const hasControls = (text: string): boolean => CONTROLS.test(text);

/** Every line break a text may carry: CRLF, CR, LF, NEL (U+0085), U+2028, U+2029. */
const LINE_BREAK = /\r\n?|[\n\u0085\u2028\u2029]/g;
const CONTROLS_ALL = new RegExp(`[${CONTROL_SOURCE}]`, 'gu');

/**
 * A multi-line text for whoever reads it next (the CMS, a mailer): its line breaks, whatever
 * their spelling, as LF; a tab as a space; every other control, separator or bidi control gone.
 */
export function multiLineText(text: string): string {
  return text
    .replace(LINE_BREAK, '\n')
    .replace(/\t/g, ' ')
    .replace(CONTROLS_ALL, (ch) => (ch === '\n' ? ch : ''));
}

/**
 * A text with each of the characters above written as its `\uXXXX` escape: for a line of
 * JSON, where the escape reads back as the same character (a log line: src/lib/log.ts).
 */
export function escapeControls(text: string): string {
  return text.replace(CONTROLS_ALL, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
