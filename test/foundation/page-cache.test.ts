import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '@/app';
import { routes } from '../../routes';
import { PAGE_TTL_MS } from '@/render/page-cache';
import { clearMemoryCache } from '@/upstream/cache';

const app = createApp(routes);

/** One set of bindings kept across requests, as in production, with a counting CMS. */
function bindings() {
  const calls: string[] = [];
  const stable: Env = {
    ...env,
    SITE_DOMAIN: `page-cache-${crypto.randomUUID()}.example`,
    UPSTREAM: {
      fetch: (url: string, init?: RequestInit) => {
        calls.push(url);
        return env.UPSTREAM!.fetch(url, init);
      },
    } as unknown as Fetcher,
  };
  return { stable, calls };
}

async function get(e: Env, path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://site.test${path}`, { headers }), e, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  await new Promise((r) => setTimeout(r, 0)); // the page is kept once its stream has ended
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1];
  return { res, html, nonce };
}

const withoutNonces = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');

describe('page cache (a few seconds of rendered HTML)', () => {
  it('serves the same page again with the new request nonce, and only once its data was all fresh from memory', async () => {
    clearMemoryCache();
    const { stable } = bindings();
    const first = await get(stable, '/en'); // data from the CMS: not kept
    const second = await get(stable, '/en'); // data all fresh from memory: rendered and kept
    const third = await get(stable, '/en'); // from the page cache
    expect(third.res.status).toBe(200);
    expect(withoutNonces(third.html)).toBe(withoutNonces(second.html));
    expect(withoutNonces(first.html)).toBe(withoutNonces(second.html));
    // Every nonce in the page is this request's, matching its CSP header.
    const nonces = [...third.html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set([third.nonce]));
    expect(third.nonce).not.toBe(second.nonce);
    expect(third.html).not.toContain(second.nonce!);
  });

  it('lets a page expire after PAGE_TTL_MS', async () => {
    const { stable } = bindings();
    await get(stable, '/sc/index1');
    await get(stable, '/sc/index1');
    const kept = await get(stable, '/sc/index1');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + PAGE_TTL_MS + 1);
    const spy = vi.spyOn(console, 'log');
    await get(stable, '/sc/index1');
    vi.useRealTimers();
    const line = spy.mock.calls
      .map((a) => String(a[0]))
      .find((l) => l.includes('"event":"request"') && l.includes('/sc/index1'));
    spy.mockRestore();
    expect(kept.res.status).toBe(200);
    // Rendered again: its data was read (from memory) rather than the page served whole.
    expect(line).toMatch(/"memoryHits":[1-9]/);
  });

  it('renders each time a page built from stale data, and gives crawlers their own whole render', async () => {
    const { stable, calls } = bindings();
    for (let i = 0; i < 3; i++) await get(stable, '/en/no-such-page');
    const bot = { 'User-Agent': 'Googlebot/2.1' };
    await get(stable, '/en/index1', bot);
    await get(stable, '/en/index1', bot);
    const crawler = await get(stable, '/en/index1', bot);
    expect(crawler.html).not.toMatch(/<div hidden id="S:/);
    const stale = { ...stable, CACHE_FRESH_SECONDS: '0' };
    const before = calls.length;
    await get(stale, '/en/faculties');
    await get(stale, '/en/faculties');
    await get(stale, '/en/faculties');
    // Each render found stale data and started a refresh: none was served from a kept page.
    expect(calls.length - before).toBeGreaterThanOrEqual(2);
  });
});

describe('pages without JavaScript', () => {
  it('a page whose data is ready comes inline: no loading indicator, no hidden segment for a script to reveal', async () => {
    const { stable } = bindings();
    for (const path of ['/en', '/en/news/list', '/sc/faculties', '/teacher', '/en/news/1001']) {
      await get(stable, path); // warms the data
      const { html } = await get(stable, path);
      expect(html, path).not.toMatch(/<div hidden id="S:|class="page-loading"|class="block-loading"/);
    }
  });

  it('links the no-script stylesheet that reveals late segments should a page still stream', async () => {
    const { stable } = bindings();
    const { html } = await get(stable, '/en');
    expect(html).toMatch(/<noscript><link rel="stylesheet" href="\/assets\/noscript-[^"]+\.css"\/><\/noscript>/);
  });
});
