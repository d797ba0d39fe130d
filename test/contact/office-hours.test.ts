// Contact from anywhere (docs/UPSTREAM.md §12 `openingHours`): the office hours name their zone
// in every language, rows the CMS gives in structure are written in the page's language, and the
// `office-hours` island adds them on the visitor's own clock (its pure part: src/contact/hours.ts).
import { describe, expect, it } from 'vitest';
import { daysLabel, type HoursText, localHours } from '@/contact/hours';
import { resetIsolate } from '@/lib/isolate';
import { textOf, wholePage } from '../helpers';
import { app, envelope, fakeUpstream, formPath, LOCALES } from './helpers';

/** The office hours' <dd> of the contact page. */
function hoursOf(html: string): string {
  const dd = /<dt>(?:Office hours|辦公時間|办公时间)<\/dt><dd>([\s\S]*?)<\/dd>/.exec(html)?.[1];
  if (dd === undefined) throw new Error('no office hours on the page');
  return dd;
}

const EXPECTED = {
  tc: ['星期一至星期五：上午9:00至下午6:00', '星期六：上午9:00至下午12:00', '星期日休息', '香港時間（UTC+8）'],
  sc: ['星期一至星期五：9:00至18:00', '星期六：9:00至12:00', '星期日休息', '香港时间（UTC+8）'],
  en: [
    'Monday to Friday: 9:00 am to 6:00 pm',
    'Saturday: 9:00 am to 12:00 pm',
    'Closed on Sunday',
    'Hong Kong time (UTC+8)',
  ],
} as const;

describe('office hours on the contact page', () => {
  it.each(LOCALES)('(%s) are written from the CMS’s rows, with the zone, and offered to the island', async (locale) => {
    const { html } = await wholePage(app, formPath(locale));
    const hours = hoursOf(html);
    const text = textOf(hours);
    for (const line of EXPECTED[locale]) expect(text).toContain(line);
    expect(hours).toContain('data-island="office-hours"');
  });

  it.each(LOCALES)('(%s) a CMS with free text alone: its text as written, with the zone, no island', async (locale) => {
    resetIsolate();
    const upstream = fakeUpstream({
      '/api/site/infos': async (req) => {
        const demo = (await (await fakeUpstream().fetcher.fetch(req)).json()) as { data: { info: object } };
        const info = { ...demo.data.info, openingHours: [{ days: [1], opens: '18:00', closes: '09:00' }] };
        return envelope({ ...demo.data, info });
      },
    });
    const bindings = { UPSTREAM: upstream.fetcher, SITE_DOMAIN: `hours-${crypto.randomUUID()}.example` };
    const { html } = await wholePage(app, formPath(locale), {}, bindings);
    const hours = hoursOf(html);
    // A malformed row (closing before it opens) makes the list none: the free text stays.
    expect(textOf(hours)).toContain(
      { tc: '星期日及公眾假期休息', sc: '星期日及公众假期休息', en: 'Closed on Sundays and public holidays' }[locale],
    );
    expect(textOf(hours)).toContain(EXPECTED[locale][3]);
    expect(hours).not.toContain('data-island');
  });
});

const TEXT: HoursText = {
  range: '{from} to {to}',
  row: '{days}: {times}',
  times: '{opens} to {closes}',
  nextDay: '{time} (next day)',
};
const WEEKDAYS = { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' };
const SATURDAY = { days: [6], opens: '09:00', closes: '12:00' };
const NOVEMBER = Date.UTC(2026, 10, 26, 4);
const JULY = Date.UTC(2026, 6, 15, 4);

describe('office hours on the visitor’s clock (the island’s pure part)', () => {
  it('names days as runs and lists, in each language', () => {
    expect(daysLabel([1, 2, 3, 4, 5], 'en-HK', TEXT.range)).toBe('Monday to Friday');
    expect(daysLabel([5, 1, 3], 'en-HK', TEXT.range)).toBe('Monday, Wednesday and Friday');
    expect(daysLabel([6, 7], 'en-HK', TEXT.range)).toBe('Saturday and Sunday');
    expect(daysLabel([7, 1, 2, 3, 4], 'en-HK', TEXT.range)).toBe('Sunday to Thursday');
    expect(daysLabel([7, 1, 3], 'en-HK', TEXT.range)).toBe('Sunday, Monday and Wednesday');
    expect(daysLabel([1, 2, 3, 4, 5], 'zh-Hant-HK', '{from}至{to}')).toBe('星期一至星期五');
  });

  it('in Toronto: the days as they fall there, a closing time past midnight marked', () => {
    const local = localHours([WEEKDAYS, SATURDAY], {
      intl: 'en-HK',
      timeZone: 'America/Toronto',
      now: NOVEMBER,
      text: TEXT,
    });
    expect(local?.lines).toEqual(['Sunday to Thursday: 8:00 pm to 5:00 am (next day)', 'Friday: 8:00 pm to 11:00 pm']);
    expect(local?.zone).not.toBe('');
  });

  it('counts summer time: London is an hour nearer in July than in November', () => {
    const at = (now: number) =>
      localHours([SATURDAY], { intl: 'en-HK', timeZone: 'Europe/London', now, text: TEXT })?.lines;
    expect(at(NOVEMBER)).toEqual(['Saturday: 1:00 am to 4:00 am']);
    expect(at(JULY)).toEqual(['Saturday: 2:00 am to 5:00 am']);
  });

  it('adds nothing on a clock that reads as Hong Kong’s', () => {
    for (const timeZone of ['Asia/Hong_Kong', 'Asia/Shanghai'])
      expect(localHours([WEEKDAYS], { intl: 'en-HK', timeZone, now: NOVEMBER, text: TEXT })).toBeUndefined();
  });
});
