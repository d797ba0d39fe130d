// The calendars (RFC 5545), each read by an independent parser (ical.js), never by the code
// that wrote it: an event, every upcoming event and one type's, and the admissions key dates
// of each entry route and level, equal to the dates the route page shows. Lines end in CRLF and
// are folded at 75 octets on character boundaries (Chinese titles: three octets a character).
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { foldLine, icsFile, icsText } from '@/lib/ics';
import { href } from '@/lib/href';
import { ENTRY_ROUTES, LEVELS } from '@/upstream/schemas';
import { answering, app, mainOf, status } from '../content/helpers';
import { atScale } from '../demo/helpers';
import { request } from '../helpers';
import { DEMO_DAY, counting, on } from './helpers';

const strict = new TextDecoder('utf-8', { fatal: true });

/** A calendar as served: its bytes checked line by line (CRLF, 75 octets, whole UTF-8 characters), then parsed. */
async function calendar(path: string, bindings: Partial<Env> = on()) {
  const res = await request(app, path, {}, bindings);
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
  const bytes = new Uint8Array(await res.arrayBuffer());
  const lines: Uint8Array[] = [];
  let start = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 0x0d) {
      expect(bytes[i + 1]).toBe(0x0a);
      lines.push(bytes.subarray(start, i));
      start = i + 2;
      i++;
    } else expect(bytes[i]).not.toBe(0x0a);
  }
  expect(start).toBe(bytes.length); // the last line ends in CRLF too
  for (const line of lines) {
    expect(line.length).toBeLessThanOrEqual(75);
    expect(() => strict.decode(line)).not.toThrow(); // no character split across two lines
  }
  const text = strict.decode(bytes);
  const root = new ICAL.Component(ICAL.parse(text));
  return { root, text, events: root.getAllSubcomponents('vevent') };
}

const value = (c: ICAL.Component, name: string) => String(c.getFirstPropertyValue(name));

describe('the calendar of one event', () => {
  it.each(['tc', 'sc', 'en'] as const)(
    '%s: Hong Kong times with their VTIMEZONE, a stable UID, DTSTAMP',
    async (locale) => {
      const { root, events } = await calendar(href('event-calendar', { id: 601 }, locale));
      expect(value(root, 'version')).toBe('2.0');
      const zone = root.getFirstSubcomponent('vtimezone');
      expect(value(zone!, 'tzid')).toBe('Asia/Hong_Kong');
      expect(events).toHaveLength(1);
      const e = events[0]!;
      expect(value(e, 'uid')).toBe('event-601@site.test');
      expect(value(e, 'dtstamp')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(e.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Hong_Kong');
      expect(value(e, 'dtstart')).toBe('2026-12-05T10:00:00');
      expect(value(e, 'dtend')).toBe('2026-12-05T18:00:00');
      expect(value(e, 'geo')).toBe('22.4262,114.2339');
      expect(value(e, 'url')).toBe(`http://site.test${href('event', { id: 601 }, locale)}`);
    },
  );

  it('an all-day exhibition is DATEs, its DTEND the day after its last day', async () => {
    const { events } = await calendar('/en/events/401/calendar.ics');
    const dtstart = events[0]!.getFirstProperty('dtstart')!;
    expect(dtstart.type).toBe('date');
    expect(value(events[0]!, 'dtstart')).toBe('2026-11-16');
    expect(value(events[0]!, 'dtend')).toBe('2026-12-12');
  });

  it('folds a Chinese title longer than 75 octets on character boundaries and escapes its text', async () => {
    const detail = await atScale<Record<string, unknown>>(1, '/api/event/601', 'tc');
    const title =
      '月灣書院校友回校日暨建校四十周年慶典：開放學系、與老師茶敘,校友足球賽;歡迎攜同家人出席🎉名額有限\\先到先得';
    expect(new TextEncoder().encode(title).length).toBeGreaterThan(150);
    const { events, text } = await calendar('/events/601/calendar.ics', {
      ...answering('/api/event/601', { ...detail, title }),
      ...on(DEMO_DAY),
    });
    expect(value(events[0]!, 'summary')).toBe(title);
    // Folded, and its comma, semicolon and backslash escaped in the raw text.
    expect(text.split('\r\n').filter((l) => l.startsWith(' ')).length).toBeGreaterThan(2);
    expect(text.replace(/\r\n /g, '')).toContain('茶敘\\,校友足球賽\\;歡迎');
  });
});

describe('the writer', () => {
  it('folds where the next character would pass 75 octets, never inside one', () => {
    const line = `SUMMARY:AB${'書'.repeat(40)}😀${'院'.repeat(30)}`;
    const lines = foldLine(line);
    const enc = new TextEncoder();
    for (const l of lines) expect(enc.encode(l).length).toBeLessThanOrEqual(75);
    expect(enc.encode(lines[0]!).length).toBe(73); // 10 + 21 × 3: a 22nd character would make 76
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(line);
    expect(lines.every((l) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(l))).toBe(
      true,
    );
  });

  it('escapes backslash, semicolon, comma and line breaks, as the parser reads them back', () => {
    const raw = 'a\\b;c,d\r\ne\nf';
    const file = icsFile({
      name: 'VCALENDAR',
      props: [
        { name: 'VERSION', value: '2.0' },
        { name: 'PRODID', value: '-//test//EN' },
      ],
      children: [
        {
          name: 'VEVENT',
          props: [
            { name: 'UID', value: 'x@test' },
            { name: 'DTSTAMP', value: '20261125T000000Z' },
            { name: 'DTSTART', params: { VALUE: 'DATE' }, value: '20261205' },
            { name: 'SUMMARY', value: icsText(raw) },
          ],
        },
      ],
    });
    const e = new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent')!;
    expect(e.getFirstPropertyValue('summary')).toBe('a\\b;c,d\ne\nf');
  });
});

describe('the calendars one subscribes to', () => {
  it('every upcoming event of the next 12 months, soonest first, none past', async () => {
    const { root, events } = await calendar('/en/events/calendar.ics');
    expect(value(root, 'x-wr-calname')).toBe('Crescent Harbour College events');
    const uids = events.map((e) => value(e, 'uid'));
    expect(uids).toContain('event-601@site.test');
    expect(uids).not.toContain('event-501@site.test'); // the graduation of 12 November is past
    expect(new Set(uids).size).toBe(uids.length);
    const starts = events.map((e) => value(e, 'dtstart').slice(0, 10));
    expect(starts.every((d) => d <= '2027-11-25')).toBe(true);
  });

  it.each(['lecture', 'alumni', 'admission-talk'])('the type %s', async (category) => {
    const { events } = await calendar(`/events/calendar.ics?category=${category}`);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => value(e, 'categories') === category)).toBe(true);
  });

  it('answers 404 for a type it does not know, without asking the CMS', async () => {
    const cms = counting();
    expect(await status('/en/events/calendar.ics?category=party', cms.bindings)).toBe(404);
    expect(cms.calls).toEqual([]);
  });
});

