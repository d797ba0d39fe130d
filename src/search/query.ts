// A visitor's keyword as a full-text query (docs/ARCHITECTURE.md "Site search"). The keyword is
// folded and cut into runs (tokenize.ts); question words and particles are left out (they ask,
// they do not name what is looked for); each run, or each phrase of the vocabulary it holds
// (vocabulary.ts), or (`words`) each word of a Han run as ICU's word segmentation cuts it,
// becomes a slot: what the visitor typed OR its synonyms and regional forms. The strict query
// requires every slot; the partial one (engine.ts) any, ranked by how many match. A surname with
// a title (陳老師, Dr Chan) becomes that surname's mark in people's names. Its FTS5 expression:
// match.ts.
import { bigrams, fuzzyOf, isCjk, prefixOf, runsOf, stemOf, surnameMark, typedRunsOf } from '@/search/tokenize';
import { askedStretches, segments, wordsOfStretch } from '@/search/han-words';
import { type Phrase, regionalForms, vocab, type WordList } from '@/search/vocabulary';

/** One way of matching a slot: all its terms (a phrase: next to each other, in order). */
export interface Alternative {
  terms: string[];
  /** The last term may begin a longer word (admis → admissions, 学 → 学费). */
  prefix: boolean;
  phrase: boolean;
  /** Every term a prefix, all of them near each other (an abbreviation's characters: `abbreviationOf`). */
  near?: true;
  /**
   * A Chinese stretch's words, each the phrase of its pairs, near each other in any order
   * (`apartAlternative`): `terms` are their pairs, all required.
   */
  apart?: string[][];
}

export interface Slot {
  /** What the visitor typed for this slot, folded. */
  typed: string;
  /** The same in the script it was typed in (學費, not 学费): what "did you mean" shows. */
  shown: string;
  alts: Alternative[];
  /** Folded words and Han runs to mark in titles and snippets. */
  marks: string[];
  /** A word the visitor typed that may be a typo (fuzzyOf): the engine may try its neighbours. */
  word?: string;
  /** A surname (陳老師, Dr Chan): matched in people's names only. */
  surname?: true;
  /**
   * Its part of the visitor's phrase, when not its first alternative's terms: a Han stretch cut
   * into words gives its whole stretch's pairs once (高考报名: 高考 考报 报名, not 高考 报名).
   */
  phrase?: string[];
}

export interface Query {
  slots: Slot[];
  /** The visitor's own terms in order: documents holding them as one phrase rank higher. */
  phrase: string[];
  /** The query is about jobs: job posts rank like any page. */
  jobs: boolean;
  /** The query is about an event: news rank like pages. */
  events: boolean;
  /** The query is about a fact a page states (a fee, a deadline): news rank below pages. */
  facts: boolean;
  /** Posts named with a surname (教授 in 黃教授, professor in Prof Wong): those people rank first. */
  posts: string[];
}

/** More runs than this in one query are ignored: no one types them, and each costs a lookup. */
export const MAX_QUERY_RUNS = 16;
/** Alternatives of one slot kept (a synonym group may be long). */
const MAX_ALTERNATIVES = 12;

const exact = (terms: string[]): Alternative => ({ terms, prefix: false, phrase: false });

/** A Han run as it is typed: its bigrams, all required; one character: a prefix. */
function hanAlternative(run: string, phrase = false): Alternative {
  const chars = Array.from(run);
  return chars.length === 1
    ? { terms: [run], prefix: true, phrase: false }
    : { terms: bigrams(run), prefix: false, phrase };
}

/** A vocabulary phrase as an alternative: its words next to each other, its Han runs whole. */
function phraseAlternative(p: Phrase): Alternative {
  const terms = p.runs.flatMap((run) => (isCjk(run) ? hanAlternative(run).terms : [run]));
  return { terms, prefix: false, phrase: terms.length > 1 };
}

/** Whether every document `b` matches also matches `a` (a's terms are all among b's). */
function covers(a: Alternative, b: Alternative): boolean {
  if (a.phrase && !(b.phrase && b.terms.join(' ').includes(a.terms.join(' ')))) return false;
  return a.terms.every((term, i) => {
    const open = a.prefix && i === a.terms.length - 1;
    return b.terms.some((t) => (open ? t.startsWith(term) : t === term));
  });
}

