import { describe, expect, it } from 'vitest';
import { get, h1Of, hrefs, textOf, upstreamWith } from './helpers';
import { anchors } from '../helpers';

const LANGS = [
  { prefix: '', locale: 'tc' },
  { prefix: '/sc', locale: 'sc' },
  { prefix: '/en', locale: 'en' },
] as const;

describe('/faculties overview', () => {
  const expected = {
    tc: { h1: '學院', fass: '人文及社會科學學院', message: '院長的話', dept: '中國語言文學系' },
    sc: { h1: '学院', fass: '人文及社会科学学院', message: '院长的话', dept: '中国语言文学系' },
    en: {
      h1: 'Faculties',
      fass: 'Faculty of Arts and Social Sciences',
      message: 'Dean’s message',
      dept: 'Department of Chinese Language and Literature',
    },
  };
  for (const { prefix, locale } of LANGS) {
    it(`shows every unit with intro, dean's message and departments in ${locale}`, async () => {
      const { res, html } = await get(`${prefix}/faculties`);
      expect(res.status).toBe(200);
      expect(h1Of(html)).toEqual([expected[locale].h1]);
      const text = textOf(html);
      expect(text).toContain(expected[locale].fass);
      expect(text).toContain(expected[locale].message);
      expect(text).toContain(expected[locale].dept);
      for (const code of ['fass', 'fb', 'fse', 'bri']) expect(hrefs(html)).toContain(`${prefix}/faculties/${code}`);
      expect(html).toContain('<details class="accordion"');
    });
  }
});

describe('/faculties/{unit}', () => {
  it('renders a faculty in three languages, titled by the CMS page', async () => {
    const titles = { tc: '理工學院', sc: '理工学院', en: 'Faculty of Science and Engineering' };
    for (const { prefix, locale } of LANGS) {
      const { res, html } = await get(`${prefix}/faculties/fse`);
      expect(res.status).toBe(200);
      expect(h1Of(html)).toEqual([titles[locale]]);
      expect(html).toContain(`<title>${titles[locale]} | `);
    }
  });

  it("has the intro, the dean's message and the departments with links to their people", async () => {
    const { html } = await get('/en/faculties/fb');
    const text = textOf(html);
    expect(text).toContain('The Faculty of Business has three departments');
    expect(text).toContain('Dean’s message');
    for (const dept of [
      'Department of Accounting and Finance',
      'Department of Management and Marketing',
      'Department of Hospitality and Tourism',
    ]) {
      expect(text).toContain(dept);
    }
    expect(hrefs(html)).toContain('/en/teacher?deptId=201');
    expect(hrefs(html)).toContain('/en/alumni?deptId=200');
    // The departments appear once: from /api/dept/list, not again from the CMS text.
    expect([...html.matchAll(/<h2[^>]*>Departments<\/h2>/g)]).toHaveLength(1);
    expect([...html.matchAll(/>Department of Accounting and Finance</g)]).toHaveLength(1);
  });

  it('lists its programmes: each a link to its page here, or to the faculty site when the CMS has no detail', async () => {
    const { html } = await get('/en/faculties/fass');
    const text = textOf(html);
    expect(text).toContain('Bachelor of Arts (Honours) in Chinese Language and Literature');
    expect(text).toContain('Master of Arts in Translation and Interpreting');
    expect(text).toContain('Higher Diploma in Social Services');
    expect(await anchors(html)).toContainEqual({
      href: '/en/programmes/ug-chinese',
      target: null,
      rel: null,
      text: 'Bachelor of Arts (Honours) in Chinese Language and Literature',
    });
    // The institute's doctorate has no detail in the CMS: its faculty's site keeps it.
    expect(await anchors((await get('/en/faculties/bri')).html)).toContainEqual({
      href: 'https://bri.crescent-harbour.edu.example/programmes/pg/belt-and-road-phd',
      target: '_blank',
      rel: 'noopener noreferrer',
      text: 'Doctor of Philosophy in Belt and Road Studies (opens in a new window)',
    });
    for (const level of ['/en/Undergraduate', '/en/Postgraduate', '/en/HigherDiploma'])
      expect(hrefs(html)).toContain(level);
  });

  it('says "opens in a new window" in the page language', async () => {
    expect(textOf((await get('/faculties/fass')).html)).toContain('（在新視窗開啟）');
    expect(textOf((await get('/sc/faculties/fass')).html)).toContain('（在新窗口打开）');
  });

  it('gives the belt-and-road institute its programmes, no heading for a level it lacks, and no departments', async () => {
    const { res, html } = await get('/en/faculties/bri');
    expect(res.status).toBe(200);
    expect(h1Of(html)).toEqual(['Belt and Road Research Institute']);
    const text = textOf(html);
    expect(text).toContain('Bachelor of Arts (Honours) in Global Trade and Regional Development');
    expect(text).toContain('Doctor of Philosophy in Belt and Road Studies');
    // No higher-diploma programme: no "Higher Diploma" heading over nothing.
    const headings = [...html.matchAll(/<h3[^>]*>([\s\S]*?)<\/h3>/g)].map((m) => textOf(m[1] ?? '').trim());
    expect(headings).toEqual(['Undergraduate', 'Postgraduate']);
    expect(text).not.toContain('No programmes');
    expect(html).not.toContain('id="bri-departments"');
  });

  it('makes /bri, the path the home page links to, lead to the institute in every language', async () => {
    for (const { prefix } of LANGS) {
      const { res } = await get(`${prefix}/bri`);
      expect(res.status).toBe(301);
      expect(res.headers.get('Location')).toBe(`${prefix}/faculties/bri`);
    }
  });

  it('answers 404 for a unit that does not exist', async () => {
    expect((await get('/en/faculties/law')).res.status).toBe(404);
  });

  it('shows the no-data notice in a programme block whose list cannot be had, and keeps the page', async () => {
    const { res, html } = await get('/en/faculties/fse', upstreamWith({ '/api/out/list': 'fail' }));
    expect(res.status).toBe(200);
    expect(h1Of(html)).toEqual(['Faculty of Science and Engineering']);
    expect(textOf(html)).toContain('The data you need is currently not found, please try again later');
  });

  it('answers 503 with Retry-After when the faculty page itself cannot be had', async () => {
    const { res, html } = await get('/en/faculties/fse', upstreamWith({ '/api/menu/fse': 'fail' }));
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBeTruthy();
    expect(textOf(html)).toContain('No data');
  });
});

