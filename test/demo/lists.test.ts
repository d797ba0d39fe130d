import { api, data } from './helpers';

interface Page<T> {
  rows: T[];
  total: number;
  hasPrev: boolean;
  hasNext: boolean;
  totalPage: number;
  pageSize: number;
  currentPage: number;
}

describe('demo paging', () => {
  it('defaults news to page 1 of size 10 with the paging fields', async () => {
    const page = await data<Page<unknown>>('/api/article/news');
    expect(page.total).toBeGreaterThanOrEqual(30);
    expect(page).toMatchObject({ currentPage: 1, pageSize: 10, hasPrev: false, hasNext: true });
    expect(page.rows).toHaveLength(10);
    expect(page.totalPage).toBe(Math.ceil(page.total / 10));
  });

  it('walks pages with pageNum and pageSize', async () => {
    const first = await data<Page<{ id: number }>>('/api/article/news?pageNum=1&pageSize=7');
    const second = await data<Page<{ id: number }>>('/api/article/news?pageNum=2&pageSize=7');
    expect(second).toMatchObject({ currentPage: 2, pageSize: 7, hasPrev: true, hasNext: true });
    expect(second.rows.map((r) => r.id)).not.toContain(first.rows[0]?.id);
    const last = await data<Page<unknown>>(`/api/article/news?pageNum=${first.totalPage}&pageSize=7`);
    expect(last.hasNext).toBe(false);
    expect(last.rows.length).toBe(first.total - 7 * (first.totalPage - 1));
  });

  it('answers a page past the end with no rows and the right totals', async () => {
    const page = await data<Page<unknown>>('/api/article/news?pageNum=99&pageSize=10');
    expect(page.rows).toEqual([]);
    expect(page.total).toBeGreaterThanOrEqual(30);
    expect(page).toMatchObject({
      currentPage: 99,
      hasPrev: true,
      hasNext: false,
      totalPage: Math.ceil(page.total / 10),
    });
  });

  it('rejects bad paging parameters with code 400 in the envelope', async () => {
    for (const q of [
      'pageNum=0',
      'pageNum=abc',
      'pageSize=-1',
      'pageSize=1000',
      'isAsc=sideways',
      'orderByColumn=password',
    ]) {
      const res = await api(`/api/article/news?${q}`);
      expect(res.code, q).toBe(400);
      expect(res.data).toBeNull();
    }
  });
});

describe('demo ordering', () => {
  it('lists news newest first by default, oldest first with isAsc=asc', async () => {
    const desc = await data<Page<{ publishDate: string }>>('/api/article/news?pageSize=100');
    const dates = desc.rows.map((r) => r.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]?.startsWith('2026')).toBe(true);
    expect(dates.at(-1)?.startsWith('2023')).toBe(true);
    const asc = await data<Page<{ publishDate: string }>>(
      '/api/article/news?pageSize=100&orderByColumn=publish_date&isAsc=asc',
    );
    expect(asc.rows.map((r) => r.publishDate)).toEqual([...dates].sort());
  });

  it('orders alumni by order_num, descending by default', async () => {
    const page = await data<Page<{ orderNum: number }>>('/api/schoolfellow/list?pageSize=100');
    const nums = page.rows.map((r) => r.orderNum);
    expect(nums).toEqual([...nums].sort((a, b) => b - a));
    const asc = await data<Page<{ orderNum: number }>>(
      '/api/schoolfellow/list?pageSize=100&orderByColumn=order_num&isAsc=asc',
    );
    expect(asc.rows.map((r) => r.orderNum)).toEqual([...nums].sort((a, b) => a - b));
  });
});

describe('demo filtering', () => {
  it('filters teachers by department, a faculty including its departments', async () => {
    const all = await data<Page<{ deptId: number; isPresident: boolean }>>('/api/special/teacher/list?pageSize=200');
    expect(all.total).toBeGreaterThanOrEqual(40);
    expect(all.rows.filter((t) => t.isPresident)).toHaveLength(1);
    const dept = await data<Page<{ deptId: number }>>('/api/special/teacher/list?deptId=301&pageSize=200');
    expect(dept.total).toBeGreaterThan(0);
    expect(dept.rows.every((t) => t.deptId === 301)).toBe(true);
    const faculty = await data<Page<{ deptId: number }>>('/api/special/teacher/list?deptId=300&pageSize=200');
    expect(new Set(faculty.rows.map((t) => t.deptId))).toEqual(new Set([300, 301, 302, 303]));
    const president = await data<Page<{ isPresident: boolean }>>('/api/special/teacher/list?deptId=10');
    expect(president.rows).toEqual([expect.objectContaining({ isPresident: true })]);
  });

  it('defaults teachers to pages of 16', async () => {
    const page = await data<Page<unknown>>('/api/special/teacher/list');
    expect(page.pageSize).toBe(16);
    expect(page.rows).toHaveLength(16);
  });

  it('filters alumni by deptId and userType, pages of 6 by default', async () => {
    const page = await data<Page<{ deptId: number; userType: number }>>(
      '/api/schoolfellow/list?deptId=100&userType=2&orderByColumn=order_num&isAsc=desc',
    );
    expect(page.pageSize).toBe(6);
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.rows.every((a) => [100, 101, 102, 103].includes(a.deptId) && a.userType === 2)).toBe(true);
    for (const faculty of [100, 200, 300]) {
      const f = await data<Page<unknown>>(`/api/schoolfellow/list?deptId=${faculty}`);
      expect(f.total, `faculty ${faculty}`).toBeGreaterThanOrEqual(15);
    }
    expect((await api('/api/schoolfellow/list?userType=3')).code).toBe(400);
  });

  it('filters partners by region, 200 per page by default', async () => {
    const all = await data<Page<{ outAddress: string }>>('/api/special/partners');
    expect(all.total).toBeGreaterThanOrEqual(20);
    expect(all.pageSize).toBe(200);
    const europe = await data<Page<{ outAddress: string }>>('/api/special/partners?outAddress=Europe');
    expect(europe.total).toBeGreaterThan(0);
    expect(europe.total).toBeLessThan(all.total);
    expect(europe.rows.every((p) => p.outAddress === 'Europe')).toBe(true);
  });

  it('lists programmes by outTypeName', async () => {
    const ug = await data<Array<{ name: string; link: string }>>('/api/out/list?outTypeName=fse-ug', { lang: 'en' });
    expect(ug.map((p) => p.name)).toContain('Bachelor of Nursing (Honours)');
    expect(ug.every((p) => p.link.startsWith('https://fse.crescent-harbour.edu.example/'))).toBe(true);
    const pg = await data<Array<{ link: string }>>('/api/out/list?outTypeName=bri-pg');
    expect(pg.length).toBeGreaterThan(0);
    expect(await data('/api/out/list?outTypeName=nothing-ug')).toEqual([]);
    expect((await api('/api/out/list')).code).toBe(400);
  });

  it('filters careers by groupId', async () => {
    const all = await data<Array<{ groupId: number }>>('/api/special/careers');
    const academic = await data<Array<{ groupId: number }>>('/api/special/careers?groupId=1');
    const admin = await data<Array<{ groupId: number }>>('/api/special/careers?groupId=2');
    expect(academic.length).toBeGreaterThan(0);
    expect(academic.every((c) => c.groupId === 1)).toBe(true);
    expect(admin.every((c) => c.groupId === 2)).toBe(true);
    expect(academic.length + admin.length).toBe(all.length);
    expect(await data('/api/special/careers?groupId=7')).toEqual([]);
  });
});