/** The key dates a route page shows: its table rows' titles and first and last days. */
function pageDates(html: string): string[] {
  const rows = [...mainOf(html).matchAll(/<tr><td class="facts-table__date">([\s\S]*?)<\/td><td>([\s\S]*?)<\/td>/g)];
  return rows
    .map((r) => {
      const days = [...(r[1] ?? '').matchAll(/<time dateTime="([^"]+)"/g)].map((m) => m[1]);
      return `${r[2]}|${days[0]}|${days.at(-1)}`;
    })
    .sort();
}

/** The same from a calendar: SUMMARY without its intake, DTSTART, and the day before DTEND. */
function calendarDates(events: ICAL.Component[]): string[] {
  return events
    .map((e) => {
      const end = new Date(`${value(e, 'dtend')}T00:00:00Z`);
      end.setUTCDate(end.getUTCDate() - 1);
      const title = value(e, 'summary').replace(/ \([^)]*\)$/, '');
      return `${title}|${value(e, 'dtstart')}|${end.toISOString().slice(0, 10)}`;
    })
    .sort();
}

describe('the admissions key dates', () => {
  it.each(ENTRY_ROUTES)('of the %s route equal the dates its page shows', async (route) => {
    const page = await request(app, href(`admissions-${route}`, {}, 'en'), {}, on());
    const html = await page.text();
    const shown = pageDates(html);
    expect(shown.length).toBeGreaterThan(0);
    expect(html).toContain(`href="${href('admissions-calendar', { route }, 'en')}"`);
    const { events } = await calendar(href('admissions-calendar', { route }, 'en'));
    expect(calendarDates(events)).toEqual(shown);
    expect(events.every((e) => e.getFirstProperty('dtstart')!.type === 'date')).toBe(true);
    expect(new Set(events.map((e) => value(e, 'uid'))).size).toBe(events.length);
  });

  it("a programme page links its level's calendar", async () => {
    const html = await (await request(app, '/en/programmes/ug-data-science', {}, on())).text();
    expect(html).toContain(`href="${href('admissions-calendar', { level: 'ug' }, 'en')}"`);
  });

  it.each(LEVELS)('of the %s level', async (level) => {
    const { events, root } = await calendar(`/admissions/calendar.ics?level=${level}`);
    expect(events.length).toBeGreaterThan(0);
    expect(value(root, 'x-wr-calname')).toContain('入學重要日期');
  });

  it('answers 404 for a route or level it does not know', async () => {
    expect(await status('/en/admissions/calendar.ics?route=moon', on())).toBe(404);
    expect(await status('/en/admissions/calendar.ics?level=phd', on())).toBe(404);
  });
});
