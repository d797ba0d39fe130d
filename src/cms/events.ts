// Events (GET /api/event/list and /api/event/{id}, docs/UPSTREAM.md §26–27) as the site shows
// them: which are upcoming on a day in Hong Kong, the filters of /events, and what one list or
// calendar may read. Pages, calendars, the sitemap, the feed and the site search take these
// rules from here, so an event is past on the same day everywhere (docs/architecture/dates.md "Dates").
import * as v from 'valibot';
import { settle, type Result } from '@/cms/result';
import { listOf } from '@/i18n/lists';
import type { Locale } from '@/i18n/locales';
import { calendarDay, isPast } from '@/lib/today';
import type { RequestScope } from '@/request/scope';
import { getEventList } from '@/upstream/api';
import type { EventListParams } from '@/upstream/list-params';
import {
  EVENT_AUDIENCES,
  EVENT_CATEGORIES,
  type EventAudience,
  type EventCategory,
  type EventPage,
  type EventSummary,
} from '@/upstream/schemas';

/** Events on a page of /events. */
export const EVENTS_PAGE_SIZE = 12;
/** Upcoming events on the home, alumni, admissions and programme pages: one CMS call. */
export const EVENTS_TEASER = 3;
/** The "all upcoming" and category calendars cover the next 12 months (docs/UPSTREAM.md §26). */
export const CALENDAR_MONTHS = 12;
/** A calendar reads the CMS in pages of this size (the contract's largest)… */
export const CALENDAR_PAGE_SIZE = 100;
/**
 * …and at most this many: a calendar costs at most 5 calls whatever the size of the CMS. A
 * window holding more events ends at the last one read (its `X-WR-CALDESC` says until when);
 * the later ones are on /events and in each event's own calendar.
 */
export const CALENDAR_PAGES = 5;

/** The last day an event concerns in Hong Kong: its end's, or its start's. */
export const eventLastDay = (e: Pick<EventSummary, 'start' | 'end'>): string => calendarDay(e.end ?? e.start);
export const eventFirstDay = (e: Pick<EventSummary, 'start'>): string => calendarDay(e.start);

/** Past on `day`: its last day in Hong Kong is over. On its last day it is still upcoming. */
export const eventIsPast = (e: Pick<EventSummary, 'start' | 'end'>, day: string): boolean =>
  isPast(eventLastDay(e), day);

/** The day before 'YYYY-MM-DD'. */
export function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' plus n months, on the same day of the month (or the month's last day). */
export function addMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + n + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + n, Math.min(d, last))).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------- /events filters

/** 'YYYY-MM' of a real month between 2000 and 2099. */
export const MonthSchema = v.pipe(v.string(), v.regex(/^20\d{2}-(0[1-9]|1[0-2])$/));
export const CategorySchema = v.picklist(EVENT_CATEGORIES);
export const AudienceSchema = v.picklist(EVENT_AUDIENCES);

export interface EventFilters {
  category?: EventCategory | undefined;
  audience?: EventAudience | undefined;
  /** 'YYYY-MM'. */
  month?: string | undefined;
  /** The archive (past events, latest first) rather than what is ahead. */
  past: boolean;
}

/**
 * The filters of a query, or undefined (the 404 page) when one names nothing the site knows:
 * decided here, without asking the CMS. Repeated values are unknown values too.
 */
export function filtersOf(query: (name: string) => string[] | undefined): EventFilters | undefined {
  const one = (name: string): string | undefined | null => {
    const values = query(name);
    if (!values) return undefined;
    return values.length === 1 ? (values[0] as string) : null;
  };
  const parse = <T>(schema: v.GenericSchema<string, T>, name: string): T | undefined | null => {
    const raw = one(name);
    // An empty value is no filter: what a form's "all" option sends.
    if (raw === undefined || raw === '') return undefined;
    const parsed = v.safeParse(schema, raw);
    return parsed.success ? parsed.output : null;
  };
  const category = parse(CategorySchema, 'category');
  const audience = parse(AudienceSchema, 'audience');
  const month = parse(MonthSchema, 'month');
  const when = parse(v.picklist(['past']), 'when');
  if (category === null || audience === null || month === null || when === null) return undefined;
  return { category, audience, month, past: when === 'past' };
}