/**
 * Alternatives without those another one already covers (交换 covers 交换生): each match is
 * counted once in the ranking, and the visitor's own words still rank first (the phrase bonus).
 */
function distinct(alts: readonly Alternative[]): Alternative[] {
  return alts.filter((b, i) => !alts.some((a, j) => j !== i && covers(a, b) && !(covers(b, a) && j > i)));
}

function synonymSlot(runs: string[], shown: string): Slot {
  const key = runs.join(' ');
  const others = vocab().synonyms.get(key) ?? [];
  const typed = runs.flatMap((run) => (isCjk(run) ? hanAlternative(run).terms : [run]));
  const last = runs[runs.length - 1] ?? '';
  const alts = [
    { terms: typed, prefix: !isCjk(last) && prefixOf(last), phrase: false },
    ...others.map(phraseAlternative),
  ];
  return {
    typed: key,
    shown,
    alts: distinct(alts).slice(0, MAX_ALTERNATIVES),
    marks: [key, ...others.map((p) => p.runs.join(' '))],
  };
}

/**
 * A word, and its stem when it has one. The stem, a prefix, matches every document the word
 * does: it is the slot's one alternative (distinct), so a document holding the inflection as
 * typed is not counted twice (refunds ranks what refund ranks); the word as typed stays the
 * slot's part of the visitor's phrase.
 */
function wordSlot(word: string, shown: string): Slot {
  const stem = stemOf(word);
  const typed = { terms: [word], prefix: prefixOf(word), phrase: false };
  const alts = distinct(stem ? [{ terms: [stem], prefix: true, phrase: false }, typed] : [typed]);
  return { typed: word, shown, alts, marks: [word, ...(stem ? [stem] : [])], word, phrase: [word] };
}

/**
 * A Han stretch of two words or more, each of two characters or more as ICU's segmentation cuts
 * it (粵語研究: 粵語, 研究), as those words near each other: the pair across their join (語研) is
 * not required, so 粵語及方言研究中心 is found. Whole, the stretch is one of its matches (and
 * ranks first by the phrase bonus). None for a stretch of one word or with a word of one
 * character (a name: 陳志明).
 */
function apartAlternative(run: string): Alternative | undefined {
  const words = segments(run).map(([a, b]) => run.slice(a, b));
  if (words.length < 2 || words.some((w) => Array.from(w).length < 2)) return undefined;
  const apart = words.map((w) => bigrams(w));
  return { terms: [...new Set(apart.flat())], prefix: false, phrase: false, apart };
}

function hanSlot(run: string, shown: string, cut = false): Slot {
  const forms = regionalForms(run);
  const apart = cut && forms.length === 0 ? apartAlternative(run) : undefined;
  const alts = distinct([hanAlternative(run), ...(apart ? [apart] : []), ...forms.map((f) => hanAlternative(f, true))]);
  return { typed: run, shown, alts, marks: [run, ...forms], ...(apart ? { phrase: bigrams(run) } : {}) };
}

/** A surname's mark in people's names, or the words as typed (副校長 is a post, not 副 and a title). */
const surnameSlot = (surname: string, typed: string, shown: string, asTyped: Alternative, marks: string[]): Slot => ({
  typed,
  shown,
  alts: [exact([surnameMark(surname)]), asTyped],
  marks,
  surname: true,
});

/** 陳老師 → 陈 and 老师; a full name with a title (陳志明老師) keeps the name. */
function surnameAndTitle(run: string): { head: string; title: string } | undefined {
  const v = vocab();
  const title = v.hanTitles.find((t) => run.length > t.length && run.endsWith(t));
  return title ? { head: run.slice(0, -title.length), title } : undefined;
}

const isSurname = (head: string): boolean => Array.from(head).length === 1 || vocab().compoundSurnames.includes(head);

/**
 * The typed form of a part of a folded run: the same stretch of the typed run when folding kept
 * its length (it does for Han), else the folded part itself.
 */
const typedPart = (run: string, shown: string, from: number, to: number): string =>
  shown.length === run.length ? shown.slice(from, to) : run.slice(from, to);

