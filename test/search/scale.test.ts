// The site search at twenty times the demo (the demo CMS's own scale, docs/UPSTREAM.md "Demo
// scale": X-Demo-Scale on every call): beyond every bound
// a step keeps (a page of a list, a step's calls), nothing is cut. The last teacher, alumnus and
// news item are found in every language; each build step stays within the per-invocation
// limits; the search answers from the last good index while the next is built; a visitor's
// search never builds.
import { env } from 'cloudflare:workers';
import { LOCALES, type Locale } from '@/i18n/locales';
import { resetIsolate } from '@/lib/isolate';
import { buildStep, type StepReport, STEP_CALL_BUDGET } from '@/search/build/step';
import { LIST_PAGE_SIZE, NEWS_PAGE_SIZE } from '@/search/build/units';
import { app } from '../content/helpers';
import { request } from '../helpers';
import { buildAll, envWith, PAGES, pathsFound } from './helpers';
import { atScale, scaledUpstream } from '../demo/helpers';

const K = 20;
const b: Partial<Env> = { UPSTREAM: scaledUpstream(K).bindings.UPSTREAM, SITE_DOMAIN: 'scale-20.test' };
const API: Record<Locale, 'tc' | 'cn' | 'en'> = { tc: 'tc', sc: 'cn', en: 'en' };

interface Row {
  id: number | string;
  name?: string;
  title?: string;
}
/** The last row of a list at scale K, in a language, as the CMS lists it. */
async function lastRow(path: string, lang: string, pageSize: number): Promise<Row> {
  const first = await atScale<{ totalPage: number }>(K, `${path}?pageNum=1&pageSize=${pageSize}`, lang);
  const last = await atScale<{ rows: Row[] }>(K, `${path}?pageNum=${first.totalPage}&pageSize=${pageSize}`, lang);
  const row = last.rows.at(-1);
  if (!row) throw new Error(`${path} at ${K}× has no rows`);
  return row;
}

/** The site's build state (its lease, its generations, its plan) as search_state keeps it. */
const stateRow = () =>
  env.SEARCH_DB.prepare('SELECT * FROM search_state WHERE site = ?1')
    .bind(b.SITE_DOMAIN)
    .first<Record<string, unknown>>();

let reports: StepReport[] = [];
/** The demo's own counts at 1× (to check that every page of every list was read). */
const DEMO = { teachers: 0, alumni: 0, news: 0 };

beforeAll(async () => {
  DEMO.teachers = (await atScale<{ total: number }>(1, '/api/special/teacher/list?pageNum=1&pageSize=1')).total;
  DEMO.alumni = (await atScale<{ total: number }>(1, '/api/schoolfellow/list?pageNum=1&pageSize=1')).total;
  DEMO.news = (await atScale<{ total: number }>(1, '/api/article/news?pageNum=1&pageSize=1')).total;
  reports = await buildAll(b);
}, 300_000);

describe(`the site index at ${K}× the demo`, () => {
  it('is built in steps within the per-invocation limits, to the end of every list', () => {
    expect(reports.at(-1)?.action).toBe('switched');
    for (const r of reports) expect(r.calls, JSON.stringify(r)).toBeLessThanOrEqual(STEP_CALL_BUDGET);
    // Every page of every list was read: 43×20 teachers in pages of 200, 36×20 news in pages of 100…
    const units = reports.reduce((n, r) => n + r.units, 0);
    const pages = (rows: number, size: number) => Math.ceil((rows * K) / size);
    expect(units).toBeGreaterThan(
      pages(DEMO.teachers, LIST_PAGE_SIZE) + pages(DEMO.alumni, LIST_PAGE_SIZE) + pages(DEMO.news, NEWS_PAGE_SIZE),
    );
    const docs = reports.reduce((n, r) => n + r.docs, 0);
    expect(docs).toBeGreaterThan(3 * K * (DEMO.teachers + DEMO.alumni + DEMO.news));
  });

  for (const site of LOCALES) {
    it(`the last teacher is found by each of their names on the ${site} site, linked in its language`, async () => {
      for (const name of LOCALES) {
        const last = await lastRow('/api/special/teacher/list', API[name], 200);
        const found = await pathsFound(site, last.name ?? '', b);
        expect(found[0], `${name} name ${last.name} on the ${site} site`).toBe(`/teacher/detail?id=${last.id}`);
      }
    });
  }

  it('the last alumnus and the oldest news item too', async () => {
    const alumnus = await lastRow('/api/schoolfellow/list', 'en', 200);
    expect((await pathsFound('en', alumnus.name ?? '', b))[0]).toBe(`/alumni/detail?id=${alumnus.id}`);
    const oldest = (
      await atScale<{ rows: Row[] }>(K, '/api/article/news?pageNum=1&pageSize=1&orderByColumn=publish_date&isAsc=asc')
    ).rows[0];
    expect((await pathsFound('en', oldest?.title ?? '', b))[0]).toBe(`/news/${oldest?.id}`);
  });

  // A build step at 20× (up to STEP_CALL_BUDGET CMS calls) between two searches: up to 1.5 s
  // measured on a 2-core machine with both cores busy. A runner guard, not a time budget.
  it('answers from the last good index while the next one is built; a visitor never builds', {
    timeout: 30_000,
  }, async () => {
    const last = await lastRow('/api/special/teacher/list', 'en', 200);
    const name = last.name ?? '';
    // A new build is due (the CMS reported a change).
    await env.SEARCH_DB.prepare('UPDATE search_state SET requested_at = ?1 WHERE site = ?2')
      .bind(Date.now(), b.SITE_DOMAIN)
      .run();
    const before = await stateRow();
    expect(before?.building).toBeNull();
    resetIsolate();
    const search = await request(app, `/en/search?keyword=${encodeURIComponent(name)}`, {}, b);
    expect(await search.text()).toContain(`/en/teacher/detail?id=${last.id}`);
    // Every build step takes the site's lease under an owner of its own (lease_owner) and a due
    // one starts a generation (building): the visitor's search left the row as it was.
    expect(await stateRow()).toEqual(before);

    const step = await buildStep(envWith(b), PAGES);
    expect(step.action).toBe('built');
    expect(step.left).toBeGreaterThan(0);
    resetIsolate();
    expect((await pathsFound('en', name, b))[0]).toBe(`/teacher/detail?id=${last.id}`);
  });
});
