// Dates in each language's own unambiguous long form (Intl), for everything but the news lists,
// which keep the MM-DD,YYYY of docs/REQUIREMENTS.md §9: "1 March 2027", "2027年3月1日".
import { LOCALE_INFO, type Locale } from '@/i18n/locales';

const LONG: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
const MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' };

/** The calendar day of 'YYYY-MM-DD[…]' as a UTC instant (undefined when it is not a real day). */
export function dayOf(value: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!m) return undefined;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCDate() === Number(m[3]) && d.getUTCMonth() === Number(m[2]) - 1 ? d : undefined;
}

const CLOCK: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Hong_Kong' };
const clocks = new Map<Locale, Intl.DateTimeFormat>();

/**
 * The time of day of an instant on Hong Kong's clock ('2:00 pm', '下午2:00'), without the zone:
 * a page names it once beside the time (the `time.zone` message, "Hong Kong time (UTC+8)").
 */
export function clockTime(at: number, locale: Locale): string {
  let f = clocks.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, CLOCK);
    clocks.set(locale, f);
  }
  return f.format(at);
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: Locale, kind: 'long' | 'month'): Intl.DateTimeFormat {
  const key = `${locale}|${kind}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, kind === 'long' ? LONG : MONTH);
    formats.set(key, f);
  }
  return f;
}

/** '2027-03-01' → '1 March 2027' (en), '2027年3月1日' (tc, sc); '' for anything else. */
export function longDate(value: string, locale: Locale): string {
  const d = dayOf(value);
  return d ? format(locale, 'long').format(d) : '';
}

/** '2027-09-06' → 'September 2027', '2027年9月'. */
export function monthOf(value: string, locale: Locale): string {
  const d = dayOf(value);
  return d ? format(locale, 'month').format(d) : '';
}

export interface RangePart {
  text: string;
  /** Which end of the range the text names; shared text (separators, a common year) has none. */
  end?: 'start' | 'end';
}

/**
 * A period in the language's own form, in parts: '1 March – 20 June 2027' is '1 March' (start),
 * ' – ', '20 June' (end), ' 2027'. A single day (or no end) is one start part.
 */
export function dateRange(start: string, end: string | undefined, locale: Locale): RangePart[] {
  const a = dayOf(start);
  const b = end ? dayOf(end) : undefined;
  if (!a) return [];
  const long = format(locale, 'long');
  if (!b || b.getTime() <= a.getTime()) return [{ text: long.format(a), end: 'start' }];
  const join = LOCALE_INFO[locale].rangeJoin;
  if (join) {
    const sameYear = a.getUTCFullYear() === b.getUTCFullYear();
    const sameMonth = sameYear && a.getUTCMonth() === b.getUTCMonth();
    // The second day without the year (and month) it shares with the first: each with its unit word.
    const drop = new Set([...(sameYear ? ['year'] : []), ...(sameMonth ? ['month'] : [])]);
    let skip = false;
    const second = long
      .formatToParts(b)
      .filter((p) => {
        const keep = !drop.has(p.type) && !(skip && p.type === 'literal');
        skip = drop.has(p.type);
        return keep;
      })
      .map((p) => p.value)
      .join('');
    return [{ text: long.format(a), end: 'start' }, { text: join }, { text: second, end: 'end' }];
  }
  const parts: RangePart[] = [];
  for (const part of long.formatRangeToParts(a, b)) {
    const end = part.source === 'startRange' ? 'start' : part.source === 'endRange' ? 'end' : undefined;
    const last = parts.at(-1);
    if (last && last.end === end) last.text += part.value;
    else parts.push(end ? { text: part.value, end } : { text: part.value });
  }
  return parts;
}
