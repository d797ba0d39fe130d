// Mending a query the index finds nothing for (docs/architecture/search.md "Site search", "How visitors
// ask"): the index's own words near each typed word (typos: two letters swapped are one edit),
// one-character slips and pinyin homophones in Chinese, and a two-character word the index lacks
// read as an abbreviation. Each read is one round trip of the index's vocabulary (fts5vocab).
import type { Locale } from '@/i18n/locales';
import { nearestHomophone } from '@/search/pinyin';
import { abbreviationOf } from '@/search/match';
import type { Query, Slot } from '@/search/query';
import { vocabularyOf } from '@/search/store';
import { bigrams, distance, isCjk } from '@/search/tokenize';
import { vocab } from '@/search/vocabulary';

export interface Term {
  term: string;
  doc: number;
}

/**
 * The index's own words that begin with the same letter as each of `words` (a typo in the
 * first letter is not looked for: that keeps each lookup one short range of the vocabulary),
 * and which of the character `pairs` the index has; one round trip.
 */
export async function vocabularyNear(
  db: D1Database,
  gen: number,
  locale: Locale,
  words: readonly string[],
  pairs: readonly string[] = [],
): Promise<[Term[][], Set<string>]> {
  if (words.length === 0 && pairs.length === 0) return [[], new Set()];
  const table = vocabularyOf(gen, locale);
  const statements = words.map((word) => {
    const first = String.fromCodePoint(word.codePointAt(0) ?? 0);
    const after = String.fromCodePoint((first.codePointAt(0) ?? 0) + 1);
    return db
      .prepare(`SELECT term, doc FROM ${table} WHERE term >= ?1 AND term < ?2 AND length(term) BETWEEN ?3 AND ?4`)
      .bind(first, after, Math.max(1, word.length - 3), word.length + 3);
  });
  if (pairs.length)
    statements.push(
      db
        .prepare(`SELECT term, doc FROM ${table} WHERE term IN (SELECT value FROM json_each(?1))`)
        .bind(JSON.stringify(pairs)),
    );
  const results = (await db.batch(statements)).map((r) => (r.results ?? []) as Term[]);
  const known = new Set(pairs.length ? (results.pop() ?? []).map((t) => t.term) : []);
  return [results, known];
}

/**
 * The nearest word to `word` within `edits`: of the index (most documents first), or of the
 * vocabulary file's synonyms (a word the index lacks but whose synonyms it has: acommodation).
 * The word itself when it begins an indexed word; undefined when it has no neighbour.
 */
export function nearest(word: string, edits: number, terms: readonly Term[]): string | undefined {
  if (terms.some((t) => t.term.startsWith(word))) return word;
  const candidates = [...terms, ...vocab().latinWords.map((term) => ({ term, doc: Number.MAX_SAFE_INTEGER }))];
  let best: (Term & { d: number }) | undefined;
  for (const t of candidates) {
    const d = distance(word, t.term, edits);
    if (d <= edits && (!best || d < best.d || (d === best.d && t.doc > best.doc))) best = { ...t, d };
  }
  return best?.term;
}

/**
 * One-character slips in the query's Han runs (docs/architecture/search.md "Site search"). In a run of
 * three characters or more whose unknown character pairs (`known`: those the index has) all
 * touch one character, that character is wrong: at either end the rest of the run is looked for
 * (奖学全 → 奖学); inside it, the character the index pairs with both neighbours (奖全金 →
 * 奖学金: 奖学 and 学金 both known), the one of the most documents, one range of the index's
 * vocabulary per run; when there is none, the two sides as two words. In a two-character run
 * the index lacks, the second character's homophone among the characters the index pairs with
 * the first (学废 → 学费, pinyin.ts). All the reads in one round trip.
 */
