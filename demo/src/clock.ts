// The day the demo CMS answers for, so that it reads as a live college on the day it runs: its
// recent news is dated in the weeks before it (data/news-recent.ts); its vacancies, forms and
// academic calendar are written for one day (ANCHOR) and answered moved by as many days as the
// demo's day lies after it (docs/UPSTREAM.md "The demo worker"). The day is
// the Hong Kong day, or DEMO_TODAY (tests fix it, as the site's TODAY fixes the site's day).
import { calendarDay } from '@/lib/today';

/** The day the demo's relative content is written for: on it, it answers the dates as written. */
export const ANCHOR = '2026-11-25';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const utc = (day: string): number => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};

/** `day` moved by `days` days. */
export const addDays = (day: string, days: number): string =>
  new Date(utc(day) + days * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to`. */
export const daysBetween = (from: string, to: string): number => Math.round((utc(to) - utc(from)) / DAY_MS);

let current = calendarDay(Date.now());

/** Sets the demo's day for the request under way: DEMO_TODAY when it is a real day, else Hong Kong's. */
export function setDemoDay(value: string | undefined): void {
  const fixed = value && DAY.test(value) && addDays(value, 0) === value ? value : undefined;
  current = fixed ?? calendarDay(Date.now());
}

/** The demo's day. */
export const demoDay = (): string => current;

/** A date written for ANCHOR, as it falls on the demo's day: moved by the days since ANCHOR. */
export const relative = (date: string): string => addDays(date, daysBetween(ANCHOR, current));

/** The academic year (its first calendar year) a day falls in: September to August. */
export const academicYear = (day: string): number => Number(day.slice(0, 4)) - (Number(day.slice(5, 7)) < 9 ? 1 : 0);
