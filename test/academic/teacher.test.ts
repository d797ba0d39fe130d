import { describe, expect, it } from 'vitest';
import { detailIds, get, h1Of, hrefs, status, textOf, upstreamWith } from './helpers';

// Demo data: 43 teachers (the president, three deans, the institute's three, four per department).
const TOTAL = 43;

describe('/teacher list', () => {
  it('shows 16 teachers a page in three languages, with localised paging', async () => {
    const expected = [
      ['', '教學團隊', '共 43 項，第 1 頁／共 3 頁', '下一頁'],
      ['/sc', '教学团队', '共 43 项，第 1 页／共 3 页', '下一页'],
      ['/en', 'Our Teachers', '43 in all, page 1 of 3', 'Next'],
    ] as const;
    for (const [prefix, title, summary] of expected) {
      const { res, html } = await get(`${prefix}/teacher`);
      expect(res.status).toBe(200);
      expect(h1Of(html)).toEqual([title]);
      expect(detailIds(html, 'teacher')).toHaveLength(16);
      expect(textOf(html)).toContain(summary);
      expect(html).toContain('<nav class="pagination"');
      expect(hrefs(html)).toContain(`${prefix}/teacher?pageNum=2`);
      expect(hrefs(html)).toContain(`${prefix}/teacher?pageNum=3`);
    }
  });

  it('walks the pages: every teacher once, the last page holding the rest', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map(async (n) => detailIds((await get(`/en/teacher?pageNum=${n}`)).html, 'teacher')),
    );
    expect(pages.map((p) => p.length)).toEqual([16, 16, TOTAL - 32]);
    expect(new Set(pages.flat()).size).toBe(TOTAL);
    const third = (await get('/en/teacher?pageNum=3')).html;
    expect(third).toContain('<a href="/en/teacher?pageNum=3" aria-current="page"');
    expect(third).toContain('<title>Our Teachers (page 3) | ');
  });

  it('answers 404 for a page past the end (no clamping), however large', async () => {
    for (const n of ['4', '1000', '1001', '99999999', '999999999999999999999'])
      expect(await status(`/en/teacher?pageNum=${n}`), n).toBe(404);
  });

  it('reads malformed page numbers as page 1', async () => {
    const first = detailIds((await get('/en/teacher')).html, 'teacher');
    const hostile = [
      '0',
      '-1',
      '-99999',
      'abc',
      '1.5',
      '2e1',
      '',
      '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '1&pageNum=2',
      '2&pageNum=3',
      '1%00',
    ];
    for (const q of hostile) {
      const { res, html } = await get(`/en/teacher?pageNum=${q}`);
      expect(res.status, q).toBe(200);
      expect(detailIds(html, 'teacher'), q).toEqual(first);
      expect(html).not.toContain('<script>alert(1)');
    }
  });

  it('filters the president, marked in the form', async () => {
    const { res, html } = await get('/en/teacher?deptId=10');
    expect(res.status).toBe(200);
    expect(detailIds(html, 'teacher')).toEqual([3001]);
    expect(textOf(html)).toContain('CHAN Wing-yan');
    expect(html).toContain('<option value="10" selected="">President</option>');
    expect(html).not.toContain('<nav class="pagination"');
  });

  it('filters by department or whole faculty with a labelled GET select, keeping the choice', async () => {
    const { html } = await get('/en/teacher?deptId=301');
    expect(detailIds(html, 'teacher')).toHaveLength(4);
    expect(html).toContain('<form class="filter-form" action="/en/teacher" method="get">');
    expect(html).toContain('<label for="filter-deptId">Show</label>');
    expect(html).toContain('<select id="filter-deptId" name="deptId">');
    expect(html).toContain('<option value="301" selected="">Department of Computing and Data Science</option>');
    expect(html).toContain('<option value="">All staff</option>');
    expect(html).toContain('<button type="submit" class="button">Apply filter</button>');
    expect(hrefs(html)).toContain('/en/teacher');
    const faculty = await get('/en/teacher?deptId=300');
    expect(detailIds(faculty.html, 'teacher')).toHaveLength(13);
    expect(faculty.html).toContain(
      '<option value="300" selected="">Faculty of Science and Engineering (whole faculty)</option>',
    );
  });

  it('shows the empty state for a department without teachers', async () => {
    // The Registry: a department of the CMS's list with no teaching staff. (An id the list does
    // not hold is a 404: docs/SECURITY.md "Filter values".)
    const { res, html } = await get('/en/teacher?deptId=501');
    expect(res.status).toBe(200);
    expect(detailIds(html, 'teacher')).toEqual([]);
    expect(textOf(html)).toContain('No teachers match this filter.');
    expect(html).not.toContain('<nav class="pagination"');
  });

  it('reads a malformed or hostile department filter as all staff', async () => {
    for (const q of ['abc', '-5', '0', '1.5', '<script>alert(1)</script>', '10&deptId=301', '99999999999999999999']) {
      const { res, html } = await get(
        `/en/teacher?deptId=${encodeURIComponent(q).replace('%26deptId%3D', '&deptId=')}`,
      );
      expect(res.status, q).toBe(200);
      expect(textOf(html), q).toContain(`${TOTAL} in all`);
      expect(html).toContain('<option value="" selected="">All staff</option>');
      expect(html).not.toContain('<script>alert(1)');
    }
  });

  it('keeps only the parsed filter in paging links', async () => {
    const { html } = await get('/en/teacher?x=%3Cscript%3E&pageNum=2&utm=1');
    const nav = /<nav class="pagination"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    // previous and 1 (page 1 has no pageNum), 2 (current), 3, next
    expect(hrefs(nav)).toEqual([
      '/en/teacher',
      '/en/teacher',
      '/en/teacher?pageNum=2',
      '/en/teacher?pageNum=3',
      '/en/teacher?pageNum=3',
    ]);
    expect(hrefs(html)).toContain('/en/teacher');
  });

  it('shows a monogram, never a placeholder image, for people without a photo', async () => {
    const { html } = await get('/en/teacher');
    const avatars = [
      ...html.matchAll(/<span class="avatar avatar--\d person-card__photo[^"]*" aria-hidden="true">([^<]+)<\/span>/g),
    ];
    expect(avatars).toHaveLength(16);
    expect(avatars[0]?.[1]).toBe('CW'); // CHAN Wing-yan
    expect(html).not.toMatch(/<img class="person-card__photo/);
    expect(html).not.toContain('placeholder.svg');
    const tc = await get('/teacher');
    expect(tc.html).toMatch(/<span class="avatar avatar--\d person-card__photo[^"]*" aria-hidden="true">陳<\/span>/);
  });

  it('gives every CMS photo its width and height, lazy below the first row', async () => {
    const rows = Array.from({ length: 16 }, (_, i) => ({
      id: 3001 + i,
      name: `Teacher ${i}`,
      title: 'Lecturer',
      photo: `/media/people/${i}.jpg`,
    }));
    const list = { rows, total: 16, hasPrev: false, hasNext: false, totalPage: 1, pageSize: 16, currentPage: 1 };
    const { html } = await get('/en/teacher', upstreamWith({ '/api/special/teacher/list': list }));
    const imgs = [...html.matchAll(/<img class="person-card__photo[^"]*"[^>]*>/g)].map((m) => m[0]);
    expect(imgs).toHaveLength(16);
    for (const img of imgs) expect(img).toMatch(/ alt="" width="320" height="400"/);
    expect(imgs[0]).not.toContain('loading="lazy"');
    expect(imgs[15]).toContain('loading="lazy"');
  });

  it('answers 503 when the list cannot be had, and keeps the list when only the departments fail', async () => {
    const down = await get('/en/teacher', upstreamWith({ '/api/special/teacher/list': 'fail' }));
    expect(down.res.status).toBe(503);
    expect(down.res.headers.get('Retry-After')).toBeTruthy();
    const partial = await get('/en/teacher', upstreamWith({ '/api/dept/list': 'fail' }));
    expect(partial.res.status).toBe(200);
    expect(detailIds(partial.html, 'teacher')).toHaveLength(16);
    expect(textOf(partial.html)).toContain('No data');
  });
});

