// The college's calendar day, for what a page shows by date (key dates and deadlines that have
// passed leave the page by themselves: docs/architecture/dates.md "Dates"). It is the day at the
// request's time in Hong Kong, never the build's; local development and tests may fix it with
// the TODAY var (src/lib/config.ts).
import { config } from '@/lib/config';
import { calendarDay, dayEnds } from '@/lib/clock';

export { calendarDay, dayEnds, hongKongClock, instantOf } from '@/lib/clock';

/**
 * What a page built for a day records its life on: the request scope (src/request/scope.ts),
 * whose `page.until` the page cache reads (src/render/page-cache.ts).
 */
export interface DatedPage {
  readonly env: Env;
  readonly page: { until?: number };
}

/**
 * This request's page shows what a date decides (a deadline that passes): a kept copy is served
 * until `at` (ms) at the latest (src/render/page-cache.ts).
 */
export function keepUntil(scope: DatedPage, at: number): void {
  scope.page.until = Math.min(scope.page.until ?? at, at);
}

/**
 * The one rule for anything with a last day (a key date, a vacancy's closing date, a form's
 * deadline, a special topic's end): it is past on `day`, a Hong Kong calendar day, once that last
 * day lies before it. On its last day it still stands, all of that day in Hong Kong. A page that
 * decides by it takes `day` from pageDay, so its kept copy is not served past the day's end,
 * which is never later than the next day any item changes state (every change falls on a
 * Hong Kong midnight).
 */
export const isPast = (last: string, day: string): boolean => last.slice(0, 10) < day;

/**
 * A page that shows items with a last day, built on `day`: kept (page cache) no longer than the
 * next time one of them turns past, the end of the earliest last day still ahead. Items already
 * past, or with no last day, change nothing; a page of undated items keeps its usual life.
 */
export function keepUntilPast(scope: DatedPage, day: string, lastDays: Iterable<string | undefined>): void {
  let next: number | undefined;
  for (const last of lastDays)
    if (last !== undefined && !isPast(last, day))
      next = Math.min(next ?? Number.POSITIVE_INFINITY, dayEnds(last.slice(0, 10)));
  if (next !== undefined) keepUntil(scope, next);
}

/** Today in Hong Kong at this request's time (or the TODAY var in development and tests). */
export const today = (env: Env): string => config(env).today ?? calendarDay(Date.now());

/**
 * The day a page is built for: today, and the page is kept (page cache) only until today ends,
 * so what the date decides is decided again tomorrow.
 */
export function pageDay(scope: DatedPage): string {
  const day = today(scope.env);
  keepUntil(scope, dayEnds(day));
  return day;
}
