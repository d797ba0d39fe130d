// Text folding for the site search: what a searcher considers "the same" is made identical in
// the index and in the query. Case and diacritics (English), full-width and compatibility forms
// (NFKC), and the two Chinese scripts: traditional characters are converted to simplified with
// OpenCC's character tables (opencc-js), so 學費 and 学费 are one term.
import { ConverterFactory } from 'opencc-js/core';
import HKVariantsRev from 'opencc-js/dict/HKVariantsRev';
import TSCharacters from 'opencc-js/dict/TSCharacters';
import TWVariantsRev from 'opencc-js/dict/TWVariantsRev';
import { memoryStore } from '@/lib/isolate';

/**
 * Character tables only, not OpenCC's phrase tables: a search folds both sides of a comparison,
 * so it needs one consistent answer per character (traditional to simplified is many to one),
 * not the best rendering of a phrase. Regional variants first (台 → 臺), then to simplified.
 */
let toSimplified: ((text: string) => string) | undefined;
/** Made on first use, not when the module loads: an isolate that never folds Chinese never pays for it. */
const converter = () => (toSimplified ??= ConverterFactory([HKVariantsRev, TWVariantsRev], [TSCharacters]));

const MARKS = /\p{M}/gu;
const HAN = /\p{Script=Han}/u;
const HAN_CHARS = /\p{Script=Han}/gu;

/**
 * With character tables only, converting a text is converting each character: each one is
 * converted once and remembered (a few thousand distinct characters in a whole site), in a
 * named store with a bound like every isolate cache (docs/architecture/isolate.md "What an isolate keeps").
 */
const simplified = memoryStore<string>('search-simplified-chars', { maxBytes: 512 * 1024, maxEntries: 20_000 });
function simplifiedChar(ch: string): string {
  let out = simplified.peek(ch);
  if (out === undefined) {
    // Converted until it stays the same, so that folding is idempotent: the tables take 麼 to 么
    // but 么 to 幺, and 什麼 and 什么 must fold alike.
    out = ch;
    for (let i = 0; i < 4; i++) {
      const next = converter()(out);
      if (next === out) break;
      out = next;
    }
    simplified.set(ch, out, 16);
  }
  return out;
}

/** Case, diacritics and compatibility forms of any text (no script conversion). */
export const foldLatin = (text: string): string =>
  text.normalize('NFKC').toLowerCase().normalize('NFD').replace(MARKS, '').normalize('NFC');

/** The folded form of a text: what the index stores and the query is compared with. */
export function fold(text: string): string {
  const latin = foldLatin(text);
  return HAN.test(latin) ? latin.replace(HAN_CHARS, simplifiedChar) : latin;
}

/** Each character folded once per isolate (a site has a few thousand distinct ones). */
const foldedChars = memoryStore<string>('search-folded-chars', { maxBytes: 512 * 1024, maxEntries: 20_000 });

/**
 * One character (code point) folded, as fold() folds it in a text: ASCII directly, any other
 * from the isolate's table (snippets fold every character of the texts they show).
 */
export function foldChar(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code < 0x80) return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : ch;
  let out = foldedChars.peek(ch);
  if (out === undefined) {
    out = fold(ch);
    foldedChars.set(ch, out, 16);
  }
  return out;
}