describe('/teacher/detail', () => {
  it('shows the profile in three languages, titled by the name', async () => {
    const expected = [
      ['', '陳詠欣', '校長', '校長辦公室'],
      ['/sc', '陈咏欣', '校长', '校长办公室'],
      ['/en', 'CHAN Wing-yan', 'President', 'Office of the President'],
    ] as const;
    for (const [prefix, name, post, dept] of expected) {
      const { res, html } = await get(`${prefix}/teacher/detail?id=3001`);
      expect(res.status).toBe(200);
      expect(h1Of(html)).toEqual([name]);
      expect(html).toContain(`<title>${name} | `);
      const text = textOf(html);
      expect(text).toContain(post);
      expect(text).toContain(dept);
      expect(hrefs(html)).toContain(`${prefix}/teacher`);
    }
  });

  it('has research areas, education, biography, e-mail and a sized photo', async () => {
    const { html } = await get('/en/teacher/detail?id=3010');
    const text = textOf(html);
    for (const heading of ['Research areas', 'Education', 'Biography']) expect(html).toContain(`>${heading}</h2>`);
    expect(text).toMatch(/PhD, /);
    expect(html).toMatch(/<a href="mailto:[^"]+@crescent-harbour\.edu\.example">/);
    expect(html).toMatch(/<span class="avatar avatar--\d profile__photo" aria-hidden="true">[A-Z]{2}<\/span>/);
  });

  it('answers 404 for an unknown id', async () => {
    for (const id of ['1', '999999', '2147483647']) expect(await status(`/en/teacher/detail?id=${id}`), id).toBe(404);
  });

  it('answers 404 for a missing, malformed or repeated id, without asking the CMS', async () => {
    for (const q of [
      '',
      '?id=',
      '?id=abc',
      '?id=-1',
      '?id=0',
      '?id=1.5',
      '?id=3001&id=3002',
      '?id=%3Cscript%3E',
      '?id=99999999999999999999',
    ]) {
      const { res, html } = await get(`/en/teacher/detail${q}`);
      expect(res.status, q).toBe(404);
      expect(html).not.toContain('<script>');
    }
  });
});
