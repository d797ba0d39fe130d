import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { answering, app, failing, get, h1Of, hrefs, mainOf, status, textOf } from './helpers';

describe('generic content page /:alias', () => {
  it('shows a CMS page by its menu alias, in every language', async () => {
    expect(h1Of((await get('/about-history')).html)).toEqual(['歷史沿革']);
    expect(h1Of((await get('/sc/about-history')).html)).toEqual(['历史沿革']);
    expect(h1Of((await get('/en/about-history')).html)).toEqual(['History']);
    expect((await get('/en/about-history')).html).toContain('<title>History | Crescent Harbour College</title>');
  });

  it('answers 404 for an unknown alias', async () => {
    const { res, html } = await get('/en/no-such-page');
    expect(res.status).toBe(404);
    expect(html).toContain('Page Not Found: /en/no-such-page');
    expect(await status('/%E6%B2%92%E6%9C%89%E9%80%99%E9%A0%81')).toBe(404);
  });

  it('never sends junk to the CMS', async () => {
    // The menu call fails here: a junk alias that reached the CMS would answer 503, not 404.
    const down = failing(/^\/api\/menu\//);
    for (const junk of [
      'favicon.ico',
      'wp-login.php',
      '.env',
      'a%20b',
      '-x',
      'x_',
      '%3Cscript%3E',
      'a'.repeat(81),
      '%00',
    ]) {
      expect(await status(`/en/${junk}`, down), junk).toBe(404);
    }
    expect(await status('/en/about-history', down)).toBe(503);
  });

  it('does not shadow the fixed routes', async () => {
    // Registration order: within each language, /:alias comes after every fixed path.
    for (const prefix of ['/sc', '/en', '']) {
      const paths = app.routes.filter((r) => r.method === 'GET').map((r) => r.path);
      const alias = paths.indexOf(`${prefix}/:alias`);
      expect(alias, prefix).toBeGreaterThan(-1);
      for (const fixed of ['/about', '/give', '/news/list']) {
        const at = paths.indexOf(`${prefix}${fixed}`);
        expect(at, `${prefix}${fixed}`).toBeGreaterThan(-1);
        expect(at, `${prefix}${fixed}`).toBeLessThan(alias);
      }
    }
    // /page/sitemap is no CMS alias: it answers only through its own route.
    expect(await status('/en/page/sitemap')).toBe(200);
    expect(await get('/sc').then((p) => p.html)).toContain('<html lang="zh-Hans-CN"');
    expect(await get('/en').then((p) => p.html)).toContain('<html lang="en"');
  });
});

describe('accordions for page sections', () => {
  it('renders the sections of a page as details/summary blocks that work without JavaScript', async () => {
    const main = mainOf((await get('/en/admissions-faq')).html);
    const blocks = [
      ...main.matchAll(
        /<details class="accordion" id="[^"]+"><summary class="accordion__header"><span class="accordion__title">([^<]+)<\/span><\/summary><div class="accordion__body"><div class="rich-text">/g,
      ),
    ];
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    expect(main).toContain('data-island="accordion"');
    const about = mainOf((await get('/about')).html);
    expect(about).toMatch(/<summary class="accordion__header"><span class="accordion__title">校訓<\/span><\/summary>/);
  });
});

