// One key per page (docs/SECURITY.md "One key per page"): unknown parameters, their order, a
// repeated parameter and another spelling of the same path never make a second page: no
// second render, no second page-cache entry, no second CMS call; the canonical link is the key.
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '@/app';
import { resetIsolate, storeStats } from '@/lib/isolate';
import { letterCase, pathSpelling, requestKey } from '@/lib/request-key';
import { idRule, pageRule } from '@/lib/query-rules';
import { routes } from '../../routes';

const app = createApp(routes);

afterEach(() => vi.restoreAllMocks());

/** Bindings kept across requests, with a CMS that counts its calls. */
function site() {
  const calls: string[] = [];
  const e: Env = {
    ...env,
    SITE_DOMAIN: `request-key-${crypto.randomUUID()}.example`,
    UPSTREAM: {
      fetch: async (url: string, init?: RequestInit) => {
        calls.push(url);
        return env.UPSTREAM!.fetch(url, init);
      },
    } as unknown as Fetcher,
  };
  return { e, calls };
}

/** One request with its background work done; `page` is where a kept page came from, null when rendered. */
async function get(e: Env, path: string) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://site.test${path}`, { redirect: 'manual' }), e, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  const how = /page;desc="(\w+)"/.exec(res.headers.get('Server-Timing') ?? '')?.[1];
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  return { res, html, canonical, page: how === 'memory' || how === 'shared' ? how : null };
}

describe('the canonical request key', () => {
  it('keeps the declared parameters in canonical form, sorted, and drops every other', () => {
    const rules = { deptId: idRule, pageNum: pageRule };
    const key = (q: string) => requestKey(new URL(`https://x.test/en/teacher${q}`), rules).href;
    expect(key('?pageNum=2&deptId=101')).toBe('https://x.test/en/teacher?deptId=101&pageNum=2');
    expect(key('?deptId=101&pageNum=2&x=1')).toBe('https://x.test/en/teacher?deptId=101&pageNum=2');
    expect(key('?deptId=0101&pageNum=02')).toBe('https://x.test/en/teacher?deptId=101&pageNum=2');
    expect(key('?pageNum=2&pageNum=3&x=1#top')).toBe('https://x.test/en/teacher');
  });

  it('writes one spelling of a path: unreserved characters unescaped, other escapes in capitals', () => {
    expect(pathSpelling('/en/%61bout')).toBe('/en/about');
    expect(pathSpelling('/en/%41%62out%2D%5F%7E%2e')).toBe('/en/About-_~.');
    expect(pathSpelling('/%e6%8d%90')).toBe('/%E6%8D%90');
    expect(pathSpelling('/a%2fb%5c%25')).toBe('/a%2Fb%5C%25');
    expect(pathSpelling('/a%zz%')).toBe('/a%zz%');
  });
});

