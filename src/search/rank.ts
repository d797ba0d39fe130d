// The ranking of the site search, in SQL over one generation's table (docs/architecture/search.md
// "Site search", "Ranking"). The database scores each match with BM25 over the indexed columns
// (title 10, other-language names 6, headings 3, text 1, labelled facts 0.05) and the score is
// then multiplied by the rules below, so that the whole order (and every page of one kind) comes
// from one ORDER BY.
// BM25 scores are negative in FTS5: a larger factor makes a result rank higher.
import type { Locale } from '@/i18n/locales';
import { anyExpr, matchExpr, phraseExpr, slotExprs } from '@/search/match';
import { namesAttribute, type Query } from '@/search/query';
import { COLUMN_WEIGHTS, type DocKind, tableOf } from '@/search/store';
import { bigrams, isCjk } from '@/search/tokenize';

/** The factors of docs/architecture/search.md "Ranking", in one place. */
export const RANKING = {
  /** Pages and programmes above people and news at equal relevance. */
  page: 1.2,
  programme: 1.2,
  /**
   * An entry of a list shown on another page (a department of the administration page): a name
   * and little else, which BM25 weighs far above a page that states something about it (圖書館:
   * the campus facilities' library section, not the list of departments that names it).
   */
  entry: 0.25,
  /**
   * Events (an information day, a talk: src/search/build/docs-events.ts), dated like news: their
   * short texts weigh less than the pages and news about them.
   */
  event: 0.5,
  /**
   * A section of a page found on its own (a programme's curriculum, entry requirements,
   * careers): its short text would otherwise outrank the pages that answer a query about the
   * section's subject alone (入學要求: the route pages); named with its page, it leads.
   */
  section: 0.25,
  /**
   * Job posts and application forms, unless the query is about jobs: a post's title names the
   * office it is in (Senior Executive Officer (Admissions)), which a visitor asking about that
   * subject does not look for.
   */
  job: 0.25,
  /** News and articles, unless the query is about an event: then like pages. */
  news: 0.8,
  /**
   * News: today's count fully, older ones less: (1 - aged) + aged / (1 + years), so last year's
   * news ranks below this year's, and news never above a page for its date alone.
   */
  aged: 0.3,
  /**
   * The same for a query about an event (a recurring one: each year's open day): the visitor
   * means this year's, so age weighs more: (1 - eventAged) + eventAged / (1 + years).
   */
  eventAged: 0.9,
  /** Every term of the query in the title (or a person's other names). */
  title: 2,
  /** A title that is exactly the visitor's words. */
  exactTitle: 1.5,
  /** The visitor's own words as one phrase (in order, next to each other). */
  phrase: 1.5,
  /** People found by the words of their post, programme or research, not their name. */
  personByWords: 0.5,
  /** People whose post is the title typed with their surname (教授 in 黃教授). */
  post: 1.5,
  /** A year the visitor named: news and events dated in it, and pages naming it (2026/27). */
  year: 2,
} as const;

const bm25 = (table: string) => `bm25(${table}, 0, 0, 0, 0, 0, 0, 0, ${Object.values(COLUMN_WEIGHTS).join(', ')})`;

/** The terms of a post word, in the headings column (where a person's post is). */
function postExpr(q: Query): string | undefined {
  if (q.posts.length === 0) return undefined;
  const alts = q.posts.map((p) => `"${(isCjk(p) ? bigrams(p) : [p]).join(' ')}"`);
  return `th : (${alts.join(' OR ')})`;
}

export interface RankedSql {
  sql: string;
  params: (string | number)[];
}

/**
 * How the query matches: `strict`, every slot; `partial`, any slot, the pages whose documents
 * (with the entries of their lists) match more of them first (their coverage), then by score.
 * In both, a query not about an event puts news after the pages, programmes, people and entries
 * that match (the library's page answers 圖書館開放時間, the news of its new learning commons does
 * not), and one about a fact a page states (a fee, a deadline, a requirement, a scholarship: the
 * vocabulary's `facts`) events too.
 */
