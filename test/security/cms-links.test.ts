// Links from the CMS (docs/SECURITY.md "Links from the CMS"): one decision, on the path as the
// URL parser resolves it, for every link the CMS gives (menus, home cards, slides, bodies), on
// server-rendered pages, in the HTML sitemap, in search results and suggestions. Whatever the
// spelling (dot segments, backslashes, tabs and newlines, %2e %2f %5c, mixed), a link that
// must stay on the site is a path starting with exactly one '/', or no link.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import { cmsHref, menuLink } from '@/cms/links';
import { sanitizeHtml } from '@/security/sanitize';
import { checkUrl, imageSrc, sitePathHref } from '@/security/urls';
import { app, get, mainOf } from '../content/helpers';
import { request } from '../helpers';
import { buildAll } from '../search/helpers';

/** Spellings that resolve (or were once read) as another host, or as a path that starts with '//'. */
const CORPUS = [
  '/.//evil.example/dot',
  '/a/..//evil.example/x',
  '/%2e//evil.example/x',
  '/%2E//evil.example/x',
  '/.%2e//evil.example/x',
  '/%2e%2e//evil.example/x',
  '/./\\evil.example/x',
  '/.\\/evil.example/x',
  '/.\\\\evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example/x',
  '\\/evil.example/x',
  '//evil.example/x',
  '///evil.example/x',
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/\r\n/evil.example/x',
  '/.\t//evil.example/x',
  '/.\n/\\evil.example/x',
  ' //evil.example/x',
  '\t//evil.example/x',
  './/evil.example/x',
  '..//evil.example/x',
  './\\evil.example/x',
  '/x/../../..//evil.example/x',
  '/././/evil.example/x',
  '/a/b/../..//evil.example/x',
  '/a/./..//evil.example/x?q=1#h',
  '/%2e%2e/%2e%2e//evil.example/x',
  '/en/..//evil.example/x',
  '/sc/.//evil.example/x',
  '/%2f/evil.example/x',
  '/%2F%2Fevil.example/x',
  '/%5c/evil.example/x',
  '/%5C%5Cevil.example/x',
  '/.%2f/evil.example/x',
  '/.%5c/evil.example/x',
  'https:evil.example/x',
  'https:/evil.example/x',
  'http:\\\\evil.example/x',
  '&#47;&#47;evil.example/x',
  '/&#46;//evil.example/x',
];

/** A link that stays on the site: one '/', then anything but another '/' or '\'. */
const SAME_SITE = /^\/(?![/\\])[^\s\\]*$/;

const okInternal = (href: string | undefined) => href === undefined || SAME_SITE.test(href);
/** With external links allowed: a same-site path, or an absolute http(s) URL with a host. */
const okAllowed = (href: string | undefined) =>
  href === undefined || SAME_SITE.test(href) || /^https?:\/\/[^/\\\s]+(\/[^\s\\]*)?$/.test(href);

