import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApp } from '@/app';
import { routes } from '../../routes';
import type { MenuItem } from '@/upstream/schemas';
import { resetIsolate } from '@/lib/isolate';
import { page } from '../helpers';
import { menuLink } from '@/cms/links';

const app = createApp(routes);
const item = (menuType: MenuItem['menuType'], fields: Partial<MenuItem> = {}): MenuItem => ({
  menuId: 1,
  parentId: 0,
  menuType,
  menuAlias: undefined,
  menuName: 'Name',
  menuUrl: undefined,
  orderNum: 1,
  children: [],
  ...fields,
});

describe('menu types (docs/REQUIREMENTS.md §3)', () => {
  it('0 container has no link', () => {
    expect(menuLink(item(0, { menuUrl: '/x', menuAlias: 'x' }), 'en')).toBeUndefined();
  });
  it('1 article links to /alias (or the name) in the language', () => {
    expect(menuLink(item(1, { menuAlias: 'about-history' }), 'sc')).toEqual({
      href: '/sc/about-history',
      external: false,
    });
    expect(menuLink(item(1, { menuName: '學年曆' }), 'tc')).toEqual({
      href: '/%E5%AD%B8%E5%B9%B4%E6%9B%86',
      external: false,
    });
  });
  it('2 internal link is localised, and never leaves the site', () => {
    expect(menuLink(item(2, { menuUrl: '/news/list' }), 'en')).toEqual({ href: '/en/news/list', external: false });
    expect(menuLink(item(2, { menuUrl: '/en/news/list' }), 'en')).toEqual({ href: '/en/news/list', external: false });
    expect(menuLink(item(2, { menuUrl: 'https://evil.example/' }), 'en')).toBeUndefined();
    expect(menuLink(item(2, { menuUrl: 'javascript:alert(1)' }), 'en')).toBeUndefined();
  });
  it('3 external link is allowed, script protocols are not', () => {
    expect(menuLink(item(3, { menuUrl: 'https://library.example/' }), 'en')).toEqual({
      href: 'https://library.example/',
      external: true,
    });
    expect(menuLink(item(3, { menuUrl: ' JaVaScRiPt:alert(1)' }), 'en')).toBeUndefined();
  });
  it('4 anchor link points into the home page of the language', () => {
    expect(menuLink(item(4, { menuUrl: '#campus-life' }), 'en')).toEqual({ href: '/en#campus-life', external: false });
    expect(menuLink(item(4, { menuUrl: '#campus-life' }), 'tc')).toEqual({ href: '/#campus-life', external: false });
  });
});

