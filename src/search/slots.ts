// The slots of a query (query.ts): each word, Han stretch or vocabulary phrase a visitor typed,
// with its alternatives (synonyms, regional forms, a stem, a stretch's words apart, a surname's
// mark) and what to mark in what is shown (docs/architecture/search.md "How visitors ask").
import { bigrams, isCjk, prefixOf, runsOf, stemOf, surnameMark } from '@/search/tokenize';
import { askedStretches, segments, wordsOfStretch } from '@/search/han-words';
import { type Phrase, regionalForms, vocab } from '@/search/vocabulary';

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
  /** The verb of a question asked as "A not A" (退 of 退唔退): a word though one character. */
  verb?: true;
  /**
   * Its part of the visitor's phrase, when not its first alternative's terms: a Han stretch cut
   * into words gives its whole stretch's pairs once (高考报名: 高考 考报 报名, not 高考 报名).
   */
  phrase?: string[];
}

/** Alternatives of one slot kept (a synonym group may be long). */
const MAX_ALTERNATIVES = 12;

export const exact = (terms: string[]): Alternative => ({ terms, prefix: false, phrase: false });

/** A Han run as it is typed: its bigrams, all required; one character: a prefix. */
export function hanAlternative(run: string, phrase = false): Alternative {
  const chars = Array.from(run);
  return chars.length === 1
    ? { terms: [run], prefix: true, phrase: false }
    : { terms: bigrams(run), prefix: false, phrase };
}

/**
 * The terms of runs as the index holds them one after another: a Han run's pairs, and its last
 * character too when another run follows (tokenize.ts `indexTerms`: 五科第 2 級 is 五科 科第 第 2 级).
 */
function phraseTerms(runs: readonly string[]): string[] {
  return runs.flatMap((run, i) => {
    if (!isCjk(run)) return [run];
    const chars = Array.from(run);
    const terms = hanAlternative(run).terms;
    return i < runs.length - 1 && chars.length > 1 ? [...terms, chars[chars.length - 1] as string] : terms;
  });
}

