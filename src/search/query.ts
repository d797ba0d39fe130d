// A visitor's keyword as a full-text query (docs/architecture/search.md "Site search"). The keyword is
// folded and cut into runs (tokenize.ts); question words and particles are left out (they ask,
// they do not name what is looked for); each run, or each phrase of the vocabulary it holds
// (vocabulary.ts), or (`words`) each word of a Han run as ICU's word segmentation cuts it,
// becomes a slot: what the visitor typed OR its synonyms and regional forms. The strict query
// requires every slot; the partial one (engine.ts) any, ranked by how many match. A surname with
// a title (陳老師, Dr Chan) becomes that surname's mark in people's names. The slots and their
// alternatives: slots.ts; its FTS5 expression: match.ts.
import { distance, fuzzyOf, hyphenated, isCjk, runsOf, stemOf, typedRunsOf } from '@/search/tokenize';
import { askedStretches, segments } from '@/search/han-words';
import {
  countOf,
  durationSlot,
  exact,
  hanAlternative,
  hanSlot,
  hanSlots,
  type ParseOptions,
  isSurname,
  phraseSlot,
  type Slot,
  surnameAndTitle,
  surnameSlot,
  synonymSlot,
  typedPart,
  wordSlot,
  YEARS_SUFFIX,
} from '@/search/slots';
import { vocab, type WordList } from '@/search/vocabulary';

export type { Alternative, Slot } from '@/search/slots';

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
  /**
   * Words naming the kind of page (课程, programme) left out beside a topic: when the topic finds
   * nothing at all, they are what is looked for (专业目录: the programmes), engine.ts.
   */
  kinds: Slot[];
  /**
   * Years the visitor named beside a topic (畢業典禮2026, alumni dinner 2027): not required of a
   * document, but news and events of that year, and pages that name it, rank first (rank.ts).
   */
  years: string[];
}

/** A year as a visitor types one beside a topic. */
const YEAR = /^(?:19|20)\d\d$/;

/** More runs than this in one query are ignored: no one types them, and each costs a lookup. */
export const MAX_QUERY_RUNS = 16;

/** The longest vocabulary phrase of Latin words that starts at runs[i]. */
function latinMember(runs: readonly string[], i: number): string[] | undefined {
  const candidates = vocab().latinMembers.get(runs[i] ?? '') ?? [];
  return candidates.find((m) => m.every((word, k) => runs[i + k] === word));
}

/**
 * An inflection of a one-word vocabulary member (awarded, of award): the member's slot, its
 * stem a prefix, so it finds what the member finds, its group's other words included.
 */
function inflectedMember(word: string, shown: string): Slot | undefined {
  const stem = stemOf(word);
  if (
    stem === undefined ||
    !vocab()
      .latinMembers.get(stem)
      ?.some((m) => m.length === 1)
  )
    return undefined;
  return synonymSlot([stem], shown);
}

/** Whether a Latin word asks rather than names: a question or function word, or an inflection of one (needed, wants). */
function asks(word: string): boolean {
  const questions = vocab().questionLatin;
  if (questions.has(word)) return true;
  const stem = stemOf(word);
  return stem !== undefined && questions.has(stem);
}

/** Whether the query holds a word or phrase of a list (a Han one anywhere inside a run). */
function mentions(runs: readonly string[], list: WordList): boolean {
  const latin = (i: number) => list.latin.some((phrase) => phrase.every((word, k) => runs[i + k] === word));
  return runs.some((run, i) => (isCjk(run) ? list.han.some((w) => run.includes(w)) : latin(i)));
}

/**
 * Whether a slot names what something has (學費, 截止, requirements: the vocabulary's
 * `attributes`) rather than the thing: the partial pass's coverage counts the other slots
 * (rank.ts `coverageWeights`), so 宿舍幾時截止申請 finds the housing page, which states its
 * dates without the word 截止, before the route pages that name both.
 */
export function namesAttribute(slot: Slot): boolean {
  return holdsWordOf(vocab().attributes, slot);
}

/**
 * Whether a slot names a deadline (截止, closing date: the vocabulary's `deadlines`), which a page
 * states as a date, often without the word (engine.ts `FEW_STATING`).
 */
export function namesDeadline(slot: Slot): boolean {
  return holdsWordOf(vocab().deadlines, slot);
}

/** A Han word of the list anywhere in the slot's run; a Latin one as whole words of the slot's (tuition fee). */
function holdsWordOf(list: WordList, slot: Slot): boolean {
  return isCjk(slot.typed)
    ? list.han.some((w) => slot.typed.includes(w))
    : list.latin.some((p) => ` ${slot.typed} `.includes(` ${p.join(' ')} `));
}

/**
 * Whether a slot names the kind of page looked for (the vocabulary's `kindWords`), typed as the
 * list has it or, a Latin word of six letters or more, one slip away from one (programm, programe).
 */
function namesKind(slot: Slot): boolean {
  const { kindWords } = vocab();
  if (kindWords.has(slot.typed)) return true;
  if (isCjk(slot.typed) || slot.typed.length < 6 || slot.typed.includes(' ')) return false;
  for (const word of kindWords) if (!isCjk(word) && distance(slot.typed, word, 1) <= 1) return true;
  return false;
}

