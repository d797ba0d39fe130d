// /events and /events/:id in three languages (docs/UPSTREAM.md §26–27): upcoming first, the
// archive, filters as shareable URLs (unknown values: 404 before any CMS call), paging, Hong
// Kong times with the zone named, and an event that leaves "upcoming" the day after its last
// day in Hong Kong.
import { describe, expect, it } from 'vitest';
import { href } from '@/lib/href';
import { get, mainOf, status, textOf } from '../content/helpers';
import { counting, eventIds, on } from './helpers';

const LANGS = [
  { locale: 'tc', upcoming: '即將舉行', zone: '香港時間', homecoming: '校友回校日' },
  { locale: 'sc', upcoming: '即将举行', zone: '香港时间', homecoming: '校友回校日' },
  { locale: 'en', upcoming: 'Upcoming', zone: 'Hong Kong time', homecoming: 'Homecoming Day' },
] as const;

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? '{}'),
  );

describe('/events', () => {
  it.each(LANGS)('$locale: the list of what is ahead, soonest first, each linked to its page', async (l) => {
    const { res, html } = await get(href('events', {}, l.locale), on());
    expect(res.status).toBe(200);
    const main = mainOf(html);
    expect(textOf(main)).toContain(l.upcoming);
    expect(textOf(main)).toContain(l.homecoming);
    expect(textOf(main)).toContain(l.zone);
    const ids = eventIds(main);
    expect(ids.length).toBeGreaterThan(5);
    // Homecoming (5 December) after the lecture of 2 December, before the talk in Shenzhen (12 December).
    expect(ids.indexOf('601')).toBeGreaterThan(ids.indexOf('301'));
    expect(ids.indexOf('601')).toBeLessThan(ids.indexOf('201'));
    // The graduation of 12 November is past on 25 November: not here.
    expect(ids).not.toContain('501');
  });

  it('the archive lists past events, latest first', async () => {
    const main = mainOf((await get('/en/events?when=past', on())).html);
    const ids = eventIds(main);
    expect(ids[0]).toBe('501');
    expect(ids).toContain('104');
    expect(ids).not.toContain('601');
    expect(textOf(main)).toContain('Ended');
  });

  it('filters by type, audience and month, each a URL of its own', async () => {
    const lectures = eventIds(mainOf((await get('/en/events?category=lecture', on())).html));
    expect(lectures.length).toBeGreaterThan(2);
    expect(lectures.every((id) => ['301', '302', '303', '304', '305'].includes(id))).toBe(true);
    const alumni = eventIds(mainOf((await get('/en/events?audience=alumni&month=2026-12', on())).html));
    expect(alumni).toContain('601');
    expect(alumni).toContain('301');
    expect(alumni).not.toContain('201');
    const form = mainOf((await get('/en/events?category=lecture', on())).html);
    expect(form).toMatch(/<option value="lecture" selected="">/);
  });

  // A value the list cannot read reaches the page as sent (strictRule, docs/SECURITY.md "One key
  // per page"), so it is refused there, before any CMS call.
  it.each(['category=party', 'audience=pets', 'month=2026-13', 'when=future'])(
    'answers 404 for a filter value it does not know (%s), without asking the CMS',
    async (query) => {
      const cms = counting();
      expect(await status(`/en/events?${query}`, cms.bindings)).toBe(404);
      expect(cms.calls.filter((c) => c.startsWith('/api/event/'))).toEqual([]);
    },
  );

  // A repeated parameter is ambiguous and no part of the page (src/lib/request-key.ts): the plain
  // list, its canonical and cache entry, and nothing new asked of the CMS.
  it('a repeated filter is no part of the page: the plain list', async () => {
    const cms = counting();
    const plain = await get('/en/events', cms.bindings);
    const asked = cms.calls.length;
    const twice = await get('/en/events?category=lecture&category=alumni', cms.bindings);
    expect(twice.res.status).toBe(200);
    expect(canonicalOf(twice.html)).toBe(canonicalOf(plain.html));
    expect(eventIds(mainOf(twice.html))).toEqual(eventIds(mainOf(plain.html)));
    expect(cms.calls.slice(asked).filter((c) => c.startsWith('/api/event/'))).toEqual([]);
  });

  it('pages: page 2 exists and links back, past the last page is a 404', async () => {
    const first = mainOf((await get('/en/events', on())).html);
    expect(first).toContain(href('events', { pageNum: 2 }, 'en'));
    const second = await get('/en/events?pageNum=2', on());
    expect(second.res.status).toBe(200);
    expect(eventIds(mainOf(second.html)).length).toBeGreaterThan(0);
    expect(await status('/en/events?pageNum=99', on())).toBe(404);
  });

  it('offers the calendar of what it lists, webcal and https', async () => {
    const main = mainOf((await get('/en/events?category=lecture', on())).html);
    expect(main).toContain('href="webcal://site.test/en/events/calendar.ics?category=lecture"');
    expect(main).toContain('href="/en/events/calendar.ics?category=lecture"');
  });
});

