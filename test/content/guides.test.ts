// The admissions menu's two guide pages (CMS pages at /{alias}): student housing and the guide
// for non-local students, in three languages; their tables; the simplified Chinese as mainland
// readers write it; and the links to them from the pages where applicants look.
import { describe, expect, it } from 'vitest';
import { hongKongWords } from '../foundation/sc-vocabulary';
import { get, h1Of, hrefs, mainOf, textOf } from './helpers';

const LANGS = [
  ['tc', ''],
  ['sc', '/sc'],
  ['en', '/en'],
] as const;

/** The CMS text of a page (its rich-text blocks), without the navigation around it. */
const cmsTextOf = (main: string): string =>
  [...main.matchAll(/<div class="rich-text">([\s\S]*?)<\/div>/g)].map((m) => m[1] ?? '').join('\n');

const h2Of = (html: string): string[] =>
  [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => textOf(m[1] ?? '').trim());

/** The rows of the table whose caption is `caption`, each as its cells' text. */
function tableRows(html: string, caption: string): string[][] {
  const table = [...html.matchAll(/<table>([\s\S]*?)<\/table>/g)]
    .map((m) => m[1] ?? '')
    .find((t) => textOf(/<caption>([\s\S]*?)<\/caption>/.exec(t)?.[1] ?? '').trim() === caption);
  if (!table) return [];
  return [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((c) => textOf(c[1] ?? '').trim()),
  );
}

const HOUSING = {
  tc: {
    title: '學生宿舍',
    heads: ['宿舍及房間', '住宿費', '誰可優先入住', '申請方法及日期', '宿舍按金及退款', '宿舍生活', '聯絡宿舍事務處'],
    caption: '住宿費（港幣，以學期計）',
    double: ['雙人房（本科生宿舍）', '$14,800', '$29,600'],
  },
  sc: {
    title: '学生宿舍',
    heads: ['宿舍及房间', '住宿费', '谁可优先入住', '申请方法及日期', '宿舍押金及退款', '宿舍生活', '联系宿舍事务处'],
    caption: '住宿费（港币，按学期计）',
    double: ['双人间（本科生宿舍）', '$14,800', '$29,600'],
  },
  en: {
    title: 'Student Housing',
    heads: [
      'Halls and rooms',
      'Hall fees',
      'Who has priority',
      'How and when to apply',
      'Hall deposit and refunds',
      'Hall life',
      'Contact the Student Housing Office',
    ],
    caption: 'Hall fees (HK$, by semester)',
    double: ['Double room (undergraduate halls)', '$14,800', '$29,600'],
  },
};

const GUIDE = {
  tc: {
    title: '非本地學生指南',
    heads: ['學生簽證／進入許可', '內地學生：往來港澳通行證及逗留簽注', '醫療保險', '生活費', '兼職工作', '迎新活動'],
    caption: '每月生活費參考（港幣）',
    total: ['合計', '$9,650', '$13,500'],
  },
  sc: {
    title: '非本地学生指南',
    heads: ['学生签证／进入许可', '内地学生：往来港澳通行证及逗留签注', '医疗保险', '生活费', '兼职工作', '迎新活动'],
    caption: '每月生活费参考（港币）',
    total: ['合计', '$9,650', '$13,500'],
  },
  en: {
    title: 'Guide for Non-local Students',
    heads: [
      'Student visa / entry permit',
      'Mainland students: the Exit-entry Permit and the stay endorsement',
      'Medical insurance',
      'Cost of living',
      'Part-time work',
      'Orientation',
    ],
    caption: 'Monthly budget (HK$)',
    total: ['Total', '$9,650', '$13,500'],
  },
};

