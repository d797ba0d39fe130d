// The site's typed upstream functions against the demo worker bound as UPSTREAM (the built
// dist/demo/index.js, see vitest.config.ts): paths, parameters and defaults line up end to end.
import { env } from 'cloudflare:workers';
import * as api from '@/upstream/api';
import { deptMaps, deptName } from '@/cms/depts';
import { createScope } from '@/request/scope';
import type { Locale } from '@/i18n/locales';

const ctxFor = (locale: Locale) =>
  createScope({ env: { ...env, API_BASE_URL: '' }, locale: locale, waitUntil: (p) => void p.catch(() => undefined) });

describe('upstream api functions against the demo', () => {
  // Failed calls are logged as errors by design; keep the expected ones out of the test output.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('read menus, pages, home and site data in the page language', async () => {
    const en = ctxFor('en');
    expect((await api.getMenuList(en)).length).toBeGreaterThanOrEqual(5);
    expect((await api.getMenu(en, 'admissions-faq')).sections.length).toBeGreaterThan(0);
    expect((await api.getMenu(en, 34)).menuAlias).toBe('admissions-faq');
    expect((await api.getHomeInfo(en)).faculties.map((f) => f.code)).toEqual(['fass', 'fb', 'fse']);
    expect((await api.getHomeSlides(en)).advImgs.length).toBeGreaterThanOrEqual(3);
    expect((await api.getSiteInfos(en)).site.name).toBe('Crescent Harbour College');
    expect((await api.getSiteInfos(en, 'cn')).site.name).toBe('月湾书院');
    expect((await api.getSiteInfos(ctxFor('sc'))).site.name).toBe('月湾书院');
    expect((await api.getApplicationList(en)).length).toBeGreaterThan(0);
  });

  it('read articles, news pages and search with the spec defaults', async () => {
    const en = ctxFor('en');
    const news = await api.getNewsList(en);
    expect(news).toMatchObject({ currentPage: 1, pageSize: 10 });
    const oldest = await api.getNewsList(en, { pageNum: 1, pageSize: 3, orderByColumn: 'publish_date', isAsc: 'asc' });
    expect(oldest.rows[0]?.publishDate.startsWith('2023')).toBe(true);
    const first = news.rows[0];
    expect(first).toBeDefined();
    expect((await api.getArticle(en, first!.id)).id).toBe(first!.id);
    expect((await api.getArticle(ctxFor('tc'), '學年曆', 'article')).title).toContain('學年曆');
    expect((await api.searchArticles(ctxFor('tc'), '畢業典禮')).total).toBeGreaterThan(0);
  });

  it('read people, partners, programmes, departments and careers with their filters', async () => {
    const en = ctxFor('en');
    expect((await api.getTeacherList(en)).pageSize).toBe(16);
    const fse = await api.getTeacherList(en, { deptId: 300, pageSize: 100 });
    expect(fse.rows.every((t) => [300, 301, 302, 303].includes(t.deptId ?? 0))).toBe(true);
    expect((await api.getTeacher(en, fse.rows[0]!.id)).education.length).toBeGreaterThan(0);
    const alumni = await api.getSchoolfellowList(en, { deptId: 200, userType: 1 });
    expect(alumni.pageSize).toBe(6);
    const order = alumni.rows.map((a) => a.orderNum);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    expect((await api.getSchoolfellow(en, alumni.rows[0]!.id)).story).toContain('<p>');
    expect((await api.getPartners(en)).pageSize).toBe(200);
    expect((await api.getPartners(en, { outAddress: 'Asia' })).rows.every((p) => p.outAddress === 'Asia')).toBe(true);
    expect((await api.getOutList(en, 'fb-pg')).length).toBeGreaterThan(0);
    const depts = deptMaps(await api.getDeptList(en));
    const fb = depts.byId.get(200);
    expect(fb && [deptName(fb, 'tc'), deptName(fb, 'sc'), deptName(fb, 'en')]).toEqual([
      '商學院',
      '商学院',
      'Faculty of Business',
    ]);
    expect((await api.getCareers(en, 2)).every((c) => c.groupId === 2)).toBe(true);
  });

  it('save an enquiry and check the captcha without caching either', async () => {
    const en = ctxFor('en');
    const saved = await api.saveEnquiry(en, {
      name: 'Ho Ka Yan',
      email: 'ky.ho@mail.example',
      subject: 'Visit',
      message: 'Can I visit the campus?',
    });
    expect(saved.id).toBeTruthy();
    expect(await api.verifyCaptcha(en, 'demo-captcha-pass')).toEqual({ success: true });
    expect(await api.verifyCaptcha(en, 'nope')).toEqual({ success: false });
    await expect(api.saveEnquiry(en, { name: '', email: 'x', subject: '', message: '' })).rejects.toThrow(
      'System Service Exception',
    );
  });

  it('reject unknown ids with the service exception', async () => {
    await expect(api.getArticle(ctxFor('en'), 'no-such-article')).rejects.toThrow('System Service Exception');
    await expect(api.getTeacher(ctxFor('en'), 1)).rejects.toThrow('System Service Exception');
  });
});
