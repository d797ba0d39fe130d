// The demo CMS at any size (docs/UPSTREAM.md "Demo scale"). At scale k every list the CMS
// pages or answers whole is k times as long: the base list of the data files, then copy 1 of
// each item, copy 2, … (copies.ts says what a copy is). Scale 1 is the data files exactly.
// Lists are built on first use, once per scale and isolate, and kept in a bounded store.
import { memoryStore } from '@/lib/isolate';
import { BadRequest, type Lang, sortBy, stripTags } from '../lib';
import { alumni } from '../data/alumni';
import { type DemoArticle, articleSummary } from '../data/article-model';
import { generalArticles, subjects } from '../data/articles';
import { findArticle, newestFirst, searchArticles } from '../data/index';
import { news } from '../data/news';
import { partners } from '../data/partners';
import { outList } from '../data/programme-details';
import { careers } from '../data/recruit';
import { academicDepts } from '../data/site';
import { teachers } from '../data/teachers';
import {
  Titles,
  alumnusCopy,
  articleCopy,
  careerCopy,
  copyBody,
  copyId,
  copyOf,
  partnerCopy,
  teacherCopy,
} from './copies';
import { namer } from './people';
import { institution, newsQualifier, partQualifier, programmeQualifier } from './words';

export const MAX_SCALE = 1000;

/**
 * The scale of one request: the `X-Demo-Scale` header when sent, else the `DEMO_SCALE` var,
 * else 1. Either must be an integer from 1 to MAX_SCALE; anything else is refused (code 400).
 */
export function scaleOf(header: string | undefined, variable: string | undefined): number {
  const [name, value] = header !== undefined ? ['X-Demo-Scale', header] : ['DEMO_SCALE', variable ?? '1'];
  const k = /^[1-9]\d{0,3}$/.test(value) ? Number(value) : Number.NaN;
  if (!(k <= MAX_SCALE)) throw new BadRequest(`${name} must be an integer from 1 to ${MAX_SCALE}`);
  return k;
}

/** Measured: an item of a scaled list (its copy, names and titles) holds about this much of the heap. */
const BYTES_PER_COPY = 460;
/** An item of a list in another order: one reference. */
const BYTES_PER_REF = 8;
/** Every list at 1000× (about 80 MB) fits; more scales at once push the least recently used out. */
const built = memoryStore<readonly unknown[]>('demo-scale', { maxBytes: 96 * 1024 * 1024, maxEntries: 32 });

function memo<T>(name: string, k: number, bytesPerItem: number, build: () => T[]): T[] {
  const key = `${name}@${k}`;
  const kept = built.get(key) as T[] | undefined;
  if (kept) return kept;
  const list = build();
  built.set(key, list, list.length * bytesPerItem);
  return list;
}

/** The base list, then copy j = 1 … k − 1 of every item: copy j of item i is at j × n + i. */
function copies<T>(base: readonly T[], k: number, copy: (item: T, j: number, i: number) => T): T[] {
  const out = base.slice();
  for (let j = 1; j < k; j++) for (const [i, item] of base.entries()) out.push(copy(item, j, i));
  return out;
}

/** Item `id` of a scaled list: an original by its own id, a copy by its copy id (copies.ts). */
function byId<T extends { id: number | string }>(list: readonly T[], base: readonly T[], id: string, k: number) {
  const { base: original, j } = copyOf(id);
  const i = j < k ? base.findIndex((x) => String(x.id) === original) : -1;
  return i < 0 ? undefined : list[j * base.length + i];
}

// People of every copy are named from one sequence: teachers then alumni, copy after copy.
const PEOPLE = teachers.length + alumni.length;
const personName = namer([...teachers, ...alumni].map((p) => p.name));
const ACADEMIC = new Set(academicDepts.map((d) => d.deptId));
const academicTeachers = teachers.filter((t) => ACADEMIC.has(t.deptId));

/** The CMS's lists at one scale. */
export class Scale {
  constructor(readonly k: number) {}

