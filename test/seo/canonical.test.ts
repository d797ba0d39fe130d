import { describe, expect, it } from 'vitest';
import { QUERY as ACADEMIC, QUERY as CONTENT } from '../../routes/params';
import type { QueryRules } from '@/lib/query-rules';
import { canonicalSearch, encodePath, pageLinks } from '@/seo/canonical';
import { get } from '../content/helpers';

const O = 'https://www.example.edu';

/** The canonical rule, page type by page type: [what, path, query, rules, canonical (tc)]. */
const table: [string, string, string, QueryRules, string][] = [
  ['a fixed page', '/about', '', {}, '/about'],
  ['a fixed page, tracking dropped', '/about', '?utm_source=x&utm_medium=y&fbclid=1&gclid=2', {}, '/about'],
  ['the home page', '/', '?utm_campaign=z', {}, '/'],
  ['a teacher profile', '/teacher/detail', '?id=12', ACADEMIC.profile, '/teacher/detail?id=12'],
  ['a profile, leading zeros', '/teacher/detail', '?id=0012', ACADEMIC.profile, '/teacher/detail?id=12'],
  [
    'a profile, tracking around',
    '/alumni/detail',
    '?utm_source=a&id=3&gclid=b',
    ACADEMIC.profile,
    '/alumni/detail?id=3',
  ],
  ['a profile, extra parameters', '/alumni/detail', '?id=3&pageNum=2&x=1', ACADEMIC.profile, '/alumni/detail?id=3'],
  ['the teacher list, page 1', '/teacher', '?pageNum=1', ACADEMIC.teachers, '/teacher'],
  ['the teacher list, page 3', '/teacher', '?pageNum=3', ACADEMIC.teachers, '/teacher?pageNum=3'],
  [
    'the teacher list, filter and page, sorted',
    '/teacher',
    '?pageNum=2&deptId=7&fbclid=x',
    ACADEMIC.teachers,
    '/teacher?deptId=7&pageNum=2',
  ],
  ['a malformed page number is page 1', '/teacher', '?pageNum=abc&deptId=7', ACADEMIC.teachers, '/teacher?deptId=7'],
  [
    'a repeated parameter is absent',
    '/teacher',
    '?pageNum=2&pageNum=3&deptId=7',
    ACADEMIC.teachers,
    '/teacher?deptId=7',
  ],
  [
    'the alumni list, all filters',
    '/alumni',
    '?userType=2&deptId=4&pageNum=2&utm_term=q',
    ACADEMIC.alumni,
    '/alumni?deptId=4&pageNum=2&userType=2',
  ],
  ['an unknown alumni type is no filter', '/alumni', '?userType=9', ACADEMIC.alumni, '/alumni'],
  ['the news list, page 2', '/news/list', '?pageNum=2&gclid=1', CONTENT.news, '/news/list?pageNum=2'],
  [
    'the news list, oldest first',
    '/news/list',
    '?isAsc=asc&orderByColumn=publish_date',
    CONTENT.news,
    '/news/list?isAsc=asc&orderByColumn=publish_date',
  ],
  ['an unknown news order is none', '/news/list', '?orderByColumn=drop%20table', CONTENT.news, '/news/list'],
  ['special topics, page 2', '/subject/list', '?pageNum=02', CONTENT.pages, '/subject/list?pageNum=2'],
  [
    'partners by region',
    '/page/global-exchange',
    '?outAddress=North+America&utm_source=x',
    CONTENT.partners,
    '/page/global-exchange?outAddress=North+America',
  ],
  ['careers by group', '/page/jobs', '?groupId=2&groupId=2', CONTENT.careers, '/page/jobs'],
  ['careers, one group', '/page/jobs', '?groupId=1', CONTENT.careers, '/page/jobs?groupId=1'],
  ['a news article', '/news/n-1', '?from=home', {}, '/news/n-1'],
  ['a non-ASCII path is percent-encoded', '/捐贈', '?utm_source=x', {}, '/%E6%8D%90%E8%B4%88'],
  ['an article by a localised slug', '/article/學年曆', '', {}, '/article/%E5%AD%B8%E5%B9%B4%E6%9B%86'],
];

