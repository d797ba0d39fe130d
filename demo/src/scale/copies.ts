// How one item of a base list is copied at a demo scale above 1 (docs/UPSTREAM.md "Demo scale"):
// its own id, a distinct name or title, its own dates; everything else is the original's, so
// the copies follow whatever the data files hold. Copy 0 is the original itself.
import { type T3, t3 } from '../lib';
import { type DemoAlumnus, LAST_CLASS } from '../data/alumni';
import type { DemoArticle } from '../data/article-model';
import type { DemoPartner } from '../data/partners';
import type { DemoCareer } from '../data/recruit';
import type { DemoTeacher } from '../data/teachers';
import type { PersonName } from './people';
import { type Qualifier, institution, reference } from './words';

/** Copy j of an item whose id is the number N has the id j × ID_STRIDE + N (base ids are below it). */
export const ID_STRIDE = 1_000_000;
/** The copies of a dated list spread over at most this many years before their originals. */
export const SPREAD_YEARS = 25;
const LANGS = ['tc', 'sc', 'en'] as const;
const DAY_MS = 86_400_000;

/** The id of copy j: j × ID_STRIDE + N for a numeric id N, `slug--j` for a slug. */
export function copyId(id: number, j: number): number;
export function copyId(id: number | string, j: number): number | string;
export function copyId(id: number | string, j: number): number | string {
  if (j === 0) return id;
  const n = typeof id === 'number' ? id : /^\d+$/.test(id) ? Number(id) : Number.NaN;
  if (Number.isNaN(n)) return `${id}--${j}`;
  if (!Number.isInteger(n) || n < 1 || n >= ID_STRIDE)
    throw new Error(`demo scale: base id ${id} is not below ${ID_STRIDE}`);
  return typeof id === 'number' ? j * ID_STRIDE + n : String(j * ID_STRIDE + n);
}

/** Which copy an id names: its original's id and the copy number (0 for an original's own id). */
export function copyOf(id: string): { base: string; j: number } {
  if (/^[1-9]\d{6,9}$/.test(id)) {
    const n = Number(id);
    return { base: String(n % ID_STRIDE), j: Math.floor(n / ID_STRIDE) };
  }
  const slug = /^(.+)--([1-9]\d{0,3})$/.exec(id);
  return slug?.[1] && slug[2] ? { base: slug[1], j: Number(slug[2]) } : { base: id, j: 0 };
}

/** `YYYY-MM-DD…` moved by a number of days (a trailing time is kept). */
function addDays(date: string, days: number): string {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined || [y, m, d].some(Number.isNaN)) return date;
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10) + date.slice(10);
}

/** Copy j of k is dated before its original: the k − 1 copies spread evenly over up to 25 years. */
export function copyDate(date: string, j: number, k: number): string {
  if (j === 0) return date;
  const years = Math.min(k - 1, SPREAD_YEARS);
  return addDays(date, -Math.round((j * years * 365.25) / (k - 1)) - ((j * 37) % 29));
}

const map3 = (text: T3, f: (s: string, lang: (typeof LANGS)[number]) => string): T3 =>
  t3(f(text.tc, 'tc'), f(text.sc, 'sc'), f(text.en, 'en'));
const concat = (a: T3, b: T3): T3 => map3(a, (s, lang) => s + b[lang]);

/** A year written in the text (not inside a longer number) becomes another. */
function swapYear(text: T3, from: string, to: string): T3 {
  if (from === to) return text;
  const year = new RegExp(`(?<!\\d)${from}(?!\\d)`, 'g');
  return map3(text, (s) => s.replace(year, to));
}

/** The titles used so far in a list, in every language: copies take only unused ones. */
export class Titles {
  readonly #used = { tc: new Set<string>(), sc: new Set<string>(), en: new Set<string>() };
  /** For each title, the first qualifier not yet tried with it. */
  readonly #next = new Map<string, number>();
  constructor(titles: readonly T3[]) {
    for (const title of titles) this.take(title);
  }
  take(title: T3): void {
    for (const lang of LANGS) this.#used[lang].add(title[lang]);
  }
  free(title: T3): boolean {
    return LANGS.every((lang) => !this.#used[lang].has(title[lang]));
  }
  /** `title` itself when free (and `plain`), else `title` with its first free qualifier; taken. */
  pick(title: T3, qualify: Qualifier, plain = true): T3 {
    let candidate = title;
    if (!plain || !this.free(candidate)) {
      const key = `${title.tc}\n${title.en}`;
      let q = this.#next.get(key) ?? 0;
      do candidate = concat(title, qualify(q++));
      while (!this.free(candidate));
      this.#next.set(key, q);
    }
    this.take(candidate);
    return candidate;
  }
}

/** Copy j of k of a news item or special topic: its own id and date, the year in its title that of its date. */
export function articleCopy(a: DemoArticle, j: number, k: number, titles: Titles, qualify: Qualifier): DemoArticle {
  const { aliases: _aliases, ...rest } = a;
  const date = copyDate(a.date, j, k);
  const [from, to] = [a.date.slice(0, 4), date.slice(0, 4)];
  const swapped = swapYear(a.title, from, to);
  const title = titles.pick(swapped, qualify, swapped !== a.title);
  return { ...rest, id: copyId(a.id, j), date, title, summary: swapYear(a.summary, from, to) };
}

/** A copy's body, for its detail answer: its original's, with the copy's own date and title. */
export function copyBody(copy: DemoArticle, original: DemoArticle): DemoArticle {
  const body = map3(original.body, (html, lang) => {
    const swaps: [string, string][] = [
      [original.date.slice(0, 10), copy.date.slice(0, 10)],
      [original.title[lang], copy.title[lang]],
    ];
    return swaps.reduce((out, [from, to]) => (from ? out.replaceAll(from, to) : out), html);
  });
  return { ...copy, body };
}

/**
 * Copy j of a teacher. A copy of someone outside the academic departments (the President, a
 * dean, the institute's staff) takes the post, department and research areas of an academic
 * teacher instead: a college has one President, however many teachers it has.
 */
export function teacherCopy(t: DemoTeacher, j: number, who: PersonName, like: DemoTeacher | undefined): DemoTeacher {
  return {
    ...(like ?? t),
    id: copyId(t.id, j),
    name: who.name,
    email: who.email,
    isPresident: false,
    years: 3 + ((t.years + 7 * j) % 30),
  };
}

/**
 * Copy j of an alumnus: another graduate of the same programme, in another year (from the first
 * class the faculty could have, to the last: alumni.ts).
 */
export function alumnusCopy(a: DemoAlumnus, j: number, who: PersonName): DemoAlumnus {
  const span = LAST_CLASS - a.firstClass + 1;
  const year = a.firstClass + ((((a.graduationYear - a.firstClass + 3 * j) % span) + span) % span);
  return { ...a, id: copyId(a.id, j), name: who.name, graduationYear: year };
}

/** Copy j of a partner: another institution of the same country, with a website if the original has one. */
export function partnerCopy(p: DemoPartner, j: number, n: number): DemoPartner {
  const { name, slug } = institution(n);
  return { ...p, id: copyId(p.id, j), name, link: p.link === undefined ? undefined : `https://www.${slug}.example/` };
}

/** Copy j of a vacancy: another post of the same kind, with its own reference number and deadline. */
export function careerCopy(c: DemoCareer, j: number): DemoCareer {
  const id = copyId(c.id, j);
  const deadline = addDays(c.deadline, (j * 11) % 120);
  return { ...c, id, deadline, title: concat(c.title, reference(deadline, id)) };
}
