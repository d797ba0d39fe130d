// Scholarships (GET /api/scholarship/list, optional, docs/UPSTREAM.md §24): on the fees page
// (every one still open), a route page (its applicants') and a programme page (its level's),
// in three languages; past its deadline one leaves; without the call, the pages are as before.
import { describe, expect, it } from 'vitest';
import { failing, get as whole, mainOf } from '../content/helpers';
import { textOf } from './helpers';

const TODAY = { TODAY: '2026-11-25' } as Partial<Env>;
const page = async (path: string, bindings: Partial<Env> = TODAY) => {
  const { res, html } = await whole(path, bindings);
  expect(res.status).toBe(200);
  return textOf(mainOf(html));
};

describe('scholarships', () => {
  it.each([
    ['', '獎學金', '新生卓越入學獎學金', 'HK$98,000'],
    ['/sc', '奖学金', '内地优秀学生奖学金', 'HK$80,000'],
    ['/en', 'Scholarships', 'Postgraduate Merit Scholarship', 'HK$40,000'],
  ])('%s/admissions/fees lists every one still open', async (prefix, title, name, amount) => {
    const text = await page(`${prefix}/admissions/fees`);
    expect(text).toContain(title);
    expect(text).toContain(name);
    expect(text).toContain(amount);
    // Closed on 31 January 2026: gone.
    expect(text).not.toMatch(/Early Application Scholarship 2026|2026 年度早鳥|2026 年度早鸟/);
  });

  it('a route page lists its applicants’ only, with who may apply and the deadline', async () => {
    const text = await page('/en/admissions/mainland');
    expect(text).toContain('Mainland Talent Scholarship');
    expect(text).toContain('Amount HK$80,000 a year');
    expect(text).toContain('Who may apply Undergraduate · Mainland Gaokao');
    expect(text).toContain('Deadline 20 June 2027');
    expect(text).not.toContain('Entrance Scholarship for Excellence');
    expect(text).not.toContain('Community Bursary');
    // A scholarship for every route, but of a level the Gaokao route does not lead to.
    expect(text).not.toContain('Postgraduate Merit Scholarship');
  });

  it('a programme page lists its level’s', async () => {
    const pg = await page('/en/programmes/pg-mba');
    expect(pg).toContain('Postgraduate Merit Scholarship');
    expect(pg).not.toContain('Mainland Talent Scholarship');
    const ug = await page('/programmes/ug-data-science');
    expect(ug).toContain('內地優秀學生獎學金');
    expect(ug).not.toContain('研究生優異獎學金');
  });

  it('past its deadline a scholarship leaves every page', async () => {
    const text = await page('/en/admissions/mainland', { TODAY: '2027-06-21' } as Partial<Env>);
    expect(text).not.toContain('Mainland Talent Scholarship');
  });

  it('without the list the pages are whole, with no scholarships section', async () => {
    const bindings = { ...TODAY, ...failing(/^\/api\/scholarship\/list$/) };
    const { res, html } = await whole('/en/admissions/fees', bindings);
    expect(res.status).toBe(200);
    expect(textOf(mainOf(html))).toContain('Tuition');
    expect(html).not.toContain('id="scholarships"');
    const withList = await whole('/en/admissions/fees', TODAY);
    expect(withList.html).toContain('id="scholarships"');
  });
});