export async function mendSlips(
  db: D1Database,
  gen: number,
  locale: Locale,
  q: Query,
  known: ReadonlySet<string>,
  abbreviations: Set<string>,
): Promise<Map<Slot, string>> {
  const out = new Map<Slot, string>();
  const inside: { slot: Slot; chars: string[]; at: number }[] = [];
  const pairs: { slot: Slot; chars: string[] }[] = [];
  for (const slot of q.slots) {
    if (slot.surname || !isCjk(slot.typed)) continue;
    // A word of the vocabulary (its synonyms, its other regional forms) is no slip: 计算机 is
    // 電腦 too, whether or not the index pairs 算机.
    if (slot.alts.length > 1) continue;
    const chars = Array.from(slot.typed);
    const shown = Array.from(slot.shown);
    if (shown.length !== chars.length) continue;
    if (chars.length === 2 && !known.has(slot.typed)) pairs.push({ slot, chars });
    if (chars.length < 3) continue;
    const unknown = bigrams(slot.typed)
      .map((pair, i) => (known.has(pair) ? -1 : i))
      .filter((i) => i >= 0);
    if (unknown.length === 0 || unknown.length > 2) continue;
    // The one character every unknown pair touches: pair i is characters i and i + 1.
    const at =
      unknown.length === 2
        ? unknown[0] === (unknown[1] as number) - 1
          ? (unknown[1] as number)
          : -1
        : unknown[0] === 0
          ? 0
          : unknown[0] === chars.length - 2
            ? chars.length - 1
            : -1;
    if (at === -1) continue;
    if (at === 0 || at === chars.length - 1) out.set(slot, (at === 0 ? shown.slice(1) : shown.slice(0, -1)).join(''));
    else inside.push({ slot, chars, at });
  }
  if (inside.length === 0 && pairs.length === 0) return out;
  const table = vocabularyOf(gen, locale);
  const range = (ch: string) => [ch, String.fromCodePoint((ch.codePointAt(0) ?? 0) + 1)];
  // The pairs the index has that begin with a two-character word's first character, most
  // documents first: the second character may be a homophone of one of theirs (pinyin.ts).
  const followers = pairs.map(({ chars }) =>
    db
      .prepare(
        `SELECT term FROM ${table} WHERE term >= ?1 AND term < ?2 AND length(term) = 2 ORDER BY doc DESC LIMIT ${MAX_FOLLOWERS}`,
      )
      .bind(...range(chars[0] as string)),
  );
  const rows = await db.batch([
    ...followers,
    ...inside.map(({ chars, at }) => {
      const before = chars[at - 1] as string;
      const after = String.fromCodePoint((before.codePointAt(0) ?? 0) + 1);
      return db
        .prepare(
          `SELECT a.term AS term FROM ${table} AS a JOIN ${table} AS b ON b.term = substr(a.term, 2, 1) || ?3 WHERE a.term >= ?1 AND a.term < ?2 AND length(a.term) = 2 ORDER BY a.doc + b.doc DESC LIMIT 1`,
        )
        .bind(before, after, chars[at + 1] as string);
    }),
  ]);
  pairs.forEach(({ slot, chars }, i) => {
    const seconds = ((rows[i]?.results ?? []) as { term: string }[]).map((r) => Array.from(r.term)[1] as string);
    const homophone = nearestHomophone(chars[1] as string, seconds);
    if (homophone) out.set(slot, `${Array.from(slot.shown)[0]}${homophone}`);
    // No homophone: read as an abbreviation, each character the first of a word (医保: 医疗保险).
    else abbreviations.add(slot.typed);
  });
  inside.forEach(({ slot, at }, j) => {
    const i = pairs.length + j;
    const shown = Array.from(slot.shown);
    const term = (rows[i]?.results?.[0] as { term: string } | undefined)?.term;
    const mended = term ? Array.from(term)[1] : undefined;
    out.set(
      slot,
      mended
        ? [...shown.slice(0, at), mended, ...shown.slice(at + 1)].join('')
        : `${shown.slice(0, at).join('')} ${shown.slice(at + 1).join('')}`,
    );
  });
  return out;
}

/**
 * The query with each two-character word the index lacks and no homophone mends (`words`, folded)
 * also read as an abbreviation (query.ts `abbreviationOf`: 医保 → 医疗保险, 商科 → 商學科).
 */
export function withAbbreviations(q: Query, words: ReadonlySet<string>): Query {
  if (words.size === 0) return q;
  return {
    ...q,
    slots: q.slots.map((slot) =>
      words.has(slot.typed) ? { ...slot, alts: [...slot.alts, abbreviationOf(slot.typed)] } : slot,
    ),
  };
}

/** The pairs read to find a homophone for a two-character word's second character. */
const MAX_FOLLOWERS = 200;
