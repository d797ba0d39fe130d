/// <reference types="vite/client" />
import { HTTPException } from 'hono/http-exception';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { localePath, routeName, splitLocale, switchLocalePath } from '@/i18n/paths';
import { href } from '@/lib/href';
import { ROUTES, type RouteRow } from '@/route-table';
import { createApp } from '@/app';
import { routes } from '../../routes';
import { inTableOrder } from '../../routes/index';
import { page, request } from '../helpers';
import { testApp } from './fixtures';

/** A page whose data is its route's name. */
function NamePage({ data }: { data: unknown }) {
  return createElement('p', { id: 'row' }, String(data));
}

describe('prefix routing', () => {
  it('serves the same route in three languages', async () => {
    for (const [path, locale] of [
      ['/fixture/static', 'tc'],
      ['/sc/fixture/static', 'sc'],
      ['/en/fixture/static', 'en'],
    ]) {
      const { res, html } = await page(testApp, path!);
      expect(res.status).toBe(200);
      expect(html).toContain(`static in <!-- -->${locale}`);
    }
  });

  it('does not treat look-alike prefixes as languages; a prefix in capitals is its language, by a 301', async () => {
    expect((await request(testApp, '/scx/fixture/static')).status).toBe(404);
    const upper = await request(testApp, '/EN/fixture/static');
    expect(upper.status).toBe(301);
    expect(new URL(upper.headers.get('Location') ?? '', 'http://x').pathname).toBe('/en/fixture/static');
  });

  it('names every route name___default, name___sc and name___en', () => {
    expect(routeName('news', 'tc')).toBe('news___default');
    expect(routeName('news', 'sc')).toBe('news___sc');
    expect(routeName('news', 'en')).toBe('news___en');
  });

  it('builds localised paths from route names', () => {
    expect(href('news-detail', { id: 7 }, 'tc')).toBe('/news/7');
    expect(href('news-detail', { id: 7 }, 'sc')).toBe('/sc/news/7');
    expect(href('article', { id: '學年曆' }, 'en')).toBe('/en/article/%E5%AD%B8%E5%B9%B4%E6%9B%86');
    expect(href('teacher-detail', { id: 12 }, 'en')).toBe('/en/teacher/detail?id=12');
    expect(href('alumni', { deptId: 3, userType: undefined }, 'sc')).toBe('/sc/alumni?deptId=3');
    expect(href('index', {}, 'en')).toBe('/en');
    // @ts-expect-error a :param left out is a type error, and throws if forced through
    expect(() => href('news-detail', {}, 'en')).toThrow(/:id/);
  });
});

describe('the route table', () => {
  const sample = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => `sample-${name}`);
  const table = Object.entries(ROUTES).map(([name, row]) => ({ name, row: row as RouteRow }));
  /** The rows a module of routes/ answers (pages and endpoints); the others are service rows. */
  const rows = table.filter(({ row }) => !row.service);
  const services = table.filter(({ row }) => row.service);

  // Every route answers its own name, so what the router picks for a URL is visible: a row
  // shadowed by an earlier pattern (the catch-all first, /news/:id before /news/list), a row
  // the list left out, or a prefix mounted wrongly would each answer with another name.
  const named = createApp(
    routes.map((route) => ({ ...route, input: undefined, load: (c) => c.text(route.name) }) as typeof route),
  );

  it.each(rows)("answers $row.path in every language with that row's route ($name)", async ({ name, row }) => {
    for (const locale of ['tc', 'sc', 'en'] as const) {
      const res = await request(named, localePath(locale, sample(row.path)));
      expect(await res.text(), `${locale} ${row.path}`).toBe(name);
    }
  });

  // Every row's module mounted as the app mounts it, its data replaced: a page's data is its
  // name; an endpoint's load fails with a 404. A page row renders in its row's layout (the class
  // of <main>); an endpoint row answers for itself (JSON), never with a page.
  const framed = createApp(
    routes.map(
      (route) =>
        ({
          ...route,
          input: undefined,
          parent: undefined,
          answer: undefined,
          load: (ROUTES[route.name as keyof typeof ROUTES] as RouteRow).endpoint
            ? () => {
                throw new HTTPException(404);
              }
            : () => route.name,
          head: () => ({ title: route.name }),
          Page: NamePage,
        }) as typeof route,
    ),
  );

  it.each(rows.filter(({ row }) => !row.endpoint))("$name renders in its row's layout", async ({ name, row }) => {
    const { res, html } = await page(framed, localePath('en', sample(row.path)));
    expect(res.status).toBe(200);
    expect(html).toMatch(
      new RegExp(`<main id="main" class="main main--${row.layout}"[^>]*>[\\s\\S]*<p id="row">${name}</p>`),
    );
  });

  it.each(rows.filter(({ row }) => row.endpoint))('$name answers for itself, never with a page', async ({ row }) => {
    const res = await request(framed, localePath('en', sample(row.path)));
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ ok: false });
  });

  // A service row is mounted by the same loop as the pages, with the worker's own handler: its
  // path (in each language when localised) is answered by that handler, never by a page.
  it.each(services)('answers $row.path with its own handler, not a page ($name)', async ({ row }) => {
    const service = row.service as NonNullable<RouteRow['service']>;
    const paths = service.localised
      ? (['tc', 'sc', 'en'] as const).map((locale) => localePath(locale, sample(row.path)))
      : [sample(row.path)];
    for (const path of paths) {
      const res = await request(named, path, { method: service.method });
      expect(res.status, path).not.toBe(405);
      expect(
        rows.map(({ name }) => name),
        path,
      ).not.toContain(await res.text());
    }
  });

  it('refuses a route the table does not list, or a row without its route', () => {
    expect(() => inTableOrder(routes.slice(1))).toThrow(/index/);
    expect(() => inTableOrder([...routes, { ...routes[0]!, name: 'stray' }])).toThrow();
  });

  it('names the module that defines each route', () => {
    const modules = import.meta.glob<Record<string, unknown>>('../../routes/**/*.tsx', { eager: true });
    for (const { name, row } of rows) {
      const exported = Object.values(modules[`../../routes/${row.module}.tsx`] ?? {}).flat();
      expect(
        exported.some((value) => (value as { name?: unknown } | undefined)?.name === name),
        `${name} in routes/${row.module}.tsx`,
      ).toBe(true);
    }
  });

  it('keeps fixed paths before parameterised ones, and the catch-all last', () => {
    const paths = routes.map((r) => r.path);
    expect(paths.at(-1)).toBe('/:alias');
    expect(paths.indexOf('/news/list')).toBeLessThan(paths.indexOf('/news/:id'));
    expect(paths.indexOf('/subject/list')).toBeLessThan(paths.indexOf('/subject/:id'));
  });

  it('maps paths between languages keeping query and hash', () => {
    expect(localePath('tc', '/')).toBe('/');
    expect(localePath('sc', '/')).toBe('/sc');
    expect(localePath('en', '/news/list')).toBe('/en/news/list');
    expect(splitLocale('/sc')).toEqual({ locale: 'sc', path: '/' });
    expect(splitLocale('/en/about')).toEqual({ locale: 'en', path: '/about' });
    expect(splitLocale('/english')).toEqual({ locale: 'tc', path: '/english' });
    expect(switchLocalePath('/news/list?pageNum=2#top', 'en')).toBe('/en/news/list?pageNum=2#top');
    expect(switchLocalePath('/en/news/list?pageNum=2', 'tc')).toBe('/news/list?pageNum=2');
    expect(switchLocalePath('/sc', 'en')).toBe('/en');
    expect(switchLocalePath('/en?x=1', 'tc')).toBe('/?x=1');
    expect(switchLocalePath('/', 'sc')).toBe('/sc');
  });
});

