// Hong Kong's clock, with nothing else: the calendar day and the wall-clock time at an instant,
// and instants read from the CMS's ISO 8601 date-times. A leaf (it imports nothing), so the CMS
// contract's schemas read dates with it (src/upstream/schemas-events.ts); src/lib/today.ts adds
// the request's day and re-exports these.

/** Hong Kong keeps UTC+8 all year (no daylight saving). */
const OFFSET_MS = 8 * 60 * 60 * 1000;

/** The calendar day in Hong Kong at an instant: 'YYYY-MM-DD'. */
export const calendarDay = (at: number): string => new Date(at + OFFSET_MS).toISOString().slice(0, 10);

/** The instant a calendar day ends in Hong Kong (the next day's midnight), in ms. */
export function dayEnds(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d + 1) - OFFSET_MS;
}

/**
 * An instant from an ISO 8601 date-time with its offset ('2026-12-05T14:00:00+08:00',
 * '2026-12-05T06:00Z'), in ms; undefined for anything else: no offset (whose zone would be a
 * guess), a day or time that does not exist ('2026-02-30', '25:00'). Events, notices and anything
 * else the CMS dates to the minute are read through this one rule.
 */
export function instantOf(value: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.exec(
    value.trim(),
  );
  if (!m) return undefined;
  const [y, mo, d, h, mi, se] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (h > 23 || mi > 59 || se > 59) return undefined;
  const local = Date.UTC(y, mo - 1, d, h, mi, se);
  const check = new Date(local);
  if (check.getUTCDate() !== d || check.getUTCMonth() !== mo - 1 || check.getUTCFullYear() !== y) return undefined;
  const zone = m[7] as string;
  if (zone === 'Z') return local;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const oh = Number(digits.slice(0, 2));
  const om = Number(digits.slice(2, 4));
  if (oh > 14 || om > 59) return undefined;
  return local - sign * (oh * 60 + om) * 60_000;
}

/** The wall-clock date and time in Hong Kong at an instant: 'YYYY-MM-DDTHH:MM:SS'. */
export const hongKongClock = (at: number): string => new Date(at + OFFSET_MS).toISOString().slice(0, 19);
