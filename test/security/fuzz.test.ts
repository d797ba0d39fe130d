import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createApp } from '@/app';
import { routes } from '../../routes';

/** How many requests: 1,000 in `npm test`, 5,000 in `npm run test:fuzz` (vitest.config.ts). */
declare const FUZZ_TOTAL: number;

/** mulberry32: a tiny seeded PRNG, so every run sends the same requests. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MARK = 'zq9x';
const PAGES = [
  '/',
  '/index1',
  '/about',
  '/news/list',
  '/news/1001',
  '/news/999999',
  '/article/academic-calendar',
  '/article/%E5%AD%B8%E5%B9%B4%E6%9B%86',
  '/faculties',
  '/faculties/fass',
  '/teacher',
  '/teacher/detail',
  '/alumni',
  '/alumni/detail',
  '/recruit',
  '/research',
  '/administration',
  '/page/contact-us',
  '/page/sitemap',
  '/page/global-exchange',
  '/page/jobs',
  '/subject/list',
  '/subject/1',
  '/Give',
  '/about-history',
  '/components/NewsDetail',
  '/lang/en',
  '/lang/xx',
  '/sitemap.xml',
  '/robots.txt',
];
const PARAMS = [
  'pageNum',
  'pageSize',
  'keyword',
  'deptId',
  'userType',
  'id',
  'outAddress',
  'groupId',
  'type',
  'orderByColumn',
  'isAsc',
  'to',
  'filter',
];
const HOSTILE_VALUES = [
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  'NaN',
  'abc',
  '1.5',
  ' 2',
  '%00',
  '%ff',
  '%E0%A4%A',
  `<script>alert('${MARK}')</script>`,
  `"><img src=x onerror=alert('${MARK}')>`,
  `javascript:alert('${MARK}')`,
  '//evil.example',
  '/\\evil.example',
  '%2F%2Fevil.example',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '學年曆',
  '%E5%AD%B8',
  "' OR '1'='1",
  '{{7*7}}',
  '$' + '{7*7}',
  'x'.repeat(3000),
  '',
];
const SEGMENTS = [
  '..',
  '%2e%2e',
  '..%2f',
  '%2e%2e%2f',
  '%00',
  '%ff',
  '%E0%A4%A',
  '%C0%AE',
  `<svg onload=alert('${MARK}')>`,
  '\\',
  '%5C',
  '學年曆',
  'a'.repeat(5000),
  '%',
  '%%',
  '%zz',
  '.',
  '~',
  'index.php',
  '.env',
  '.git',
  'wp-admin',
  'sc',
  'en',
  'SC',
  '%20',
  '+',
  ';x=1',
  `${MARK}<b>`,
];
const METHODS = ['GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'FOO'];

function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)]!;
}

function randomRequest(r: () => number): { url: string; init: RequestInit } {
  const prefix = pick(r, ['', '', '/sc', '/en', '/EN', '/sc/sc']);
  let path = prefix + pick(r, PAGES);
  const extra = Math.floor(r() * 3);
  for (let i = 0; i < extra; i++) path += `/${pick(r, SEGMENTS)}`;
  if (r() < 0.1) path += '/';
  if (r() < 0.05) path = path.replace(/^\//, '//');
  const query = Array.from({ length: Math.floor(r() * 4) }, () => `${pick(r, PARAMS)}=${pick(r, HOSTILE_VALUES)}`).join(
    '&',
  );
  const headers: Record<string, string> = {};
  if (r() < 0.4)
    headers['Accept-Language'] = pick(r, [
      'zh-HK',
      'en;q=abc',
      ';;;,,,',
      'x'.repeat(8000),
      'zh-CN;q=2, en;q=-1',
      '*;q=0',
      'en-US,en;q=0.9',
    ]);
  if (r() < 0.4)
    headers.Cookie = pick(r, [
      'i18n_redirected=en',
      'i18n_redirected=%ff',
      'i18n_redirected',
      '=;=;',
      `i18n_redirected=${'x'.repeat(4000)}`,
      'a=1; i18n_redirected=sc; i18n_redirected=en',
    ]);
  if (r() < 0.2) headers['X-Request-Id'] = pick(r, ['ok-123', `<script>${MARK}</script>`, 'y'.repeat(500)]);
  if (r() < 0.2) headers['User-Agent'] = pick(r, ['Googlebot/2.1', 'facebookexternalhit/1.1', '', 'x'.repeat(2000)]);
  if (r() < 0.1)
    headers['Content-Type'] = pick(r, ['text/plain', 'application/json', 'multipart/form-data; boundary=x']);
  if (r() < 0.2)
    headers[pick(r, ['X-Forwarded-Host', 'Host-Override', 'X-Original-URL', 'Referer', 'Origin'])] = pick(r, [
      'evil.example',
      'https://evil.example',
      '/admin',
    ]);
  const method = pick(r, METHODS);
  const body =
    method === 'POST' || method === 'PUT'
      ? pick(r, ['', 'a=1', `name=${MARK}<script>`, '{"x":', 'x'.repeat(20000)])
      : undefined;
  return {
    url: `http://site.test${path}${query ? `?${query}` : ''}`,
    init: { method, headers, body, redirect: 'manual' },
  };
}

/** Requests a test: the sample is sent in batches, each a test of its own, in order. */
const BATCH = 100;

