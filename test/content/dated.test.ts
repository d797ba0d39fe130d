import { describe, expect, it } from 'vitest';
import { current, openForms, vacancies } from '@/cms/dated';
import { notPast } from '@/cms/admissions';
import { dayEnds, isPast, keepUntilPast } from '@/lib/today';
import { createScope } from '@/request/scope';
import type { Career } from '@/upstream/schemas';
import { get, mainOf, textOf } from './helpers';

// Everything the CMS dates leaves, or says so, on its day in Hong Kong (docs/architecture/dates.md
// "Dates"). The demo CMS answers for 2026-11-25 in the tests (DEMO_TODAY): its vacancies close
// on 2026-12-01, 12-08, 12-15, 12-22 and 12-31 (open), 11-22 and 11-13 (closed in the last 30
// days) and 10-06 (closed long ago); the site's day is each test's TODAY.
const on = (day: string) => ({ TODAY: day }) as Partial<Env>;

describe('one rule for "past"', () => {
  it('is past from the day after its last day, never on it', () => {
    expect(isPast('2026-11-25', '2026-11-25')).toBe(false);
    expect(isPast('2026-11-25', '2026-11-26')).toBe(true);
    expect(isPast('2026-11-26', '2026-11-25')).toBe(false);
    // The admissions key dates follow the same rule.
    expect(notPast({ date: '2026-11-01', end: '2026-11-25' }, '2026-11-25')).toBe(true);
    expect(notPast({ date: '2026-11-01', end: '2026-11-25' }, '2026-11-26')).toBe(false);
  });

  it('keeps a page no longer than the end of the earliest last day still ahead', () => {
    const scope = createScope({ env: {} as Env, locale: 'en' });
    keepUntilPast(scope, '2026-11-25', ['2026-11-24', undefined, '2026-12-01', '2026-11-28']);
    expect(scope.page.until).toBe(dayEnds('2026-11-28'));
    expect(new Date(dayEnds('2026-11-28')).toISOString()).toBe('2026-11-28T16:00:00.000Z');
    const undated = createScope({ env: {} as Env, locale: 'en' });
    keepUntilPast(undated, '2026-11-25', ['2026-11-24', undefined]);
    expect(undated.page.until).toBeUndefined();
  });

  it('sorts vacancies into open and recently closed, and drops older ones', () => {
    const post = (id: number, deadline?: string): Career => ({
      id,
      groupId: 1,
      title: `Post ${id}`,
      department: '',
      summary: '',
      ...(deadline ? { deadline } : {}),
    });
    const { open, closed } = vacancies(
      [post(1, '2026-11-25'), post(2, '2026-11-24'), post(3), post(4, '2026-10-26'), post(5, '2026-10-25')],
      '2026-11-25',
    );
    expect(open.map((c) => c.id)).toEqual([1, 3]);
    expect(closed.map((c) => c.id)).toEqual([2, 4]);
    expect(openForms([{ id: 1, title: '', description: '', link: '/', deadline: '2026-11-24' }], '2026-11-25')).toEqual(
      [],
    );
    expect(current([{ ends: '2026-11-25' }, { ends: '2026-11-24' }, {}], '2026-11-25')).toEqual([
      { ends: '2026-11-25' },
      {},
    ]);
  });
});

