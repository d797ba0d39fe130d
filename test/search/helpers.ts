import { env } from 'cloudflare:workers';
import type { Locale } from '@/i18n/locales';
import { pageIndexers } from '@/render/route';
import { createScope } from '@/request/scope';
import { buildStep, type StepReport } from '@/search/build/step';
import type { Window } from '@/search/rank';
import { searchSite } from '@/search/results';
import { splitLocale } from '@/i18n/paths';
import { routes } from '../../routes';
import { app } from '../content/helpers';
import { request } from '../helpers';

/** Each page's description of its search document, as the worker hands them to the build. */
export const PAGES = pageIndexers(routes);

/** The bindings of the tests, with some replaced. */
export const envWith = (bindings: Partial<Env> = {}): Env => ({ ...env, ...bindings }) as Env;

/**
 * Builds the site index to the end, one bounded step after another (as the Cron Trigger does,
 * a minute apart), and gives every step's report.
 */
export async function buildAll(bindings: Partial<Env> = {}, now = Date.now()): Promise<StepReport[]> {
  const reports: StepReport[] = [];
  for (let i = 0; i < 2000; i++) {
    const report = await buildStep(envWith(bindings), PAGES, now + i);
    reports.push(report);
    if (report.action !== 'built') return reports;
  }
  throw new Error('the build did not end');
}

/** A whole-site search as the results page makes it, in one language. */
export function searchFor(
  locale: Locale,
  keyword: string,
  bindings: Partial<Env> = {},
  window: Window = { perKind: 5 },
) {
  const scope = createScope({ env: envWith(bindings), locale });
  return searchSite({ scope, locale, keyword, window, page: true });
}

/**
 * Paths of the results of a query as the results page shows them, in the order a visitor reads
 * them: the best matches first, then the groups (the best group first), each path once.
 */
export async function pathsFound(locale: Locale, keyword: string, bindings: Partial<Env> = {}): Promise<string[]> {
  const outcome = await searchFor(locale, keyword, bindings);
  const paths = [...outcome.best, ...outcome.groups.flatMap((g) => g.hits)].map((h) => h.path);
  return [...new Set(paths)];
}

/** A limiter that always lets through (the real one counts every test's requests as one client). */
const allow = { limit: async () => ({ success: true }) } as unknown as RateLimit;

/** What the header's box suggests for a query, as paths without language prefix, in the order shown. */
export async function suggestedPaths(locale: Locale, keyword: string): Promise<string[]> {
  const prefix = locale === 'tc' ? '' : `/${locale}`;
  const res = await request(
    app,
    `${prefix}/search/suggest?keyword=${encodeURIComponent(keyword)}`,
    {},
    { SUGGEST_LIMITER: allow },
  );
  expect(res.status, `suggestions for ${keyword}`).toBe(200);
  const body = (await res.json()) as { results: { href: string }[] };
  return body.results.map((r) => {
    const [path = '', query] = r.href.split('?');
    return splitLocale(path).path + (query ? `?${query}` : '');
  });
}
