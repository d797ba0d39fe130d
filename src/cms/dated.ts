// What the CMS dates, as the pages show it on a Hong Kong day (docs/architecture/dates.md "Dates"):
// vacancies after their closing date, application forms after their deadline and special topics
// after their end leave by the one rule of isPast (src/lib/today.ts), the rule the admissions
// key dates follow too (src/cms/admissions.ts).
import { isPast } from '@/lib/today';
import type { Application, ArticleSummary, Career } from '@/upstream/schemas';

/**
 * How long a closed vacancy stays on the jobs page, under its own heading and marked closed, so
 * that someone who saw it recently learns it has closed rather than wondering where it went.
 */
export const RECENTLY_CLOSED_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day `days` days before `day` (both 'YYYY-MM-DD'). */
export function daysBefore(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) - days * DAY_MS).toISOString().slice(0, 10);
}

export interface Vacancies {
  /** Open on the day (or with no closing date), in the CMS's order. */
  open: Career[];
  /** Closed within the last RECENTLY_CLOSED_DAYS days, most recently closed first. */
  closed: Career[];
}

/** The CMS's vacancies on a day: the open ones, and those closed recently; older ones leave. */
export function vacancies(careers: readonly Career[], day: string): Vacancies {
  const since = daysBefore(day, RECENTLY_CLOSED_DAYS);
  const open: Career[] = [];
  const closed: Career[] = [];
  for (const c of careers) {
    if (c.deadline === undefined || !isPast(c.deadline, day)) open.push(c);
    else if (!isPast(c.deadline, since)) closed.push(c);
  }
  closed.sort((a, b) =>
    (a.deadline ?? '') < (b.deadline ?? '') ? 1 : (a.deadline ?? '') > (b.deadline ?? '') ? -1 : 0,
  );
  return { open, closed };
}

/** The application forms still open on a day: no deadline, or one not yet past. */
export const openForms = (forms: readonly Application[], day: string): Application[] =>
  forms.filter((f) => f.deadline === undefined || !isPast(f.deadline, day));

/** Whether an article (a special topic, a year's academic calendar) has ended by a day. */
export const ended = (item: Pick<ArticleSummary, 'ends'>, day: string): boolean =>
  item.ends !== undefined && isPast(item.ends, day);

/** The articles a list shows on a day: those that have not ended. */
export const current = <T extends Pick<ArticleSummary, 'ends'>>(items: readonly T[], day: string): T[] =>
  items.filter((a) => !ended(a, day));