interface ParseOptions {
  /** Han stretches cut into words, one slot each (else one slot per stretch). */
  words: boolean;
  /** Question words and particles left out. */
  ask: boolean;
}

/**
 * A Han run cut at the vocabulary's phrases it holds (longest first, leftmost first); the rest
 * without question words, whole or (`words`) cut into words, unless OpenCC knows it as one
 * regional phrase (计算机科学 ⇄ 電腦科學).
 */
function hanSlots(run: string, shown: string, opts: ParseOptions): Slot[] {
  const members = vocab().hanMembers;
  const slots: Slot[] = [];
  /** Lone characters left between the words the run names (样 of 怎么样, 办 in 招生办电话). */
  const lone = new Set<Slot>();
  let start = 0;
  const plain = (end: number) => {
    for (const [a, b] of askedStretches(run.slice(start, end), opts.ask)) {
      const from = start + a;
      const part = run.slice(from, start + b);
      // Words of two characters or more; lone characters (分 in 分能上) would match almost anything.
      const cut = opts.words && Array.from(part).length > 2 && regionalForms(part).length === 0;
      const long = cut ? wordsOfStretch(part) : [];
      const words = long.length > 0 ? long : [[0, part.length] as [number, number]];
      words.forEach(([c, d], k) => {
        const slot = hanSlot(part.slice(c, d), typedPart(run, shown, from + c, from + d), !opts.words);
        if (words.length > 1) slot.phrase = k === 0 ? bigrams(part) : [];
        if (Array.from(part).length === 1) lone.add(slot);
        slots.push(slot);
      });
    }
  };
  for (let i = 0; i < run.length; ) {
    const member = members.find((m) => run.startsWith(m, i));
    if (!member) {
      i++;
      continue;
    }
    plain(i);
    slots.push(synonymSlot([member], typedPart(run, shown, i, i + member.length)));
    i += member.length;
    start = i;
  }
  plain(run.length);
  // A lone character beside the words a run names is a particle or a slip, not what is looked for
  // (as a one-character prefix it would have to match): left out when the run names anything else.
  const named = slots.filter((slot) => !lone.has(slot));
  return named.length > 0 ? named : slots;
}

/** The longest vocabulary phrase of Latin words that starts at runs[i]. */
function latinMember(runs: readonly string[], i: number): string[] | undefined {
  const candidates = vocab().latinMembers.get(runs[i] ?? '') ?? [];
  return candidates.find((m) => m.every((word, k) => runs[i + k] === word));
}

/** Whether the query holds a word or phrase of a list (a Han one anywhere inside a run). */
function mentions(runs: readonly string[], list: WordList): boolean {
  const latin = (i: number) => list.latin.some((phrase) => phrase.every((word, k) => runs[i + k] === word));
  return runs.some((run, i) => (isCjk(run) ? list.han.some((w) => run.includes(w)) : latin(i)));
}

/**
 * The query of a keyword; no slots when it holds no letter or digit. Question words and
 * particles are left out unless the keyword is nothing else. `words`: Han stretches cut into
 * words (the partial query, engine.ts), else one slot each.
 */
export function parseQuery(keyword: string, words = false): Query {
  const asked = parse(keyword, { words, ask: true });
  return asked.slots.length > 0 ? asked : parse(keyword, { words, ask: false });
}

