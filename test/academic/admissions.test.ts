import { describe, expect, it } from 'vitest';
import { get, h1Of, hrefs, textOf, upstreamWith } from './helpers';

const LANGS = ['', '/sc', '/en'] as const;

describe('admissions', () => {
  const pages = {
    '/admissions': ['招生概覽', '招生概览', 'Admissions Overview'],
    '/admissions/mainland': ['內地高考生', '内地高考生', 'Mainland Gaokao Students'],
    '/admissions/international': ['國際及其他學歷', '国际及其他学历', 'International Qualifications'],
    '/admissions/hkdse': ['香港中學文憑試考生', '香港中学文凭试考生', 'HKDSE Students'],
    '/admissions/associate': [
      '副學士及高級文憑持有人',
      '副学士及高级文凭持有人',
      'Associate Degree and Higher Diploma Holders',
    ],
    '/admissions/subsidy': ['指定專業課程資助計劃', '指定专业课程资助计划', 'Designated Professions Subsidy Scheme'],
  };
  for (const [path, titles] of Object.entries(pages)) {
    it(`${path} renders its CMS page in three languages, marked current in the admissions menu`, async () => {
      for (const [i, prefix] of LANGS.entries()) {
        const { res, html } = await get(`${prefix}${path}`);
        expect(res.status).toBe(200);
        expect(h1Of(html)).toEqual([titles[i]]);
        expect(html).toContain(`<a href="${prefix}${path}" aria-current="page">`);
        for (const sub of ['mainland', 'international', 'hkdse', 'associate', 'subsidy'])
          expect(hrefs(html)).toContain(`${prefix}/admissions/${sub}`);
      }
    });
  }

  it('states the 2023 undergraduate deadline of 10 September 2023 while it is ahead, and not once it has passed', async () => {
    const before = { TODAY: '2023-08-01' } as Partial<Env>;
    expect(textOf((await get('/en/admissions', before)).html)).toContain(
      '10 September 2023 2023 undergraduate admission deadline',
    );
    expect(textOf((await get('/admissions', before)).html)).toContain('2023年9月10日 2023 年本科入學申請截止');
    // Today (the request's day, not the build's): long past, so nowhere on the page.
    for (const path of ['/en/admissions', '/admissions']) {
      const text = textOf((await get(path)).html);
      expect(text).not.toContain('2023 undergraduate admission deadline');
      expect(text).not.toContain('2023 年本科入學申請截止');
    }
  });

  it('states the $40,000 a year subsidy for eligible local students in two programmes', async () => {
    const text = textOf((await get('/en/admissions/subsidy')).html);
    expect(text).toContain(
      'Eligible local students in the following two programmes receive a subsidy of $40,000 per year',
    );
    expect(text).toContain('Bachelor of Nursing (Honours)');
    expect(text).toContain('Bachelor of Science (Honours) in Data Science');
    expect(textOf((await get('/sc/admissions/subsidy')).html)).toContain('每年可获 $40,000 资助');
  });

  it('points the CMS links to the sub-pages at their paths in the page language', async () => {
    for (const prefix of LANGS) {
      const { html } = await get(`${prefix}/admissions`);
      // The CMS body (the site menu links its own alias pages, which are not these).
      const body = /<div class="admissions__content"><div class="rich-text">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
      expect(hrefs(body)).toEqual([
        `${prefix}/admissions/fees`,
        `${prefix}/admissions/hkdse`,
        `${prefix}/admissions/mainland`,
        `${prefix}/admissions/international`,
        `${prefix}/admissions/associate`,
      ]);
    }
  });

  it('folds the overview sections into accordions and links the programme lists', async () => {
    const { html } = await get('/en/admissions');
    expect(html).toContain('<details class="accordion" id="admissions-overview-0">');
    expect(hrefs(html)).toEqual(expect.arrayContaining(['/en/Undergraduate', '/en/Postgraduate', '/en/HigherDiploma']));
  });

  it('answers 404 for an unknown sub-page and 503 when the CMS page cannot be had', async () => {
    expect((await get('/en/admissions/nowhere')).res.status).toBe(404);
    const { res, html } = await get('/en/admissions/hkdse', upstreamWith({ '/api/menu/admissions-hkdse': 'fail' }));
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBeTruthy();
    expect(textOf(html)).toContain('The data you need is currently not found, please try again later');
  });
});

