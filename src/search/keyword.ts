// The visitor's search keyword: one normaliser for the site search and the news search.
/** Longest keyword searched, in characters; the rest is cut (the search box's maxlength). */
export const KEYWORD_MAX = 100;
/** Raw input beyond this is not even looked at (a 10,000-character query costs nothing). */
const RAW_MAX = KEYWORD_MAX * 8;

const CONTROLS = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

export interface Keyword {
  keyword: string;
  /** The visitor typed more than KEYWORD_MAX characters. */
  truncated: boolean;
}

/**
 * A keyword made safe to search and to echo: NFKC (full-width letters and digits become their
 * usual forms), control and format characters become spaces, runs of spaces one, trimmed,
 * cut at KEYWORD_MAX characters (whole code points). Empty: nothing to search.
 */
export function normaliseKeyword(raw: string): Keyword {
  const clean = raw.slice(0, RAW_MAX).normalize('NFKC').replace(CONTROLS, ' ').replace(/\s+/gu, ' ').trim();
  const chars = Array.from(clean);
  return { keyword: chars.slice(0, KEYWORD_MAX).join('').trim(), truncated: chars.length > KEYWORD_MAX };
}
