// The names a document of the site index is found by besides its title (docs/architecture/search.md
// "Site search"): a person's surnames and the abbreviations of an English name, made from the
// CMS's own names (src/search/build/docs-lists.ts).
import { fold } from '@/search/fold';
import { isCjk } from '@/search/tokenize';
import { vocab } from '@/search/vocabulary';

/**
 * A person's surname, folded: a Chinese name's first character (or a compound surname such as
 * 歐陽), an English name's word in capitals ('CHAN Chi-ming') or else its last word.
 */
export function surnameOf(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return undefined;
  if (isCjk(trimmed)) {
    const folded = fold(trimmed);
    const compound = vocab().compoundSurnames.find((s) => folded.startsWith(s));
    return compound ?? Array.from(folded)[0];
  }
  const words = trimmed.split(/[\s,]+/).filter(Boolean);
  const capital = words.find((w) => w.length > 1 && /^\p{Lu}+$/u.test(w));
  const word = capital ?? words[words.length - 1];
  return word ? fold(word) : undefined;
}

/** Words an abbreviation skips (Bachelor of Business Administration: BBA). */
const MINOR_WORDS = new Set(['of', 'and', 'the', 'in', 'for', 'with', 'on', 'at', 'to', 'a', 'an']);

/**
 * The abbreviations of an English name, from its own words (docs/architecture/search.md "Site
 * search"): the initials of its significant words, of the whole name and of its subject after
 * "in" (Bachelor of Science (Honours) in Computer Science: bscs and cs; Faculty of Arts and
 * Social Sciences: fass; Master of Business Administration: mba), folded, two letters or more.
 * Not the award before "in" alone (hd, bba): it names a level many programmes share, which the
 * level's page answers. Chinese names give none. Indexed with the headings (weight 3, not the
 * names': an abbreviation finds the programme, it does not outrank its full name).
 */
export function abbreviationsOf(name: string): string[] {
  if (isCjk(name)) return [];
  const plain = fold(name).replace(/\([^)]*\)/g, ' ');
  const initials = (words: readonly string[]) =>
    words
      .filter((w) => !MINOR_WORDS.has(w))
      .map((w) => w[0])
      .join('');
  const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const all = words(plain);
  if (all.filter((w) => !MINOR_WORDS.has(w)).length < 2) return [];
  const subject = plain
    .split(/\sin\s/u)
    .slice(1)
    .join(' in ');
  return [...new Set([all, words(subject)].map(initials))].filter((a) => a.length >= 2 && /^\p{L}+$/u.test(a));
}

export const abbreviations = (names: readonly string[]): string[] => [...new Set(names.flatMap(abbreviationsOf))];

export const surnames = (names: readonly string[]): string[] => [
  ...new Set(names.map(surnameOf).filter((s): s is string => !!s)),
];
