// Searching the site index (docs/ARCHITECTURE.md "Site search"): the generation visitors search
// (a pointer each isolate keeps for a few seconds), one ranked query and its counts in one round
// trip, and only when that finds nothing, the typo neighbours of the query's words from the
// index's own vocabulary, then "did you mean". Nothing here builds or writes anything: a
// visitor's search only reads.
import { config } from '@/config';
import type { Locale } from '@/i18n/locales';
import { memoryStore } from '@/lib/isolate';
import { log } from '@/lib/log';
import { today } from '@/lib/today';
import { marksOf, parseQuery, type Query, rewritten, type Slot, wordsOf } from '@/search/query';
import { countSql, rankedSql, type Window } from '@/search/rank';
import { DOC_KINDS, type DocKind, vocabularyOf } from '@/search/store';
import { bigrams, isCjk } from '@/search/tokenize';
import { vocab } from '@/search/vocabulary';

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
): Promise<Found> {
  const ranked = rankedSql(gen, locale, q, day, w, withText);
  const counted = countSql(gen, locale, q);
  const [rows, counts] = await db.batch([
    db.prepare(ranked.sql).bind(...ranked.params),
    db.prepare(counted.sql).bind(...counted.params),
  ]);
  const totals = Object.fromEntries(DOC_KINDS.map((k) => [k, 0])) as Record<DocKind, number>;
  for (const c of (counts?.results ?? []) as { kind: DocKind; c: number }[]) totals[c.kind] = c.c;
  const hits = ((rows?.results ?? []) as Row[]).map(({ id, kind, path, title, text, date }) => ({
    id,
    kind,
    path,
    title,
    ...(text !== undefined && text !== null ? { text } : {}),
    ...(date ? { date } : {}),
  }));
  return { hits, totals, marks: marksOf(q) };
}

const empty = (found: Found) => DOC_KINDS.every((k) => found.totals[k] === 0);

/** Edit distance of two words, or more than `max` (computed only that far). */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(
        (prev[j] ?? 0) + 1,
        (cur[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      cur.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
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
 * first letter is not looked for: that keeps each lookup one short range of the vocabulary).
 */
async function vocabularyNear(
  db: D1Database,
  gen: number,
  locale: Locale,
  words: readonly string[],
): Promise<Term[][]> {
  if (words.length === 0) return [];
  const table = vocabularyOf(gen, locale);
  const statements = words.map((word) => {
    const first = String.fromCodePoint(word.codePointAt(0) ?? 0);
    const after = String.fromCodePoint((first.codePointAt(0) ?? 0) + 1);
    return db
      .prepare(`SELECT term, doc FROM ${table} WHERE term >= ?1 AND term < ?2 AND length(term) BETWEEN ?3 AND ?4`)
      .bind(first, after, Math.max(1, word.length - 3), word.length + 3);
  });
  return (await db.batch(statements)).map((r) => (r.results ?? []) as Term[]);
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
  if (!empty(first)) return { ...first, gen };
  // Nothing: the query again with each typo replaced by its nearest word (tution → tuition).
  const words = wordsOf(q);
  // Words too short to hold a typo are only looked up for "did you mean" (a suggestion has none).
  if (!opts.didYouMean && words.every((t) => t.edits === 0)) return { ...first, gen };
  const near = await vocabularyNear(
    db,
    gen,
    locale,
    words.map((t) => t.word),
  );
  /** A typo's nearest word; '' (left out) when it has none and `drop`; the slot as typed otherwise. */
  const fix = (edits: (t: { word: string; edits: number }) => number, drop: boolean) => (slot: Slot) => {
    const i = words.findIndex((t) => t.word === slot.word);
    if (i === -1) return undefined;
    const word = nearest(slot.word as string, edits(words[i] as { word: string; edits: number }), near[i] ?? []);
    return word ?? (drop ? '' : undefined);
  };
  const fixed = rewritten(
    q,
    fix((t) => t.edits, false),
  );
  if (fixed !== rewritten(q, () => undefined)) {
    const second = await run(db, gen, locale, day, parseQuery(fixed), opts.window, opts.withText);
    if (!empty(second)) return { ...second, gen };
  }
  if (!opts.didYouMean) return { ...first, gen };
  const didYouMean = await suggestion(
    db,
    gen,
    locale,
    day,
    q,
    fix(() => MAX_SUGGESTION_EDITS, true),
  );
  return { ...first, gen, ...(didYouMean ? { didYouMean } : {}) };
}

/** "Did you mean" looks this far for a word the index lacks. */
const MAX_SUGGESTION_EDITS = 2;

/**
 * "Did you mean": the query rebuilt from the index's own words, offered only when it finds
 * something. Each word the index lacks becomes its nearest word (up to two edits, or is left
 * out); each Han run keeps its longest stretch whose character pairs the index has.
 */
async function suggestion(
  db: D1Database,
  gen: number,
  locale: Locale,
  day: string,
  q: Query,
  fixWord: (slot: Slot) => string | undefined,
): Promise<string | undefined> {
  const pairs = [
    ...new Set(
      q.slots
        .map((s) => s.typed)
        .filter(isCjk)
        .flatMap(bigrams),
    ),
  ];
  const known = new Set<string>();
  if (pairs.length) {
    const rows = await db
      .prepare(`SELECT term FROM ${vocabularyOf(gen, locale)} WHERE term IN (SELECT value FROM json_each(?1))`)
      .bind(JSON.stringify(pairs))
      .all<{ term: string }>();
    for (const r of rows.results ?? []) known.add(r.term);
  }
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