describe('vacancies', () => {
  it('lists only open posts as current, the recently closed under their own heading', async () => {
    const main = mainOf((await get('/en/page/jobs', on('2026-11-25'))).html);
    const [openPart, closedPart = ''] = main.split('<h3 id="careers-closed">Recently closed</h3>');
    for (const day of ['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22', '2026-12-31'])
      expect(openPart).toContain(`<time dateTime="${day}">`);
    expect(openPart).not.toContain('<time dateTime="2026-11-22">');
    expect(openPart).not.toContain('<time dateTime="2026-11-13">');
    expect(closedPart).toContain('<time dateTime="2026-11-22">');
    expect(closedPart).toContain('<time dateTime="2026-11-13">');
    expect(textOf(closedPart)).toContain('Closed on');
    // Closed a long time ago: gone from the page.
    expect(main).not.toContain('2026-10-06');
  });

  it('moves a post to "recently closed" the day after its closing date, in Hong Kong', async () => {
    const before = mainOf((await get('/en/page/jobs', on('2026-12-01'))).html);
    expect(before.split('Recently closed')[0]).toContain('<time dateTime="2026-12-01">');
    const after = mainOf((await get('/en/page/jobs', on('2026-12-02'))).html);
    expect(after.split('Recently closed')[0]).not.toContain('<time dateTime="2026-12-01">');
    expect(after.split('Recently closed')[1]).toContain('<time dateTime="2026-12-01">');
  });

  it('says there are none when every post has closed', async () => {
    const main = mainOf((await get('/sc/page/jobs', on('2027-06-01'))).html);
    expect(textOf(main)).toContain('暂时未有职位空缺。');
  });
});

describe('recruitment forms', () => {
  it('shows a form until its deadline and not after', async () => {
    const open = textOf(mainOf((await get('/en/recruit', on('2026-11-30'))).html));
    expect(open).toContain('Application for Administrative Posts');
    const closed = textOf(mainOf((await get('/en/recruit', on('2026-12-01'))).html));
    expect(closed).not.toContain('Application for Administrative Posts');
    expect(closed).toContain('Application for Academic Posts');
    // The pool with no deadline stays open.
    expect(textOf(mainOf((await get('/en/recruit', on('2027-06-01'))).html))).toContain(
      'Part-time Lecturer Pool Registration',
    );
  });
});

describe('special topics and articles with an end', () => {
  it('lists a topic until its end, then drops it from the list', async () => {
    const during = mainOf((await get('/en/subject/list', on('2030-12-31'))).html);
    expect(during).toContain('href="/en/subject/sustainable-campus-2030"');
    const after = mainOf((await get('/en/subject/list', on('2031-01-01'))).html);
    expect(after).not.toContain('href="/en/subject/sustainable-campus-2030"');
    expect(after).toContain('href="/en/subject/harbour-ecology"');
  });

  it('says on its own page that a topic has ended', async () => {
    const during = textOf(mainOf((await get('/en/subject/sustainable-campus-2030', on('2030-12-31'))).html));
    expect(during).not.toContain('This has ended');
    const after = textOf(mainOf((await get('/en/subject/sustainable-campus-2030', on('2031-01-01'))).html));
    expect(after).toContain('This has ended and is kept for reference. It ended on 31 December 2030');
  });

  it('shows the academic calendar of the current year and the next, and says when a calendar is past', async () => {
    const { html } = await get('/en/article/academic-calendar', on('2026-11-25'));
    const text = textOf(mainOf(html));
    expect(text).toContain('2026/27');
    expect(text).toContain('2027/28');
    expect(text).not.toContain('This has ended');
    // Read after the last year it shows (the demo still answers for 2026-11-25).
    const late = textOf(mainOf((await get('/en/article/academic-calendar', on('2028-09-01'))).html));
    expect(late).toContain('This has ended and is kept for reference. It ended on 31 August 2028');
    const sc = textOf(mainOf((await get('/sc/article/academic-calendar', on('2028-09-01'))).html));
    expect(sc).toContain('此内容已经结束，仅供参考。');
  });
});

describe('"last updated" where the CMS gives one', () => {
  it('shows it on an article and on a page that have one', async () => {
    expect(textOf(mainOf((await get('/en/article/privacy-policy')).html))).toContain('Last updated: 4 May 2026');
    expect(textOf(mainOf((await get('/sc/faq')).html))).toContain('最后更新： 2026年10月19日');
  });

  it('shows nothing where the CMS gives none', async () => {
    expect(textOf(mainOf((await get('/en/article/jobs')).html))).not.toContain('Last updated');
    expect(textOf(mainOf((await get('/en/page/student')).html))).not.toContain('Last updated');
  });
});
