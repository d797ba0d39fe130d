// How a held-out query set is measured (held-out.test.ts, held-out-2.test.ts): as the query
// table is (query-table.test.ts), precision at 1 and 3 and the queries that find nothing, per
// language, for the results page and for the header's suggestions. It asserts only that the set
// itself is sound (every expected page exists in its language, enough rows a language); the
// figures are printed. The queries that missed, and what they found, are printed only with
// HELD_OUT_MISSES=1 (vitest.config.ts), so that whoever works on the search sees the figures
// and not the queries (docs/PERFORMANCE.md "Held-out queries").
import type { Locale } from '@/i18n/locales';
import { app } from '../content/helpers';
import { request } from '../helpers';
import { buildAll, pathsFound, suggestedPaths } from './helpers';
import { formatPrecision, type Precision, precision, type QueryRow } from './query-table';

/** Set by vitest.config.ts from the environment: print the misses too. */
declare const HELD_OUT_MISSES: boolean;

const prefixOf = (locale: Locale) => (locale === 'tc' ? '' : `/${locale}`);

/** The figures alone: no query is named. */
const figures = (label: string, p: readonly Precision[]): string =>
  p
    .map(
      (x) =>
        `${label} ${x.locale}: ${x.queries} queries, P@1 ${(x.at1 * 100).toFixed(0)} %, P@3 ${(x.at3 * 100).toFixed(0)} %, nothing found ${x.empty.length}`,
    )
    .join('\n');

/** The queries without an expected page in the first three, each with the first three it found. */
const misses = (rows: readonly QueryRow[], label: string, found: readonly (readonly string[])[]): string =>
  rows
    .flatMap((row, i) => {
      const top = (found[i] ?? []).slice(0, 3);
      return top.some((p) => row.expect.includes(p))
        ? []
        : [`${label} miss ${row.locale} “${row.query}”: ${top.join(' ') || 'nothing'}`];
    })
    .join('\n');

/** The figures, and with HELD_OUT_MISSES=1 the queries that missed. */
function report(rows: readonly QueryRow[], label: string, found: readonly (readonly string[])[]): void {
  const p = precision(rows, found);
  console.log(figures(label, p));
  if (HELD_OUT_MISSES) {
    console.log(formatPrecision(label, p));
    console.log(misses(rows, label, found));
  }
}

/**
 * The tests of one held-out set: `name` labels the describe blocks and the printed lines,
 * `minimum` is the fewest rows each language must have.
 */
export function measureHeldOut(name: string, rows: readonly QueryRow[], minimum: number): void {
  /** Every expected page once, with the language it is expected in. */
  const expectedPages = [
    ...new Set(rows.flatMap((row) => row.expect.map((path) => `${prefixOf(row.locale)}${path}`))),
  ].sort();

  describe(`${name} query set: the set itself`, () => {
    it.each(['tc', 'sc', 'en'] as const)(`%s has at least ${minimum} queries, none twice`, (locale) => {
      const queries = rows.filter((row) => row.locale === locale).map((row) => row.query);
      expect(queries.length).toBeGreaterThanOrEqual(minimum);
      expect(new Set(queries).size).toBe(queries.length);
    });

    it('every row expects at least one page', () => {
      expect(rows.filter((row) => row.expect.length === 0).map((row) => row.query)).toEqual([]);
    });

    it.each(expectedPages)('expected page %s answers 200', async (path) => {
      const res = await request(app, path);
      await res.body?.cancel();
      expect(res.status).toBe(200);
    });
  });

  describe(`${name} query set: how the search does (printed, not yet asserted)`, () => {
    const answers = new Map<QueryRow, string[]>();

    beforeAll(async () => {
      await buildAll();
      for (const row of rows) answers.set(row, await pathsFound(row.locale, row.query));
    });

    it('results page: precision at 1 and 3, nothing found, per language', () => {
      report(
        rows,
        `${name} results page`,
        rows.map((row) => answers.get(row) ?? []),
      );
    });

    it('suggestions: precision at 1 and 3, nothing found, per language', async () => {
      const all: string[][] = [];
      for (const row of rows) all.push(await suggestedPaths(row.locale, row.query));
      report(rows, `${name} suggestions`, all);
    });
  });
}