describe('/administration', () => {
  const expected = [
    ['行政部門', ['教務處', '財務處', '資訊科技處', '圖書館']],
    ['行政部门', ['教务处', '财务处', '信息技术处', '图书馆']],
    ['Administration', ['Registry', 'Finance Office', 'Information Technology Services', 'Library']],
  ] as const;
  for (const [i, prefix] of LANGS.entries()) {
    it(`lists the administrative departments by name in ${prefix || 'tc'}`, async () => {
      const { res, html } = await get(`${prefix}/administration`);
      expect(res.status).toBe(200);
      const [title, names] = expected[i]!;
      expect(h1Of(html)).toEqual([title]);
      for (const name of names) expect(html).toContain(`<h3 class="card__title">${name}</h3>`);
    });
  }

  it('leaves out teaching departments and offices, and keeps the CMS notes on some offices', async () => {
    const { html } = await get('/en/administration');
    expect(html).not.toContain('Department of Computing and Data Science');
    expect(html).not.toContain('Office of the President');
    expect(textOf(html)).toContain('Student records, course registration, examinations and results.');
  });

  it('still lists the departments when the CMS page is missing', async () => {
    const { res, html } = await get('/en/administration', upstreamWith({ '/api/menu/administration': 'fail' }));
    expect(res.status).toBe(200);
    expect(html).toContain('<h3 class="card__title">Registry</h3>');
  });

  it('shows an empty state when the CMS has no administrative departments', async () => {
    const { res, html } = await get('/en/administration', upstreamWith({ '/api/dept/list': [] }));
    expect(res.status).toBe(200);
    expect(textOf(html)).toContain('No administrative departments are listed.');
  });
});

describe('/research', () => {
  it('lists the research centres in three languages and links the institute', async () => {
    const expected = [
      ['研究', '海洋生態研究中心', '/faculties/bri'],
      ['研究', '海洋生态研究中心', '/sc/faculties/bri'],
      ['Research', 'Centre for Marine Ecology', '/en/faculties/bri'],
    ] as const;
    for (const [i, prefix] of LANGS.entries()) {
      const { res, html } = await get(`${prefix}/research`);
      expect(res.status).toBe(200);
      const [title, centre, institute] = expected[i]!;
      expect(h1Of(html)).toEqual([title]);
      expect(html).toContain(`<h3 class="card__title">${centre}</h3>`);
      expect(hrefs(html)).toContain(institute);
    }
  });
});

describe('/recruit', () => {
  it('shows the application forms in three languages', async () => {
    const expected = [
      ['招聘', '教學人員職位申請表'],
      ['招聘', '教学人员职位申请表'],
      ['Recruitment', 'Application for Academic Posts'],
    ] as const;
    for (const [i, prefix] of LANGS.entries()) {
      const { res, html } = await get(`${prefix}/recruit`);
      expect(res.status).toBe(200);
      expect(h1Of(html)).toEqual([expected[i]![0]]);
      expect(textOf(html)).toContain(expected[i]![1]);
    }
  });

  it('links each form to apply in a new window, with its deadline', async () => {
    const { html } = await get('/en/recruit');
    expect(html).toContain(
      '<a href="https://jobs.crescent-harbour.edu.example/apply/academic" class="button" target="_blank" rel="noopener noreferrer">',
    );
    expect(html).toContain('<time dateTime="2026-12-31">31 December 2026</time>');
    expect(textOf(html)).toContain('The College welcomes committed people to join it.');
  });

  it('shows an empty state when no form is open, and 503 when the list cannot be had', async () => {
    const empty = await get('/en/recruit', upstreamWith({ '/api/application/list': [] }));
    expect(empty.res.status).toBe(200);
    expect(textOf(empty.html)).toContain('No application forms are open at the moment.');
    const down = await get('/en/recruit', upstreamWith({ '/api/application/list': 'fail' }));
    expect(down.res.status).toBe(503);
  });

  it('never links a form whose link has a script protocol', async () => {
    const forms = [{ id: 1, title: 'Bad form', description: '', link: 'javascript:alert(1)' }];
    const { res, html } = await get('/en/recruit', upstreamWith({ '/api/application/list': forms }));
    expect(res.status).toBe(200);
    expect(textOf(html)).toContain('Bad form');
    expect(html).not.toContain('javascript:');
  });
});