describe('header, menu and footer on demo data', () => {
  it('renders the nested navigation with every menu type', async () => {
    const { res, html } = await page(app, '/en');
    expect(res.status).toBe(200);
    expect(html).toContain('<nav id="site-nav" class="site-nav" aria-label="Main menu">');
    expect(html).toMatch(/<summary>About<\/summary>/); // type 0 container: a toggle, not a link
    expect(html).toContain('href="/en/about-history"'); // type 1
    expect(html).toContain('href="/en/news/list"'); // type 2
    expect(html).toMatch(
      /href="https:\/\/library\.[^"]+" target="_blank" rel="noopener noreferrer">Library<span class="visually-hidden"> \(opens in a new window\)<\/span>/,
    ); // type 3
    expect(html).toContain('href="/en#campus-life"'); // type 4
  });

  it('marks the current page in the menu', async () => {
    resetIsolate();
    const menu = [{ menuId: 9, parentId: 0, menuType: 2, menuName: 'About', menuUrl: '/about', children: [] }];
    const withAbout = {
      fetch: (url: string, init?: RequestInit) =>
        new URL(url).pathname === '/api/menu/list'
          ? Response.json({ code: 200, data: menu })
          : env.UPSTREAM!.fetch(url, init),
    } as unknown as Fetcher;
    const bindings = { UPSTREAM: withAbout, SITE_DOMAIN: 'current.example' };
    expect((await page(app, '/sc/about', {}, bindings)).html).toMatch(/href="\/sc\/about" aria-current="page"/);
    expect((await page(app, '/sc', {}, bindings)).html).not.toContain('aria-current="page"');
  });

  it('offers a site-wide GET search into the whole-site search page', async () => {
    const { html } = await page(app, '/sc');
    expect(html).toMatch(
      /<form class="nav-search" role="search" aria-label="搜索网站" action="\/sc\/search" method="get">/,
    );
    expect(html).toContain('name="keyword"');
  });

  it('links every language to the same page, keeping the query that defines it', async () => {
    // A parameter the page does not declare is no part of it (docs/SECURITY.md "One key per
    // page"): the page, and so its language links, are those of the canonical request.
    const { html } = await page(app, '/en/news/list?utm=1&pageNum=2');
    expect(html).toContain('href="/lang/tc?to=%2Fnews%2Flist%3FpageNum%3D2"');
    expect(html).toContain('href="/lang/sc?to=%2Fsc%2Fnews%2Flist%3FpageNum%3D2"');
    expect(html).not.toContain('utm%3D1');
    expect(html).toContain('aria-current="true" data-lang-switch="en"');
    for (const label of ['繁體', '简体', 'EN']) expect(html).toContain(`>${label}</a>`);
  });

  const footers: [string, string, string][] = [
    ['/', '香港新界月灣道 88 號', '地址'],
    ['/sc', '香港新界月湾道 88 号', '地址'],
    ['/en', '88 Crescent Harbour Road, New Territories, Hong Kong', 'Address'],
  ];
  for (const [path, address, label] of footers) {
    it(`shows the address in the page language at ${path}`, async () => {
      const { html } = await page(app, path);
      expect(html).toContain(`<dt>${label}</dt><dd>${address}</dd>`);
      expect(html).toMatch(/href="mailto:[^"]+@crescent-harbour\.edu\.example"/);
      expect(html).toMatch(/<a href="tel:\+?\d+">/);
    });
  }

  it('shows the site description with line breaks and the fixed links', async () => {
    const { html } = await page(app, '/en');
    expect(html).toMatch(/class="site-footer__desc">[^<]+<br\/>/);
    for (const href of ['/en/give', '/en/Undergraduate', '/en/Postgraduate']) expect(html).toContain(`href="${href}"`);
    expect((await page(app, '/')).html).toContain('href="/give"');
    for (const key of ['Library', 'Campus life', 'Qualification integrity check', 'Bus routes']) {
      expect(html).toMatch(
        new RegExp(`target="_blank" rel="noopener noreferrer">${key}<span class="visually-hidden">`),
      );
    }
  });
});

describe('home pages on demo data', () => {
  for (const path of ['/', '/sc', '/en']) {
    it(`${path} shows every block`, async () => {
      const { res, html } = await page(app, path);
      expect(res.status).toBe(200);
      expect(html).toContain('<body class="index-container');
      expect(html).toContain('data-island="slider"');
      expect(html).toMatch(/class="entries__link entries__link--prospective"/);
      expect(html).toMatch(/entries__link--current/);
      expect(html).toMatch(/entries__link--staff/);
      expect(html).toMatch(/entries__link--alumni/);
      expect((html.match(/class="card news-card"/g) ?? []).length).toBe(3);
      expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}" class="card__meta">\d{2}-\d{2},\d{4}<\/time>/);
      expect(html).toContain('id="campus-life"');
      expect(html).toContain('id="research-centres"');
      expect(html).not.toContain('class="no-data');
    });
  }

  it('renders the slider as markup that works without JavaScript, enhanced by a DOM island (no React)', async () => {
    const { html } = await page(app, '/en');
    const island = /<div data-island="slider" data-props="([^"]*)">([\s\S]*?)<\/section><\/div>/.exec(html);
    expect(island, 'the slider island').not.toBeNull();
    const props = JSON.parse((island?.[1] ?? '').replaceAll('&quot;', '"')) as {
      labels: Record<string, string>;
      interval: number;
    };
    expect(props).toMatchObject({ interval: 6000, labels: { next: 'Next slide', prev: 'Previous slide' } });
    const markup = island?.[2] ?? '';
    // Each slide one link away, the first current; the buttons come with the enhancer.
    const dots = markup.match(/<a href="#slide-[^"]+" class="slider__dot"/g) ?? [];
    expect(dots.length).toBeGreaterThan(1);
    expect(markup).toMatch(/class="slider__dot" aria-current="true"/);
    expect(markup).not.toContain('<button');
    expect(markup).not.toContain('<!--$');
  });

  it('takes the head from the site info', async () => {
    const { html } = await page(app, '/en');
    expect(html).toMatch(/<meta name="keywords" content="[^"]+"\/>/);
    expect(html).not.toMatch(/<title>[^<]*\| Crescent Harbour College \| Crescent Harbour College/);
  });
});