  get news(): DemoArticle[] {
    return this.#list('news', news, () => {
      const titles = new Titles(news.map((a) => a.title));
      return (a, j) => articleCopy(a, j, this.k, titles, newsQualifier);
    });
  }

  get subjects(): DemoArticle[] {
    return this.#list('subjects', subjects, () => {
      const titles = new Titles(subjects.map((a) => a.title));
      return (a, j) => articleCopy(a, j, this.k, titles, partQualifier);
    });
  }

  get teachers() {
    return this.#list('teachers', teachers, () => (t, j, i) => {
      const like = ACADEMIC.has(t.deptId) ? undefined : academicTeachers[(i + j) % academicTeachers.length];
      return teacherCopy(t, j, personName((j - 1) * PEOPLE + i), like);
    });
  }

  get alumni() {
    return this.#list('alumni', alumni, () => (a, j, i) => {
      return alumnusCopy(a, j, personName((j - 1) * PEOPLE + teachers.length + i));
    });
  }

  get partners() {
    return this.#list('partners', partners, () => {
      // Institutions in turn, less any name a base partner or an earlier copy already has.
      const names = new Titles(partners.map((p) => p.name));
      let next = 0;
      return (p, j) => {
        while (!names.free(institution(next).name)) next++;
        const copy = partnerCopy(p, j, next++);
        names.take(copy.name);
        return copy;
      };
    });
  }

  get careers() {
    return this.#list('careers', careers, () => careerCopy);
  }

  /** A scaled list, built once per scale: `copier()` makes the copy function of one build. */
  #list<T>(name: string, base: readonly T[], copier: () => (item: T, j: number, i: number) => T): T[] {
    if (this.k === 1) return base as T[];
    return memo(name, this.k, BYTES_PER_COPY, () => copies(base, this.k, copier()));
  }

  /** A list in one order (sortBy's: stable, ties in list order), sorted once per scale and name. */
  sorted<T>(name: string, list: readonly T[], key: (item: T) => string | number, dir: 'asc' | 'desc'): T[] {
    return memo(`${name}.${dir}`, this.k, BYTES_PER_REF, () => sortBy(list, key, dir));
  }

  /** The scaled list of an article type and its base list (news, special topics), if it has one. */
  #articles(type: string): readonly [DemoArticle[], readonly DemoArticle[]] | undefined {
    if (type === 'news') return [this.news, news];
    if (type === 'subject') return [this.subjects, subjects];
    return undefined;
  }

  teacher = (id: string) => byId(this.teachers, teachers, id, this.k);
  alumnus = (id: string) => byId(this.alumni, alumni, id, this.k);

  /** An article by type and id; a copy's body carries its own date and title. */
  findArticle(type: string, id: string): DemoArticle | undefined {
    const { base, j } = copyOf(id);
    if (j === 0) return findArticle(type, id);
    const [list, originals] = this.#articles(type) ?? [];
    const copy = list && originals ? byId(list, originals, id, this.k) : undefined;
    const original = originals?.find((a) => String(a.id) === base);
    return copy && original ? copyBody(copy, original) : undefined;
  }

  /** /api/article/search: the base search at scale 1; at k, copies match by their own title and summary or their original's body. */
  search(keyword: string, lang: Lang) {
    if (this.k === 1) return searchArticles(keyword, lang);
    const needle = keyword.trim().toLocaleLowerCase();
    const has = (text: string) => text.toLocaleLowerCase().includes(needle);
    const hits: DemoArticle[] = [];
    const lists = [
      [this.news, news],
      [generalArticles, generalArticles],
      [this.subjects, subjects],
    ] as const;
    for (const [list, base] of needle ? lists : []) {
      base.forEach((original, i) => {
        const inBody = has(stripTags(original.body[lang]));
        for (let at = i; at < list.length; at += base.length) {
          const a = list[at] as DemoArticle;
          if (inBody || has(a.title[lang]) || has(a.summary[lang])) hits.push(a);
        }
      });
    }
    return { rows: newestFirst(hits).map((a) => articleSummary(a, lang)), total: hits.length };
  }

  /** /api/out/list: each programme, then its other study modes and places. */
  outList(name: string, lang: Lang) {
    const rows = outList(name, lang);
    return copies(rows, this.k, (row, j) => ({
      ...row,
      id: copyId(row.id, j),
      name: row.name + programmeQualifier(j - 1)[lang],
      link: `${row.link}?offer=${j}`,
    }));
  }

  /** A CMS page's article list (the special topics page): every copy of each, newest first. */
  page<P extends { articles?: readonly { id: number | string; type: string }[] }>(page: P, lang: Lang): P {
    if (this.k === 1 || !page.articles?.length) return page;
    const all = page.articles.flatMap((row) => {
      const [list, base] = this.#articles(row.type) ?? [];
      const i = base?.findIndex((a) => String(a.id) === String(row.id)) ?? -1;
      if (!list || !base || i < 0) return this.findArticle(row.type, String(row.id)) ?? [];
      return Array.from({ length: this.k }, (_, j) => list[j * base.length + i] as DemoArticle);
    });
    return { ...page, articles: newestFirst(all).map((a) => articleSummary(a, lang)) };
  }
}
