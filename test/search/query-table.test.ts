// The query table (query-table.ts): what each query in each language must find, and first when
// order matters; precision at 1 and 3 per language for the results page and the suggestions.
import { buildAll, pathsFound, suggestedPaths } from './helpers';
import { formatPrecision, precision, QUERY_TABLE, type QueryRow } from './query-table';

const answers = new Map<QueryRow, string[]>();

// The whole index built and every row searched once: the same runner guard as the other files
// that build the index (vitest's hook default is 10 s), not a time budget.
beforeAll(async () => {
  await buildAll();
  for (const row of QUERY_TABLE) answers.set(row, await pathsFound(row.locale, row.query));
}, 60_000);

describe('site search query table', () => {
  for (const row of QUERY_TABLE) {
    it(`${row.locale} “${row.query}”: ${row.why}`, () => {
      const found = answers.get(row) ?? [];
      expect(found.length, `${row.query} answers something`).toBeGreaterThan(0);
      expect(
        found.some((p) => row.expect.includes(p)),
        `${row.query} finds one of ${row.expect.join(', ')}: ${found.join(' ')}`,
      ).toBe(true);
      if (row.first) expect(row.expect, `${row.query} first: ${found.join(' ')}`).toContain(found[0]);
    });
  }

  it('precision at 1 and 3 in every language: ≥ 80 % and ≥ 95 %, and no query answers nothing', () => {
    const p = precision(
      QUERY_TABLE,
      QUERY_TABLE.map((row) => answers.get(row) ?? []),
    );
    console.log(formatPrecision('results page', p));
    for (const x of p) {
      expect(x.empty, x.locale).toEqual([]);
      expect(x.at3, x.locale).toBeGreaterThanOrEqual(0.95);
      expect(x.at1, x.locale).toBeGreaterThanOrEqual(0.8);
    }
  });

  it('suggestions: the same targets', async () => {
    const all: string[][] = [];
    for (const row of QUERY_TABLE) all.push(await suggestedPaths(row.locale, row.query));
    const p = precision(QUERY_TABLE, all);
    console.log(formatPrecision('suggestions', p));
    for (const x of p) {
      expect(x.empty, x.locale).toEqual([]);
      expect(x.at3, x.locale).toBeGreaterThanOrEqual(0.95);
      expect(x.at1, x.locale).toBeGreaterThanOrEqual(0.8);
    }
  });
});