describe('degraded states', () => {
  const failing = { fetch: async () => new Response('boom', { status: 500 }) } as unknown as Fetcher;
  const envelopeFailure = {
    fetch: async () => Response.json({ code: 500, msg: 'down', data: null }),
  } as unknown as Fetcher;

  for (const [name, upstream] of [
    ['HTTP 500', failing],
    ['envelope code 500', envelopeFailure],
  ] as const) {
    it(`with the CMS answering ${name}, the home page is a 503 that still renders its frame and the no-data screen`, async () => {
      resetIsolate();
      const { res, html } = await page(
        app,
        '/en?fresh=1',
        {},
        { UPSTREAM: upstream, SITE_DOMAIN: `down-${name.replace(/\W+/g, '-')}.example` },
      );
      // None of its data could be had: an honest 503 (docs/SECURITY.md), never a 500.
      expect(res.status).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('60');
      expect(html).toContain('<header class="site-header">');
      expect(html).toContain('No data');
      expect(html).toContain('The data you need is currently not found, please try again later');
      expect(html).toContain('<footer class="site-footer">');
      expect(html).not.toContain('href="/en/about-history"'); // the menu degraded to nothing
      expect(html).toContain('© Crescent Harbour College'); // footer falls back to the locale name
    });
  }

  it('a failing menu alone costs only the menu', async () => {
    resetIsolate();
    const onlyMenuFails = {
      fetch: (url: string, init?: RequestInit) =>
        new URL(url).pathname === '/api/menu/list'
          ? new Response('x', { status: 502 })
          : env.UPSTREAM!.fetch(url, init),
    } as unknown as Fetcher;
    const { res, html } = await page(app, '/sc', {}, { UPSTREAM: onlyMenuFails, SITE_DOMAIN: 'menu-down.example' });
    expect(res.status).toBe(200);
    expect(html).not.toContain('href="/sc/about-history"');
    expect((html.match(/class="card news-card"/g) ?? []).length).toBe(3);
    expect(html).toContain('香港新界月湾道 88 号');
  });
});

describe('cache', () => {
  it('a page viewed twice within the fresh window makes zero upstream calls the second time', async () => {
    resetIsolate();
    let calls = 0;
    const counting = {
      fetch: (url: string, init?: RequestInit) => {
        calls++;
        return env.UPSTREAM!.fetch(url, init);
      },
    } as unknown as Fetcher;
    const bindings = { UPSTREAM: counting, SITE_DOMAIN: 'twice.example' };
    await page(app, '/en', {}, bindings);
    const first = calls;
    expect(first).toBeGreaterThan(0);
    await page(app, '/en', {}, bindings);
    expect(calls - first).toBe(0);
    resetIsolate(); // a new isolate: KV alone still serves the page
    await page(app, '/en', {}, bindings);
    expect(calls - first).toBe(0);
  });
});
