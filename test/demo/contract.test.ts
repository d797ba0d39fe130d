// The site validates every upstream answer with src/upstream/schemas.ts: every demo answer must
// pass, in every language, or the site and its default upstream disagree.
import * as v from 'valibot';
import * as s from '@/upstream/schemas';
import { data } from './helpers';

const LANGS = ['tc', 'cn', 'en'] as const;

function expectValid(schema: v.GenericSchema, value: unknown, what: string) {
  const result = v.safeParse(schema, value);
  const issues = result.success ? [] : result.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`);
  expect(issues, what).toEqual([]);
}

async function check(schema: v.GenericSchema, path: string, options: Parameters<typeof data>[1] = {}) {
  for (const lang of LANGS) expectValid(schema, await data(path, { ...options, lang }), `${path} [${lang}]`);
}

describe('demo answers match the site schemas', () => {
  it('menu list, home, slides, site infos, departments, applications', async () => {
    await check(s.MenuListSchema, '/api/menu/list');
    await check(s.HomeInfoSchema, '/api/menu/index/info');
    await check(s.HomeSlidesSchema, '/api/home-slide/list');
    await check(s.SiteInfosSchema, '/api/site/infos');
    await check(s.DeptListSchema, '/api/dept/list', { method: 'POST', body: {} });
    await check(s.ApplicationListSchema, '/api/application/list');
  });

  it('every content page reachable from the menu, and the named ones', async () => {
    const tree = v.parse(s.MenuListSchema, await data('/api/menu/list'));
    const flat = (items: s.MenuItem[]): s.MenuItem[] => items.flatMap((m) => [m, ...flat(m.children)]);
    const ids = flat(tree)
      .filter((m) => m.menuType === 1)
      .map((m) => String(m.menuId));
    for (const idOrAlias of [
      ...ids,
      'subject',
      'about',
      'faculties',
      'fass',
      'fb',
      'fse',
      'alumni',
      'recruit',
      'jobs',
      'staff',
      'student',
    ]) {
      await check(s.MenuPageSchema, `/api/menu/${idOrAlias}`);
    }
  });

  it('news pages, every article and search results', async () => {
    await check(s.NewsPageSchema, '/api/article/news');
    await check(s.NewsPageSchema, '/api/article/news?pageNum=99');
    const all = v.parse(s.NewsPageSchema, await data('/api/article/news?pageSize=100'));
    for (const row of all.rows) await check(s.ArticleSchema, `/api/article/news/${row.id}`);
    for (const id of ['academic-calendar', encodeURIComponent('學年曆'), 'jobs', 'privacy-policy'])
      await check(s.ArticleSchema, `/api/article/article/${id}`);
    const topics = v.parse(s.MenuPageSchema, await data('/api/menu/subject'));
    for (const t of topics.articles) await check(s.ArticleSchema, `/api/article/subject/${t.id}`);
    await check(s.SearchResultSchema, `/api/article/search/${encodeURIComponent('月灣')}`);
    await check(s.SearchResultSchema, '/api/article/search/nothing-matches-this');
  });

  it('programme lists, partners, careers', async () => {
    for (const unit of ['fass', 'fb', 'fse', 'bri']) {
      for (const level of ['ug', 'pg', 'hd'])
        await check(s.OutListSchema, `/api/out/list?outTypeName=${unit}-${level}`);
    }
    await check(s.PartnerPageSchema, '/api/special/partners?pageNum=1&pageSize=200');
    await check(s.PartnerPageSchema, '/api/special/partners?outAddress=Oceania');
    for (const q of ['', '?groupId=1', '?groupId=2']) await check(s.CareerListSchema, `/api/special/careers${q}`);
  });

  it('teachers and alumni, lists and every detail', async () => {
    const teachers = v.parse(s.TeacherPageSchema, await data('/api/special/teacher/list?pageSize=200'));
    await check(s.TeacherPageSchema, '/api/special/teacher/list?deptId=100&pageNum=1&pageSize=16');
    for (const t of teachers.rows) await check(s.TeacherDetailSchema, `/api/special/teacher/${t.id}`);
    const alumni = v.parse(s.SchoolfellowPageSchema, await data('/api/schoolfellow/list?pageSize=200'));
    await check(
      s.SchoolfellowPageSchema,
      '/api/schoolfellow/list?deptId=200&userType=1&pageNum=1&pageSize=6&orderByColumn=order_num&isAsc=desc',
    );
    for (const a of alumni.rows) await check(s.SchoolfellowDetailSchema, `/api/schoolfellow/${a.id}`);
  });

  it('enquiry save and captcha', async () => {
    const body = {
      name: 'Lee Siu Ming',
      email: 'sm.lee@mail.example',
      subject: 'Hostel',
      message: 'Is housing guaranteed?',
    };
    await check(s.EnquirySavedSchema, '/api/subcontent/save', { method: 'POST', body });
    await check(s.CaptchaResultSchema, '/api/recaptcha?token=demo-captcha-pass');
    await check(s.CaptchaResultSchema, '/api/recaptcha?token=wrong');
  });
});

describe('site schemas', () => {
  it('accept what a CMS may send differently: nulls, numeric strings, date-times', () => {
    const item = {
      menuId: '12',
      parentId: null,
      menuType: 9,
      menuAlias: null,
      menuName: 'X',
      menuUrl: null,
      children: null,
    };
    expect(v.parse(s.MenuItemSchema, item)).toEqual({
      menuId: 12,
      parentId: 0,
      menuType: 0,
      menuAlias: undefined,
      menuName: 'X',
      menuUrl: undefined,
      orderNum: 0,
      children: [],
    });
    const article = v.parse(s.ArticleSchema, {
      id: 7,
      title: 'T',
      publishDate: '2024-05-01 10:00:00',
      body: null,
      cover: null,
    });
    expect(article).toMatchObject({
      id: '7',
      type: 'news',
      publishDate: '2024-05-01',
      body: '',
      summary: '',
      cover: undefined,
    });
    expect(v.parse(s.EnquirySavedSchema, null)).toEqual({ id: undefined });
  });

  it('refuse answers missing what a page cannot do without', () => {
    expect(v.safeParse(s.ArticleSchema, { id: 1, publishDate: '2024-05-01' }).success).toBe(false);
    expect(v.safeParse(s.NewsPageSchema, { rows: [] }).success).toBe(false);
    expect(v.safeParse(s.ArticleSummarySchema, { id: 1, title: 'x', publishDate: '01/05/2024' }).success).toBe(false);
  });
});
