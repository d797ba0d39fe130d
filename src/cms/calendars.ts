// What the site's calendars hold (RFC 5545, written by src/lib/ics.ts): an event or a list of
// events, and the admissions key dates of an audience. Times are Hong Kong's, named by its
// VTIMEZONE (UTC+8 all year, no daylight saving); all-day events and key dates are DATEs, whose
// DTEND is the day after the last (RFC 5545 §3.6.1). UIDs are made of the CMS ids and the
// site's host, so a calendar app that subscribes updates an event rather than adding it again.
import { lastDay } from '@/cms/admissions';
import { dayBefore, eventFirstDay, eventLastDay } from '@/cms/events';
import { type IcsComponent, type IcsProperty, icsDate, icsFile, icsLocal, icsText, icsUtc } from '@/lib/ics';
import { hongKongClock } from '@/lib/today';
import type { EventStatus, EventSummary, Intake, KeyDate } from '@/upstream/schemas';

export const TIME_ZONE = 'Asia/Hong_Kong';

const VTIMEZONE: IcsComponent = {
  name: 'VTIMEZONE',
  props: [{ name: 'TZID', value: TIME_ZONE }],
  children: [
    {
      name: 'STANDARD',
      props: [
        { name: 'DTSTART', value: '19700101T000000' },
        { name: 'TZOFFSETFROM', value: '+0800' },
        { name: 'TZOFFSETTO', value: '+0800' },
        { name: 'TZNAME', value: 'HKT' },
      ],
    },
  ],
};

/** The day after 'YYYY-MM-DD'. */
const dayAfter = (day: string): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

const text = (name: string, value: string | undefined): IcsProperty | undefined =>
  value ? { name, value: icsText(value) } : undefined;

const STATUS: Record<EventStatus, string> = { scheduled: 'CONFIRMED', cancelled: 'CANCELLED', postponed: 'TENTATIVE' };

export interface CalendarInfo {
  /** The calendar's name (X-WR-CALNAME, NAME). */
  name: string;
  /** What it holds, and until when when it is cut (X-WR-CALDESC, DESCRIPTION). */
  description?: string;
  /** The site's host, for the UIDs. */
  host: string;
  /** The instant the calendar is written (DTSTAMP). */
  now: number;
}

export interface EventExtras {
  /** The event page's absolute URL. */
  url: string;
  /** The text under the summary (venue address, registration). */
  lines?: string[];
  lat?: number | undefined;
  lng?: number | undefined;
  location?: string;
}

function when(e: EventSummary): IcsProperty[] {
  if (e.allDay)
    return [
      { name: 'DTSTART', params: { VALUE: 'DATE' }, value: icsDate(eventFirstDay(e)) },
      { name: 'DTEND', params: { VALUE: 'DATE' }, value: icsDate(dayAfter(eventLastDay(e))) },
    ];
  const tz = { TZID: TIME_ZONE };
  return [
    { name: 'DTSTART', params: tz, value: icsLocal(hongKongClock(e.start)) },
    ...(e.end !== undefined ? [{ name: 'DTEND', params: tz, value: icsLocal(hongKongClock(e.end)) }] : []),
  ];
}

/** One VEVENT of an event. */
export function eventComponent(e: EventSummary, extras: EventExtras, info: CalendarInfo): IcsComponent {
  const description = [e.summary, ...(extras.lines ?? []), extras.url].filter(Boolean).join('\n');
  return {
    name: 'VEVENT',
    props: [
      { name: 'UID', value: icsText(`event-${e.id}@${info.host}`) },
      { name: 'DTSTAMP', value: icsUtc(info.now) },
      ...when(e),
      { name: 'SUMMARY', value: icsText(e.title) },
      text('DESCRIPTION', description),
      text('LOCATION', extras.location ?? e.venue),
      extras.lat !== undefined && extras.lng !== undefined
        ? { name: 'GEO', value: `${extras.lat};${extras.lng}` }
        : undefined,
      e.category ? { name: 'CATEGORIES', value: icsText(e.category) } : undefined,
      { name: 'STATUS', value: STATUS[e.status] },
      { name: 'URL', params: { VALUE: 'URI' }, value: extras.url },
    ],
  };
}

/** One all-day VEVENT of an admissions key date: its day, or its period's days. */
export function keyDateComponent(d: KeyDate, intake: Intake, url: string, info: CalendarInfo): IcsComponent {
  return {
    name: 'VEVENT',
    props: [
      { name: 'UID', value: icsText(`keydate-${intake.id}-${d.id}@${info.host}`) },
      { name: 'DTSTAMP', value: icsUtc(info.now) },
      { name: 'DTSTART', params: { VALUE: 'DATE' }, value: icsDate(d.date) },
      { name: 'DTEND', params: { VALUE: 'DATE' }, value: icsDate(dayAfter(lastDay(d))) },
      { name: 'SUMMARY', value: icsText(`${d.title} (${intake.title})`) },
      text('DESCRIPTION', url),
      { name: 'TRANSP', value: 'TRANSPARENT' },
      { name: 'URL', params: { VALUE: 'URI' }, value: url },
    ],
  };
}

/** The calendar file of some VEVENTs. */
export function calendarFile(info: CalendarInfo, events: readonly IcsComponent[]): string {
  return icsFile({
    name: 'VCALENDAR',
    props: [
      { name: 'VERSION', value: '2.0' },
      { name: 'PRODID', value: `-//${icsText(info.host)}//Website//EN` },
      { name: 'CALSCALE', value: 'GREGORIAN' },
      { name: 'METHOD', value: 'PUBLISH' },
      { name: 'NAME', value: icsText(info.name) },
      { name: 'X-WR-CALNAME', value: icsText(info.name) },
      text('X-WR-CALDESC', info.description),
      { name: 'X-WR-TIMEZONE', value: TIME_ZONE },
      { name: 'REFRESH-INTERVAL', params: { VALUE: 'DURATION' }, value: 'PT12H' },
      { name: 'X-PUBLISHED-TTL', value: 'PT12H' },
    ],
    children: [VTIMEZONE, ...events],
  });
}

/** The last day a cut calendar holds, for its description. */
export const heldUntil = (events: readonly EventSummary[], fallback: string): string => {
  const last = events.at(-1);
  return last ? eventFirstDay(last) : dayBefore(fallback);
};