export type Mode = 'strict' | 'partial';

/**
 * The scored matches of a query: `SELECT r, id, kind, path, title, date, score, cov FROM (…)`,
 * one row per document; `today` ('YYYY-MM-DD') dates the news.
 */
function scored(table: string, q: Query, today: string, mode: Mode): RankedSql {
  const params: (string | number)[] = [];
  const bind = (value: string | number) => {
    params.push(value);
    return `?${params.length}`;
  };
  const main = bind(mode === 'strict' ? matchExpr(q) : anyExpr(q));
  const job = q.jobs ? RANKING.page : RANKING.job;
  const news = q.events ? RANKING.page : RANKING.news;
  const aged = q.events ? RANKING.eventAged : RANKING.aged;
  // A section whose page the query names (`headed`, below).
  const pageNamed = `rowid IN (SELECT rowid FROM headed WHERE (SELECT count(DISTINCT page) FROM headed) <= ${NAMES_A_FEW})`;
  const factors = [
    `CASE WHEN role = 'job' THEN ${job} WHEN role = 'entry' THEN ${RANKING.entry} WHEN role = 'section' AND ${pageNamed} THEN ${RANKING.programme} WHEN role = 'section' THEN ${RANKING.section} WHEN kind = 'page' THEN ${RANKING.page} WHEN kind = 'programme' THEN ${RANKING.programme} WHEN kind = 'news' THEN ${news} WHEN kind = 'event' THEN ${RANKING.event} ELSE 1.0 END`,
    `CASE WHEN kind IN ('news', 'event') AND date <> '' THEN ${1 - aged} + ${aged} / (1.0 + max(0.0, julianday(${bind(today)}) - julianday(date)) / 365.0) ELSE 1.0 END`,
  ];
  const bonus = (expr: string | undefined, factor: number) => {
    if (expr)
      factors.push(
        `CASE WHEN rowid IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ${bind(expr)}) THEN ${factor} ELSE 1.0 END`,
      );
  };
  // The documents whose title or other names hold the query (every slot; in the partial pass,
  // any): found once (`titled`, a materialised CTE), used by four rules.
  // And (`headed`) the sections whose headings hold any of the query's words; its page's title is
  // among a section's headings: a section of a page the query names ranks like the page
  // (数据科学选科要求: the data science programme's requirements, not the mainland route page that
  // names both).
  // Words in the headings of the sections of many pages (bachelor, undergraduate: every
  // programme's title) name none of them: only when those sections are of a few pages.
  const titled = `WITH titled AS MATERIALIZED (SELECT rowid FROM ${table} WHERE ${table} MATCH ${bind(`{tt tn} : (${mode === 'strict' ? matchExpr(q) : anyExpr(q)})`)}), headed AS MATERIALIZED (SELECT rowid, ${PAGE_OF} AS page FROM ${table} WHERE ${table} MATCH ${bind(`{th} : (${anyExpr(q)})`)} AND role = 'section') `;
  // A section's title is a heading every page of its kind shares (入學要求): no title bonus.
  factors.push(`CASE WHEN role <> 'section' AND rowid IN titled THEN ${RANKING.title} ELSE 1.0 END`);
  // A person found by other words than their name: a line or two of text, which BM25 weighs
  // far above a page that holds the same words among many others.
  if (!q.slots.some((s) => s.surname))
    factors.push(`CASE WHEN kind = 'person' AND rowid NOT IN titled THEN ${RANKING.personByWords} ELSE 1.0 END`);
  if (q.phrase.length)
    factors.push(
      `CASE WHEN role <> 'section' AND tt = ${bind(q.phrase.join(' '))} THEN ${RANKING.exactTitle} ELSE 1.0 END`,
    );
  bonus(phraseExpr(q), RANKING.phrase);
  bonus(postExpr(q), RANKING.post);
  if (q.years.length > 0) {
    const years = q.years.map(bind).join(', ');
    const named = bind(q.years.map((y) => `"${y}"`).join(' OR '));
    factors.push(
      `CASE WHEN substr(date, 1, 4) IN (${years}) OR rowid IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ${named}) THEN ${RANKING.year} ELSE 1.0 END`,
    );
  }
  const matching = (expr: string) => `rowid IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ${bind(expr)})`;
  // Each slot's match in this document (`m0`, `m1`, …); the page's coverage is that of its
  // documents together (`withCoverage`).
  const slotsMatched =
    mode === 'strict'
      ? ''
      : slotExprs(q)
          .map((e, i) => `, (${matching(e)}) AS m${i}`)
          .join('');
  // News after every page, programme, person and entry that matches, unless the query is about an
  // event; for a query about a fact a page states (the vocabulary's `facts`), events too. In the
  // partial pass coverage still comes first: a news item holding more of the words leads.
  // A section whose title alone holds every slot (入學要求 for 收生要求) names no programme: it
  // follows the pages too (docs/architecture/search.md "Ranking").
  // A news item or event its title names ranks with the pages (`storiesNamed`).
  const named = q.events ? undefined : storiesNamed(q, matching);
  const stories = q.events
    ? '0'
    : `(${q.facts ? `kind IN ('news', 'event')` : `kind = 'news'`}${named ? ` AND NOT ${named}` : ''})`;
  const sectionAlone = mode === 'strict' ? `(role = 'section' AND rowid IN titled)` : '0';
  // People found by other words than their name follow the pages too (護士: the nursing
  // programme, then the alumni who are nurses); in the partial pass, those of equal coverage.
  // Three tiers: the pages that answer, then such people and sections, then the news.
  const byWords = !q.slots.some((s) => s.surname) ? `(kind = 'person' AND rowid NOT IN titled)` : '0';
  const tier = `max(2 * ${stories}, ${sectionAlone}, ${byWords})`;
  const sql = `${titled}SELECT rowid AS r, id, kind, path, title, date, ${PAGE_OF} AS page, CASE WHEN role = 'section' THEN path ELSE ${PAGE_OF} END AS together, ${bm25(table)} * ${factors.filter(Boolean).join(' * ')} AS score${slotsMatched}, ${tier} AS tier FROM ${table} WHERE ${table} MATCH ${main}`;
  return { sql: withCoverage(sql, mode === 'strict' ? [] : coverageWeights(q)), params };
}

