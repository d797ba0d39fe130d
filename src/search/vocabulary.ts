// How visitors ask, as data: the synonym groups, job words, titles and compound surnames of
// locales/search-vocabulary.json (editors extend it without code), and OpenCC's regional phrase
// tables (mainland ⇄ Hong Kong and Taiwan words: 计算机科学 → 電腦科學, 信息技术 → 資訊科技).
// Everything is folded as the index is (fold.ts), so either script and any case matches.
import { Trie } from 'opencc-js/core';
import HKPhrases from 'opencc-js/dict/HKPhrases';
import HKPhrasesRev from 'opencc-js/dict/HKPhrasesRev';
import TWPhrases from 'opencc-js/dict/TWPhrases';
import TWPhrasesRev from 'opencc-js/dict/TWPhrasesRev';
import data from '../../locales/search-vocabulary.json';
import { fold } from '@/search/fold';
import { isCjk, runsOf } from '@/search/tokenize';

/** A word or phrase of the vocabulary, as the query's runs are cut (tokenize.ts). */
export interface Phrase {
  /** The folded runs: Han runs and words. */
  runs: string[];
}

/** Words and phrases of a list, folded: Latin ones as their words, Han ones as runs to find inside the query's. */
export interface WordList {
  latin: string[][];
  han: string[];
}

export interface Vocabulary {
  /** The other members of every group a phrase belongs to, by its folded runs joined with a space. */
  synonyms: Map<string, Phrase[]>;
  /** Latin members by their first word, longest first; Han members (one run), longest first. */
  latinMembers: Map<string, string[][]>;
  hanMembers: string[];
  /** Every word of the Latin members: typo neighbours the index may not hold (acommodation). */
  latinWords: string[];
  /** Words of a query about jobs, and of a query about an event (Latin words and phrases, Han runs). */
  jobs: WordList;
  events: WordList;
  /** Words of a query about a fact a page states (a fee, a deadline, a requirement, a scholarship). */
  facts: WordList;
  /** Words that name what something has (a fee, a deadline, how much, a time or place), not a thing of its own. */
  attributes: WordList;
  /** Words of a deadline, which a page states as a date, often without the word. */
  deadlines: WordList;
  /**
   * Question words and particles, folded: weigh nothing in a query that has other words. Han
   * ones of two characters or more (longest first) are cut out of a run wherever they are; one
   * character ones only when word segmentation leaves them alone.
   */
  questionHan: string[];
  questionChars: Set<string>;
  questionLatin: Set<string>;
  hanTitles: string[];
  latinTitles: Set<string>;
  compoundSurnames: string[];
  /**
   * Words that name the kind of page looked for (programme, course, degree, 課程), folded, a
   * phrase's runs joined by a space: beside a topic they weigh nothing ("nursing course" is
   * nursing), alone they are what is looked for.
   */
  kindWords: Set<string>;
  /**
   * Words that name the College itself (書院, 學校, the college), folded, a phrase's runs joined by
   * a space: read as one word wherever they stand in a query (members, as a synonym's are), and
   * beside a topic they weigh nothing, as kind words do.
   */
  siteWords: Set<string>;
  /** Site words (folded) that name the College only where a Han run begins with them (學院, not 商學院). */
  siteWordsFirst: Set<string>;
  /** Words that ask where something is (在哪, where): with the College's names alone, its address. */
  whereWords: WordList;
}

const keyOf = (runs: readonly string[]) => runs.join(' ');