/** The CMS query of a list of events on `day`, or undefined when it can hold none. */
export function rangeOf(f: EventFilters, day: string): EventListParams | undefined {
  // What is ahead: every event whose last day is today or later; the archive: those over before today.
  let from = f.past ? undefined : day;
  let to: string | undefined;
  if (f.month) {
    const first = `${f.month}-01`;
    const last = dayBefore(addMonths(first, 1));
    from = from && from > first ? from : first;
    to = last;
    if (from > to || (f.past && first >= day)) return undefined;
  }
  return {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(f.past ? { before: day } : {}),
    ...(f.category ? { category: f.category } : {}),
    ...(f.audience ? { audience: f.audience } : {}),
    isAsc: f.past ? 'desc' : 'asc',
  };
}

/** The months a visitor may pick: the next 12 (or, in the archive, the last 12), from `day`'s. */
export function monthChoices(day: string, past: boolean): string[] {
  const first = `${day.slice(0, 7)}-01`;
  return Array.from({ length: 12 }, (_, i) => addMonths(first, past ? -i : i).slice(0, 7));
}

/** An empty page of events (a month wholly past in the upcoming list). */
export const NO_EVENTS: EventPage = {
  rows: [],
  total: 0,
  hasPrev: false,
  hasNext: false,
  totalPage: 0,
  pageSize: EVENTS_PAGE_SIZE,
  currentPage: 1,
};

/**
 * The next few events for a page's extra block (home, alumni, an admissions route, a
 * programme): one CMS call; a CMS without events, or failing, shows no block and no link.
 */
export function upcomingBlock(
  scope: RequestScope,
  day: string,
  params: Omit<EventListParams, 'from' | 'to' | 'pageNum' | 'pageSize' | 'isAsc'> = {},
): Promise<Result<EventSummary[]>> {
  return settle(
    getEventList(scope, { ...params, from: day, pageNum: 1, pageSize: EVENTS_TEASER, isAsc: 'asc' }).then(
      (page) => page.rows,
    ),
  );
}

/**
 * The events of a calendar: those whose last day is from `day` to CALENDAR_MONTHS ahead, read
 * in at most CALENDAR_PAGES pages. `complete` is false when the window held more.
 */
export async function calendarEvents(
  scope: RequestScope,
  day: string,
  category?: EventCategory,
): Promise<{ events: EventSummary[]; complete: boolean; to: string }> {
  const to = addMonths(day, CALENDAR_MONTHS);
  const query = {
    from: day,
    to,
    pageSize: CALENDAR_PAGE_SIZE,
    isAsc: 'asc' as const,
    ...(category ? { category } : {}),
  };
  const first = await getEventList(scope, { ...query, pageNum: 1 });
  const pages = Math.min(first.totalPage, CALENDAR_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => getEventList(scope, { ...query, pageNum: i + 2 })),
  );
  const events = [first, ...rest].flatMap((p) => p.rows);
  return { events, complete: first.totalPage <= CALENDAR_PAGES, to };
}

/** The event's audiences joined as the language joins a list (its page's "For"). */
export function audienceText(e: Pick<EventSummary, 'audience'>, t: (key: string) => string, locale: Locale): string {
  return listOf(
    e.audience.map((a) => t(`events.audiences.${a}`)),
    locale,
  );
}

/** The languages the event is held in, joined as the language joins a list (its page's "Language"). */
export function languagesText(e: Pick<EventSummary, 'language'>, t: (key: string) => string, locale: Locale): string {
  return listOf(
    e.language.map((l) => t(`events.languages.${l}`)),
    locale,
  );
}