/**
 * A news item or event whose title holds three of the query's slots or more names what the visitor
 * asks about ("learning commons opening hours": the news of the learning commons' opening, which
 * states its hours): it is no news that merely mentions the words, and ranks with the pages. Two
 * are too few: a news item titled with a summer exchange would come before the exchange page for
 * 暑期交流 (docs/architecture/search.md "Ranking", rule 7).
 */
function storiesNamed(q: Query, matching: (expr: string) => string): string | undefined {
  const exprs = slotExprs(q);
  if (exprs.length < NAMED_BY_TITLE) return undefined;
  return `(${exprs.map((e) => `(${matching(`{tt} : (${e})`)})`).join(' + ')} >= ${NAMED_BY_TITLE})`;
}

/**
 * A result's coverage (`cov`), 0 in the strict pass: how many of the query's slots a page and
 * the entries of its lists hold together (`together`: they are one result, rule 11; a partner
 * on the exchange page's list holds "Japan", the page "exchange"). A section counts alone: a
 * query's words scattered over a programme's sections do not answer it together.
 */
const withCoverage = (sql: string, weights: readonly number[]) => {
  if (weights.length === 0) return `SELECT *, 0 AS cov, 0 AS held FROM (${sql})`;
  const slot = (i: number) => `max(m${i}) OVER (PARTITION BY together)`;
  const counted = weights.flatMap((w, i) => (w === 0 ? [] : [slot(i)]));
  return `SELECT *, ${counted.join(' + ')} AS cov, ${weights.map((_, i) => slot(i)).join(' + ')} AS held FROM (${sql})`;
};

/**
 * What each slot counts in coverage: 1, or 0 for a slot naming what something has (a fee, a
 * deadline: `namesAttribute`) beside slots that name the thing; the score still counts its matches.
 */