describe(`fuzz: ${FUZZ_TOTAL} hostile requests (fixed seed)`, () => {
  const app = createApp(routes);
  const r = rng(20261121);
  const statuses = new Map<number, number>();
  let errors: MockInstance<typeof console.error>;
  beforeAll(() => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  const next = (): { req: Request; url: string; init: RequestInit } => {
    for (;;) {
      const { url, init } = randomRequest(r);
      try {
        return { req: new Request(url, init), url, init };
      } catch {
        // Not a request a client can send at all (e.g. TRACE, a GET with a body): draw again.
      }
    }
  };

  const batches = Array.from({ length: Math.ceil(FUZZ_TOTAL / BATCH) }, (_, i) => i + 1);
  // A batch is 100 requests, the first of them cold: up to 1.9 s measured on a 2-core machine
  // with both cores busy with other work. A runner guard well past that, not a time budget.
  it.each(batches)(
    `batch %i of ${batches.length}: never answers 5xx, always a complete document or a same-site redirect, never reflects input unescaped`,
    { timeout: 30_000 },
    async () => {
      const failures: string[] = [];
      const logged = errors.mock.calls.length;
      let sent = 0;
      while (sent < BATCH) {
        await Promise.all(
          Array.from({ length: 25 }, async () => {
            const { req, url, init } = next();
            sent++;
            const ctx = createExecutionContext();
            const res = await app.fetch(req, env, ctx);
            const text = await res.text();
            await waitOnExecutionContext(ctx);
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            const fail = (why: string) => failures.push(`${init.method} ${url.slice(0, 200)} → ${res.status}: ${why}`);
            if (res.status >= 500) fail('5xx');
            if (res.status >= 300 && res.status < 400) {
              const location = res.headers.get('Location') ?? '';
              const target = new URL(location, 'http://site.test');
              if (target.host !== 'site.test' || /^(\/\/|\/\\|\\)/.test(location))
                fail(`redirect off-site: ${location}`);
            }
            const html = (res.headers.get('Content-Type') ?? '').includes('text/html');
            if (html && init.method !== 'HEAD' && !text.trimEnd().endsWith('</html>')) fail('incomplete document');
            if (
              new RegExp(
                `<(script|img|svg|b)[^>]*>[^<]*${MARK}|<(script|img|svg)[^>]*${MARK}|on(error|load)=alert\\('${MARK}`,
              ).test(text)
            )
              fail('unescaped reflection');
          }),
        );
      }
      const unexpected = errors.mock.calls
        .slice(logged)
        .map((args) => String(args[0]))
        .filter((line) => !line.includes('"event":"upstream.error"'));
      expect(failures.slice(0, 20)).toEqual([]);
      expect(unexpected.slice(0, 5)).toEqual([]);
    },
  );

  // After the batches above (a file's tests run in order).
  it('sent the whole sample, and the mix exercised every kind of answer', () => {
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(FUZZ_TOTAL);
    for (const status of [200, 301, 302, 404, 405])
      expect(statuses.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0);
  });
});
