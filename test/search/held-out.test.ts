// The held-out query set (held-out.ts), measured as the query table is (query-table.test.ts):
// precision at 1 and 3 and the queries that find nothing, per language, for the results page
// and for the header's suggestions. For now it asserts only that the set itself is sound (every
// expected page exists in its language, at least 30 rows a language); the figures are printed.
import type { Locale } from '@/i18n/locales';
import { splitLocale } from '@/i18n/paths';
import { app } from '../content/helpers';
import { request } from '../helpers';
import { HELD_OUT } from './held-out';
import { buildAll, pathsFound } from './helpers';
import { formatPrecision, precision, type QueryRow } from './query-table';

/** A limiter that always lets through (the real one counts every test's requests as one client). */
const allow = { limit: async () => ({ success: true }) } as unknown as RateLimit;

const prefixOf = (locale: Locale) => (locale === 'tc' ? '' : `/${locale}`);

/** What the header's box suggests, as paths without language prefix, in the order shown. */
async function suggested(row: QueryRow): Promise<string[]> {
  const res = await request(
    app,
    `${prefixOf(row.locale)}/search/suggest?keyword=${encodeURIComponent(row.query)}`,
    {},
    { SUGGEST_LIMITER: allow },
  );
  expect(res.status, `suggestions for ${row.query}`).toBe(200);
  const body = (await res.json()) as { results: { href: string }[] };
  return body.results.map((r) => {
    const [path = '', query] = r.href.split('?');
    return splitLocale(path).path + (query ? `?${query}` : '');
  });
}

/** The queries without an expected page in the first three, each with the first three it found. */
const misses = (label: string, found: readonly (readonly string[])[]): string =>
  HELD_OUT.flatMap((row, i) => {
    const top = (found[i] ?? []).slice(0, 3);
    return top.some((p) => row.expect.includes(p))
      ? []
      : [`held-out ${label} miss ${row.locale} “${row.query}”: ${top.join(' ') || 'nothing'}`];
  }).join('\n');

/** Every expected page once, with the language it is expected in. */
const expectedPages = [
  ...new Set(HELD_OUT.flatMap((row) => row.expect.map((path) => `${prefixOf(row.locale)}${path}`))),
].sort();

describe('held-out query set: the set itself', () => {
  it.each(['tc', 'sc', 'en'] as const)('%s has at least 30 queries, none twice', (locale) => {
    const queries = HELD_OUT.filter((row) => row.locale === locale).map((row) => row.query);
    expect(queries.length).toBeGreaterThanOrEqual(30);
    expect(new Set(queries).size).toBe(queries.length);
  });

  it('every row expects at least one page', () => {
    expect(HELD_OUT.filter((row) => row.expect.length === 0).map((row) => row.query)).toEqual([]);
  });

  it.each(expectedPages)('expected page %s answers 200', async (path) => {
    const res = await request(app, path);
    await res.body?.cancel();
    expect(res.status).toBe(200);
  });
});

describe('held-out query set: how the search does (printed, not yet asserted)', () => {
  const answers = new Map<QueryRow, string[]>();

  beforeAll(async () => {
    await buildAll();
    for (const row of HELD_OUT) answers.set(row, await pathsFound(row.locale, row.query));
  });

  it('results page: precision at 1 and 3, nothing found, per language', () => {
    const found = HELD_OUT.map((row) => answers.get(row) ?? []);
    const p = precision(HELD_OUT, found);
    console.log(formatPrecision('held-out results page', p));
    console.log(misses('results page', found));
  });

  it('suggestions: precision at 1 and 3, nothing found, per language', async () => {
    const all: string[][] = [];
    for (const row of HELD_OUT) all.push(await suggested(row));
    const p = precision(HELD_OUT, all);
    console.log(formatPrecision('held-out suggestions', p));
    console.log(misses('suggestions', all));
  });
});
