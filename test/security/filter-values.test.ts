// Filter values (docs/SECURITY.md "Filter values"): a value a visitor makes up for a list's
// filter, or an alias spelling that cannot be a CMS alias, costs no CMS call and is no
// indexable empty page. It is decided from data the site already holds (the cached department
// list, the partner list's first page), so the only CMS calls counted are the ones any view of
// the list makes.
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from '@/app';
import { routes } from '../../routes';

const app = createApp(routes);

/** Bindings kept across requests, with a CMS that counts its calls (and may answer another path). */
function site(rewrite: (path: string) => string = (path) => path) {
  const calls: string[] = [];
  const e: Env = {
    ...env,
    SITE_DOMAIN: `filters-${crypto.randomUUID()}.example`,
    UPSTREAM: {
      fetch: async (input: string, init?: RequestInit) => {
        const url = new URL(input);
        calls.push(url.pathname + url.search);
        url.pathname = rewrite(url.pathname);
        return env.UPSTREAM!.fetch(url.href, init);
      },
    } as unknown as Fetcher,
  };
  return { e, calls };
}

async function get(e: Env, path: string) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://site.test${path}`, { redirect: 'manual' }), e, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, html };
}

describe('a department filter names a department of the CMS list', () => {
  it.each([
    ['teacher', '/api/special/teacher/list'],
    ['alumni', '/api/schoolfellow/list'],
  ])(
    '/en/%s?deptId=700001…: 404, no list call, no CMS call at all once the departments are cached',
    async (route, list) => {
      const { e, calls } = site();
      expect((await get(e, `/en/${route}`)).res.status).toBe(200);
      const before = calls.length;
      for (const id of [700001, 700002, 700003]) {
        const { res, html } = await get(e, `/en/${route}?deptId=${id}`);
        expect(res.status, `deptId=${id}`).toBe(404);
        expect(html).toContain('name="robots" content="noindex');
      }
      expect(calls.slice(before)).toEqual([]);
      expect(calls.filter((call) => call.startsWith(list) && call.includes('deptId=7000'))).toEqual([]);
    },
  );

  it.each(['teacher', 'alumni'])('/en/%s?deptId=<a department of the list>: the filtered list, 200', async (route) => {
    const { e } = site();
    expect((await get(e, `/en/${route}?deptId=100`)).res.status).toBe(200);
  });
});

describe('a region filter names a region of the partner list', () => {
  it('an unknown region: 404 without a filtered CMS call; another letter case: 301 to its spelling', async () => {
    const { e, calls } = site();
    expect((await get(e, '/en/page/global-exchange')).res.status).toBe(200);
    const before = calls.length;
    for (const region of ['Atlantis', 'Mars', 'Nowhere Land']) {
      const { res } = await get(e, `/en/page/global-exchange?outAddress=${encodeURIComponent(region)}`);
      expect(res.status, region).toBe(404);
    }
    expect(calls.slice(before)).toEqual([]);
    const other = await get(e, '/en/page/global-exchange?outAddress=ASIA');
    expect(other.res.status).toBe(301);
    expect(other.res.headers.get('Location')).toBe('/en/page/global-exchange?outAddress=Asia');
    expect(calls.slice(before)).toEqual([]);
  });
});

describe('an alias that cannot be a CMS alias never reaches the CMS', () => {
  it.each(['/en/011', '/en/0011', '/en/11', '/sc/34', '/0'])(
    '%s: digits are a menuId to the CMS, not an alias: 404',
    async (path) => {
      const { e, calls } = site();
      const { res } = await get(e, path);
      expect(res.status).toBe(404);
      expect(calls.filter((call) => /^\/api\/menu\/\d+/.test(call))).toEqual([]);
    },
  );

  it('a page the CMS answers under another spelling of its alias answers 301 to its own URL', async () => {
    // A CMS that matches aliases in any letter case.
    const { e } = site((path) => path.toLowerCase());
    const { res } = await get(e, '/en/Campus-Facilities');
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/en/campus-facilities');
    expect((await get(e, '/en/campus-facilities')).res.status).toBe(200);
  });
});
