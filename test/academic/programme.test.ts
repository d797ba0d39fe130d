// A page per programme (/programmes/:code) from the CMS's detail (docs/UPSTREAM.md §21): what an
// applicant reads before applying, its structured data, and where the site links it from.
import { exports } from 'cloudflare:workers';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { anchors, ORIGIN } from '../helpers';
import { get as whole, mainOf } from '../content/helpers';
import { hrefs, textOf, upstreamWith } from './helpers';

const TODAY = { TODAY: '2026-11-25' } as Partial<Env>;
const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );

describe('/programmes/:code', () => {
  it('gives level, department, duration, mode, intake, places, curriculum, requirements by route, fees, how to apply and teachers', async () => {
    const { res, html } = await whole('/en/programmes/ug-data-science', TODAY);
    expect(res.status).toBe(200);
    const main = mainOf(html);
    const text = textOf(main);
    expect(/<h1>([^<]*)<\/h1>/.exec(main)?.[1]).toBe('Bachelor of Science (Honours) in Data Science');
    for (const fact of [
      'Level Undergraduate',
      'Offered by Department of Computing and Data Science',
      'Duration 4 years',
      'Mode of study Full-time',
      'Intake 2027/28 entry · September 2027',
      'Places 40',
    ])
      expect(text).toContain(fact);
    for (const heading of [
      'Curriculum outline',
      'Entry requirements',
      'Tuition fees',
      'How to apply',
      'Key dates',
      'Teachers',
    ])
      expect(main).toMatch(new RegExp(`<h2 id="[^"]+">${heading}</h2>`));
    expect(text).toContain('Year 1 English for Academic Purposes Chinese Communication Statistics for Data Science');
    // Requirements by route, each naming (and linking) the route's page.
    expect(text).toContain('HKDSE Level 3 in Chinese and English Language');
    expect(text).toContain(
      'Level 3 in Mathematics, “Attained” in Citizenship and Social Development and Level 2 in one elective.',
    );
    expect(hrefs(main)).toEqual(
      expect.arrayContaining([
        '/en/admissions/hkdse',
        '/en/admissions/mainland',
        '/en/admissions/international',
        '/en/admissions/associate',
      ]),
    );
    // Its level's tuition from the admissions facts, and the rest of what a place costs.
    expect(text).toContain('Local students HK$98,000 a year');
    expect(text).toContain('Non-local students HK$150,000 a year');
    expect(hrefs(main)).toContain('/en/admissions/fees');
    // How to apply: the apply box, its key dates, and a question about this programme.
    expect(text).toContain('Main round of applications : open now, closes on 31 January 2027');
    expect(hrefs(main)).toContain('/en/page/contact-us?type=programme&programme=ug-data-science');
    expect(hrefs(main).filter((h) => h.startsWith('/en/teacher/detail?id='))).toHaveLength(2);
    // The faculty's own page of it, as an external link.
    expect(await anchors(main)).toContainEqual({
      href: 'https://fse.crescent-harbour.edu.example/programmes/ug/data-science',
      target: '_blank',
      rel: 'noopener noreferrer',
      text: 'This programme on the faculty’s website (opens in a new window)',
    });
  });

  it('in every language, with the programme’s own fee when it has one', async () => {
    const tc = textOf(mainOf((await whole('/programmes/pg-mba', TODAY)).html));
    expect(tc).toContain('工商管理碩士');
    expect(tc).toContain('修業期 16 個月');
    expect(tc).toContain('修讀模式 全日制或兼讀制');
    expect(tc).toContain('本地學生：整個課程 HK$260,000');
    expect(tc).not.toContain('HK$168,000');
    const sc = textOf(mainOf((await whole('/sc/programmes/ug-nursing', TODAY)).html));
    expect(sc).toContain('护理学（荣誉）学士');
    expect(sc).toContain('学制 5 年');
    expect(sc).toContain('生物或化学其中一科第 3 级');
  });

  it('carries an EducationalOccupationalProgram with length, mode, start, deadline, places, fees and requirements', async () => {
    const { html } = await whole('/en/programmes/ug-data-science', TODAY);
    const programme = jsonLdOf(html).find((b) => b['@type'] === 'EducationalOccupationalProgram');
    expect(programme).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Bachelor of Science (Honours) in Data Science',
      url: `${ORIGIN}/en/programmes/ug-data-science`,
      timeToComplete: 'P48M',
      educationalProgramMode: 'full-time',
      startDate: '2027-09-06',
      applicationDeadline: '2027-01-31',
      maximumEnrollment: 40,
      inLanguage: 'en',
      provider: { '@type': 'CollegeOrUniversity', '@id': `${ORIGIN}/#college` },
    });
    expect(programme?.offers).toEqual([
      { '@type': 'Offer', name: 'Local students', category: 'Tuition', price: 98000, priceCurrency: 'HKD' },
      { '@type': 'Offer', name: 'Non-local students', category: 'Tuition', price: 150000, priceCurrency: 'HKD' },
    ]);
    expect(programme?.programPrerequisites).toHaveLength(4);
  });

  it('is a 404 for a code the CMS does not know, or that is no code', async () => {
    expect((await whole('/en/programmes/ug-underwater-basket-weaving')).res.status).toBe(404);
    for (const bad of ['UG-DATA', 'ug_data', '-ug', 'a%2Fb', 'x'.repeat(65)])
      expect((await whole(`/en/programmes/${bad}`)).res.status, bad).toBe(404);
    // The doctorate has no detail in the CMS: no page of its own, its faculty's site keeps it.
    expect((await whole('/en/programmes/pg-belt-and-road-phd')).res.status).toBe(404);
  });

  it('answers 503 when the CMS cannot give the detail, and still shows it when the facts are missing', async () => {
    const down = await whole(
      '/en/programmes/ug-data-science',
      upstreamWith({ '/api/programme/ug-data-science': 'fail' }),
    );
    expect(down.res.status).toBe(503);
    const noFacts = await whole('/en/programmes/ug-data-science', upstreamWith({ '/api/admissions/facts': 'fail' }));
    expect(noFacts.res.status).toBe(200);
    const text = textOf(mainOf(noFacts.html));
    expect(text).toContain('Curriculum outline');
    expect(text).toContain('Duration 4 years');
    // The block that needs the facts says it has no data; nothing states a made-up date or fee.
    expect(text).toContain('The data you need is currently not found');
    expect(text).not.toContain('HK$');
  });

  it('is linked from the programme lists and the faculty pages, and listed in the sitemap', async () => {
    for (const path of ['/en/Undergraduate', '/en/faculties/fse']) {
      expect(hrefs((await whole(path)).html), path).toContain('/en/programmes/ug-data-science');
    }
    const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });
    const read = async (url: string) => parser.parse(await (await exports.default.fetch(new Request(url))).text());
    const index = await read(`${ORIGIN}/sitemap.xml`);
    const parts = (index.sitemapindex.sitemap as { loc: string }[])
      .map((s) => s.loc)
      .filter((l) => l.includes('/programmes-'));
    const locs: string[] = [];
    for (const part of parts) locs.push(...((await read(part)).urlset.url as { loc: string }[]).map((u) => u.loc));
    for (const path of ['/programmes/ug-data-science', '/sc/programmes/pg-mba', '/en/programmes/hd-accounting'])
      expect(locs).toContain(`${ORIGIN}${path}`);
    expect(locs.filter((l) => l.includes('/programmes/pg-belt-and-road-phd'))).toEqual([]);
  });
});
