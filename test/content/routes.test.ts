import { describe, expect, it } from 'vitest';
import { href } from '@/lib/href';
import { get, h1Of, mainOf, status, textOf } from './helpers';

const LANGS = [
  ['', 'zh-Hant-HK'],
  ['/sc', 'zh-Hans-CN'],
  ['/en', 'en'],
] as const;

/** Every content route (docs/REQUIREMENTS.md §2 and the implied screens), with demo data. */
const PATHS = [
  '/news/list',
  '/news/list?pageNum=2',
  '/news/list?keyword=2025',
  '/news/1029',
  '/article/academic-calendar',
  '/article/jobs',
  '/components/NewsDetail',
  '/components/CommonHeader',
  '/about',
  '/page/global-exchange',
  '/page/global-exchange?outAddress=Asia',
  '/page/jobs',
  '/page/jobs?groupId=2',
  '/page/staff',
  '/page/student',
  '/page/sitemap',
  '/page/statement',
  '/subject/list',
  '/subject/harbour-ecology',
  '/give',
  '/about-history',
  '/admissions-faq',
];

describe('every content route in three languages', () => {
  for (const path of PATHS) {
    for (const [prefix, lang] of LANGS) {
      it(`${prefix}${path} answers 200 with its data`, async () => {
        const { res, html } = await get(`${prefix}${path}`);
        expect(res.status).toBe(200);
        expect(html).toContain(`<html lang="${lang}" dir="ltr">`);
        expect(h1Of(html)).toHaveLength(1);
        const main = textOf(mainOf(html));
        for (const noData of ['No data', '暫無資料', '暂无数据']) expect(main).not.toContain(noData);
      });
    }
  }
});

describe('titles follow the language', () => {
  it.each([
    ['/about', ['書院簡介', '书院简介', 'College Introduction']],
    ['/page/sitemap', ['網站地圖', '网站地图', 'Sitemap']],
    ['/page/statement', ['重要聲明', '重要声明', 'Important Statement']],
    ['/subject/list', ['專題', '专题', 'Special Topics']],
    ['/give', ['捐贈', '捐赠', 'Give']],
    ['/components/CommonHeader', ['頁面標題示例', '页面标题示例', 'Page title example']],
  ])('%s', async (path, titles) => {
    for (const [i, [prefix]] of LANGS.entries())
      expect(h1Of((await get(`${prefix}${path}`)).html)).toEqual([titles[i]]);
  });
});

describe('localised Chinese slugs', () => {
  it('answers the article at its own slug, and its Chinese names, percent-encoded or not, with 301 there', async () => {
    const title = (html: string) => h1Of(html)[0];
    expect(title((await get('/en/article/academic-calendar')).html)).toBe('Academic Calendar 2026/27');
    expect(title((await get('/sc/article/academic-calendar')).html)).toBe('2026/27 学年历');
    expect(title((await get('/article/academic-calendar')).html)).toBe('2026/27 學年曆');
    for (const [path, own] of [
      ['/en/article/%E5%AD%B8%E5%B9%B4%E6%9B%86', '/en/article/academic-calendar'],
      ['/en/article/學年曆?x=1', '/en/article/academic-calendar?x=1'],
      ['/sc/article/%E5%AD%A6%E5%B9%B4%E5%8E%86', '/sc/article/academic-calendar'],
      ['/article/%E5%AD%B8%E5%B9%B4%E6%9B%86', '/article/academic-calendar'],
    ]) {
      const { res } = await get(path as string);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('Location'), path).toBe(own);
    }
  });

  it('round-trips through the route table', async () => {
    for (const [locale, slug] of [
      ['tc', '學年曆'],
      ['sc', '学年历'],
      ['en', '學年曆'],
    ] as const) {
      const path = href('article', { id: slug }, locale);
      expect(path).toMatch(/^(\/sc|\/en)?\/article\/(%[0-9A-F]{2})+$/);
      const { res } = await get(path);
      expect(res.status, path).toBe(301);
      expect(decodeURIComponent(path)).toContain(slug);
      const own = res.headers.get('Location') ?? '';
      expect(own).toBe(href('article', { id: 'academic-calendar' }, locale));
      expect((await get(own)).html).toContain('<table>');
    }
  });

  it('answers 404 for an unknown slug, and for an article of another type', async () => {
    expect(await status('/article/%E6%B2%92%E6%9C%89')).toBe(404);
    expect(await status('/en/article/1029')).toBe(404);
    expect(await status('/en/article/harbour-ecology')).toBe(404);
    expect(await status('/en/article/a.b')).toBe(404);
  });
});

describe('special topics', () => {
  it('lists the topics, each linking to its page', async () => {
    const { html } = await get('/en/subject/list');
    const main = mainOf(html);
    for (const id of [
      'harbour-ecology',
      'digital-humanities',
      'sustainable-campus-2030',
      'belt-and-road-lectures',
      'service-learning',
    ]) {
      expect(main).toContain(`href="/en/subject/${id}"`);
    }
    expect(await status('/en/subject/list?pageNum=2')).toBe(404);
    expect((await get('/en/subject/list?pageNum=x')).res.status).toBe(200);
  });

  it('shows a topic, 404 for an unknown one', async () => {
    const { html } = await get('/sc/subject/harbour-ecology');
    expect(h1Of(html)).toEqual(['月湾海洋生态计划']);
    expect(mainOf(html)).toContain('href="/sc/subject/list"');
    expect(await status('/sc/subject/nope')).toBe(404);
    expect(await status('/sc/subject/1029')).toBe(404);
  });
});

describe('component pages', () => {
  it('NewsDetail shows the newest news item, sanitised', async () => {
    const { res, html } = await get('/en/components/NewsDetail');
    expect(res.status).toBe(200);
    expect(h1Of(html)).toEqual(['Peer bilingual writing tutors start work']);
    expect(mainOf(html)).not.toMatch(/<script|\son\w+=|javascript:/i);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('CommonHeader shows the page-title component with a demo title', async () => {
    const { html } = await get('/en/components/CommonHeader');
    expect(mainOf(html)).toMatch(
      /<header class="page-title"><p class="page-title__kicker">Component<\/p><h1>Page title example<\/h1>/,
    );
  });
});

describe('Give at /give, and /Give and /捐贈 with 301 there', () => {
  it.each([
    ['/Give', '/give'],
    ['/sc/Give', '/sc/give'],
    ['/en/Give?ref=x&utm_source=x', '/en/give?ref=x'], // the query kept, less its tracking parameters
    ['/%E6%8D%90%E8%B4%88', '/give'],
    ['/sc/%E6%8D%90%E8%B4%88', '/sc/give'],
    ['/en/%E6%8D%90%E8%B4%88', '/en/give'],
    ['/%e6%8d%90%e8%b4%88', '/give'],
    ['/捐贈', '/give'],
    ['/en/捐贈', '/en/give'],
  ])('%s', async (path, own) => {
    const moved = await get(path);
    expect(moved.res.status).toBe(301);
    expect(moved.res.headers.get('Location')).toBe(own);
    const { res, html } = await get(own);
    expect(res.status).toBe(200);
    expect(mainOf(html)).toContain('href="mailto:give@crescent-harbour.edu.example"');
  });

  it('is the target of the footer link in each language', async () => {
    expect((await get('/en/page/sitemap')).html).toContain('<a href="/en/give">Give</a>');
    expect((await get('/page/sitemap')).html).toContain('<a href="/give">捐贈</a>');
    expect((await get('/sc/page/sitemap')).html).toContain('<a href="/sc/give">捐赠</a>');
  });
});