describe('student housing page', () => {
  it.each(LANGS)('%s: the halls, the fee table per semester and year, how to apply', async (lang, prefix) => {
    const want = HOUSING[lang];
    const { res, html } = await get(`${prefix}/student-housing`);
    expect(res.status).toBe(200);
    expect(html).toContain(`<html lang="${lang === 'tc' ? 'zh-Hant-HK' : lang === 'sc' ? 'zh-Hans-CN' : 'en'}"`);
    expect(h1Of(html)).toEqual([want.title]);
    const main = mainOf(html);
    expect(h2Of(main)).toEqual(expect.arrayContaining(want.heads));
    const rows = tableRows(main, want.caption);
    expect(rows).toHaveLength(5);
    expect(rows).toContainEqual(want.double);
    // The fees are stated as the fees page states amounts: Hong Kong dollars, per semester and year.
    for (const row of rows.slice(1, 4)) {
      const [semester, year] = row.slice(1).map((v) => Number(v.replace(/[$,]/g, '')));
      expect(year).toBe((semester ?? 0) * 2);
    }
    expect(hrefs(main)).toEqual(expect.arrayContaining([`${prefix}/non-local-students`, `${prefix}/admissions/fees`]));
  });
});

describe('guide for non-local students', () => {
  it.each(LANGS)('%s: visa, insurance, the monthly budget table, work and orientation', async (lang, prefix) => {
    const want = GUIDE[lang];
    const { res, html } = await get(`${prefix}/non-local-students`);
    expect(res.status).toBe(200);
    expect(h1Of(html)).toEqual([want.title]);
    const main = mainOf(html);
    expect(h2Of(main)).toEqual(expect.arrayContaining(want.heads));
    const rows = tableRows(main, want.caption);
    expect(rows).toHaveLength(8);
    expect(rows.at(-1)).toEqual(want.total);
    // The total is the sum of the items, in each column.
    for (const col of [1, 2]) {
      const items = rows.slice(1, -1).map((r) => Number((r[col] ?? '').replace(/[$,]/g, '')));
      expect(items.reduce((a, b) => a + b, 0)).toBe(Number((want.total[col] ?? '').replace(/[$,]/g, '')));
    }
    expect(hrefs(main)).toEqual(
      expect.arrayContaining([
        `${prefix}/student-housing`,
        `${prefix}/admissions/mainland`,
        `${prefix}/page/contact-us`,
      ]),
    );
  });

  it('names the mainland travel document and the stay endorsement', async () => {
    const text = textOf(mainOf((await get('/sc/non-local-students')).html));
    expect(text).toContain('《往来港澳通行证》');
    expect(text).toContain('逗留 D 签注');
  });
});

describe('the guides in simplified Chinese', () => {
  it.each(['/sc/student-housing', '/sc/non-local-students'])('%s uses no Hong Kong-only word', async (path) => {
    const text = textOf(cmsTextOf(mainOf((await get(path)).html)));
    expect(text.length).toBeGreaterThan(500);
    expect(hongKongWords(text)).toEqual([]);
  });
});

describe('links to the guides where visitors look', () => {
  const both = ['/student-housing', '/non-local-students'];
  it.each(
    LANGS.flatMap(([, prefix]) => [
      [`${prefix}/admissions/mainland`, prefix, both],
      [`${prefix}/admissions/international`, prefix, both],
      [`${prefix}/admissions/fees`, prefix, both],
      [`${prefix}/admissions-faq`, prefix, both],
      [`${prefix}/campus-facilities`, prefix, ['/student-housing']],
    ]),
  )('%s links them', async (path, prefix, targets) => {
    const { res, html } = await get(path);
    expect(res.status).toBe(200);
    expect(hrefs(mainOf(html))).toEqual(expect.arrayContaining(targets.map((t) => `${prefix}${t}`)));
  });

  it.each(LANGS)('%s: the admissions menu and the HTML sitemap list both', async (_, prefix) => {
    const { html } = await get(`${prefix}/page/sitemap`);
    const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
    for (const t of both) {
      expect(hrefs(header)).toContain(`${prefix}${t}`);
      expect(hrefs(mainOf(html))).toContain(`${prefix}${t}`);
    }
  });
});
