// One source for each admissions fact (docs/UPSTREAM.md §20): every page that shows a key date
// or a fee shows the admissions facts', so two pages cannot disagree, and a date whose last day
// has passed leaves every page by itself, judged on the request's day.
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '@/app';
import { routes } from '../../routes';
import { get as whole, mainOf } from '../content/helpers';
import { ADMISSIONS_PAGES, textOf } from '../helpers';

const on = (day: string) => ({ TODAY: day }) as Partial<Env>;

/** Every page that shows admissions dates. */
const PAGES = [
  ...ADMISSIONS_PAGES,
  '/Undergraduate',
  '/Postgraduate',
  '/HigherDiploma',
  '/programmes/ug-data-science',
  '/programmes/pg-mba',
  '/programmes/hd-information-technology',
];

/**
 * The days a page gives each key date, by the date's title: from the key-dates tables (a row's
 * first cell, its title in the second) and the apply box (a period's title, its days after it).
 */
function datesOf(html: string): Map<string, string[]> {
  const main = mainOf(html);
  const found = new Map<string, string[]>();
  const add = (title: string, days: string[]) => {
    const key = textOf(title).trim();
    found.set(key, [...new Set([...(found.get(key) ?? []), ...days])].sort());
  };
  const times = (s: string) => [...s.matchAll(/<time dateTime="([^"]+)"/g)].map((m) => m[1] ?? '');
  for (const row of main.matchAll(/<tr><td class="facts-table__date">([\s\S]*?)<\/td><td>([\s\S]*?)<\/td>/g))
    add(row[2] ?? '', times(row[1] ?? ''));
  for (const item of main.matchAll(/<li><strong>([\s\S]*?)<\/strong>([\s\S]*?)<\/li>/g))
    add(item[1] ?? '', times(item[2] ?? ''));
  return found;
}

describe('one source for each admissions fact', () => {
  const LANGUAGES = ['', '/sc', '/en'];
  /** Each language's pages, as read below: a page's key dates by title. */
  const read = new Map<string, Map<string, Map<string, string[]>>>(LANGUAGES.map((l) => [l, new Map()]));

  it.each(LANGUAGES.flatMap((prefix) => PAGES.map((path) => ({ page: `${prefix}${path}`, prefix, path }))))(
    '$page gives its key dates',
    async ({ prefix, path }) => {
      const { res, html } = await whole(`${prefix}${path}`, on('2026-11-25'));
      expect(res.status).toBe(200);
      const dates = datesOf(html);
      expect(dates.size).toBeGreaterThan(0);
      read.get(prefix)?.set(path, dates);
    },
  );

  // After the pages above (a file's tests run in order): it compares what they read.
  it.each(LANGUAGES)('no two pages give one key date different days (language prefix "%s")', (prefix) => {
    const pages = read.get(prefix) ?? new Map<string, Map<string, string[]>>();
    expect([...pages.keys()]).toEqual(PAGES);
    const seen = new Map<string, { days: string; page: string }>();
    for (const [path, dates] of pages) {
      for (const [title, days] of dates) {
        const before = seen.get(title);
        // A period's box line names its end (open) or both ends (to come): a subset of its row.
        if (before) {
          const [a, b] = [before.days.split(','), days];
          const agree = a.every((d) => b.includes(d)) || b.every((d) => a.includes(d));
          expect(agree, `${title}: ${before.page} ${a} vs ${path} ${b}`).toBe(true);
        }
        if (!before || days.length > before.days.split(',').length)
          seen.set(title, { days: days.join(','), page: path });
      }
    }
    expect(seen.size).toBeGreaterThan(8);
  });

  it('the mainland page’s banner and table give the Gaokao route’s own dates, the ones the CMS states', async () => {
    const { html } = await whole('/sc/admissions/mainland', on('2026-11-25'));
    const main = mainOf(html);
    const box = /<aside class="apply-cta"[\s\S]*?<\/aside>/.exec(main)?.[0] ?? '';
    expect(textOf(box)).toContain('内地高考生在线申请 ： 2027年3月1日 开始接受申请， 2027年6月20日 截止');
    // Not the local routes' main round, which does not concern Gaokao applicants.
    expect(textOf(main)).not.toContain('第一轮申请');
    expect(textOf(main)).toContain('2027年3月1日 至 6月20日 内地高考生在线申请');
    expect(textOf(main)).toContain('2027年7月12日 至 16日 网上面试');
    // Nor postgraduate dates: no entry route leads there.
    expect(textOf(main)).not.toContain('研究生课程');
  });

  it('past dates leave the pages by themselves, on the request’s day', async () => {
    // 30 November 2026 is the last day of January postgraduate applications.
    const open = textOf(mainOf((await whole('/en/admissions', on('2026-11-30'))).html));
    expect(open).toContain('Postgraduate applications for January : open now, closes on 30 November 2026');
    const next = textOf(mainOf((await whole('/en/admissions', on('2026-12-01'))).html));
    expect(next).not.toContain('Postgraduate applications for January');
    expect(next).toContain('Main round of applications : open now, closes on 31 January 2027');
    // The main round over, the late round is the one open.
    const february = textOf(mainOf((await whole('/en/admissions/hkdse', on('2027-02-01'))).html));
    expect(february).not.toContain('Main round of applications');
    expect(february).toContain('Late applications (places permitting) : open now, closes on 30 April 2027');
    // Gaokao applications closed: the box says so, the table keeps what is still ahead.
    const july = textOf(mainOf((await whole('/en/admissions/mainland', on('2027-07-01'))).html));
    expect(july).toContain('Applications for the intakes on this page have closed');
    expect(july).toContain('12 – 16 July 2027 Online interviews');
    expect(july).not.toContain('Gaokao results due');
  });

  it('an intake with nothing ahead takes its fees with it', async () => {
    const now = textOf(mainOf((await whole('/en/admissions/fees', on('2026-11-25'))).html));
    expect(now).toContain('Tuition, 2026/27 January entry (postgraduate)');
    expect(now).toContain('Tuition, 2027/28 entry');
    const later = textOf(mainOf((await whole('/en/admissions/fees', on('2027-02-01'))).html));
    expect(later).not.toContain('2026/27 January entry');
    expect(later).toContain('Tuition, 2027/28 entry');
  });

  it('with nothing left ahead at all, no key-dates heading over nothing', async () => {
    const { html } = await whole('/en/admissions', on('2028-01-01'));
    const main = mainOf(html);
    expect(main).not.toContain('>Key dates</h2>');
    expect(textOf(main)).toContain('Applications for the intakes on this page have closed');
  });
});

