// The college's calendar day, for what a page shows by date (key dates and deadlines that have
// passed leave the page by themselves: docs/ARCHITECTURE.md "Dates"). It is the day at the
// request's time in Hong Kong, never the build's; local development and tests may fix it with
// the TODAY var (src/config.ts).
import { config } from '@/config';
import { keepUntil } from '@/request/scope';
import type { AppContext } from '@/types';
import { calendarDay, dayEnds } from '@/lib/clock';

export { calendarDay, dayEnds, hongKongClock, instantOf } from '@/lib/clock';

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