/**
 * The slots that weigh in a query (docs/architecture/search.md "How visitors ask"):
 * - a word asked twice (點樣報 … 報) is one word of the query, counted once in coverage;
 * - a Han word of one character beside other words (報 non-JUPAS, DSE 22222 有咩讀: a verb
 *   typed apart, or left alone by the question words) weighs nothing: as a character it matches
 *   almost any page (報 in 報告); unless a run names a post (陳 老師: the surname looked for).
 */
function significant(slots: Slot[], single: ReadonlySet<Slot>, runs: readonly string[]): Slot[] {
  const once = slots.filter((s, i) => slots.findIndex((t) => t.typed === s.typed) === i);
  const { hanTitles } = vocab();
  const post = runs.some((run) => isCjk(run) && hanTitles.some((t) => run.endsWith(t)));
  const named = once.filter((s) => !single.has(s));
  return post || named.length === 0 ? once : named;
}

/**
 * The query of a keyword; no slots when it holds no letter or digit. Question words and
 * particles are left out unless the keyword is nothing else. `words`: Han stretches cut into
 * words (the partial query, engine.ts), else one slot each. `typed`: the keyword is the
 * visitor's, whose words of one character weigh nothing beside others (`significant`); false for
 * a query the search wrote from another's slots (engine.ts: the partial and mended queries),
 * which keeps the characters the visitor's query kept (到 of 退唔退到, the words of a cut).
 */
export function parseQuery(keyword: string, words = false, typed = !words): Query {
  const asked = parse(keyword, { words, ask: true, typed });
  return asked.slots.length > 0 ? asked : parse(keyword, { words, ask: false, typed });
}

function parse(keyword: string, opts: ParseOptions & { typed: boolean }): Query {
  const all = runsOf(keyword);
  const runs = all.slice(0, MAX_QUERY_RUNS);
  const typed = typedRunsOf(keyword);
  const joined = typed.length === all.length ? hyphenated(keyword) : [];
  const shownOf = (from: number, to = from + 1) =>
    (typed.length === all.length ? typed : runs).slice(from, to).join(' ');
  const v = vocab();
  const slots: Slot[] = [];
  const posts: string[] = [];
  /** Han words of one character (報 of 報 non-JUPAS, 讀 of DSE 有咩讀), the verb of "A not A" aside. */
  const single = new Set<Slot>();
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i] as string;
    const next = runs[i + 1];
    if (!isCjk(run)) {
      const joinedCount = /^(\d{1,2})years?$/.exec(run);
      if (joinedCount) {
        // 4-year, which the index and the query read as one code-like word (tokenize.ts).
        slots.push(durationSlot(Number(joinedCount[1]), run, shownOf(i)));
        continue;
      }
      const count = countOf(run);
      if (count !== undefined && (next?.startsWith(YEARS_SUFFIX) || (joined[i] && next === 'year'))) {
        // A length of study: 1年制 (the numeral a run of its own), one-year, 4-year.
        const han = isCjk(next);
        const shown = han ? `${shownOf(i)}${shownOf(i + 1).slice(0, YEARS_SUFFIX.length)}` : shownOf(i, i + 2);
        slots.push(durationSlot(count, han ? `${run}${YEARS_SUFFIX}` : `${run} year`, shown));
        if (han && next.length > YEARS_SUFFIX.length) {
          // What follows 年制 in its run (碩士 of 1年制碩士) is read as a run of its own.
          runs[i + 1] = next.slice(YEARS_SUFFIX.length);
          if (typed.length === all.length) typed[i + 1] = (typed[i + 1] as string).slice(YEARS_SUFFIX.length);
          continue;
        }
        i++;
        continue;
      }
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
      } else if (joined[i] && runs[i + 1] !== undefined) {
        // A word of parts joined by hyphens (E-APP, non-JUPAS): its parts as one phrase.
        let j = i + 1;
        while (joined[j] && runs[j + 1] !== undefined) j++;
        slots.push(
          phraseSlot(runs.slice(i, j + 1), (typed.length === all.length ? typed : runs).slice(i, j + 1).join('-')),
        );
        i = j;
      } else if (!(opts.ask && asks(run))) slots.push(inflectedMember(run, shownOf(i)) ?? wordSlot(run, shownOf(i)));
      continue;
    }
    const titled = surnameAndTitle(run);
    if (titled && isSurname(titled.head)) {
      slots.push(surnameSlot(titled.head, run, shownOf(i), hanAlternative(run), [run]));
      posts.push(titled.title);
      continue;
    }
    const head = titled ? titled.head : run;
    const own = hanSlots(head, typedPart(run, shownOf(i), 0, head.length), opts);
    if (opts.typed) for (const slot of own) if (Array.from(slot.typed).length === 1 && !slot.verb) single.add(slot);
    slots.push(...own);
    if (titled) posts.push(titled.title);
    // A post asked about as a vacancy (會計講師 deadline, 兼職講師 招聘): the title is a word too.
    if (titled && (mentions(runs, v.jobs) || mentions(runs, v.attributes)))
      slots.push(...hanSlots(titled.title, typedPart(run, shownOf(i), head.length, run.length), opts));
  }
  // Words naming the kind of page (programme, course, 課程) or the College itself (書院, the
  // college) weigh nothing beside a topic.
  const once = significant(slots, single, runs);
  const topics = once.filter((s) => !namesKind(s) && !v.siteWords.has(s.typed) && !asksTheWay(s));
  const shown = shownOf(0, runs.length);
  const found =
    whereTheCollegeIs(runs, once, shown) ?? (topics.length > 0 ? topics : (theCollege(once, shown) ?? once));
  // A year beside other words dates them; alone, it is what is looked for.
  const dated = found.filter((s) => !YEAR.test(s.typed));
  const kept = dated.length > 0 ? dated : found;
  const years = kept === found ? [] : found.filter((s) => YEAR.test(s.typed)).map((s) => s.typed);
  // The visitor's own words, a year among them: a title that is exactly them still leads.
  const phrase = found.filter((s) => !s.surname).flatMap((s) => s.phrase ?? s.alts[0]?.terms ?? []);
  return {
    slots: kept,
    phrase,
    jobs: mentions(runs, v.jobs),
    events: mentions(runs, v.events),
    facts: mentions(runs, v.facts),
    posts,
    kinds: found === topics ? once.filter(namesKind) : [],
    years,
  };
}

