// What a parent checks and an alumnus looks for: the Apply call and search in the header, the
// registration statement, social accounts and international phone numbers in the footer, the
// President's message, giving with funds and amounts, and dates nobody can misread.
import { describe, expect, it } from 'vitest';
import { anchors, hrefs, textOf } from '../helpers';
import { get, mainOf } from './helpers';

const LANGS = [
  ['', 'tc'],
  ['/sc', 'sc'],
  ['/en', 'en'],
] as const;

const headerOf = (html: string): string => /<header class="site-header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
const footerOf = (html: string): string => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';

describe('the header', () => {
  const apply = { tc: '申請入學', sc: '申请入学', en: 'Apply' };
  const search = { tc: '搜尋', sc: '搜索', en: 'Search' };
  const pages = LANGS.flatMap(([prefix, lang]) =>
    ['/', '/news/list', '/teacher/detail?id=3002', '/page/contact-us'].map((path) => ({
      url: path === '/' ? prefix || '/' : prefix + path,
      prefix,
      lang,
    })),
  );

  it.each(pages)('$url has an Apply call and a search button', async ({ url, prefix, lang }) => {
    const header = headerOf((await get(url)).html);
    expect(await anchors(header)).toContainEqual({
      href: `${prefix}/admissions#apply`,
      target: null,
      rel: null,
      text: apply[lang],
    });
    // The search button (phones and tablets) opens the header's own search box.
    expect(header).toContain(
      '<input type="checkbox" id="search-toggle" class="search-toggle-input" aria-controls="site-search"/>',
    );
    expect(textOf(/<label for="search-toggle"[\s\S]*?<\/label>/.exec(header)?.[0] ?? '')).toContain(search[lang]);
    expect(header).toContain('id="site-search"');
  });

  it('the Apply call lands on the admissions overview’s apply box', async () => {
    const { html } = await get('/en/admissions');
    expect(html).toMatch(/<aside class="apply-cta" id="apply" aria-labelledby="apply-cta-title">/);
  });
});

describe('the footer', () => {
  for (const [prefix, lang] of LANGS) {
    it(`${prefix || '/'}: states the registration, dials from abroad and links the college’s accounts`, async () => {
      const footer = footerOf((await get(`${prefix}/about`)).html);
      expect(textOf(footer)).toContain(
        {
          tc: '根據《專上學院條例》（第 320 章）註冊',
          sc: '根据《专上学院条例》（第 320 章）注册',
          en: 'registered under the Post Secondary Colleges Ordinance (Cap. 320)',
        }[lang],
      );
      expect(footer).toContain('<a href="tel:+85235550100">+852 3555 0100</a>');
      expect(footer).not.toMatch(/tel:3555/);
      const social = (await anchors(footer)).filter(
        (a) => a.href?.includes('facebook.com') || a.href?.includes('weibo.com'),
      );
      expect(social.map((a) => [a.target, a.rel])).toEqual([
        ['_blank', 'noopener noreferrer'],
        ['_blank', 'noopener noreferrer'],
      ]);
      expect(hrefs(footer)).toContain(`${prefix}/give`);
    });
  }

  it('the JSON-LD gives the same number in international form', async () => {
    const { html } = await get('/en');
    const college = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>)
      .find((b) => b['@type'] === 'CollegeOrUniversity');
    expect(college).toMatchObject({ telephone: '+852 3555 0100', faxNumber: '+852 3555 0199' });
  });
});

describe('about the College', () => {
  it('states its registration and accreditation and leads to the President’s message', async () => {
    for (const [prefix, lang] of LANGS) {
      const main = mainOf((await get(`${prefix}/about`)).html);
      expect(textOf(main)).toContain({ tc: '第 320 章', sc: '第 320 章', en: 'Cap. 320' }[lang]);
      expect(hrefs(main)).toContain(`${prefix}/about/president`);
    }
  });

  it('/about/president: the message, signed, with the way to her profile', async () => {
    const { res, html } = await get('/en/about/president');
    expect(res.status).toBe(200);
    const main = mainOf(html);
    expect(/<h1>([^<]*)<\/h1>/.exec(main)?.[1]).toBe('President’s Message');
    expect(textOf(main)).toContain('We are a small college by choice.');
    expect(textOf(main)).toContain('Professor CHAN Wing-yan President');
    expect(hrefs(main)).toContain('/en/teacher/detail?id=3001');
    expect(textOf(mainOf((await get('/sc/about/president')).html))).toContain('书院规模不大，这是我们刻意的选择。');
  });
});

describe('giving', () => {
  it('/give: each fund with a button per suggested amount and one for another, to the giving platform', async () => {
    const { html } = await get('/en/give');
    const main = mainOf(html);
    const links = await anchors(main);
    expect(links).toContainEqual({
      href: 'https://give.crescent-harbour.edu.example/funds/scholarships?amount=1000',
      target: '_blank',
      rel: 'noopener noreferrer',
      text: 'Give HK$1,000 (opens in a new window)',
    });
    expect(links).toContainEqual({
      href: 'https://give.crescent-harbour.edu.example/funds/student-exchange',
      target: '_blank',
      rel: 'noopener noreferrer',
      text: 'Another amount (opens in a new window)',
    });
    // A fund without amounts of its own takes the suggested ones.
    expect(hrefs(main)).toContain('https://give.crescent-harbour.edu.example/funds/library?amount=500');
    expect(main).toMatch(/<a href="https:\/\/give\.[^"]+\?amount=5000" class="button"/);
    // The funds come before the other ways to give, which stay.
    expect(main.indexOf('Choose what your gift supports')).toBeLessThan(main.indexOf('Bank transfer'));
    expect(textOf(mainOf((await get('/give')).html))).toContain('捐 HK$1,000');
  });

  it('/give still reads without the funds', async () => {
    const { failing } = await import('./helpers');
    const { res, html } = await get('/en/give', failing(/^\/api\/giving\//));
    expect(res.status).toBe(200);
    expect(textOf(mainOf(html))).toContain('Bank transfer');
    expect(mainOf(html)).not.toContain('give-funds');
  });

  it('the alumni page leads to it with a button, and says what the association does', async () => {
    for (const [prefix, lang] of LANGS) {
      const main = mainOf((await get(`${prefix}/alumni`)).html);
      const cta = /<aside class="give-cta"[\s\S]*?<\/aside>/.exec(main)?.[0] ?? '';
      expect(cta).toContain(`<a class="button" href="${prefix}/give">`);
      expect(textOf(main)).toContain(
        { tc: '月灣書院校友會', sc: '月湾书院校友会', en: 'The Alumni Association' }[lang],
      );
      expect(textOf(main)).toContain({ tc: '回校日', sc: '回校日', en: 'Homecoming Day' }[lang]);
    }
  });
});

describe('dates', () => {
  it('keep MM-DD,YYYY in the news lists, and the long form elsewhere', async () => {
    expect(mainOf((await get('/en/news/list')).html)).toMatch(
      /<time dateTime="\d{4}-\d{2}-\d{2}"[^>]*>\d{2}-\d{2},\d{4}<\/time>/,
    );
    for (const [prefix, expected] of [
      ['/en', '1 March 2024'],
      ['', '2024年3月1日'],
      ['/sc', '2024年3月1日'],
    ] as const) {
      const main = mainOf((await get(`${prefix}/article/privacy-policy`)).html);
      expect(main).toContain(`<time dateTime="2024-03-01">${expected}</time>`);
      expect(main).not.toContain('03-01,2024');
    }
  });
});
