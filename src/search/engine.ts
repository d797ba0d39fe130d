// Searching the site index (docs/ARCHITECTURE.md "Site search"): the generation visitors search
// (a pointer each isolate keeps for a few seconds), one ranked query and its counts in one round
// trip, and only when that finds nothing: the typo neighbours of the query's words and the
// one-character slips of its Chinese from the index's own vocabulary, then the partial query
// (the documents that match most of its words, best coverage first), then "did you mean".
// Nothing here builds or writes anything: a visitor's search only reads.
import { config } from '@/lib/config';
import type { Locale } from '@/i18n/locales';
import { memoryStore } from '@/lib/isolate';
import { log } from '@/lib/log';
import { today } from '@/lib/today';
import { abbreviationOf, marksOf, parseQuery, type Query, rewritten, type Slot, wordsOf } from '@/search/query';
import { countSql, type Mode, rankedSql, slotsFoundSql, type Window } from '@/search/rank';
import { DOC_KINDS, type DocKind, vocabularyOf } from '@/search/store';
import { nearestHomophone } from '@/search/pinyin';
import { bigrams, isCjk } from '@/search/tokenize';
import { vocab } from '@/search/vocabulary';
import { sitePathHref } from '@/security/urls';

export interface Hit {
  id: string;
  kind: DocKind;
  path: string;
  title: string;
  /** Plain text, when asked for (snippets). */
  text?: string;
  date?: string;
}

export interface Found {
  hits: Hit[];
  /** Matches of each kind. */
  totals: Record<DocKind, number>;
  /** Folded words to mark in what is shown. */
  marks: string[];
}

/** How long an isolate keeps the number of the generation it searches. */
export const GENERATION_TTL_MS = 5_000;

interface Pointer {
  gen: number | undefined;
  at: number;
}
const pointers = memoryStore<Pointer>('search-generation', { maxBytes: 4096, maxEntries: 32 });

/** The generation this site's visitors search; undefined before the first build completes. */
export async function currentGeneration(env: Env): Promise<number | undefined> {
  if (!env.SEARCH_DB) return undefined;
  const site = config(env).siteDomain;
  const kept = pointers.get(site);
  if (kept && Date.now() - kept.at < GENERATION_TTL_MS) return kept.gen;
  const row = await env.SEARCH_DB.prepare('SELECT current FROM search_state WHERE site = ?1')
    .bind(site)
    .first<{ current: number | null }>();
  const gen = row?.current ?? undefined;
  pointers.set(site, { gen, at: Date.now() }, 64);
  return gen;
}

/** Forget the pointer (its generation was dropped under us): the next search reads it again. */
export const forgetGeneration = (env: Env): boolean => pointers.delete(config(env).siteDomain);

interface Row extends Hit {
  score: number;
}

/** `day`: the calendar day in Hong Kong the news are dated against (src/lib/today.ts). */
async function run(
  db: D1Database,
  gen: number,
  locale: Locale,
  day: string,
  q: Query,
  w: Window,
  withText: boolean,
  mode: Mode = 'strict',
): Promise<Found & { found?: boolean[] }> {
  const ranked = rankedSql(gen, locale, q, day, w, withText, mode);
  const counted = countSql(gen, locale, q, mode);
  const slots = slotsFoundSql(gen, locale, q);
  const [rows, counts, flags] = await db.batch([
    db.prepare(ranked.sql).bind(...ranked.params),
    db.prepare(counted.sql).bind(...counted.params),
    ...(mode === 'partial' ? [db.prepare(slots.sql).bind(...slots.params)] : []),
  ]);
  const flagRow = (flags?.results?.[0] ?? undefined) as Record<string, number> | undefined;
  const totals = Object.fromEntries(DOC_KINDS.map((k) => [k, 0])) as Record<DocKind, number>;
  for (const c of (counts?.results ?? []) as { kind: DocKind; c: number }[]) totals[c.kind] = c.c;
  // Every stored path passes the one decision of CMS links again (docs/SECURITY.md "Links from
  // the CMS"): an index written before a rule changed can never link off the site.
  const hits = ((rows?.results ?? []) as Row[]).flatMap(({ id, kind, path, title, text, date }) => {
    const decided = sitePathHref(path);
    return decided
      ? [
          {
            id,
            kind,
            path: decided,
            title,
            ...(text !== undefined && text !== null ? { text } : {}),
            ...(date ? { date } : {}),
          },
        ]
      : [];
  });
  const found = flagRow ? q.slots.map((_, i) => Boolean(flagRow[`s${i}`])) : undefined;
  return { hits, totals, marks: marksOf(q), ...(found ? { found } : {}) };
}