describe('the canonical rule', () => {
  for (const [what, path, query, rules, canonical] of table) {
    it(what, () => {
      const links = pageLinks(O, 'tc', path, query, rules);
      expect(links.canonical).toBe(O + canonical);
      const search = canonical.includes('?') ? canonical.slice(canonical.indexOf('?')) : '';
      const bare = canonical.replace(/\?.*$/, '');
      const inLang = (prefix: string) => O + prefix + (bare === '/' && prefix ? '' : bare) + search;
      expect(links.alternates).toEqual([
        { hrefLang: 'zh-Hant-HK', href: inLang('') },
        { hrefLang: 'zh-Hans-CN', href: inLang('/sc') },
        { hrefLang: 'en', href: inLang('/en') },
        { hrefLang: 'x-default', href: inLang('') },
      ]);
    });
  }

  it('names the page in its own language as canonical', () => {
    expect(pageLinks(O, 'en', '/teacher/detail', '?id=5', ACADEMIC.profile).canonical).toBe(
      `${O}/en/teacher/detail?id=5`,
    );
    expect(pageLinks(O, 'sc', '/', '', {}).canonical).toBe(`${O}/sc`);
  });

  it('keeps escapes and encodes what a URL cannot carry', () => {
    expect(encodePath('/a%20b')).toBe('/a%20b');
    expect(encodePath('/a b')).toBe('/a%20b');
    expect(encodePath('//evil.example/x?y#z')).toBe('//evil.example/x%3Fy%23z');
    expect(canonicalSearch('?b=2&a=1', { a: (v) => v, b: (v) => v })).toBe('?a=1&b=2');
  });

  it('writes plain paths as the URL parser does, without parsing them', () => {
    const parsed = (path: string) => {
      const url = new URL('https://path.invalid');
      url.pathname = path;
      return url.pathname;
    };
    for (const path of ['/', '/news/1001', '/teacher/detail', '/a-b_c~D9/', '//x', '/subject/harbour-ecology--2']) {
      expect(encodePath(path), path).toBe(parsed(path));
    }
    for (const path of ['/a/../b', '/./x', '/a\\b', '/捐贈', '/%zz']) expect(encodePath(path), path).toBe(parsed(path));
  });
});

/** The canonical and alternates a served page names. */
async function linksOf(path: string) {
  const { res, html } = await get(path);
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]*)" href="([^"]*)"/g)].map(
    (m) => [m[1], (m[2] ?? '').replace(/&amp;/g, '&')] as const,
  );
  return { status: res.status, canonical, alternates, html };
}

describe('canonical links on served pages', () => {
  it('a teacher profile names itself, with its id, in every language', async () => {
    const { status, canonical, alternates } = await linksOf('/en/teacher/detail?id=3001&utm_source=mail');
    expect(status).toBe(200);
    expect(canonical).toBe('http://site.test/en/teacher/detail?id=3001');
    expect(alternates).toEqual([
      ['zh-Hant-HK', 'http://site.test/teacher/detail?id=3001'],
      ['zh-Hans-CN', 'http://site.test/sc/teacher/detail?id=3001'],
      ['en', 'http://site.test/en/teacher/detail?id=3001'],
      ['x-default', 'http://site.test/teacher/detail?id=3001'],
    ]);
  });

  it('every alternate of a profile answers 200', async () => {
    const { alternates } = await linksOf('/alumni/detail?id=5002');
    for (const [, href] of alternates) expect((await get(href.replace('http://site.test', ''))).res.status).toBe(200);
  });

  it('a later page of a list is its own canonical', async () => {
    expect((await linksOf('/news/list?pageNum=2&fbclid=x')).canonical).toBe('http://site.test/news/list?pageNum=2');
    expect((await linksOf('/sc/teacher?pageNum=1')).canonical).toBe('http://site.test/sc/teacher');
  });

  it('a page kept out of the index names no canonical', async () => {
    const { canonical, alternates, html } = await linksOf('/en/news/list?keyword=college');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(canonical).toBeUndefined();
    expect(alternates).toEqual([]);
  });
});
