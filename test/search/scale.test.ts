// The site search at twenty times the demo (test/search/scaled-upstream.ts): beyond every bound
// a step keeps (a page of a list, a step's calls), nothing is cut. The last teacher, alumnus and
// news item are found in every language; each build step stays within the per-invocation
// limits; the search answers from the last good index while the next is built; a visitor's
// search never builds.
import { env } from 'cloudflare:workers';
import { LOCALES, type Locale } from '@/i18n/locales';
import { resetIsolate } from '@/lib/isolate';
import { buildCounters, buildStep, type StepReport, STEP_CALL_BUDGET } from '@/search/build/step';
import { LIST_PAGE_SIZE, NEWS_PAGE_SIZE } from '@/search/build/units';
import { app } from '../content/helpers';
import { request } from '../helpers';
import { buildAll, envWith, pathsFound } from './helpers';
import { generatedName, scaledUpstream } from './scaled-upstream';

const K = 20;
/** The demo's counts (the last rows are copied last). */
const DEMO = { teachers: 43, alumni: 48, news: 36 };
const b: Partial<Env> = { UPSTREAM: scaledUpstream(K, DEMO), SITE_DOMAIN: 'scale-20.test' };
const API: Record<Locale, 'tc' | 'cn' | 'en'> = { tc: 'tc', sc: 'cn', en: 'en' };

/** The last teacher of the list: the last copy of the demo's last teacher. */
const LAST_TEACHER = { id: 3043 + (K - 1) * 100_000, n: (K - 2) * DEMO.teachers + DEMO.teachers - 1 };
const LAST_ALUMNUS_N = (K - 1) * DEMO.teachers + (K - 2) * DEMO.alumni;

let reports: StepReport[] = [];

beforeAll(async () => {
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
        const found = await pathsFound(site, generatedName(LAST_TEACHER.n, API[name]), b);
        expect(found[0], `${name} name on the ${site} site`).toBe(`/teacher/detail?id=${LAST_TEACHER.id}`);
      }
    });
  }

  it('the last alumnus and the oldest news item too', async () => {
    const alumnus = await pathsFound('en', generatedName(LAST_ALUMNUS_N, 'en'), b);
    expect(alumnus[0]).toMatch(/^\/alumni\/detail\?id=\d+$/);
    // The oldest news: the demo's first item, copied last and dated furthest back.
    const oldest = await pathsFound('en', `Admissions Information Day 2023 (${K})`, b);
    expect(oldest[0]).toBe(`/news/${1001 + (K - 1) * 100_000}`);
  });

  it('answers from the last good index while the next one is built; a visitor never builds', async () => {
    const name = generatedName(LAST_TEACHER.n, 'en');
    resetIsolate();
    const steps = buildCounters.steps;
    const search = await request(app, `/en/search?keyword=${encodeURIComponent(name)}`, {}, b);
    expect(await search.text()).toContain(`/en/teacher/detail?id=${LAST_TEACHER.id}`);
    expect(buildCounters.steps).toBe(steps);

    await env.SEARCH_DB.prepare('UPDATE search_state SET requested_at = ?1 WHERE site = ?2')
      .bind(Date.now(), b.SITE_DOMAIN)
      .run();
    const step = await buildStep(envWith(b));
    expect(step.action).toBe('built');
    expect(step.left).toBeGreaterThan(0);
    resetIsolate();
    expect((await pathsFound('en', name, b))[0]).toBe(`/teacher/detail?id=${LAST_TEACHER.id}`);
  });
});