/**
 * A question where the College is (學校在哪, 點去月灣書院, where is the college): the College's
 * names and words that ask where or the way there, nothing else. It asks for the address and
 * directions: the query of ADDRESS, which the vocabulary's contact group gives its other names
 * (地址, directions, how to get there). A where-word the question-word list does not take out
 * (點去: "how to go") is no topic of its own in any query (圖書館點去 looks for 圖書館).
 */
function whereTheCollegeIs(runs: readonly string[], slots: readonly Slot[], shown: string): Slot[] | undefined {
  const v = vocab();
  if (!mentions(runs, v.whereWords)) return undefined;
  if (!slots.every((s) => v.siteWords.has(s.typed) || asksTheWay(s)) && !goesToTheCollege(runs)) return undefined;
  return [synonymSlot([ADDRESS], shown)];
}

/** Verbs of going that put the College after them as where the visitor goes (去月灣書院, 到書院, 返學校). */
const GOING = ['去', '到', '返'];

/**
 * Whether a Chinese run goes to the College by name (天水圍去月灣書院點去): what else it names is
 * where the visitor comes from, and the way there is what is asked. Hong Kong, a word of the
 * College's place, is no destination here (去香港 asks about the city).
 */
function goesToTheCollege(runs: readonly string[]): boolean {
  const college = [...vocab().siteWords].filter((w) => isCjk(w) && w !== HONG_KONG);
  return runs.some((run) => isCjk(run) && GOING.some((go) => college.some((w) => run.includes(`${go}${w}`))));
}

/** Hong Kong, folded. */
const HONG_KONG = '香港';

/**
 * The College's names alone (月湾书院怎么样, the college): what is looked for is the College
 * itself, the query of INTRODUCTION, which the vocabulary gives its other names (書院簡介, about
 * the college), rather than every page that names the College.
 */
function theCollege(slots: readonly Slot[], shown: string): Slot[] | undefined {
  const v = vocab();
  if (slots.length === 0 || !slots.every((s) => v.siteWords.has(s.typed))) return undefined;
  return [synonymSlot(runsOf(INTRODUCTION), shown)];
}

/** The vocabulary's word for the College's introduction; its group holds the others. */
const INTRODUCTION = '簡介';

/** A slot that is only a where-word (點去, 點樣去): it asks the way to whatever else the query names. */
function asksTheWay(slot: Slot): boolean {
  const where = vocab().whereWords;
  return isCjk(slot.typed) ? where.han.includes(slot.typed) : where.latin.some((p) => p.join(' ') === slot.typed);
}

/** The vocabulary's word for where the College is; its contact group holds the others. */
const ADDRESS = '地址';

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
      if (!(ask && asks(run))) add(wordSlot(run, shown));
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
    kinds: [],
    years: [],
  };
}

/** The query's single words, with how many edits a neighbour may be away (0: none, fuzzyOf). */
export const wordsOf = (q: Query): { word: string; edits: number }[] =>
  q.slots.flatMap((s) => (s.word ? [{ word: s.word, edits: fuzzyOf(s.word) }] : []));

/** The keyword the query came from, as typed, with some of its slots written otherwise. */
export const rewritten = (q: Query, replace: (slot: Slot) => string | undefined): string =>
  [...q.slots.map((slot) => replace(slot) ?? slot.shown), ...q.years].filter(Boolean).join(' ');

/** Folded strings to mark in what is shown: every alternative's words and Han runs. */
export const marksOf = (q: Query): string[] => [
  ...new Set(q.slots.flatMap((s) => s.marks.flatMap((m) => m.split(' ')))),
];