describe('programme lists by level', () => {
  it('/Undergraduate lists every unit’s undergraduate programmes, and only those', async () => {
    const { res, html } = await get('/en/Undergraduate');
    expect(res.status).toBe(200);
    expect(h1Of(html)).toEqual(['Undergraduate Programmes']);
    const text = textOf(html);
    for (const unit of [
      'Faculty of Arts and Social Sciences',
      'Faculty of Business',
      'Faculty of Science and Engineering',
      'Belt and Road Research Institute',
    ]) {
      expect(text).toContain(unit);
    }
    expect(text).toContain('Bachelor of Nursing (Honours)');
    expect(text).toContain('Bachelor of Arts (Honours) in Global Trade and Regional Development');
    expect(text).not.toContain('Master of Business Administration');
    expect(html).toContain('<a href="/en/Undergraduate" aria-current="page">');
  });

  it('/Postgraduate and /HigherDiploma list theirs; a unit without any has no section (no empty heading)', async () => {
    const pg = textOf((await get('/sc/Postgraduate')).html);
    expect(pg).toContain('工商管理硕士');
    expect(pg).not.toContain('护理学（荣誉）学士');
    const hd = await get('/HigherDiploma');
    expect(h1Of(hd.html)).toEqual(['高級文憑課程']);
    expect(textOf(hd.html)).toContain('資訊科技高級文憑');
    // The institute offers no higher diploma: neither its heading nor an "empty" note.
    expect(hd.html).not.toContain('id="programmes-bri"');
    expect(textOf(hd.html)).not.toContain('此類別暫無課程');
    const headings = [...hd.html.matchAll(/<h2 id="programmes-(\w+)"/g)].map((m) => m[1]);
    expect(headings).toEqual(['fass', 'fb', 'fse']);
  });

  it('says so when no unit offers a level at all', async () => {
    const { html } = await get('/en/HigherDiploma', upstreamWith({ '/api/out/list': [] }));
    expect(textOf(html)).toContain('No programmes are offered at this level at present.');
    expect(html).not.toContain('id="programmes-');
  });

  it('answers 503 when the lists cannot be had', async () => {
    const { res } = await get('/en/Postgraduate', upstreamWith({ '/api/out/list': 'fail' }));
    expect(res.status).toBe(503);
  });
});