describe('a stray parameter or spelling makes no new page', () => {
  it('two hundred unknown parameters: one render, one entry, no CMS call after the first', async () => {
    resetIsolate();
    const { e, calls } = site();
    const first = await get(e, '/en/news/list');
    expect(first.res.status).toBe(200);
    const entries = storeStats('pages').entries;
    const called = calls.length;
    for (let x = 1; x <= 200; x++) {
      const again = await get(e, `/en/news/list?x=${x}`);
      expect(again.page, `?x=${x}`).toBe('memory');
      expect(again.canonical).toBe('http://site.test/en/news/list');
    }
    expect(storeStats('pages').entries).toBe(entries);
    expect(calls.length).toBe(called);
  });

  it('the order of the parameters, a repeated or malformed one: the same page from the same entry', async () => {
    resetIsolate();
    const { e, calls } = site();
    const first = await get(e, '/en/news/list?pageNum=2&orderByColumn=title&isAsc=asc');
    expect(first.res.status).toBe(200);
    expect(first.canonical).toBe('http://site.test/en/news/list?isAsc=asc&orderByColumn=title&pageNum=2');
    const called = calls.length;
    for (const query of [
      '?isAsc=asc&orderByColumn=title&pageNum=2',
      '?orderByColumn=title&pageNum=02&isAsc=asc',
      '?isAsc=asc&foo=bar&orderByColumn=title&pageNum=2&x',
    ]) {
      const again = await get(e, `/en/news/list${query}`);
      expect(again.page, query).toBe('memory');
      expect(again.canonical).toBe(first.canonical);
    }
    expect(calls.length).toBe(called);
    // A repeated parameter is absent (src/http/params.ts): the list's first page, its own entry.
    const repeated = await get(e, '/en/news/list?pageNum=2&pageNum=3');
    expect(repeated.canonical).toBe('http://site.test/en/news/list');
    expect((await get(e, '/en/news/list')).page).toBe('memory');
  });

  it.each([
    ['/en/%61bout', '/en/about'],
    ['/en/%61%62out?pageNum=2', '/en/about?pageNum=2'],
    ['/article/%e5%ad%b8%E5%B9%B4%E6%9B%86', '/article/%E5%AD%B8%E5%B9%B4%E6%9B%86'],
    // A moved path answers its own 301 in one step, whatever its spelling (src/seo/moved.ts).
    ['/%e6%8d%90%e8%b4%88', '/give'],
    ['/en/news/%6cist/', '/en/news/list'],
  ])('%s answers 301 to its one spelling (%s), before any CMS call', async (from, to) => {
    const { e, calls } = site();
    const { res } = await get(e, from);
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe(to);
    expect(calls).toEqual([]);
  });

  it('a page reads only its canonical query: a stray parameter never reaches the CMS', async () => {
    const { e, calls } = site();
    await get(e, '/en/teacher?deptId=0100&pageNum=1&orderByColumn=x&pageSize=1000');
    const list = calls.find((url) => url.includes('/teacher/list'));
    expect(list).toBeDefined();
    const query = new URL(list as string).searchParams;
    expect(query.get('deptId')).toBe('100');
    expect(query.get('pageSize')).not.toBe('1000');
    expect(query.has('orderByColumn')).toBe(false);
  });
});

describe('fixed paths in any letter case', () => {
  it.each([
    ['/en/undergraduate', '/en/Undergraduate'],
    ['/EN/about', '/en/about'],
    ['/EN', '/en'],
    ['/Sc/Page/Contact-Us/', '/sc/page/contact-us'],
    ['/HIGHERDIPLOMA?pageNum=2', '/HigherDiploma?pageNum=2'],
    ['/en/%75ndergraduate', '/en/Undergraduate'],
  ])('%s answers 301 to the route table’s spelling (%s), in one step, before any CMS call', async (from, to) => {
    const { e, calls } = site();
    const { res } = await get(e, from);
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe(to);
    expect(calls).toEqual([]);
  });

  it('a path that spells no fixed path is the 404 page, as before', async () => {
    const { e } = site();
    const { res, html } = await get(e, '/en/no-such-page/at-all');
    expect(res.status).toBe(404);
    expect(res.headers.get('Location')).toBeNull();
    expect(html).toContain('<h1');
  });

  it('a parameterised segment keeps its own case: no 301 from the letter-case rule', async () => {
    const { e } = site();
    const { res } = await get(e, '/en/programmes/UG-DATA-SCIENCE');
    expect(res.headers.get('Location') ?? '').not.toContain('ug-data-science');
  });

  it('names the one fixed path a spelling stands for; two that differ only in case are no guess', () => {
    const lookup = letterCase(['/en/Undergraduate', '/a/B', '/a/b']);
    expect(lookup('/EN/UNDERGRADUATE')).toBe('/en/Undergraduate');
    expect(lookup('/en/Undergraduate')).toBeUndefined();
    expect(lookup('/A/B')).toBeUndefined();
    expect(lookup('/a/b')).toBeUndefined();
    expect(lookup('/elsewhere')).toBeUndefined();
  });
});
