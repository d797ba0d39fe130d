// Where the site index lives: Cloudflare D1 (docs/architecture/search.md "Site search"). One FTS5 table
// per generation and language holds the documents: what is shown (title, plain text, path…)
// and, in five indexed columns, their folded terms (tokenize.ts) separated by spaces, which
// the database's word tokeniser reads back as they are. The bookkeeping (which generation is
// searched, which is being built) is the search_state table of migrations/.
import { LOCALES, type Locale } from '@/i18n/locales';
import { log } from '@/lib/log';
import { indexTerms, surnameMark } from '@/search/tokenize';

/** What a result is, for grouping. */
export const DOC_KINDS = ['page', 'programme', 'person', 'news', 'event'] as const;
export type DocKind = (typeof DOC_KINDS)[number];

/** One document of one language. */
export interface IndexDoc {
  /** The same in every language ('teacher:3021', 'page:/admissions'). */
  id: string;
  kind: DocKind;
  /** The page's path without the language prefix ('/admissions/mainland', '/teacher/detail?id=3'). */
  path: string;
  title: string;
  /** Plain text (never HTML), shown as the snippet. */
  text: string;
  /** 'YYYY-MM-DD' for news and events (an event's first day): recent ones rank above old. */
  date?: string;
  /**
   * 'job': a job post or application form, below pages unless the query is about jobs;
   * 'entry': an entry of a list shown on another page (a department, a partner), below pages;
   * 'section': a part of a page found on its own (`/programmes/{code}#programme-curriculum`).
   */
  role?: 'job' | 'entry' | 'section';
  /** Names and titles of the same thing in the other languages. */
  names?: string[];
  /** A person's surnames, folded, in every language ('陈', 'chan'): 陳老師 and Dr Chan find them. */
  surnames?: string[];
  /** Headings, menu names, a person's post and department: weigh more than the text. */
  heads?: string[];
  /**
   * Facts every document of its kind shows under the same labels (a programme's JUPAS and E-APP
   * codes, its register number): found, but weighing least, so that the page that explains the
   * label (聯招: the HKDSE route page) comes before the many that only carry it.
   */
  facts?: string[];
}

/** A document as stored: its row id is a hash of its id, so writing it again replaces it. */
interface Row {
  r: number;
  id: string;
  kind: DocKind;
  path: string;
  title: string;
  text: string;
  date: string;
  role: string;
  tt: string;
  tn: string;
  th: string;
  tb: string;
  tf: string;
}

/**
 * The format of the documents this code writes: raise it with any change to what a document holds
 * (a route's `index`, a maker in src/search/build/), how text is cut into terms (tokenize.ts,
 * fold.ts) or the columns. A generation built in another format is rebuilt at the next step
 * after a deployment, not only when it is six hours old (docs/architecture/search.md "Building").
 */
export const INDEX_FORMAT = 2;

/** The indexed columns, in table order, and their weights in the ranking (docs/architecture/search.md "Terms"). */
export const COLUMN_WEIGHTS = { tt: 10, tn: 6, th: 3, tb: 1, tf: 0.05 } as const;
const SHOWN = ['id', 'kind', 'path', 'title', 'text', 'date', 'role'] as const;

export const tableOf = (gen: number, locale: Locale): string => `search_g${Math.trunc(gen)}_${locale}`;
export const vocabularyOf = (gen: number, locale: Locale): string => `${tableOf(gen, locale)}_v`;

