// Terms of the site search. Chinese has no spaces between words, so a run of Han characters
// is cut into overlapping character pairs (bigrams): 本科入学要求 → 本科 科入 入学 学要 要求,
// and the query 入学要求 → 入学 学要 要求 finds it, all pairs being required. Other letters and
// digits make words. Everything is folded first (fold.ts).
import { fold } from '@/search/fold';

/** Runs of Han (or kana) characters, or words of other letters and digits. */
const RUNS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+|(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[\p{L}\p{N}])+/gu;
const CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

export const isCjk = (term: string): boolean => CJK.test(term);

function bigrams(chars: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(`${chars[i]}${chars[i + 1]}`);
  return out;
}

/**
 * Terms of an indexed text. A Han run gives its bigrams and also its last character alone, so
 * that every character begins some term: a one-character query (prefix search) finds it.
 */
export function indexTerms(text: string): string[] {
  const out: string[] = [];
  for (const [run] of fold(text).matchAll(RUNS)) {
    if (!isCjk(run)) {
      out.push(run);
      continue;
    }
    const chars = Array.from(run);
    out.push(...bigrams(chars), chars[chars.length - 1] as string);
  }
  return out;
}

/** Terms of a query: a Han run of two or more characters gives its bigrams only. */
export function queryTerms(text: string): string[] {
  const out: string[] = [];
  for (const [run] of fold(text).matchAll(RUNS)) {
    const chars = Array.from(run);
    if (!isCjk(run) || chars.length === 1) out.push(run);
    else out.push(...bigrams(chars));
  }
  return out;
}

/** Prefix search: words of three letters or more (admis → admissions), and a lone Han character. */
export const prefixOf = (term: string): boolean => (isCjk(term) ? Array.from(term).length === 1 : term.length >= 3);

/**
 * Typos: words of five letters or more may be one edit away (tution → tuition), of nine or
 * more two. Never numbers (2023 must not find 2026) nor Chinese (a changed character is
 * another word).
 */
export function fuzzyOf(term: string): number | false {
  if (isCjk(term) || /\p{N}/u.test(term) || term.length < 5) return false;
  return term.length >= 9 ? 2 : 1;
}