describe('the fees page', () => {
  it('gives tuition of every level and kind of student with its entry routes, application fees, deposits and refunds', async () => {
    for (const [prefix, words] of [
      [
        '/en',
        [
          'Fees and deposits',
          'Undergraduate Local students',
          'HK$98,000 a year',
          'Higher Diploma Non-local students',
          'HK$168,000 for the programme',
          'Application fees',
          'Deposits',
          'Refunds',
          'Within 14 days of accepting the offer',
        ],
      ],
      [
        '',
        [
          '學費及按金',
          '本科課程 本地學生',
          '每年 HK$98,000',
          '高級文憑課程 非本地學生',
          '整個課程 HK$168,000',
          '申請費',
          '留位按金',
          '退款',
        ],
      ],
      [
        '/sc',
        [
          '学费及押金',
          '本科课程 本地学生',
          '每年 HK$98,000',
          '高级文凭课程 非本地学生',
          '整个课程 HK$168,000',
          '申请费',
          '留位押金',
          '退款',
        ],
      ],
    ] as const) {
      const { res, html } = await whole(`${prefix}/admissions/fees`, on('2026-11-25'));
      expect(res.status).toBe(200);
      const text = textOf(mainOf(html));
      for (const w of words) expect(text, `${prefix}: ${w}`).toContain(w);
    }
  });

  it('a parent’s route shows its own tuition and leads to the rest', async () => {
    const text = textOf(mainOf((await whole('/en/admissions/international', on('2026-11-25'))).html));
    expect(text).toContain('Tuition fees');
    expect(text).toContain('Undergraduate Local students HK$98,000 a year');
    expect(text).toContain('Undergraduate Non-local students HK$150,000 a year');
    expect(text).toContain('All fees, deposits and refunds');
    const mainland = textOf(mainOf((await whole('/en/admissions/mainland', on('2026-11-25'))).html));
    expect(mainland).toContain('Non-local students HK$150,000 a year');
    expect(mainland).not.toContain('Local students HK$98,000');
  });

  it('answers 503 when the facts cannot be had: no page of made-up fees', async () => {
    const { upstreamWith } = await import('./helpers');
    const { res } = await whole('/en/admissions/fees', upstreamWith({ '/api/admissions/facts': 'fail' }));
    expect(res.status).toBe(503);
  });
});

describe('the page cache and the calendar', () => {
  const app = createApp(routes);
  afterEach(() => {
    vi.useRealTimers();
  });

  async function fetchPage(e: Env, path: string) {
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`http://site.test${path}`), e, ctx);
    const html = await res.text();
    await waitOnExecutionContext(ctx);
    return html;
  }

  it('keeps a page that shows dates no longer than the day it was built for', async () => {
    const stable: Env = { ...env, SITE_DOMAIN: `calendar-${crypto.randomUUID()}.example` };
    vi.useFakeTimers({ toFake: ['Date'] });
    // 30 November 2026, 23:59 in Hong Kong: the last minute of January postgraduate applications.
    vi.setSystemTime(new Date('2026-11-30T15:59:00Z'));
    expect(await fetchPage(stable, '/en/admissions')).toContain('Postgraduate applications for January');
    expect(await fetchPage(stable, '/en/admissions')).toContain('Postgraduate applications for January');
    // Ninety seconds later it is 1 December there: the data are the same, the page is not.
    vi.setSystemTime(new Date('2026-11-30T16:00:30Z'));
    const next = await fetchPage(stable, '/en/admissions');
    expect(next).not.toContain('Postgraduate applications for January');
    expect(next).toContain('Main round of applications');
  });
});
