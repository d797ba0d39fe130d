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

/**
 * An instant from an ISO 8601 date-time with its offset ('2026-12-05T14:00:00+08:00',
 * '2026-12-05T06:00Z'), in ms; undefined for anything else: no offset (whose zone would be a
 * guess), a day or time that does not exist ('2026-02-30', '25:00'). Events, notices and anything
 * else the CMS dates to the minute are read through this one rule.
 */
export function instantOf(value: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.exec(
    value.trim(),
  );
  if (!m) return undefined;
  const [y, mo, d, h, mi, se] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (h > 23 || mi > 59 || se > 59) return undefined;
  const local = Date.UTC(y, mo - 1, d, h, mi, se);
  const check = new Date(local);
  if (check.getUTCDate() !== d || check.getUTCMonth() !== mo - 1 || check.getUTCFullYear() !== y) return undefined;
  const zone = m[7] as string;
  if (zone === 'Z') return local;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const oh = Number(digits.slice(0, 2));
  const om = Number(digits.slice(2, 4));
  if (oh > 14 || om > 59) return undefined;
  return local - sign * (oh * 60 + om) * 60_000;
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
export function keepUntilPast(c: AppContext, day: string, lastDays: Iterable<string | undefined>): void {
  let next: number | undefined;
  for (const last of lastDays)
    if (last !== undefined && !isPast(last, day))
      next = Math.min(next ?? Number.POSITIVE_INFINITY, dayEnds(last.slice(0, 10)));
  if (next !== undefined) keepUntil(c.var.scope, next);
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