describe('validate and not found', () => {
  it('a failed validate gives the 404 page', async () => {
    const { res, html } = await page(testApp, '/en/fixture/item/abc');
    expect(res.status).toBe(404);
    expect(html).toContain('Page Not Found: /en/fixture/item/abc');
    expect((await request(testApp, '/en/fixture/item/12')).status).toBe(200);
  });

  it('a loader may declare not found', async () => {
    expect((await request(testApp, '/sc/fixture/missing')).status).toBe(404);
  });

  const homes: [string, string, string][] = [
    ['/no/such/page', '找不到頁面：/no/such/page', 'href="/"'],
    ['/sc/no/such/page', '找不到页面：/sc/no/such/page', 'href="/sc"'],
    ['/en/no/such/page', 'Page Not Found: /en/no/such/page', 'href="/en"'],
  ];
  for (const [path, text, home] of homes) {
    it(`unmatched ${path} → 404 with the text and a link home`, async () => {
      const { res, html } = await page(testApp, path);
      expect(res.status).toBe(404);
      expect(html).toContain(text);
      expect(html).toMatch(new RegExp(`<a class="button" ${home}`));
    });
  }

  it('shows a Chinese path decoded and escapes hostile paths', async () => {
    const { html } = await page(testApp, '/en/%E5%AD%B8%E5%B9%B4%E6%9B%86');
    expect(html).toContain('Page Not Found: /en/學年曆');
    const hostile = await page(testApp, '/en/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(hostile.res.status).toBe(404);
    expect(hostile.html).not.toContain('<script>alert(1)');
    expect(hostile.html).toContain('&lt;script&gt;alert(1)');
  });

  it('survives invalid percent-encoding', async () => {
    const { res, html } = await page(testApp, '/en/%E0%A4%A');
    expect(res.status).toBe(404);
    expect(html).toContain('Page Not Found: /en/%E0%A4%A');
  });
});

describe('trailing slash', () => {
  const cases: [string, string][] = [
    ['/fixture/static/', '/fixture/static'],
    ['/en/', '/en'],
    ['/sc/fixture/static/?a=1&b=2', '/sc/fixture/static?a=1&b=2'],
    ['/fixture/static///', '/fixture/static'],
    ['//evil.example/', '/evil.example'],
  ];
  for (const [from, to] of cases) {
    it(`${from} → 301 ${to}`, async () => {
      const res = await request(testApp, from);
      expect(res.status).toBe(301);
      expect(res.headers.get('Location')).toBe(to);
    });
  }

  it('does not redirect a path that percent-decodes to another host (docs/SECURITY.md): 404', async () => {
    const res = await request(testApp, '/%2F%2Fevil.example/');
    expect(res.status).toBe(404);
    expect(res.headers.get('Location')).toBeNull();
  });

  it('leaves / alone', async () => {
    expect((await request(testApp, '/')).status).not.toBe(301);
  });
});

describe('methods', () => {
  it('answers POST to a page without a form with 405 and Allow', async () => {
    const res = await request(testApp, '/en/fixture/static', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD');
  });

  it('lets a form route take POST', async () => {
    const res = await request(testApp, '/en/fixture/form', { method: 'POST' });
    expect(res.status).toBe(200);
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await request(testApp, '/en/fixture/static', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});
