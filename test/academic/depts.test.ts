import { describe, expect, it } from 'vitest';
import { safeHtml } from '@/cms/load';
import { href, sitePath } from '@/lib/href';
import type { Dept } from '@/upstream/schemas';
import { get, hrefs } from './helpers';
import { childrenOf, deptGroups, findUnit, presidentOffice, deptMaps, deptName } from '@/cms/depts';
import { cmsHref } from '@/cms/links';

const dept = (
  deptId: number,
  parentId: number,
  deptType: Dept['deptType'],
  tc: string,
  sc: string,
  en: string,
  code?: string,
): Dept => ({
  deptId,
  parentId,
  deptType,
  deptNameTc: tc,
  deptName: sc,
  deptNameEn: en,
  code,
});

const LIST: Dept[] = [
  dept(10, 0, 'office', '校長辦公室', '校长办公室', 'Office of the President'),
  dept(100, 0, 'faculty', '商學院', '商学院', 'Faculty of Business', 'fb'),
  dept(101, 100, 'academic', '會計學系', '会计学系', 'Department of Accounting'),
  dept(400, 0, 'academic', '研究院', '研究院', 'The Institute', 'bri'),
  dept(501, 0, 'administrative', '教務處', '教务处', 'Registry'),
  dept(600, 0, 'academic', '', '', 'English only'),
];

describe('the department map (docs/REQUIREMENTS.md §3)', () => {
  it('keeps the departments as a list and as a map by deptId', () => {
    const { list, byId } = deptMaps(LIST);
    expect(list).toHaveLength(LIST.length);
    expect(byId.get(101)?.deptNameEn).toBe('Department of Accounting');
    expect(byId.has(999)).toBe(false);
  });

  it('names a department in each language, falling back to any name it has', () => {
    const accounting = LIST[2]!;
    expect(deptName(accounting, 'tc')).toBe('會計學系');
    expect(deptName(accounting, 'sc')).toBe('会计学系');
    expect(deptName(accounting, 'en')).toBe('Department of Accounting');
    expect(deptName(LIST[5]!, 'tc')).toBe('English only');
  });

  it('groups the filter options by faculty, with the institute after, and no administration', () => {
    const groups = deptGroups(LIST, 'en', (name) => `${name} (all)`);
    expect(groups).toEqual([
      {
        label: 'Faculty of Business',
        options: [
          { value: 100, label: 'Faculty of Business (all)' },
          { value: 101, label: 'Department of Accounting' },
        ],
      },
      {
        options: [
          { value: 400, label: 'The Institute' },
          { value: 600, label: 'English only' },
        ],
      },
    ]);
    expect(deptGroups(LIST, 'sc', (n) => n)[0]?.label).toBe('商学院');
  });

  it('finds units by code, their departments, and the president’s office', () => {
    expect(findUnit(LIST, 'bri')?.deptId).toBe(400);
    expect(childrenOf(LIST, 100).map((d) => d.deptId)).toEqual([101]);
    expect(childrenOf(LIST, 400)).toEqual([]);
    expect(presidentOffice(LIST)?.deptId).toBe(10);
  });

  it('names departments in the page language on demo data', async () => {
    const names = [
      ['', '電腦及數據科學系'],
      ['/sc', '电脑及数据科学系'],
      ['/en', 'Department of Computing and Data Science'],
    ] as const;
    for (const [prefix, name] of names) {
      const { html } = await get(`${prefix}/teacher`);
      expect(html).toContain(`<option value="301">${name}</option>`);
    }
  });
});

describe('CMS HTML on these pages', () => {
  it('gets internal links in the page language, admissions aliases at their paths', async () => {
    const html =
      '<p><a href="/admissions-hkdse">a</a> <a href="/news/list?pageNum=2#top">b</a> <a href="#x">c</a> <a href="https://example.org/">d</a></p>';
    expect(await safeHtml(html, 'sc')).toBe(
      '<p><a href="/sc/admissions/hkdse">a</a> <a href="/sc/news/list?pageNum=2#top">b</a> <a href="#x">c</a> <a href="https://example.org/" rel="noopener noreferrer nofollow" target="_blank">d</a></p>',
    );
    expect(await safeHtml(html, 'tc')).toContain('<a href="/admissions/hkdse">a</a>');
    expect(await safeHtml('<a href="/en/about">x</a>', 'en')).toBe('<a href="/en/about">x</a>');
  });

  it('points an admissions page to one URL on every kind of page and in the header menu', async () => {
    // The same CMS link on a content page (/admissions-faq's body is plain CMS HTML) ...
    expect(cmsHref('/admissions-hkdse?from=faq#dates', 'en')?.href, 'a CMS link in list data or the menu').toBe(
      '/en/admissions/hkdse?from=faq#dates',
    );
    expect(cmsHref('/admissions-faq', 'en')?.href).toBe('/en/admissions-faq');
    // ... and the header menu's article items (type 1, by alias).
    const menu = hrefs((await get('/en/about')).html);
    expect(menu).toContain('/en/admissions/hkdse');
    expect(menu.filter((href) => /\/admissions-(hkdse|mainland|international|associate|subsidy)\b/.test(href))).toEqual(
      [],
    );
  });

  it('is sanitised before it is localised', async () => {
    const out = await safeHtml(
      '<p onclick="x()">hi<script>alert(1)</script><a href="javascript:alert(1)">j</a><a href="/about">a</a></p>',
      'en',
    );
    expect(out).toBe('<p>hi<a>j</a><a href="/en/about">a</a></p>');
  });
});

describe('list URLs', () => {
  it('keep only the parsed filters, in order', () => {
    expect(href('alumni', { deptId: 100, userType: undefined }, 'en')).toBe('/en/alumni?deptId=100');
    expect(href('alumni', { userType: 2, deptId: 100 }, 'sc')).toBe('/sc/alumni?userType=2&deptId=100');
    expect(href('teacher', {}, 'tc')).toBe('/teacher');
    expect(sitePath('teacher-detail', { id: 7 })).toBe('/teacher/detail?id=7');
  });
});
