import { describe, expect, it } from 'vitest';
import { alumni } from '../../demo/src/data/alumni';
import { detailIds, get, h1Of, hrefs, status, textOf, upstreamWith } from './helpers';

const orderNum = new Map(alumni.map((a) => [a.id, a.orderNum]));
const inFaculty = (facultyId: number) => alumni.filter((a) => Math.floor(a.deptId / 100) * 100 === facultyId);

describe('/alumni list', () => {
  it('shows 6 alumni a page in three languages', async () => {
    const pages = Math.ceil(alumni.length / 6);
    const expected = [
      ['', '校友', `共 ${alumni.length} 項，第 1 頁／共 ${pages} 頁`],
      ['/sc', '校友', `共 ${alumni.length} 项，第 1 页／共 ${pages} 页`],
      ['/en', 'Alumni', `${alumni.length} in all, page 1 of ${pages}`],
    ] as const;
    for (const [prefix, title, summary] of expected) {
      const { res, html } = await get(`${prefix}/alumni`);
      expect(res.status).toBe(200);
      expect(h1Of(html)).toEqual([title]);
      expect(detailIds(html, 'alumni')).toHaveLength(6);
      expect(textOf(html)).toContain(summary);
      expect(hrefs(html)).toContain(`${prefix}/alumni?pageNum=${pages}`);
    }
  });

  it('orders by order_num, highest first, across pages', async () => {
    const ids = (
      await Promise.all([1, 2, 3].map(async (n) => detailIds((await get(`/en/alumni?pageNum=${n}`)).html, 'alumni')))
    ).flat();
    expect(ids).toHaveLength(18);
    const nums = ids.map((id) => orderNum.get(id) ?? NaN);
    expect(nums).toEqual([...nums].sort((a, b) => b - a));
    expect(nums[0]).toBe(Math.max(...alumni.map((a) => a.orderNum)));
  });

  it('filters by department and by userType, keeping both in the form and in paging links', async () => {
    const expected = inFaculty(100).filter((a) => a.userType === 1);
    const { res, html } = await get('/en/alumni?deptId=100&userType=1');
    expect(res.status).toBe(200);
    expect(textOf(html)).toContain(`${expected.length} in all, page 1 of ${Math.ceil(expected.length / 6)}`);
    expect(html).toContain(
      '<option value="100" selected="">Faculty of Arts and Social Sciences (whole faculty)</option>',
    );
    expect(html).toContain('<option value="1" selected="">Undergraduate programmes</option>');
    expect(html).toContain('<label for="filter-userType">Alumni of</label>');
    expect(hrefs(html)).toContain('/en/alumni?deptId=100&userType=1&pageNum=2');
    const second = await get('/en/alumni?deptId=100&userType=1&pageNum=2');
    const ids = detailIds(second.html, 'alumni');
    expect(ids.length).toBe(expected.length - 6);
    expect(ids.every((id) => expected.some((a) => a.id === id))).toBe(true);
  });

  it('filters one department and postgraduates only', async () => {
    const expected = alumni
      .filter((a) => a.deptId === 301 && a.userType === 2)
      .map((a) => a.id)
      .sort();
    const { html } = await get('/sc/alumni?deptId=301&userType=2');
    expect(detailIds(html, 'alumni').sort()).toEqual(expected);
    expect(html).toContain('<option value="301" selected="">电脑及数据科学系</option>');
  });

  it('answers 404 past the last page, page 1 for malformed page numbers', async () => {
    expect(await status('/en/alumni?deptId=100&pageNum=4')).toBe(404);
    expect(await status(`/en/alumni?pageNum=${Math.ceil(alumni.length / 6) + 1}`)).toBe(404);
    expect(await status('/en/alumni?pageNum=123456789012')).toBe(404);
    const first = detailIds((await get('/en/alumni')).html, 'alumni');
    for (const q of ['0', '-3', 'x', '1&pageNum=8', '%22%3E%3Cscript%3E']) {
      const { res, html } = await get(`/en/alumni?pageNum=${q}`);
      expect(res.status, q).toBe(200);
      expect(detailIds(html, 'alumni'), q).toEqual(first);
    }
  });

  it('reads malformed filters as no filter', async () => {
    for (const q of [
      'userType=3',
      'userType=0',
      'userType=abc',
      'userType=1&userType=2',
      'deptId=-1',
      'deptId=%3Cscript%3E',
    ]) {
      const { res, html } = await get(`/en/alumni?${q}`);
      expect(res.status, q).toBe(200);
      expect(textOf(html), q).toContain(`${alumni.length} in all`);
      expect(html).not.toContain('<script>');
    }
  });

  it('shows the empty state for a department without alumni', async () => {
    const { res, html } = await get('/en/alumni?deptId=400');
    expect(res.status).toBe(200);
    expect(textOf(html)).toContain('No alumni match this filter.');
    expect(html).not.toContain('<nav class="pagination"');
    expect(hrefs(html)).toContain('/en/alumni');
  });

  it('gives each card a monogram (the demo has no photos) and the department in the page language', async () => {
    const { html } = await get('/alumni?deptId=303');
    expect(textOf(html)).toContain('護理及健康科學系');
    const avatars = [
      ...html.matchAll(/<span class="avatar avatar--\d person-card__photo" aria-hidden="true">(.)<\/span>/g),
    ];
    expect(avatars.length).toBeGreaterThan(0);
    expect(html).not.toMatch(/<img class="person-card__photo/);
  });

  it('answers 503 when the list cannot be had', async () => {
    const { res } = await get('/en/alumni', upstreamWith({ '/api/schoolfellow/list': 'fail' }));
    expect(res.status).toBe(503);
  });
});

describe('/alumni/detail', () => {
  const a = alumni[0]!;
  it('shows the story in three languages, titled by the name', async () => {
    for (const [prefix, lang] of [
      ['', 'tc'],
      ['/sc', 'sc'],
      ['/en', 'en'],
    ] as const) {
      const { res, html } = await get(`${prefix}/alumni/detail?id=${a.id}`);
      expect(res.status).toBe(200);
      expect(h1Of(html)).toEqual([a.name[lang]]);
      expect(html).toContain(`<title>${a.name[lang]} | `);
      expect(textOf(html)).toContain(a.programme[lang]);
      expect(textOf(html)).toContain(a.quote[lang]);
      expect(html).toMatch(/<span class="avatar avatar--\d profile__photo" aria-hidden="true">[^<]{1,2}<\/span>/);
      expect(hrefs(html)).toContain(`${prefix}/alumni`);
    }
  });

  it('answers 404 for unknown, malformed or repeated ids', async () => {
    for (const q of ['?id=1', '?id=4999', '', '?id=', '?id=abc', '?id=-5001', `?id=${a.id}&id=${a.id}`, '?id=5001.0']) {
      expect(await status(`/en/alumni/detail${q}`), q).toBe(404);
    }
  });
});