function coverageWeights(q: Query): number[] {
  const had = q.slots.map(namesAttribute);
  return had.every(Boolean) ? q.slots.map(() => 1) : had.map((a) => (a ? 0 : 1));
}

/**
 * The page a document leads to: its path without the part after `#`. A page, its sections
 * (`/programmes/ug-nursing#programme-curriculum`) and the entries of its lists (a partner of the
 * exchange page) are one result: the best of them (docs/architecture/search.md "Ranking").
 */
const PAGE_OF = `CASE WHEN instr(path, '#') > 0 THEN substr(path, 1, instr(path, '#') - 1) ELSE path END`;

/** How many of the query's slots a news item's or event's title holds to rank with the pages. */
const NAMED_BY_TITLE = 3;

/** At most this many pages whose sections' headings hold the query's words: the query names them. */
const NAMES_A_FEW = 3;

/** The ranking's order of the pages (`onePerPage`'s rows). */
const ORDER = 'cov DESC, tier, ranked, r';
/**
 * One row per page: of the matches that lead to it, the one holding most of the query's slots
 * (`held`: what something has counts here, so "data science entry requirements" leads to the
 * programme's entry requirements section), then the best by coverage, tier and score. The page
 * ranks by the best score of its matches of that coverage and tier (`ranked`): its title's
 * match, though the section is where it leads.
 */
const onePerPage = (sql: string) =>
  `SELECT * FROM (SELECT *, row_number() OVER (PARTITION BY page ORDER BY held DESC, cov DESC, tier, score, r) AS best, min(score) OVER (PARTITION BY page, cov, tier) AS ranked FROM (${sql})) WHERE best = 1`;

export type Window = { perKind: number } | { kind: DocKind; from: number; to: number };

/**
 * The shown results: the best `perKind` of every kind (the overview, the suggestions), or
 * ranks `from`+1 to `to` of one kind (a page of that kind); each with its rank in its kind.
 * `withText` adds the plain text, for snippets.
 */
export function rankedSql(
  gen: number,
  locale: Locale,
  q: Query,
  today: string,
  w: Window,
  withText: boolean,
  mode: Mode = 'strict',
): RankedSql {
  const table = tableOf(gen, locale);
  const { sql, params } = scored(table, q, today, mode);
  const bind = (value: string | number) => {
    params.push(value);
    return `?${params.length}`;
  };
  const where =
    'perKind' in w
      ? `n <= ${bind(w.perKind)}`
      : `kind = ${bind(w.kind)} AND n > ${bind(w.from)} AND n <= ${bind(w.to)}`;
  const text = withText ? `, (SELECT text FROM ${table} WHERE rowid = x.r) AS text` : '';
  return {
    sql: `SELECT x.*${text} FROM (SELECT *, row_number() OVER (PARTITION BY kind ORDER BY ${ORDER}) AS n FROM (${onePerPage(sql)})) AS x WHERE ${where} ORDER BY ${ORDER}`,
    params,
  };
}

/**
 * How many pages of each kind match (a page and its sections once, `PAGE_OF`; one whose matches
 * are of two kinds is counted in each).
 */
export function countSql(gen: number, locale: Locale, q: Query, mode: Mode = 'strict'): RankedSql {
  const table = tableOf(gen, locale);
  return {
    sql: `SELECT kind, count(DISTINCT ${PAGE_OF}) AS c FROM ${table} WHERE ${table} MATCH ?1 GROUP BY kind`,
    params: [mode === 'strict' ? matchExpr(q) : anyExpr(q)],
  };
}

/** Whether each slot of the query matches any document: `SELECT s0, s1, …` (1 or 0), one row. */
export function slotsFoundSql(gen: number, locale: Locale, q: Query): RankedSql {
  const table = tableOf(gen, locale);
  const exprs = slotExprs(q);
  return {
    sql: `SELECT ${exprs.map((_, i) => `EXISTS (SELECT 1 FROM ${table} WHERE ${table} MATCH ?${i + 1}) AS s${i}`).join(', ')}`,
    params: exprs,
  };
}