describe('/events/:id', () => {
  it.each(LANGS)(
    '$locale: when (Hong Kong time, the zone named), where with maps, registration, calendar',
    async (l) => {
      const { res, html } = await get(href('event', { id: 601 }, l.locale), on());
      expect(res.status).toBe(200);
      const main = mainOf(html);
      expect(textOf(main)).toContain(l.homecoming);
      expect(textOf(main)).toContain(l.zone);
      expect(main).toContain('dateTime="2026-12-05T10:00:00+08:00"');
      expect(main).toContain('https://www.openstreetmap.org/?mlat=22.426200');
      expect(main).toContain('https://uri.amap.com/marker?position=114.233900,22.426200');
      expect(main).toContain('https://events.crescent-harbour.edu.example/register/601');
      expect(main).toContain(`href="${href('event-calendar', { id: 601 }, l.locale)}"`);
      const event = jsonLd(html).find((d) => d['@type'] === 'Event');
      expect(event).toMatchObject({
        startDate: '2026-12-05T10:00:00+08:00',
        endDate: '2026-12-05T18:00:00+08:00',
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: { '@type': 'Place', geo: { latitude: 22.4262 } },
        offers: { price: 0, priceCurrency: 'HKD', validThrough: '2026-12-03T23:59:00+08:00' },
        organizer: { '@type': 'CollegeOrUniversity' },
      });
    },
  );

  it('an online talk is a VirtualLocation with its language and no map', async () => {
    const { html } = await get('/en/events/207', on());
    const event = jsonLd(html).find((d) => d['@type'] === 'Event');
    expect(event?.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(event?.location).toMatchObject({
      '@type': 'VirtualLocation',
      url: 'https://live.crescent-harbour.edu.example/events/207',
    });
    expect(textOf(mainOf(html))).toContain('English');
    expect(mainOf(html)).not.toContain('openstreetmap');
  });

  it('answers 404 for an event the CMS does not know, and for an id that is no id', async () => {
    expect(await status('/en/events/999999', on())).toBe(404);
    expect(await status('/en/events/..%2Fmenu', on())).toBe(404);
  });
});

describe('an event leaves "upcoming" on the day after its last day in Hong Kong', () => {
  // The public lecture of 2 December 2026, 6:30–8 pm.
  it('on its day it is upcoming, and its page offers registration', async () => {
    const cms = counting('2026-12-02');
    expect(eventIds(mainOf((await get('/en/events', cms.bindings)).html))).toContain('301');
    const main = mainOf((await get('/en/events/301', cms.bindings)).html);
    expect(textOf(main)).not.toContain('This event has ended');
    expect(main).toContain('Add to calendar');
  });

  it('the next day it is past: in the archive, and its page says it has ended', async () => {
    const cms = counting('2026-12-03');
    expect(eventIds(mainOf((await get('/en/events', cms.bindings)).html))).not.toContain('301');
    expect(eventIds(mainOf((await get('/en/events?when=past', cms.bindings)).html))).toContain('301');
    const main = mainOf((await get('/en/events/301', cms.bindings)).html);
    expect(textOf(main)).toContain('This event has ended');
    expect(textOf(main)).toContain('Registration has closed');
    expect(main).not.toContain('/en/events/301/calendar.ics');
  });
});

describe('where visitors look', () => {
  it.each([
    { path: '/en', what: 'the home page: the next events', expect: ['/en/events/301', '/en/events/601'] },
    { path: '/sc/alumni', what: 'the alumni page: homecoming as an event', expect: ['/sc/events/601'] },
    {
      path: '/en/admissions/mainland',
      what: 'the Gaokao route: its talks',
      expect: ['/en/events/201', '/en/events/202'],
    },
    { path: '/en/programmes/ug-data-science', what: 'a programme: its own events', expect: ['/en/events/303'] },
  ])('$what', async ({ path, expect: links }) => {
    const { res, html } = await get(path, on());
    expect(res.status).toBe(200);
    const main = mainOf(html);
    for (const link of links) expect(main).toContain(`href="${link}"`);
  });

  it('the Gaokao route page shows no talk of another route', async () => {
    const main = mainOf((await get('/en/admissions/mainland', on())).html);
    expect(main).not.toContain('href="/en/events/207"'); // international applicants' talk
    expect(main).not.toContain('href="/en/events/601"');
  });
});
