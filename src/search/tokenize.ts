// Terms of the site search. Chinese has no spaces between words, so a run of Han characters
// is cut into overlapping character pairs (bigrams): 本科入学要求 → 本科 科入 入学 学要 要求,
// and the query 入学要求 → 入学 学要 要求 finds it, all pairs being required (slots.ts `hanSlot`:
// next to each other in the strict query). Other letters and
// digits make words. Everything is folded first (fold.ts). The index stores these terms as
// words separated by spaces, so the database's plain word tokeniser reads them back as they are
// (docs/architecture/search.md "Site search").
import { fold, foldLatin } from '@/search/fold';

/** Runs of Han (or kana) characters, or words of other letters and digits. */
const RUNS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+|(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[\p{L}\p{N}])+/gu;
const CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

export const isCjk = (term: string): boolean => CJK.test(term);

/** The overlapping character pairs of a Han run (one character: itself). */
export function bigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(`${chars[i]}${chars[i + 1]}`);
  return out;
}

/**
 * A code: letters and digits in parts joined by hyphens or slashes, with both a letter and a
 * digit (an E-APP code CHC-HD-7018, a QR number 24/102466/L5). It is one word, its parts
 * joined (chchd7018), on both sides of the index: typed whole or by its beginning (CHC-HD-70,
 * a prefix) it finds the code, and its parts are not words of their own (HD, a level, never
 * matches it).
 * Dates (2026-09-01, 2026/27) and names (Tai-sin) have no letter or no digit: they stay words.
 */
const CODE = /(?<![\p{L}\p{N}])(?:(?![\p{Script=Han}])[\p{L}\p{N}])+(?:[-/](?:(?![\p{Script=Han}])[\p{L}\p{N}])+)+/gu;
/**
 * English clitics after an apostrophe ('s, 'm, 're, 've, 'll, 'd), folded text: "master's" is
 * master, "I'm" is I, "what's" is what. Read as words, the s or m was a word every document
 * must hold; gone on both sides of the index alike.
 */
const CLITIC = /(?<=\p{L})['\u2019\u02bc](?:s|m|re|ve|ll|d)(?![\p{L}\p{N}])/gu;
const codesJoined = (text: string): string =>
  text
    .replace(CLITIC, '')
    .replace(CODE, (code) => (/\p{L}/u.test(code) && /\p{N}/u.test(code) ? code.replace(/[-/]/g, '') : code));

/** The folded runs of a text, in order: Han runs and words. */
export const runsOf = (text: string): string[] => Array.from(codesJoined(fold(text)).matchAll(RUNS), (m) => m[0]);

/**
 * The same runs in the script they were typed in (case and width folded, 學費 kept as 學費), to
 * show the visitor their own words: one for each of runsOf's.
 */
export const typedRunsOf = (text: string): string[] =>
  Array.from(codesJoined(foldLatin(text)).matchAll(RUNS), (m) => m[0]);

/**
 * For each of runsOf's runs, whether a hyphen joins it to the next (E-APP, non-JUPAS, part-time):
 * one word as the visitor means it, its parts next to each other in the index.
 */
export function hyphenated(text: string): boolean[] {
  const joined = codesJoined(foldLatin(text));
  const found = Array.from(joined.matchAll(RUNS));
  return found.map((m, i) => {
    const next = found[i + 1];
    const end = (m.index ?? 0) + m[0].length;
    return next !== undefined && joined[end] === '-' && next.index === end + 1 && !isCjk(m[0]) && !isCjk(next[0]);
  });
}

/**
 * Terms of an indexed text. A Han run gives its bigrams and also its last character alone, so
 * that every character begins some term: a one-character query (prefix search) finds it.
 */
export function indexTerms(text: string): string[] {
  const out: string[] = [];
  for (const run of runsOf(text)) {
    if (!isCjk(run)) {
      out.push(run);
      continue;
    }
    const chars = Array.from(run);
    if (chars.length > 1) out.push(...bigrams(run));
    out.push(chars[chars.length - 1] as string);
  }
  return out;
}

/** A surname as the index marks it in people's names (a term no visitor types: 0陈, 0chan). */
export const surnameMark = (folded: string): string => `0${folded}`;

/**
 * Prefix search: words of four letters or more (admi → admissions), and a lone Han character. A
 * word of three begins too many others (bus: business): it is itself and its plural (slots.ts).
 */
export const prefixOf = (term: string): boolean => (isCjk(term) ? Array.from(term).length === 1 : term.length >= 4);

/**
 * Typos: words of five letters or more may be one edit away (tution → tuition), of nine or
 * more two. Never numbers (2023 must not find 2026) nor Chinese (a changed character is
 * another word).
 */
export function fuzzyOf(term: string): number {
  if (isCjk(term) || /\p{N}/u.test(term) || term.length < 5) return 0;
  return term.length >= 9 ? 2 : 1;
}

/**
 * The stem of an English word's inflection, as a prefix (positions → position, classes →
 * class, refused → refus, studies → stud, opening → open): its other forms then match too.
 * Only the regular endings, and never below three letters; undefined when the word has none.
 * Not -ss, -us or -is, which are not plurals (class, campus, thesis, analysis) and are the
 * first letters of longer words as a visitor types them (admis → admissions, never admi…).
 */
export function stemOf(word: string): string | undefined {
  if (!/^[a-z]+$/.test(word) || word.length < 5) return undefined;
  const stem = /(?:ies|ied)$/.test(word)
    ? word.slice(0, -3)
    : /(?:sses|shes|ches|xes)$/.test(word)
      ? word.slice(0, -2)
      : /(?:ing|ed)$/.test(word)
        ? word.replace(/(?:ing|ed)$/, '')
        : /[^isu]s$/.test(word)
          ? word.slice(0, -1)
          : undefined;
  return stem && stem.length >= 3 ? stem : undefined;
}

/**
 * Edit distance of two words, two letters swapped counting as one edit (hostle → hostel, as
 * fingers slip), or more than `max` (computed only that far).
 */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, (before[j - 2] ?? 0) + 1);
      cur.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    before = prev;
    prev = cur;
  }
  return prev[b.length] ?? max + 1;
}