function build(): Vocabulary {
  const synonyms = new Map<string, Phrase[]>();
  const latin = new Map<string, string[][]>();
  const han = new Set<string>();
  /** A word a query is searched for as one member (a Han run whole, a Latin phrase by its first word). */
  const member = (runs: string[]) => {
    const [first] = runs;
    if (runs.length === 1 && first && isCjk(first)) han.add(first);
    else if (first && !isCjk(first)) latin.set(first, [...(latin.get(first) ?? []), runs]);
  };
  for (const group of data.synonyms) {
    const phrases = group.map((word) => ({ runs: runsOf(word) })).filter((p) => p.runs.length > 0);
    for (const phrase of phrases) {
      const key = keyOf(phrase.runs);
      const others = phrases.filter((p) => keyOf(p.runs) !== key);
      synonyms.set(key, [...(synonyms.get(key) ?? []), ...others]);
      member(phrase.runs);
    }
  }
  // The College's own names (those it has only at the start of a run among them): found in a
  // query as a synonym is, with no other members.
  const siteNames = [...data.siteWords, ...data.siteWordsFirst];
  for (const word of siteNames) {
    const runs = runsOf(word);
    if (runs.length === 0) continue;
    if (!synonyms.has(keyOf(runs))) synonyms.set(keyOf(runs), []);
    member(runs);
  }
  for (const list of latin.values()) list.sort((a, b) => b.length - a.length);
  const folded = (words: readonly string[]) => words.map((w) => fold(w));
  const list = (words: readonly string[]): WordList => {
    const phrases = words.map(runsOf).filter((runs) => runs.length > 0);
    return {
      latin: phrases.filter((runs) => !isCjk(runs[0] as string)),
      han: phrases.filter((runs) => isCjk(runs[0] as string)).map((runs) => runs.join('')),
    };
  };
  return {
    synonyms,
    latinMembers: latin,
    hanMembers: [...han].sort((a, b) => b.length - a.length),
    latinWords: [...new Set([...latin.values()].flat(2))],
    jobs: list(data.jobs),
    events: list(data.events),
    facts: list(data.facts),
    attributes: list(data.attributes),
    deadlines: list(data.deadlines),
    ...questionWords(data.questionWords),
    kindWords: new Set(data.kindWords.map((w) => keyOf(runsOf(w)))),
    siteWords: new Set(siteNames.map((w) => keyOf(runsOf(w)))),
    siteWordsFirst: new Set(data.siteWordsFirst.map((w) => keyOf(runsOf(w)))),
    whereWords: list(data.whereWords),
    hanTitles: folded(data.titles.zh).sort((a, b) => b.length - a.length),
    latinTitles: new Set(folded(data.titles.en)),
    compoundSurnames: folded(data.compoundSurnames),
  };
}

function questionWords(words: readonly string[]) {
  const runs = words.map(runsOf).filter((r) => r.length === 1) as [string][];
  const han = runs.map(([r]) => r).filter(isCjk);
  return {
    questionHan: han.filter((w) => Array.from(w).length > 1).sort((a, b) => b.length - a.length),
    questionChars: new Set(han.filter((w) => Array.from(w).length === 1)),
    questionLatin: new Set(runs.map(([r]) => r).filter((w) => !isCjk(w))),
  };
}

let vocabulary: Vocabulary | undefined;
/** Built on first use, once per isolate (a few hundred words). */
export const vocab = (): Vocabulary => {
  vocabulary ??= build();
  return vocabulary;
};

/**
 * OpenCC's regional phrase tables, folded: mainland words to their Hong Kong and Taiwan forms
 * (forward) and back (reverse). Only Han-only entries are kept (the tables also hold
 * transliterated foreign names, which the search does not need).
 */
function phraseTrie(dicts: readonly string[]): Trie {
  const trie = new Trie();
  for (const dict of dicts) {
    for (const entry of dict.split('|')) {
      const space = entry.indexOf(' ');
      if (space < 2) continue;
      const from = fold(entry.slice(0, space));
      const to = fold(entry.slice(space + 1).split(' ')[0] ?? '');
      if (to && from !== to && /^\p{Script=Han}+$/u.test(from) && /^\p{Script=Han}+$/u.test(to)) trie.addWord(from, to);
    }
  }
  return trie;
}

let regional: Trie[] | undefined;

/** The other regional forms of a folded Han run (计算机科学 → 电脑科学), none when it has none. */
export function regionalForms(run: string): string[] {
  regional ??= [phraseTrie([HKPhrases, TWPhrases]), phraseTrie([HKPhrasesRev, TWPhrasesRev])];
  return [...new Set(regional.map((trie) => trie.convert(run)))].filter((form) => form !== run);
}
