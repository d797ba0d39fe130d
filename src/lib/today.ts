// The college's calendar day, for what a page shows by date (key dates and deadlines that have
// passed leave the page by themselves: docs/ARCHITECTURE.md "Dates"). It is the day at the
// request's time in Hong Kong, never the build's; local development and tests may fix it with
// the TODAY var (src/config.ts).
import { config } from '@/config';
import { keepUntil } from '@/request/scope';
import type { AppContext } from '@/types';

/** Hong Kong keeps UTC+8 all year (no daylight saving). */
const OFFSET_MS = 8 * 60 * 60 * 1000;

/** The calendar day in Hong Kong at an instant: 'YYYY-MM-DD'. */
export const calendarDay = (at: number): string => new Date(at + OFFSET_MS).toISOString().slice(0, 10);

/** The instant a calendar day ends in Hong Kong (the next day's midnight), in ms. */
export function dayEnds(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d + 1) - OFFSET_MS;
}

/** Today in Hong Kong at this request's time (or the TODAY var in development and tests). */
export const today = (env: Env): string => config(env).today ?? calendarDay(Date.now());

/**
 * The day a page is built for: today, and the page is kept (page cache) only until today ends,
 * so what the date decides is decided again tomorrow.
 */
export function pageDay(c: AppContext): string {
  const day = today(c.env);
  keepUntil(c.var.scope, dayEnds(day));
  return day;
}