function parse(keyword: string, opts: ParseOptions): Query {
  const all = runsOf(keyword);
  const runs = all.slice(0, MAX_QUERY_RUNS);
  const typed = typedRunsOf(keyword);
  const shownOf = (from: number, to = from + 1) =>
    (typed.length === all.length ? typed : runs).slice(from, to).join(' ');
  const v = vocab();
  const slots: Slot[] = [];
  const posts: string[] = [];
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i] as string;
    const next = runs[i + 1];
    if (!isCjk(run)) {
      if (v.latinTitles.has(run) && next !== undefined && !isCjk(next) && !/\p{N}/u.test(next)) {
        slots.push(surnameSlot(next, `${run} ${next}`, shownOf(i, i + 2), exact([run, next]), [next]));
        posts.push(run);
        i++;
        continue;
      }
      const member = latinMember(runs, i);
      if (member) {
        slots.push(synonymSlot(member, shownOf(i, i + member.length)));
        i += member.length - 1;
      } else if (!(opts.ask && v.questionLatin.has(run))) slots.push(wordSlot(run, shownOf(i)));
      continue;
    }
    const titled = surnameAndTitle(run);
    if (titled && isSurname(titled.head)) {
      slots.push(surnameSlot(titled.head, run, shownOf(i), hanAlternative(run), [run]));
      posts.push(titled.title);
      continue;
    }
    const head = titled ? titled.head : run;
    slots.push(...hanSlots(head, typedPart(run, shownOf(i), 0, head.length), opts));
    if (titled) posts.push(titled.title);
  }
  // Words naming the kind of page (programme, course, 課程) weigh nothing beside a topic.
  const topics = slots.filter((s) => !v.kindWords.has(s.typed));
  const kept = topics.length > 0 ? topics : slots;
  const phrase = kept.filter((s) => !s.surname).flatMap((s) => s.phrase ?? s.alts[0]?.terms ?? []);
  return {
    slots: kept,
    phrase,
    jobs: mentions(runs, v.jobs),
    events: mentions(runs, v.events),
    facts: mentions(runs, v.facts),
    posts,
  };
}

/** The last pass (`wordsAlone`) looks for at most this many words: the first ones typed. */
export const MAX_WORDS_ALONE = 8;

/**
 * Every word of a keyword on its own, a slot each: the query of the last pass, when neither the
 * query, its mended form nor its partial form finds anything (engine.ts). Each Latin word as
 * typed (a title word too: `lecturer` of "lecturer vacancies", which the names rule reads as
 * a title before a surname), each word of a Chinese stretch as ICU's segmentation cuts it, one
 * character included (搵 and 工 of 搵工); question words and particles left out unless the
 * keyword is nothing else. At most `MAX_WORDS_ALONE` words, each looked for once.
 */
export function wordsAlone(keyword: string): Query {
  const asked = alone(keyword, true);
  return asked.slots.length > 0 ? asked : alone(keyword, false);
}

function alone(keyword: string, ask: boolean): Query {
  const all = runsOf(keyword);
  const runs = all.slice(0, MAX_QUERY_RUNS);
  const typed = typedRunsOf(keyword);
  const v = vocab();
  const slots: Slot[] = [];
  const seen = new Set<string>();
  const add = (slot: Slot) => {
    if (seen.has(slot.typed) || slots.length >= MAX_WORDS_ALONE) return;
    seen.add(slot.typed);
    slots.push(slot);
  };
  runs.forEach((run, i) => {
    const shown = typed.length === all.length ? (typed[i] ?? run) : run;
    if (!isCjk(run)) {
      if (!(ask && v.questionLatin.has(run))) add(wordSlot(run, shown));
      return;
    }
    for (const [a, b] of askedStretches(run, ask)) {
      for (const [c, d] of segments(run.slice(a, b))) {
        add(hanSlot(run.slice(a + c, a + d), typedPart(run, shown, a + c, a + d)));
      }
    }
  });
  return {
    slots,
    phrase: [],
    jobs: mentions(runs, v.jobs),
    events: mentions(runs, v.events),
    facts: mentions(runs, v.facts),
    posts: [],
  };
}

/** The query's single words, with how many edits a neighbour may be away (0: none, fuzzyOf). */
export const wordsOf = (q: Query): { word: string; edits: number }[] =>
  q.slots.flatMap((s) => (s.word ? [{ word: s.word, edits: fuzzyOf(s.word) }] : []));

/** The keyword the query came from, as typed, with some of its slots written otherwise. */
export const rewritten = (q: Query, replace: (slot: Slot) => string | undefined): string =>
  q.slots
    .map((slot) => replace(slot) ?? slot.shown)
    .filter(Boolean)
    .join(' ');

/** Folded strings to mark in what is shown: every alternative's words and Han runs. */
export const marksOf = (q: Query): string[] => [
  ...new Set(q.slots.flatMap((s) => s.marks.flatMap((m) => m.split(' ')))),
];