/** A vocabulary phrase as an alternative: its words next to each other, its Han runs whole. */
function phraseAlternative(p: Phrase): Alternative {
  const terms = phraseTerms(p.runs);
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

/**
 * A Latin word as typed: the beginning of longer ones (admis: admissions), but a word of three
 * letters begins too many others (bus: business, art: article): itself and its plural (buses, fees).
 */
function asTyped(word: string): Alternative[] {
  if (!/^[a-z]{3}$/u.test(word)) return [{ terms: [word], prefix: prefixOf(word), phrase: false }];
  return [word, /[sxz]$/u.test(word) ? `${word}es` : `${word}s`].map((w) => exact([w]));
}

export function synonymSlot(runs: string[], shown: string): Slot {
  const key = runs.join(' ');
  const others = vocab().synonyms.get(key) ?? [];
  const typed = phraseTerms(runs);
  const last = runs[runs.length - 1] ?? '';
  // A member of several words is a phrase, as its other forms are (A-Level is not "a" and "level").
  const alts = [
    ...(runs.length > 1
      ? [{ terms: typed, prefix: false, phrase: true }]
      : isCjk(last)
        ? [{ terms: typed, prefix: false, phrase: false }]
        : asTyped(last)),
    ...others.map(phraseAlternative),
  ];
  return {
    typed: key,
    shown,
    alts: distinct(alts).slice(0, MAX_ALTERNATIVES),
    marks: [key, ...others.map((p) => p.runs.join(' '))],
  };
}

/** Words typed as one (E-APP, non-JUPAS): next to each other, in order. */
export const phraseSlot = (runs: string[], shown: string): Slot => ({
  typed: runs.join(' '),
  shown,
  alts: [{ terms: runs, prefix: false, phrase: true }],
  marks: [runs.join(' '), ...runs],
  phrase: runs,
});

/**
 * A word, and its stem when it has one. The stem, a prefix, matches every document the word
 * does: it is the slot's one alternative (distinct), so a document holding the inflection as
 * typed is not counted twice (refunds ranks what refund ranks); the word as typed stays the
 * slot's part of the visitor's phrase.
 */
export function wordSlot(word: string, shown: string): Slot {
  const stem = stemOf(word);
  const alts = distinct(stem ? [{ terms: [stem], prefix: true, phrase: false }, ...asTyped(word)] : asTyped(word));
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

/**
 * A Han stretch as typed. In the strict query (`cut`), one of three characters or more is the
 * phrase of its pairs (内地生 is not 内地 and the 地生 of 本地生); the partial query, which cuts a
 * stretch into words, reads the pairs apart.
 */
export function hanSlot(run: string, shown: string, cut = false): Slot {
  const forms = regionalForms(run);
  const apart = cut && forms.length === 0 ? apartAlternative(run) : undefined;
  const alts = distinct([
    hanAlternative(run, cut && Array.from(run).length > 2),
    ...(apart ? [apart] : []),
    ...forms.map((f) => hanAlternative(f, true)),
  ]);
  return { typed: run, shown, alts, marks: [run, ...forms], ...(apart ? { phrase: bigrams(run) } : {}) };
}

/** A surname's mark in people's names, or the words as typed (副校長 is a post, not 副 and a title). */
export const surnameSlot = (
  surname: string,
  typed: string,
  shown: string,
  words: Alternative,
  marks: string[],
): Slot => ({
  typed,
  shown,
  alts: [exact([surnameMark(surname)]), words],
  marks,
  surname: true,
});

/** 陳老師 → 陈 and 老师; a full name with a title (陳志明老師) keeps the name. */
export function surnameAndTitle(run: string): { head: string; title: string } | undefined {
  const v = vocab();
  const title = v.hanTitles.find((t) => run.length > t.length && run.endsWith(t));
  return title ? { head: run.slice(0, -title.length), title } : undefined;
}

export const isSurname = (head: string): boolean =>
  Array.from(head).length === 1 || vocab().compoundSurnames.includes(head);

/**
 * The typed form of a part of a folded run: the same stretch of the typed run when folding kept
 * its length (it does for Han), else the folded part itself.
 */
export const typedPart = (run: string, shown: string, from: number, to: number): string =>
  shown.length === run.length ? shown.slice(from, to) : run.slice(from, to);

export interface ParseOptions {
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
export function hanSlots(run: string, shown: string, opts: ParseOptions): Slot[] {
  const { hanMembers: members, siteWordsFirst } = vocab();
  const slots: Slot[] = [];
  /** Lone characters left between the words the run names (样 of 怎么样, 办 in 招生办电话). */
  const lone = new Set<Slot>();
  let start = 0;
  const plain = (end: number) => {
    for (const [a, b, verb] of askedStretches(run.slice(start, end), opts.ask)) {
      const from = start + a;
      const part = run.slice(from, start + b);
      // Words of two characters or more; lone characters (分 in 分能上) would match almost anything.
      const cut = opts.words && Array.from(part).length > 2;
      const cutWords = cut ? wordsOfStretch(part) : [];
      // A stretch that is one regional phrase (计算机科学 ⇄ 電腦科學) stays whole; one whose regional
      // word is a word of its own (高級 in 會計高級文憑) is cut: each word keeps its forms.
      const long =
        regionalForms(part).length === 0 || cutWords.some(([c, d]) => regionalForms(part.slice(c, d)).length > 0)
          ? cutWords
          : [];
      const words = long.length > 0 ? long : [[0, part.length] as [number, number]];
      words.forEach(([c, d], k) => {
        const slot = hanSlot(part.slice(c, d), typedPart(run, shown, from + c, from + d), !opts.words);
        if (words.length > 1) slot.phrase = k === 0 ? bigrams(part) : [];
        if (verb) slot.verb = true;
        else if (Array.from(part).length === 1) lone.add(slot);
        slots.push(slot);
      });
    }
  };
  for (let i = 0; i < run.length; ) {
    const count = run.startsWith(YEARS_SUFFIX, i + 1) ? countOf(run[i] as string) : undefined;
    if (count !== undefined) {
      plain(i);
      slots.push(durationSlot(count, run.slice(i, i + 3), typedPart(run, shown, i, i + 3)));
      i += 3;
      start = i;
      continue;
    }
    // A site word that names the College only at the start (學院) is no member after it (商學院).
    const member = members.find((m) => run.startsWith(m, i) && (i === 0 || !siteWordsFirst.has(m)));
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

/** Counts a length of study is typed with (一年制, two-year), folded. */
const COUNTS: Readonly<Record<string, number>> = {
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
};

/** The count a numeral or number word names (一, two, 4), when a length of study may be typed with it. */
export const countOf = (word: string): number | undefined => (/^\d{1,2}$/.test(word) ? Number(word) : COUNTS[word]);

/** The Chinese suffix of a length of study: 一年制 is a programme of one year, 一年 alone a year. */
export const YEARS_SUFFIX = '年制';

/**
 * A length of study (一年制, 1年制, one-year, 4-year) as the programme pages state it, in
 * either language (修業期 1 年, Duration 1 year, 4 years): 港硕一年制 finds the one-year
 * master's programmes, not the pages that state fees a year. Read so only with 制 or the
 * hyphen; 一年 alone is the vocabulary's "a year" (每年, per year).
 */
export function durationSlot(n: number, typed: string, shown: string): Slot {
  const s = String(n);
  const forms = [
    [s, '年'],
    [s, 'year'],
    [s, 'years'],
  ];
  // As typed too: a page may say it so (五年制課程).
  const typedTerms = phraseTerms(runsOf(typed));
  return {
    typed,
    shown,
    alts: distinct([typedTerms, ...forms].map((terms) => ({ terms, prefix: false, phrase: terms.length > 1 }))),
    marks: forms.map((terms) => terms.join(' ')),
    phrase: typed.endsWith(YEARS_SUFFIX) ? [s, '年'] : [s, 'year'],
  };
}
