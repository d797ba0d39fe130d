import { describe, expect, it } from 'vitest';
import { ADMISSIONS_PAGES, hrefs, textOf } from '../helpers';
import { get, mainOf } from './helpers';

// What visitors come for (apply, admissions routes, give, contact, privacy, research), on the
// demo CMS content.
const LANGS = [
  ['', 'tc'],
  ['/sc', 'sc'],
  ['/en', 'en'],
] as const;

const footerOf = (html: string): string => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';

describe('apply', () => {
  const pages = [...ADMISSIONS_PAGES, '/Undergraduate', '/Postgraduate', '/HigherDiploma'];
  for (const path of pages) {
    it(`${path} has an apply call to action with the current intake's dates, in three languages`, async () => {
      for (const [prefix] of LANGS) {
        const { res, html } = await get(`${prefix}${path}`);
        expect(res.status, `${prefix}${path}`).toBe(200);
        const box = /<aside class="apply-cta"[\s\S]*?<\/aside>/.exec(mainOf(html))?.[0] ?? '';
        expect(box, `${prefix}${path}`).toContain('2027/28');
        expect(hrefs(box)).toContain('https://apply.crescent-harbour.edu.example/');
      }
    });
  }

  it('shows the current cycle on the overview, and the 2023 deadline only while it was ahead', async () => {
    const today = { TODAY: '2026-11-25' } as Partial<Env>;
    const text = textOf(mainOf((await get('/en/admissions', today)).html));
    expect(text).toContain('1 October 2026 – 31 January 2027 Main round of applications');
    expect(text).toContain('Main round of applications : open now, closes on 31 January 2027');
    expect(text).not.toContain('Past deadlines');
    expect(text).not.toContain('2023 undergraduate admission deadline');
    const then = textOf(mainOf((await get('/en/admissions', { TODAY: '2023-09-01' } as Partial<Env>)).html));
    expect(then).toContain('10 September 2023 2023 undergraduate admission deadline');
  });

  it('gives every entry route its requirements, English, fees, scholarships, how to apply, dates and contact', async () => {
    for (const sub of ['mainland', 'international', 'hkdse', 'associate', 'subsidy']) {
      const main = mainOf((await get(`/en/admissions/${sub}`)).html);
      for (const heading of [
        'English-language requirement',
        'Tuition fees',
        'Scholarships',
        'How to apply',
        'Key dates',
        'Contact the Admissions Office',
      ]) {
        expect(textOf(main), `${sub}: ${heading}`).toContain(heading);
      }
      expect(main).toMatch(/href="mailto:[a-z]+@crescent-harbour\.edu\.example"/);
    }
  });
});

describe('give', () => {
  it('leads "Give online" somewhere and says how to give by every route it lists', async () => {
    const main = mainOf((await get('/en/give')).html);
    const online = /<a [^>]*href="(https:\/\/give\.[^"]+)"[^>]*>go to the online giving platform/.exec(main);
    expect(online?.[1]).toBe('https://give.crescent-harbour.edu.example/');
    for (const route of ['Give online', 'FPS', 'Bank transfer', 'By cheque', 'In person']) {
      expect(main).toMatch(new RegExp(`<h[23]>${route}</h[23]>`));
    }
    expect(textOf(main)).toContain('account number: 388-123456-001');
  });
});

