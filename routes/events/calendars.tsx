// The calendars a visitor adds or subscribes to (RFC 5545; what they hold: src/cms/calendars.ts):
// one event (/events/{id}/calendar.ics), every upcoming event or those of one type in the next
// 12 months (/events/calendar.ics[?category=]), and the admissions key dates of an entry route
// or a level (/admissions/calendar.ics?route=|level=, the dates its page shows, from call 20).
// Unknown query values are 404 before any CMS call; a CMS without events answers 404 too.
import * as v from 'valibot';
import { upcoming, type Audience } from '@/cms/admissions';
import { type CalendarInfo, calendarFile, eventComponent, heldUntil, keyDateComponent } from '@/cms/calendars';
import { CategorySchema, calendarEvents } from '@/cms/events';
import { required } from '@/cms/required';
import { longDate } from '@/i18n/dates';
import { href } from '@/lib/href';
import { absoluteUrl, siteOrigin } from '@/lib/origin';
import { single } from '@/http/params';
import { today } from '@/lib/today';
import { defineEndpoint } from '@/render/route';
import type { AppContext } from '@/types';
import { getAdmissionsFacts, getEvent } from '@/upstream/api';
import { ENTRY_ROUTES, type EntryRoute, LEVELS } from '@/upstream/schemas';
import { slugOf } from '../params';

/** Calendar apps refresh a subscription about twice a day (REFRESH-INTERVAL), shared caches hourly. */
function ics(c: AppContext, body: string, file: string): Response {
  return c.body(body, 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `inline; filename="${file}"`,
    'Cache-Control': 'public, max-age=3600',
  });
}

const infoOf = (c: AppContext, name: string, description?: string): CalendarInfo => ({
  name,
  host: new URL(siteOrigin(c.get('scope'))).host,
  now: Date.now(),
  ...(description ? { description } : {}),
});

/** One optional query value that must be one of a set: absent → null, unknown or repeated → undefined (404). */
function optionOf<T extends string>(
  c: AppContext,
  name: string,
  schema: v.GenericSchema<string, T>,
): T | null | undefined {
  const values = c.req.queries(name);
  if (!values) return null;
  const parsed = v.safeParse(schema, single(c, name));
  return parsed.success ? parsed.output : undefined;
}

export const eventsCalendar = defineEndpoint('events-calendar', {
  input: (c) => {
    const category = optionOf(c, 'category', CategorySchema);
    return category === undefined ? undefined : { category };
  },
  load: async (c, { category }) => {
    const t = c.get('scope').t;
    const locale = c.get('scope').locale;
    const day = today(c.env);
    const { events, complete, to } = await required(calendarEvents(c.get('scope'), day, category ?? undefined));
    const site = t('site.name');
    const name = category
      ? t('events.calendarCategoryName', { site, category: t(`events.categories.${category}`) })
      : t('events.calendarName', { site });
    const list = absoluteUrl(c.get('scope'), href('events', category ? { category } : {}, locale));
    const description = complete
      ? t('events.calendarWindow', { from: longDate(day, locale), to: longDate(to, locale) })
      : t('events.calendarCut', { to: longDate(heldUntil(events, to), locale), url: list });
    const info = infoOf(c, name, description);
    const vevents = events.map((e) =>
      eventComponent(e, { url: absoluteUrl(c.get('scope'), href('event', { id: e.id }, locale)) }, info),
    );
    return ics(c, calendarFile(info, vevents), category ? `events-${category}.ics` : 'events.ics');
  },
});

export const eventCalendar = defineEndpoint('event-calendar', {
  input: (c) => slugOf(c.req.param('id')),
  load: async (c, id) => {
    const t = c.get('scope').t;
    const locale = c.get('scope').locale;
    const e = await required(getEvent(c.get('scope'), id));
    const info = infoOf(c, e.title);
    const url = absoluteUrl(c.get('scope'), href('event', { id: e.id }, locale));
    const lines = e.registrationUrl ? [t('events.registrationLine', { url: e.registrationUrl })] : [];
    const location =
      e.venue && e.address ? t('events.location', { venue: e.venue, address: e.address }) : e.venue || e.address;
    const vevent = eventComponent(e, { url, lines, lat: e.lat, lng: e.lng, location }, info);
    return ics(c, calendarFile(info, [vevent]), `event-${e.id}.ics`);
  },
});

const RouteSchema = v.picklist(ENTRY_ROUTES);
const LevelSchema = v.picklist(LEVELS);

/** The admissions page of an audience: its route's page, or the overview. */
const admissionsPage = (route: EntryRoute | undefined) => (route ? (`admissions-${route}` as const) : 'admissions');

export const admissionsCalendar = defineEndpoint('admissions-calendar', {
  input: (c) => {
    const route = optionOf(c, 'route', RouteSchema);
    const level = optionOf(c, 'level', LevelSchema);
    if (route === undefined || level === undefined) return undefined;
    return { ...(route ? { route } : {}), ...(level ? { level } : {}) } satisfies Audience;
  },
  load: async (c, audience: Audience) => {
    const t = c.get('scope').t;
    const locale = c.get('scope').locale;
    const facts = await required(getAdmissionsFacts(c.get('scope')));
    const day = today(c.env);
    const site = t('site.name');
    const who = [
      audience.route ? t(`admissions.routes.${audience.route}`) : '',
      audience.level ? t(`programme.level.${audience.level}`) : '',
    ].filter(Boolean);
    const name = t('admissions.calendarName', { site, audience: who.join(' · ') || t('admissions.calendarEveryone') });
    const info = infoOf(c, name);
    const url = absoluteUrl(c.get('scope'), href(admissionsPage(audience.route), {}, locale));
    const vevents = upcoming(facts, day, audience).flatMap(({ intake, dates }) =>
      dates.map((d) => keyDateComponent(d, intake, url, info)),
    );
    const file = ['admissions', audience.route, audience.level].filter(Boolean).join('-');
    return ics(c, calendarFile(info, vevents), `${file}.ics`);
  },
});
