// Office hours as the CMS may give them in structure (docs/UPSTREAM.md §12 `openingHours`): days
// of the week and a time of opening and closing on Hong Kong's clock. The page shows them with
// the zone (src/components/contact/OfficeHours.tsx); in the browser, the `office-hours` island
// adds the same hours on the visitor's own clock (src/client/enhancers/office-hours.ts). A plain
// module, no library: the island's chunk imports it.

/** One row: ISO days of the week (1 Monday … 7 Sunday), and 'HH:MM' on Hong Kong's clock. */
export interface HoursRow {
  days: number[];
  opens: string;
  closes: string;
}

/** The templates the rows are written with, each with its `{name}` slots. */
export interface HoursText {
  /** '{from} to {to}': three or more days in a row. */
  range: string;
  /** '{days}: {times}'. */
  row: string;
  /** '{opens} to {closes}'. */
  times: string;
  /** '{time} (next day)': a closing time past midnight on the visitor's clock. */
  nextDay: string;
}

/** What the `office-hours` island is given (src/client/enhancers/office-hours.ts). */
export interface OfficeHoursProps {
  rows: HoursRow[];
  /** The page's Intl locale. */
  intl: string;
  text: HoursText;
  /** 'On your clock ({zone}):'. */
  yours: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Hong Kong's offset from UTC: it keeps no summer time (src/lib/today.ts, which the island cannot import). */
const HONG_KONG_MS = 8 * 60 * 60 * 1000;

/** A template's `{name}` slots filled. */
export const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);

/** The days of a row in the language of `intl`: runs of three or more as a range, the rest by name. */
export function daysLabel(days: readonly number[], intl: string, range: string): string {
  const names = new Intl.DateTimeFormat(intl, { weekday: 'long', timeZone: 'UTC' });
  // 1 January 2024 was a Monday: day d of that week is ISO day d.
  const name = (day: number) => names.format(Date.UTC(2024, 0, day));
  const sorted = [...new Set(days)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  // A run through Sunday into Monday is one run (Sunday to Thursday), named first.
  const head = runs[0];
  const tail = runs.at(-1);
  const wraps = runs.length > 1 && head?.[0] === 1 && tail?.at(-1) === 7;
  const ordered = wraps && head && tail ? [[...tail, ...head], ...runs.slice(1, -1)] : runs;
  const parts = ordered.flatMap((run) =>
    run.length >= 3 ? [fill(range, { from: name(run[0] ?? 1), to: name(run.at(-1) ?? 1) })] : run.map(name),
  );
  return new Intl.ListFormat(intl, { type: 'conjunction' }).format(parts);
}

/**
 * The instant of `time` on Hong Kong's clock on ISO `day` of the week that holds `now` there:
 * the visitor's clock is read for this week, so a change to or from summer time is counted.
 */
export function hongKongInstant(day: number, time: string, now: number): number {
  const wall = now + HONG_KONG_MS;
  const weekday = (new Date(wall).getUTCDay() + 6) % 7;
  const monday = Math.floor(wall / DAY_MS) * DAY_MS - weekday * DAY_MS;
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return monday + (day - 1) * DAY_MS + (hours * 60 + minutes) * 60_000 - HONG_KONG_MS;
}

/** A zone's offset from UTC at an instant, in ms (Intl knows the zone's rules; the page does not). */
function offsetOf(at: number, timeZone: string | undefined): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return wall - (at - (at % 60_000));
}

/** The rows on the visitor's clock, one line each, and the name of that clock's zone. */
export interface LocalHours {
  zone: string;
  lines: string[];
}

/**
 * The rows on the clock of `timeZone` (the browser's own when undefined), written with `text`
 * in the language of `intl`: the days as they fall there (Monday 9 am in Hong Kong is Sunday
 * evening in Toronto), and the closing time marked when it falls on the next day. Undefined when
 * that clock is Hong Kong's at every opening and closing this week: nothing to add.
 */
export function localHours(
  rows: readonly HoursRow[],
  options: { intl: string; timeZone?: string | undefined; now: number; text: HoursText },
): LocalHours | undefined {
  const { intl, timeZone, now, text } = options;
  const clock = new Intl.DateTimeFormat(intl, { hour: 'numeric', minute: '2-digit', timeZone });
  let differs = false;
  let zone = '';
  const lines = rows.map((row) => {
    const first = row.days[0] ?? 1;
    const opens = hongKongInstant(first, row.opens, now);
    const closes = hongKongInstant(first, row.closes, now);
    const opensOffset = offsetOf(opens, timeZone);
    const closesOffset = offsetOf(closes, timeZone);
    if (opensOffset !== HONG_KONG_MS || closesOffset !== HONG_KONG_MS) differs = true;
    zone ||= zoneName(opens, intl, timeZone);
    const opensDay = Math.floor((opens + opensOffset) / DAY_MS);
    const shift = opensDay - Math.floor((opens + HONG_KONG_MS) / DAY_MS);
    const days = row.days.map((day) => ((((day - 1 + shift) % 7) + 7) % 7) + 1);
    const closing = clock.format(closes);
    const nextDay = Math.floor((closes + closesOffset) / DAY_MS) > opensDay;
    const times = fill(text.times, {
      opens: clock.format(opens),
      closes: nextDay ? fill(text.nextDay, { time: closing }) : closing,
    });
    return fill(text.row, { days: daysLabel(days, intl, text.range), times });
  });
  return differs ? { zone, lines } : undefined;
}

/** The zone's short name in the language of `intl` ('EST', 'GMT+1'). */
function zoneName(at: number, intl: string, timeZone: string | undefined): string {
  const parts = new Intl.DateTimeFormat(intl, { timeZone, timeZoneName: 'short' }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}
