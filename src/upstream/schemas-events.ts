import * as v from 'valibot';
import { instantOf } from '@/lib/clock';
import { ENTRY_ROUTES } from '@/upstream/schemas-admissions';
import { image, int, list, opt, paging, str, text } from '@/upstream/schemas-base';
import { xmlChars } from '@/lib/xml-chars';

/**
 * The CMS contract (schemas.ts): events, the two optional calls GET /api/event/list and
 * GET /api/event/{id} (docs/UPSTREAM.md §26–27). A CMS without them leaves the site without
 * events pages, never with a broken one (src/cms/events.ts).
 */

/** What an event is: the filters of /events and one calendar each (docs/UPSTREAM.md §26). */
export const EVENT_CATEGORIES = [
  'info-day',
  'admission-talk',
  'open-day',
  'lecture',
  'exhibition',
  'ceremony',
  'alumni',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** Whom an event is for. */
export const EVENT_AUDIENCES = ['applicants', 'parents', 'students', 'alumni', 'public'] as const;
export type EventAudience = (typeof EVENT_AUDIENCES)[number];

/** The languages an event is held in (BCP 47: Cantonese, Mandarin, English). */
export const EVENT_LANGUAGES = ['yue', 'cmn', 'en'] as const;
export type EventLanguage = (typeof EVENT_LANGUAGES)[number];

/** Where one attends: in person, online, or either. */
export const ATTENDANCE = ['offline', 'online', 'mixed'] as const;
export type Attendance = (typeof ATTENDANCE)[number];

export const EVENT_STATUSES = ['scheduled', 'cancelled', 'postponed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** A value of a list or set, without the characters XML forbids (as every CMS string: `str`). */
const clean = (x: unknown): unknown => (typeof x === 'string' ? xmlChars(x) : x);

/** Unknown values in a list are left out, so one new value in the CMS breaks nothing. */
const known = <T extends readonly string[]>(values: T) =>
  v.pipe(
    list(v.unknown()),
    v.transform((items) => items.map(clean).filter((x): x is T[number] => (values as readonly unknown[]).includes(x))),
  );

/** One value of a set, or (unknown, absent) none. */
const oneOf = <T extends readonly string[]>(values: T) =>
  v.pipe(
    v.nullish(v.unknown()),
    v.transform(clean),
    v.transform((x): T[number] | undefined =>
      (values as readonly unknown[]).includes(x) ? (x as T[number]) : undefined,
    ),
  );

/** An ISO 8601 date-time with its offset, read once by the site's one rule (instantOf), in ms. */
const instant = v.pipe(
  str,
  v.check((s) => instantOf(s) !== undefined, 'expected an ISO 8601 date-time with offset'),
  v.transform((s) => instantOf(s) as number),
);

/** Event ids are one URL segment: digits, or a lowercase slug. */
const eventId = v.pipe(
  v.union([v.pipe(v.number(), v.integer(), v.minValue(1)), str]),
  v.transform(String),
  v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'expected a number or a lowercase slug'),
);

/** `language`: one code or a list ('yue', ['cmn', 'en']); unknown codes are left out. */
const languages = v.pipe(
  v.nullish(v.union([str, v.array(v.pipe(v.unknown(), v.transform(clean)))]), []),
  v.transform((x): EventLanguage[] => {
    const items: unknown[] = typeof x === 'string' ? x.split(/[\s,]+/) : x;
    return items.filter((l): l is EventLanguage => (EVENT_LANGUAGES as readonly unknown[]).includes(l));
  }),
);

export const EventSummarySchema = v.pipe(
  v.object({
    id: eventId,
    title: str,
    summary: text,
    start: instant,
    end: v.nullish(instant),
    /** The days only: the times of start and end mean nothing. */
    allDay: v.nullish(v.boolean(), false),
    venue: text,
    category: oneOf(EVENT_CATEGORIES),
    audience: known(EVENT_AUDIENCES),
    language: languages,
    attendance: v.fallback(v.nullish(v.picklist(ATTENDANCE), 'offline'), 'offline'),
    status: v.fallback(v.nullish(v.picklist(EVENT_STATUSES), 'scheduled'), 'scheduled'),
    registrationUrl: opt(str),
    cover: image,
    /** The entry routes whose applicants it concerns (admissions route pages show it). */
    routes: known(ENTRY_ROUTES),
    /** The programme codes it concerns (their pages show it). */
    programmes: v.pipe(
      list(v.unknown()),
      v.transform((xs) =>
        xs.map(clean).filter((x): x is string => typeof x === 'string' && /^[a-z0-9][a-z0-9-]{0,63}$/.test(x)),
      ),
    ),
  }),
  // An end before the start is read as no end.
  v.transform((e) => ({ ...e, end: e.end !== null && e.end !== undefined && e.end >= e.start ? e.end : undefined })),
);
export type EventSummary = v.InferOutput<typeof EventSummarySchema>;

export const EventPageSchema = paging(EventSummarySchema);
export type EventPage = v.InferOutput<typeof EventPageSchema>;

const degrees = (max: number) =>
  v.nullish(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/), v.transform(Number))]),
      v.minValue(-max),
      v.maxValue(max),
    ),
  );

export const EventSchema = v.pipe(
  v.object({
    ...EventSummarySchema.pipe[0].entries,
    /** CMS HTML: sanitised before rendering (safeHtml). */
    body: text,
    address: text,
    /** The venue in WGS 84 degrees, as the contact page's campus (docs/UPSTREAM.md §12). */
    lat: degrees(90),
    lng: degrees(180),
    contactEmail: opt(str),
    capacity: opt(int),
    registrationDeadline: v.nullish(instant),
    /** Where an online event is watched (https); without it, its registration page. */
    onlineUrl: opt(str),
  }),
  v.transform((e) => ({
    ...e,
    end: e.end !== null && e.end !== undefined && e.end >= e.start ? e.end : undefined,
    lat: e.lat ?? undefined,
    lng: e.lng ?? undefined,
    registrationDeadline: e.registrationDeadline ?? undefined,
  })),
);
export type EventDetail = v.InferOutput<typeof EventSchema>;
