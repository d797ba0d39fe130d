// Searching the site index (docs/architecture/search.md "Site search"): the generation visitors search
// (a pointer each isolate keeps for a few seconds), one ranked query and its counts in one round
// trip, and only when that finds nothing: the query mended from the index's own vocabulary
// (mend.ts: typos, one-character slips of its Chinese, abbreviations), then the partial query
// (the documents that match most of its words, best coverage first), then each of its words
// alone (query.ts `wordsAlone`), then "did you mean".
// Nothing here builds or writes anything: a visitor's search only reads.
import { config } from '@/lib/config';
import type { Locale } from '@/i18n/locales';
import { memoryStore } from '@/lib/isolate';
import { log } from '@/lib/log';
import { today } from '@/lib/today';
import { mendSlips, nearest, vocabularyNear, withAbbreviations } from '@/search/mend';
import {
  marksOf,
  namesDeadline,
  parseQuery,
  type Query,
  rewritten,
  type Slot,
  wordsAlone,
  wordsOf,
} from '@/search/query';
import { countSql, type Mode, rankedSql, slotsFoundSql, type Window } from '@/search/rank';
import { DOC_KINDS, type DocKind } from '@/search/store';
import { bigrams, isCjk } from '@/search/tokenize';
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
 * The same for a query about a deadline beside words of the thing it belongs to (宿舍 申請截止:
 * a slot of the vocabulary's `deadlines` and others): the page about the thing gives its dates
 * without the word (the housing page's 5 月 31 日或之前), so only the partial query, in which the
 * deadline does not count in coverage (rank.ts `coverageWeights`), finds it among the first.
 */
export const FEW_STATING = 10;

const asksDeadline = (q: Query) => {
  const had = q.slots.map(namesDeadline);
  return had.some(Boolean) && !had.every(Boolean);
};

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
  /**
   * Fewer results than a visitor looks at: the partial query (its Chinese cut into words) is run
   * instead, the documents that hold most of its words first. Those holding every word of the
   * strict query usually hold every word of the partial one too, but not always: a word the
   * strict query read whole (内地生) counts as its words here (内地), which another document may hold
   * more of (docs/architecture/search.md "How visitors ask"). A query of one slot too: the
   * strict query reads a Chinese stretch's pairs next to each other, the partial one its words apart.
   */
  const followed = async (found: Found, asked: Query): Promise<Searched> => {
    if (totalOf(found) >= (asksDeadline(asked) ? FEW_STATING : FEW_RESULTS)) return { ...found, gen };
    const loose = parseQuery(
      rewritten(asked, () => undefined),
      true,
    );
    if (loose.slots.length < 2) return { ...found, gen };
    const { found: _, ...more } = await run(db, gen, locale, day, loose, opts.window, opts.withText, 'partial');
    return totalOf(more) > totalOf(found) ? { ...more, gen } : { ...found, gen };
  };
  if (!empty(first)) return followed(first, q);
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
    asked = parseQuery(fixed, false, false);
    const mended = withAbbreviations(asked, abbreviations);
    const second = await run(db, gen, locale, day, mended, opts.window, opts.withText);
    if (!empty(second)) return followed(second, asked);
  }
  // Still nothing: the documents that match most of the words (each Chinese word on its own,
  // one of two characters the index lacks also read as an abbreviation: 选科, 选考科目).
  const whole = parseQuery(
    rewritten(asked, () => undefined),
    true,
  );
  // A Chinese word of the cut query whose pairs the index does not all hold (开户办: characters
  // ICU left one by one) is looked for by the pairs of it that the index holds (开户); a word of
  // the vocabulary is never taken apart, and a pair not looked up (of a mended word) is held.
  const looked = new Set(pairs);
  const held = (pair: string) => known.has(pair) || !looked.has(pair);
  const cut = parseQuery(
    rewritten(whole, (slot) => {
      const own = isCjk(slot.typed) && !slot.surname && slot.alts.length === 1 ? bigrams(slot.typed) : [];
      if (own.length < 2 || own.every(held)) return undefined;
      return own.filter(held).join(' ');
    }),
    true,
  );
  const unknown = cut.slots.filter((s) => !s.surname && isCjk(s.typed) && Array.from(s.typed).length === 2);
  const loose = withAbbreviations(cut, new Set(unknown.filter((s) => !known.has(s.typed)).map((s) => s.typed)));
  const partly = async (query: Query): Promise<Searched | undefined> => {
    const { found, ...partial } = await run(db, gen, locale, day, query, opts.window, opts.withText, 'partial');
    if (empty(partial)) return undefined;
    const missing = query.slots.filter((_, i) => found?.[i] === false).map((s) => s.shown);
    return { ...partial, gen, partial: { missing } };
  };
  const tried = loose.slots.length > 1 ? await partly(loose) : undefined;
  if (tried) return tried;
  // Still nothing: each word alone (a title word too, each Chinese word of one character too),
  // the documents that hold most of them first; only when it differs from what was tried.
  const alone = wordsAlone(rewritten(asked, () => undefined));
  const key = (query: Query) => query.slots.map((s) => s.typed).join(' ');
  if (alone.slots.length > 0 && !(loose.slots.length > 1 && key(alone) === key(loose))) {
    const last = await partly(alone);
    if (last) return last;
  }
  // Still nothing: the kind of page it names (专业目录: 目录 is nowhere, the programmes are).
  if (q.kinds.length > 0) {
    const kinds = { ...q, slots: q.kinds, phrase: [] };
    const { found: _, ...kind } = await run(db, gen, locale, day, kinds, opts.window, opts.withText);
    if (!empty(kind)) return { ...kind, gen, partial: { missing: q.slots.map((s) => s.shown) } };
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
  const check = await run(db, gen, locale, day, parseQuery(corrected, false, false), { perKind: 1 }, false);
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