describe('site map', () => {
  it('lists the menu tree and the fixed pages, every link in the page language', async () => {
    for (const [prefix, other] of [
      ['/en', /^\/(sc)?(\/|$)/],
      ['/sc', /^\/(en)?(\/|$)/],
    ] as const) {
      const main = mainOf((await get(`${prefix}/page/sitemap`)).html);
      const links = hrefs(main);
      expect(links.length).toBeGreaterThan(40);
      for (const href of links) {
        if (href.startsWith('https://')) continue;
        expect(href, href).toMatch(new RegExp(`^${prefix}([/#?]|$)`));
        expect(href).not.toMatch(other);
      }
      expect(links).toContain(`${prefix}/about-history`); // menu type 1
      expect(links).toContain(`${prefix}/news/list`); // menu type 2
      expect(links).toContain(`${prefix}#campus-life`); // menu type 4
      expect(links).toContain(`${prefix}/page/statement`); // the statement page
      expect(links).toContain(`${prefix}/page/contact-us`);
    }
    const tc = hrefs(mainOf((await get('/page/sitemap')).html));
    for (const href of tc) if (!href.startsWith('https://')) expect(href).not.toMatch(/^\/(sc|en)(\/|$|#)/);
    expect(tc).toContain('/page/statement');
  });

  it('links external menu items in a new window, labelled', async () => {
    const main = mainOf((await get('/en/page/sitemap')).html);
    expect(main).toMatch(
      /<a href="https:\/\/library\.[^"]+" target="_blank" rel="noopener noreferrer">Library<span class="visually-hidden"> (<!-- -->)?\(opens in a new window\)<\/span><\/a>/,
    );
  });

  it('answers 503 with the no-data screen when the menu cannot be had', async () => {
    const { res, html } = await get('/en/page/sitemap', failing(/^\/api\/menu\/list$/));
    expect(res.status).toBe(503);
    expect(textOf(mainOf(html))).toContain('No data');
  });
});

describe('important statement', () => {
  it('warns about unauthorised agents and gives the enquiry phone number from the site info', async () => {
    const { res, html } = await get('/en/page/statement');
    expect(res.status).toBe(200);
    const main = mainOf(html);
    expect(textOf(main)).toContain('never authorised any agent');
    // International form, so that it dials from Shenzhen or Canada too.
    expect(main).toContain('<a href="tel:+85235550100" class="statement__phone">+852 3555 0100</a>');
    expect(textOf(mainOf((await get('/page/statement')).html))).toContain('請致電招生處查詢熱線 +852 3555 0100');
    expect(textOf(mainOf((await get('/sc/page/statement')).html))).toContain('请致电招生处咨询热线 +852 3555 0100');
  });

  it('still warns when the site info is missing', async () => {
    const { res, html } = await get('/en/page/statement', failing(/^\/api\/site\/infos$/));
    expect(res.status).toBe(200);
    expect(textOf(mainOf(html))).toContain('never authorised any agent');
    expect(textOf(mainOf(html))).toContain('contact the College’s Admissions Office');
  });
});

describe('global exchange', () => {
  it('lists every partner by region, with a filter of plain links', async () => {
    const main = mainOf((await get('/en/page/global-exchange')).html);
    expect(textOf(main)).toContain('24 institutions');
    for (const region of ['Europe', 'Asia', 'North America', 'Oceania']) expect(main).toContain(`<h3>${region}</h3>`);
    expect(main).toContain('<a href="/en/page/global-exchange" aria-current="true">All regions</a>');
    expect(main).toContain('href="/en/page/global-exchange?outAddress=North+America"');
    expect(main).toMatch(
      /<a href="https:\/\/www\.westmere\.example\/" target="_blank" rel="noopener noreferrer">University of Westmere/,
    );
  });

  it('filters by region through outAddress', async () => {
    const main = mainOf((await get('/page/global-exchange?outAddress=Asia')).html);
    expect(textOf(main)).toContain('共 8 所院校');
    expect(main).toContain('<a href="/page/global-exchange?outAddress=Asia" aria-current="true">亞洲</a>');
    expect(main).not.toContain('<h3>歐洲</h3>');
    expect(textOf(mainOf((await get('/en/page/global-exchange?outAddress=North+America')).html))).toContain(
      '4 institutions',
    );
    // The CMS matches regions in any letter case: another case is the same filter, under its one URL.
    const other = await get('/en/page/global-exchange?outAddress=north+america');
    expect(other.res.status).toBe(301);
    expect(other.res.headers.get('Location')).toBe('/en/page/global-exchange?outAddress=North+America');
  });

  it('ignores a malformed region; a region the partner list does not hold is no page (404)', async () => {
    expect(textOf(mainOf((await get('/en/page/global-exchange?outAddress=%3Cscript%3E')).html))).toContain(
      '24 institutions',
    );
    // docs/SECURITY.md "Filter values": not an indexable empty page per made-up region.
    const none = await get('/en/page/global-exchange?outAddress=Antarctica');
    expect(none.res.status).toBe(404);
  });

  it('asks the CMS for 200 partners at once', async () => {
    const seen: string[] = [];
    const spy = {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        seen.push(new Request(input, init).url);
        return env.UPSTREAM!.fetch(new Request(input, init));
      },
    } as unknown as Fetcher;
    await get('/en/page/global-exchange?outAddress=Europe', { UPSTREAM: spy, SITE_DOMAIN: 'partners-spy.test' });
    const calls = seen.filter((u) => u.includes('/api/special/partners'));
    expect(calls.length).toBe(2);
    for (const url of calls) expect(new URL(url).searchParams.get('pageSize')).toBe('200');
    expect(calls.some((u) => new URL(u).searchParams.get('outAddress') === 'Europe')).toBe(true);
  });

  it('keeps the page when only the partner list fails', async () => {
    const { res, html } = await get('/en/page/global-exchange', failing(/^\/api\/special\/partners$/));
    expect(res.status).toBe(200);
    expect(h1Of(html)).toEqual(['Global Exchange']);
    expect(textOf(mainOf(html))).toContain('No data');
  });
});