/** A 53-bit hash of a document id (cyrb53): its row id in every generation and language. */
export function rowIdOf(id: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < id.length; i++) {
    const ch = id.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

const terms = (parts: readonly (string | undefined)[]): string =>
  parts.flatMap((p) => (p ? indexTerms(p) : [])).join(' ');

/**
 * The most of a document's text that is stored and indexed (characters); the title, headings
 * and names have bounds of their own. With them one row stays far under D1's 2 MB, whatever the
 * CMS sends: a step's write cannot fail on one long document (docs/SECURITY.md "A hostile CMS
 * cannot stop the index"). What is cut is logged (`search.doc.cut`).
 */
export const DOC_MAX_TEXT_CHARS = 50_000;
const DOC_MAX_TITLE_CHARS = 1_000;
const DOC_MAX_LIST_CHARS = 10_000;

/** A document's lists, each bounded to `DOC_MAX_LIST_CHARS`. */
const LISTS = ['names', 'surnames', 'heads', 'facts'] as const;

/** A document within the bounds above. */
function bounded(doc: IndexDoc): IndexDoc {
  const list = (items: readonly string[] | undefined) => {
    if (!items) return undefined;
    const kept: string[] = [];
    let size = 0;
    for (const item of items) {
      size += item.length;
      if (size > DOC_MAX_LIST_CHARS) break;
      kept.push(item);
    }
    return kept;
  };
  const title = doc.title.slice(0, DOC_MAX_TITLE_CHARS);
  const out: IndexDoc = { ...doc, title, text: doc.text.slice(0, DOC_MAX_TEXT_CHARS) };
  for (const key of LISTS) {
    const kept = list(doc[key]);
    if (kept) out[key] = kept;
  }
  const cut =
    out.text.length < doc.text.length ||
    title.length < doc.title.length ||
    LISTS.some((k) => (out[k]?.length ?? 0) < (doc[k]?.length ?? 0));
  if (cut) log('warn', 'search.doc.cut', { id: doc.id.slice(0, 200), text: doc.text.length, title: doc.title.length });
  return out;
}

function rowOf(whole: IndexDoc): Row {
  const doc = bounded(whole);
  return {
    r: rowIdOf(doc.id),
    id: doc.id,
    kind: doc.kind,
    path: doc.path,
    title: doc.title,
    text: doc.text,
    date: doc.date ?? '',
    role: doc.role ?? '',
    tt: terms([doc.title]),
    tn: [terms(doc.names ?? []), ...(doc.surnames ?? []).map(surnameMark)].filter(Boolean).join(' '),
    th: terms(doc.heads ?? []),
    tb: terms([doc.text]),
    tf: terms(doc.facts ?? []),
  };
}

/** The tables of one generation, in every language (the builder's first step). */
export async function createTables(db: D1Database, gen: number): Promise<void> {
  const columns = [...SHOWN.map((c) => `${c} UNINDEXED`), ...Object.keys(COLUMN_WEIGHTS)].join(', ');
  const ddl = LOCALES.flatMap((locale) => [
    `CREATE VIRTUAL TABLE IF NOT EXISTS ${tableOf(gen, locale)} USING fts5(${columns}, tokenize = 'unicode61 remove_diacritics 0')`,
    `CREATE VIRTUAL TABLE IF NOT EXISTS ${vocabularyOf(gen, locale)} USING fts5vocab(${tableOf(gen, locale)}, 'row')`,
  ]);
  await db.batch(ddl.map((sql) => db.prepare(sql)));
}

/** Drops a generation's tables (after the generation was switched off, or a failed build). */
export async function dropTables(db: D1Database, gen: number): Promise<void> {
  const ddl = LOCALES.flatMap((locale) => [
    `DROP TABLE IF EXISTS ${vocabularyOf(gen, locale)}`,
    `DROP TABLE IF EXISTS ${tableOf(gen, locale)}`,
  ]);
  await db.batch(ddl.map((sql) => db.prepare(sql)));
}

/**
 * Statements that write documents into a generation's table of one language: one statement per
 * chunk of about WRITE_CHUNK_BYTES of JSON (D1 takes strings up to 2 MB), each row read back
 * with json_each, so a whole list page is one statement, not one per row.
 */
export const WRITE_CHUNK_BYTES = 512 * 1024;

export function writeStatements(db: D1Database, gen: number, locale: Locale, docs: readonly IndexDoc[]) {
  const table = tableOf(gen, locale);
  const cols = [...SHOWN, ...Object.keys(COLUMN_WEIGHTS)];
  const sql = `INSERT OR REPLACE INTO ${table} (rowid, ${cols.join(', ')}) SELECT value ->> 'r', ${cols
    .map((c) => `value ->> '${c}'`)
    .join(', ')} FROM json_each(?1)`;
  const statements: D1PreparedStatement[] = [];
  let chunk: string[] = [];
  let size = 0;
  const flush = () => {
    if (chunk.length) statements.push(db.prepare(sql).bind(`[${chunk.join(',')}]`));
    chunk = [];
    size = 0;
  };
  for (const doc of docs) {
    const json = JSON.stringify(rowOf(doc));
    if (size + json.length > WRITE_CHUNK_BYTES) flush();
    chunk.push(json);
    size += json.length;
  }
  flush();
  return statements;
}

/** Statements that remove documents (an article the CMS no longer has) from a table. */
export function deleteStatement(db: D1Database, gen: number, locale: Locale, ids: readonly string[]) {
  return db
    .prepare(`DELETE FROM ${tableOf(gen, locale)} WHERE rowid IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify(ids.map(rowIdOf)));
}