describe('contact', () => {
  for (const [prefix, lang] of LANGS) {
    it(`${prefix || '/'}: shows phone, fax, email, chat channels, address, office hours, directions and maps beside the form`, async () => {
      const { html } = await get(`${prefix}/page/contact-us`);
      const aside = /<aside class="contact-details"[\s\S]*?<\/aside>/.exec(mainOf(html))?.[0] ?? '';
      // Numbers in international form: they dial from abroad too.
      expect(aside).toContain('<a href="tel:+85235550100">+852 3555 0100</a>');
      expect(aside).toContain('<a href="mailto:info@crescent-harbour.edu.example">');
      expect(aside).toContain('+852 3555 0199');
      // Office hours from the site info's rows, with their zone for a caller abroad.
      expect(textOf(aside)).toContain(lang === 'en' ? 'Monday to Friday: 9:00 am to 6:00 pm' : '星期一至星期五');
      expect(textOf(aside)).toContain(lang === 'en' ? 'Hong Kong time (UTC+8)' : 'UTC+8');
      // The channels applicants abroad use, from the site info.
      expect(aside).toMatch(/<a href="https:\/\/wa\.me\/85255550188"[^>]*target="_blank"[^>]*>\+852 5555 0188/);
      expect(aside).toContain('CrescentHarbourCollege');
      // The directions already written, and the campus on the map services visitors use.
      expect(textOf(aside)).toContain(lang === 'en' ? 'Crescent Bay Station exit B' : '月');
      for (const map of [
        /https:\/\/www\.openstreetmap\.org\/\?mlat=22\.426200&amp;mlon=114\.233900/,
        /https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=22\.426200,114\.233900/,
        /https:\/\/uri\.amap\.com\/marker\?position=114\.233900,22\.426200&amp;name=[^"]+&amp;coordinate=wgs84/,
      ])
        expect(aside).toMatch(map);
      expect(aside).toMatch(/<a href="https:\/\/maps\.crescent-harbour\.edu\.example\/campus"[^>]*target="_blank"/);
    });

    it(`${prefix || '/'}: the enquiry form carries a collection statement that links the privacy policy`, async () => {
      const { html } = await get(`${prefix}/page/contact-us`);
      const pics = /<section class="pics"[\s\S]*?<\/section>/.exec(mainOf(html))?.[0] ?? '';
      expect(pics).toContain(
        { tc: '收集個人資料聲明', sc: '个人信息收集声明', en: 'Personal Information Collection Statement' }[lang],
      );
      expect(textOf(pics)).toMatch({ tc: /九十日/, sc: /九十天/, en: /90 days/ }[lang]);
      expect(hrefs(pics)).toContain(`${prefix}/article/privacy-policy`);
      const policy = await get(`${prefix}/article/privacy-policy`);
      expect(policy.res.status).toBe(200);
      expect(mainOf(policy.html)).toContain('privacy@crescent-harbour.edu.example');
    });

    it(`${prefix || '/'}: the footer links the privacy policy`, async () => {
      const { html } = await get(prefix || '/');
      expect(hrefs(footerOf(html))).toContain(`${prefix}/article/privacy-policy`);
    });
  }

  it('never stacks "All fields are required" over the required message', async () => {
    const { html } = await get('/en/page/contact-us');
    expect(textOf(html)).not.toContain('All fields are required');
  });
});

describe('research', () => {
  it('links every centre to a page of its own', async () => {
    for (const [prefix] of LANGS) {
      const main = mainOf((await get(`${prefix}/research`)).html);
      const centres = [...main.matchAll(/href="((?:\/sc|\/en)?\/centre-[a-z-]+)"/g)].map((m) => m[1] ?? '');
      expect(new Set(centres).size, prefix).toBe(3);
      for (const path of new Set(centres)) {
        const { res, html } = await get(path);
        expect(res.status, path).toBe(200);
        expect(mainOf(html)).toContain('@crescent-harbour.edu.example');
      }
    }
  });
});

describe('one term per thing', () => {
  it('names the enquiry page as its menu does, and undergraduate programmes one way', async () => {
    const sc = (await get('/sc/page/contact-us')).html;
    expect(sc).toContain('<h1>联系我们</h1>');
    expect(sc).toContain('<summary>联系我们</summary>');
    for (const [prefix, word] of [
      ['', '本科課程'],
      ['/sc', '本科课程'],
    ] as const) {
      const { html } = await get(prefix || '/');
      expect(textOf(footerOf(html))).toContain(word);
      expect(textOf(footerOf(html))).not.toContain(word === '本科課程' ? '學士課程' : '学士课程');
    }
  });
});