const totalOf = (found: Found) => DOC_KINDS.reduce((n, k) => n + found.totals[k], 0);
const empty = (found: Found) => totalOf(found) === 0;

/**
 * A query that every word must match but that finds fewer documents than this is followed by
 * the documents that match most of its words (the first three results are what a visitor reads).
 */
export const FEW_RESULTS = 3;

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

interface Term {
  term: string;
  doc: number;
}

/**
 * The index's own words that begin with the same letter as each of `words` (a typo in the
 * first letter is not looked for: that keeps each lookup one short range of the vocabulary),
 * and which of the character `pairs` the index has; one round trip.
 */
async function vocabularyNear(
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
function nearest(word: string, edits: number, terms: readonly Term[]): string | undefined {
  if (terms.some((t) => t.term.startsWith(word))) return word;
  const candidates = [...terms, ...vocab().latinWords.map((term) => ({ term, doc: Number.MAX_SAFE_INTEGER }))];
  let best: (Term & { d: number }) | undefined;
  for (const t of candidates) {
    const d = distance(word, t.term, edits);
    if (d <= edits && (!best || d < best.d || (d === best.d && t.doc > best.doc))) best = { ...t, d };
  }
  return best?.term;
}

export interface SearchOptions {
  window: Window;
  /** The plain text of the results shown (snippets). */
  withText: boolean;
  /** Look for "did you mean" when nothing is found (the results page; suggestions do not). */
  didYouMean: boolean;
}

export interface Searched extends Found {
  /** The generation searched: none means the index is not built yet. */
  gen: number | undefined;
  /** No result for the query, but this query of the index's own words finds some ("did you mean"). */
  didYouMean?: string;
  /**
   * No document matches every word: these are the documents that match most of them, and
   * `missing` the words (as typed) that no document matches.
   */
  partial?: { missing: string[] };
}

/**
 * Searches the index of `locale` for a keyword. Unavailable index (none built yet, no D1
 * binding): `gen` undefined and no hits. Rejects when the database fails.
 */
export async function searchIndex(env: Env, locale: Locale, keyword: string, opts: SearchOptions): Promise<Searched> {
  const q = parseQuery(keyword);
  const none = { hits: [], totals: { page: 0, programme: 0, person: 0, news: 0, event: 0 }, marks: [] };
  if (q.slots.length === 0) return { ...none, gen: await currentGeneration(env) };
  try {
    return await searchOnce(env, locale, q, opts);
  } catch (err) {
    // The generation may have been dropped since this isolate read the pointer: read it again, once.
    if (!forgetGeneration(env)) throw err;
    log('info', 'search.retry', { cause: String(err) });
    return searchOnce(env, locale, q, opts);
  }
}

async function searchOnce(env: Env, locale: Locale, q: Query, opts: SearchOptions): Promise<Searched> {
  const gen = await currentGeneration(env);
  const db = env.SEARCH_DB;
  if (gen === undefined || !db)
    return { hits: [], totals: { page: 0, programme: 0, person: 0, news: 0, event: 0 }, marks: [], gen };
  const day = today(env);
  const first = await run(db, gen, locale, day, q, opts.window, opts.withText);
  if (!empty(first)) {
    // Fewer results than a visitor looks at: the documents that hold most of the words follow
    // them (those holding every word still come first: their coverage is whole).
    if (totalOf(first) >= FEW_RESULTS || q.slots.length < 2) return { ...first, gen };
    const loose = parseQuery(
      rewritten(q, () => undefined),
      true,
    );
    if (loose.slots.length < 2) return { ...first, gen };
    const { found: _, ...more } = await run(db, gen, locale, day, loose, opts.window, opts.withText, 'partial');
    return totalOf(more) > totalOf(first) ? { ...more, gen } : { ...first, gen };
  }
  // Nothing: the query again with each typo replaced by its nearest word (tution → tuition) and
  // each one-character slip in its Chinese mended (奖学全 → 奖学金).
  // Words too short to hold a typo are only looked up for "did you mean" (a suggestion has none).
  const words = wordsOf(q).filter((t) => opts.didYouMean || t.edits > 0);
  const pairs = [...new Set(q.slots.filter((s) => isCjk(s.typed)).flatMap((s) => bigrams(s.typed)))];
  const [near, known] = await vocabularyNear(
    db,
    gen,
    locale,
    words.map((t) => t.word),
    pairs,
  );
  /** A typo's nearest word; '' (left out) when it has none and `drop`; the slot as typed otherwise. */
  const fix = (edits: (t: { word: string; edits: number }) => number, drop: boolean) => (slot: Slot) => {
    const i = words.findIndex((t) => t.word === slot.word);
    if (i === -1) return undefined;
    const word = nearest(slot.word as string, edits(words[i] as { word: string; edits: number }), near[i] ?? []);
    return word ?? (drop ? '' : undefined);
  };
  const abbreviations = new Set<string>();
  const slips = await mendSlips(db, gen, locale, q, known, abbreviations);
  const typoFix = fix((t) => t.edits, false);
  const fixed = rewritten(q, (slot) => typoFix(slot) ?? slips.get(slot));
  let asked = q;
  if (fixed !== rewritten(q, () => undefined) || abbreviations.size) {
    asked = parseQuery(fixed);
    const mended = withAbbreviations(asked, abbreviations);
    const second = await run(db, gen, locale, day, mended, opts.window, opts.withText);
    if (!empty(second)) return { ...second, gen };
  }
  // Still nothing: the documents that match most of the words (each Chinese word on its own,
  // one of two characters the index lacks also read as an abbreviation: 选科, 选考科目).
  const cut = parseQuery(
    rewritten(asked, () => undefined),
    true,
  );
  const unknown = cut.slots.filter((s) => !s.surname && isCjk(s.typed) && Array.from(s.typed).length === 2);
  const loose = withAbbreviations(cut, new Set(unknown.filter((s) => !known.has(s.typed)).map((s) => s.typed)));
  if (loose.slots.length > 1) {
    const { found, ...partial } = await run(db, gen, locale, day, loose, opts.window, opts.withText, 'partial');
    if (!empty(partial)) {
      const missing = loose.slots.filter((_, i) => found?.[i] === false).map((s) => s.shown);
      return { ...partial, gen, partial: { missing } };
    }
  }
  if (!opts.didYouMean) return { ...first, gen };
  const didYouMean = await suggestion(
    db,
    gen,
    locale,
    day,
    q,
    fix(() => MAX_SUGGESTION_EDITS, true),
    known,
  );
  return { ...first, gen, ...(didYouMean ? { didYouMean } : {}) };
}

/**
 * One-character slips in the query's Han runs (docs/ARCHITECTURE.md "Site search"). In a run of
 * three characters or more whose unknown character pairs (`known`: those the index has) all
 * touch one character, that character is wrong: at either end the rest of the run is looked for
 * (奖学全 → 奖学); inside it, the character the index pairs with both neighbours (奖全金 →
 * 奖学金: 奖学 and 学金 both known), the one of the most documents, one range of the index's
 * vocabulary per run; when there is none, the two sides as two words. In a two-character run
 * the index lacks, the second character's homophone among the characters the index pairs with
 * the first (学废 → 学费, pinyin.ts). All the reads in one round trip.
 */
async function mendSlips(
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
function withAbbreviations(q: Query, words: ReadonlySet<string>): Query {
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

/** "Did you mean" looks this far for a word the index lacks. */
const MAX_SUGGESTION_EDITS = 2;

/**
 * "Did you mean": the query rebuilt from the index's own words, offered only when it finds
 * something. Each word the index lacks becomes its nearest word (up to two edits, or is left
 * out); each Han run keeps its longest stretch whose character pairs (`known`) the index has.
 */
async function suggestion(
  db: D1Database,
  gen: number,
  locale: Locale,
  day: string,
  q: Query,
  fixWord: (slot: Slot) => string | undefined,
  known: ReadonlySet<string>,
): Promise<string | undefined> {
  const corrected = rewritten(q, (slot) => {
    if (!isCjk(slot.typed)) return fixWord(slot);
    const [from, to] = longestKnown(slot.typed, known);
    const chars = Array.from(slot.shown);
    return (chars.length === Array.from(slot.typed).length ? chars : Array.from(slot.typed)).slice(from, to).join('');
  });
  if (!corrected || corrected === rewritten(q, () => undefined)) return undefined;
  const check = await run(db, gen, locale, day, parseQuery(corrected), { perKind: 1 }, false);
  return empty(check) ? undefined : corrected;
}

/**
 * The longest stretch of a Han run whose every character pair the index has (two characters or
 * more), as [from, to) in characters; [0, 0] when there is none.
 */
function longestKnown(run: string, known: ReadonlySet<string>): [number, number] {
  const chars = Array.from(run);
  let best: [number, number] = [0, 0];
  let start = 0;
  for (let i = 0; i < chars.length; i++) {
    const pair = chars[i + 1] === undefined ? undefined : `${chars[i]}${chars[i + 1]}`;
    if (pair && known.has(pair)) continue;
    if (i + 1 - start >= 2 && i + 1 - start > best[1] - best[0]) best = [start, i + 1];
    start = i + 1;
  }
  return best;
}