describe('the one decision on the resolved path', () => {
  it.each(CORPUS)('%j is a single-slash path or no link, in every language', (raw) => {
    expect(okInternal(checkUrl(raw)?.href), 'checkUrl').toBe(true);
    expect(okAllowed(checkUrl(raw, { allowExternal: true })?.href), 'checkUrl external').toBe(true);
    for (const locale of LOCALES) {
      const internal = cmsHref(raw, locale);
      expect(internal === undefined || (!internal.external && SAME_SITE.test(internal.href)), locale).toBe(true);
      expect(okAllowed(cmsHref(raw, locale, { allowExternal: true })?.href), locale).toBe(true);
      for (const menuType of [1, 2, 4] as const) {
        const item = { menuId: 1, parentId: 0, menuType, menuName: raw, menuUrl: raw, orderNum: 0, children: [] };
        expect(okInternal(menuLink({ ...item, menuAlias: raw }, locale)?.href), `menuType ${menuType}`).toBe(true);
      }
    }
    expect(okInternal(sitePathHref(raw)), 'sitePathHref').toBe(true);
    const image = imageSrc(raw);
    expect(image === undefined || SAME_SITE.test(image) || /^https:\/\/[^/\\\s]+\//.test(image), 'imageSrc').toBe(true);
  });

  it('in a page or article body, every link and image the sanitiser keeps is a single-slash path or an absolute URL', async () => {
    const attribute = (raw: string) => raw.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
    // Those that name a scheme are absolute links, which a body may hold (external, new window).
    const body = CORPUS.filter((raw) => !/^[a-z]+:/i.test(raw))
      .map((raw) => `<p><a href="${attribute(raw)}">x</a><img src="${attribute(raw)}" alt=""></p>`)
      .join('');
    for (const locale of LOCALES) {
      const html = String(await sanitizeHtml(body, { locale }));
      for (const [, value] of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
        const url = (value ?? '').replaceAll('&amp;', '&');
        expect(SAME_SITE.test(url) || /^https?:\/\/[^/\\\s]+/.test(url), `${locale} ${url}`).toBe(true);
      }
      // A body may link other sites (allowExternal): a link that leaves is written as the
      // absolute URL it is, opening in a new window, never as a path that a browser reads as a host.
      for (const [, link] of html.matchAll(/<a href="(https?:[^"]*)"[^>]*>/g))
        expect(link).toMatch(/^https?:\/\/[^/\\]/);
      expect(html).not.toMatch(/\s(?:href|src)="(?:\/\/|\/\\|\\)/);
    }
  });

  it('emits the normalised path of a link that stays on the site', () => {
    expect(checkUrl('/a/./b/../c?x=1#y')?.href).toBe('/a/c?x=1#y');
    expect(checkUrl('/%2e/about')?.href).toBe('/about');
    expect(checkUrl('/news\\1001')?.href).toBe('/news/1001');
    expect(cmsHref('/a/..//about', 'en')).toBeUndefined();
    expect(cmsHref('/about', 'tc')?.href).toBe('/about');
    expect(
      menuLink(
        { menuId: 1, parentId: 0, menuType: 1, menuAlias: '..', menuName: '..', orderNum: 0, children: [] },
        'tc',
      ),
    ).toBeUndefined();
  });
});

/** The demo CMS with hostile links added to the menu, the home cards and the slides. */
function hostileCms(): Partial<Env> {
  const upstream = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      const res = await (env.UPSTREAM as Fetcher).fetch(req);
      const path = new URL(req.url).pathname;
      if (!['/api/menu/list', '/api/menu/index/info', '/api/home-slide/list'].includes(path)) return res;
      const body = (await res.json()) as { code: number; msg: string; data: Record<string, unknown> };
      const data = body.data as Record<string, unknown> & { push?: unknown };
      if (path === '/api/menu/list' && Array.isArray(data)) {
        data.push({
          menuId: 990000,
          parentId: 0,
          menuType: 0,
          menuName: 'Harbourgate',
          orderNum: 99,
          children: CORPUS.map((raw, i) => ({
            menuId: 990001 + i,
            parentId: 990000,
            menuType: i % 2 ? 2 : 4,
            menuName: `Harbourgate ${i}`,
            menuUrl: raw,
            orderNum: i,
            children: [],
          })),
        });
      }
      if (path === '/api/menu/index/info') {
        const info = data as { intro: { link: string }; entries: { link: string }[]; campusLife: { link: string }[] };
        info.intro.link = CORPUS[0] as string;
        info.entries.forEach((entry, i) => {
          entry.link = CORPUS[i % CORPUS.length] as string;
        });
        info.campusLife.forEach((card, i) => {
          card.link = CORPUS[(i + 7) % CORPUS.length] as string;
        });
      }
      if (path === '/api/home-slide/list') {
        const slides = (data as { advImgs: { link?: string }[] }).advImgs;
        slides.forEach((slide, i) => {
          slide.link = CORPUS[(i + 3) % CORPUS.length] as string;
        });
      }
      return Response.json(body);
    },
  } as unknown as Fetcher;
  return { UPSTREAM: upstream, SITE_DOMAIN: `cms-links-${crypto.randomUUID()}.test` };
}

const hrefsOf = (html: string): string[] =>
  [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));

/**
 * Every href of a page: a same-site path (one '/'), an anchor, mail, phone, the site's own
 * origin (canonical, alternates) or an absolute https URL; none resolves to the hostile host.
 */
function expectNoneLeaves(html: string): void {
  for (const href of hrefsOf(html)) {
    expect(href, href).toMatch(/^(\/(?![/\\])|#|mailto:|tel:|http:\/\/site\.test\/|https:\/\/[^/\\])/);
    expect(new URL(href, 'http://site.test/').hostname, href).not.toBe('evil.example');
  }
}

const cms = hostileCms();

describe('a hostile CMS link on the pages that render it', () => {
  it.each(['/', '/sc', '/en'])('%s: the menu, home cards and slides link nowhere off the site', async (path) => {
    const { res, html } = await get(path, cms);
    expect(res.status).toBe(200);
    expect(html).toContain('Harbourgate');
    expectNoneLeaves(html);
  });

  it.each(['/page/sitemap', '/sc/page/sitemap', '/en/page/sitemap'])('%s: the HTML sitemap', async (path) => {
    const { res, html } = await get(path, cms);
    expect(res.status).toBe(200);
    expect(mainOf(html)).toContain('Harbourgate');
    expectNoneLeaves(html);
  });
});

describe('a hostile CMS link in the site search', () => {
  const allow = { limit: async () => ({ success: true }) } as unknown as RateLimit;
  const bindings = { ...cms, SITE_SEARCH_LIMITER: allow, SUGGEST_LIMITER: allow };

  it('results and suggestions link nowhere off the site', { timeout: 60_000 }, async () => {
    await buildAll(cms);
    for (const prefix of ['', '/en']) {
      const { res, html } = await get(`${prefix}/search?keyword=Harbourgate`, bindings);
      expect(res.status).toBe(200);
      expectNoneLeaves(html);
      const suggest = await request(app, `${prefix}/search/suggest?keyword=Harbourgate`, {}, bindings);
      const { results } = (await suggest.json()) as { results: { href: string }[] };
      for (const { href } of results) expect(href).toMatch(/^\/(?![/\\])/);
    }
  });
});