describe('jobs', () => {
  it('lists the vacancies by group, with a filter of plain links', async () => {
    const main = mainOf((await get('/en/page/jobs', { TODAY: '2026-11-25' } as Partial<Env>)).html);
    expect(main).toContain('<h3>Academic posts</h3>');
    expect(main).toContain('<h3>Administrative posts</h3>');
    expect(main).toContain(
      '<dd><span class="date-span"><time dateTime="2026-12-31">31 December 2026</time></span></dd>',
    );
    const academic = mainOf((await get('/en/page/jobs?groupId=1')).html);
    expect(academic).toContain('<a href="/en/page/jobs?groupId=1" aria-current="true">Academic posts</a>');
    expect(academic).not.toContain('<h3>Administrative posts</h3>');
    const bad = mainOf((await get('/en/page/jobs?groupId=3')).html);
    expect(bad).toContain('<h3>Administrative posts</h3>');
  });

  it('keeps the page when only the vacancies fail', async () => {
    const { res, html } = await get('/sc/page/jobs', failing(/^\/api\/special\/careers$/));
    expect(res.status).toBe(200);
    expect(textOf(mainOf(html))).toContain('暂无数据');
  });
});

describe('missing data', () => {
  it.each([
    '/en/about',
    '/en/page/staff',
    '/en/page/student',
    '/en/give',
    '/en/subject/list',
    '/en/page/jobs',
    '/en/page/global-exchange',
    '/en/about-history',
  ])('%s answers 503 with the no-data screen when its page cannot be had', async (path) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { res, html } = await get(path, failing(/^\/api\/menu\/(?!list$)/));
    vi.restoreAllMocks();
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBeTruthy();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    const main = textOf(mainOf(html));
    expect(main).toContain('No data');
    expect(main).toContain('The data you need is currently not found, please try again later');
  });

  it('shows the no-data screen for a page the CMS sends empty, not an empty frame', async () => {
    const { res, html } = await get(
      '/en/page/staff',
      answering('/api/menu/staff', { title: 'Staff', body: '', sections: [], articles: [] }),
    );
    expect(res.status).toBe(200);
    expect(h1Of(html)).toEqual(['Staff']);
    expect(textOf(mainOf(html))).toContain('The data you need is currently not found, please try again later');
  });

  it('answers 503 for an article the CMS cannot give, 404 for one it does not have', async () => {
    expect((await get('/en/article/jobs', failing(/^\/api\/article\//))).res.status).toBe(503);
    expect((await get('/en/subject/harbour-ecology', failing(/^\/api\/article\//))).res.status).toBe(503);
    expect(await status('/en/subject/no-such-topic')).toBe(404);
  });
});
