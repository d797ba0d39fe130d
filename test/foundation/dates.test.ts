// Dates and amounts in each language's own unambiguous form (src/i18n/dates.ts, money.ts), and
// the day in Hong Kong that decides what a page shows (src/lib/today.ts).
import { describe, expect, it } from 'vitest';
import { clockTime, dateRange, longDate, monthOf } from '@/i18n/dates';
import { money } from '@/i18n/money';
import { calendarDay, dayEnds, instantOf, today } from '@/lib/today';

const text = (parts: { text: string }[]) => parts.map((p) => p.text).join('');

describe('long dates', () => {
  it('write the month as a word or in Chinese, never as 03-01', () => {
    expect(longDate('2024-03-01', 'en')).toBe('1 March 2024');
    expect(longDate('2024-03-01', 'tc')).toBe('2024年3月1日');
    expect(longDate('2024-03-01 10:00:00', 'sc')).toBe('2024年3月1日');
    expect(monthOf('2027-09-06', 'en')).toBe('September 2027');
    expect(monthOf('2027-09-06', 'tc')).toBe('2027年9月');
    for (const bad of ['', 'soon', '2027-02-30', '2027-13-01']) expect(longDate(bad, 'en'), bad).toBe('');
  });

  it('write a period without repeating what its two days share', () => {
    expect(text(dateRange('2027-03-01', '2027-06-20', 'en'))).toBe('1 March – 20 June 2027');
    expect(text(dateRange('2027-07-12', '2027-07-16', 'en'))).toBe('12–16 July 2027');
    expect(text(dateRange('2026-10-01', '2027-01-31', 'en'))).toBe('1 October 2026 – 31 January 2027');
    expect(text(dateRange('2027-03-01', '2027-06-20', 'tc'))).toBe('2027年3月1日至6月20日');
    expect(text(dateRange('2027-07-12', '2027-07-16', 'sc'))).toBe('2027年7月12日至16日');
    expect(text(dateRange('2026-10-01', '2027-01-31', 'sc'))).toBe('2026年10月1日至2027年1月31日');
    // One day, or an end that is no later: one part, the start.
    expect(dateRange('2027-06-30', undefined, 'en')).toEqual([{ text: '30 June 2027', end: 'start' }]);
    expect(dateRange('2027-06-30', '2027-06-30', 'tc')).toEqual([{ text: '2027年6月30日', end: 'start' }]);
  });

  it('name which part is which end, for the machine-readable <time> of each', () => {
    const parts = dateRange('2027-03-01', '2027-06-20', 'tc');
    expect(parts.filter((p) => p.end).map((p) => [p.end, p.text])).toEqual([
      ['start', '2027年3月1日'],
      ['end', '6月20日'],
    ]);
  });
});

describe('money', () => {
  it('a whole amount in the language’s form, without decimals', () => {
    expect(money(98_000, 'HKD', 'en')).toBe('HK$98,000');
    expect(money(98_000, 'HKD', 'tc')).toBe('HK$98,000');
    expect(money(98_000, 'HKD', 'sc')).toBe('HK$98,000');
  });
});

describe('the day in Hong Kong', () => {
  it('is the calendar day at UTC+8, and ends at the next midnight there', () => {
    expect(calendarDay(Date.parse('2026-11-30T15:59:59Z'))).toBe('2026-11-30');
    expect(calendarDay(Date.parse('2026-11-30T16:00:00Z'))).toBe('2026-12-01');
    expect(new Date(dayEnds('2026-11-30')).toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(new Date(dayEnds('2026-12-31')).toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });

  it('is fixed by TODAY in development and tests only, and only to a real day', () => {
    const base = { ENVIRONMENT: 'test', SITE_DOMAIN: 'dates.test' } as unknown as Env;
    expect(today({ ...base, TODAY: '2023-08-01' } as Env)).toBe('2023-08-01');
    expect(today({ ...base, TODAY: '2023-02-30' } as Env)).toBe(calendarDay(Date.now()));
    const production = { ...base, ENVIRONMENT: 'production', TODAY: '2023-08-01' } as unknown as Env;
    expect(today(production)).toBe(calendarDay(Date.now()));
  });
});

describe('instants the CMS dates to the minute', () => {
  it('read an ISO 8601 date-time with its offset, in any zone, as one instant', () => {
    const at = Date.UTC(2026, 11, 5, 6, 0);
    expect(instantOf('2026-12-05T14:00:00+08:00')).toBe(at);
    expect(instantOf('2026-12-05T14:00+0800')).toBe(at);
    expect(instantOf('2026-12-05T06:00Z')).toBe(at);
    expect(instantOf('2026-12-04T22:00:00.000-08:00')).toBe(at);
  });

  it('refuse a date-time without an offset, or a day or time that does not exist', () => {
    for (const bad of [
      '',
      '2026-12-05',
      '2026-12-05T14:00:00',
      '2026-02-30T10:00:00+08:00',
      '2026-12-05T24:00+08:00',
      '9999-99-99T00:00Z',
      '2026-12-05T14:00+25:00',
      'soon',
    ]) {
      expect(instantOf(bad), bad).toBeUndefined();
    }
  });

  it('tell the time on Hong Kong clocks, whatever the zone it was written in', () => {
    expect(clockTime(Date.UTC(2026, 11, 5, 6, 0), 'en')).toMatch(/^2:00\s?pm$/i);
    expect(clockTime(Date.UTC(2026, 11, 5, 6, 0), 'tc')).toBe('下午2:00');
    expect(calendarDay(Date.UTC(2026, 11, 5, 17, 0))).toBe('2026-12-06');
  });
});
