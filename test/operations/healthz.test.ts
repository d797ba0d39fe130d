import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '@/app';
import { resetIsolate } from '@/lib/isolate';
import { routes } from '../../routes';
import { request } from '../helpers';

const app = createApp(routes);

afterEach(() => {
  vi.restoreAllMocks();
  resetIsolate();
});

/** A CMS binding that counts its calls and can be switched off. */
function cms() {
  const state = { up: true, calls: 0 };
  const fetcher = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      state.calls++;
      if (!state.up) throw new Error('connection refused');
      return env.UPSTREAM!.fetch(new Request(input, init));
    },
  } as unknown as Fetcher;
  return { state, fetcher };
}

const health = async (bindings: Partial<Env>) => {
  const res = await request(app, '/healthz', {}, bindings);
  return { res, body: (await res.json()) as Record<string, any> };
};

describe('GET /healthz', () => {
  it('reports version, data ages per language and CMS reachability; noindex, not cached', async () => {
    resetIsolate();
    const site = { SITE_DOMAIN: `health-${crypto.randomUUID()}.test` };
    await request(app, '/en', {}, site); // warms the English menu and site info
    const { res, body } = await health(site);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body.status).toBe('fresh');
    expect(body.version).toEqual({ package: expect.any(String), build: expect.stringMatching(/^[0-9a-f]{8}$/) });
    expect(body.data['menu.list'].en).toEqual({ ageSeconds: expect.any(Number), state: 'fresh' });
    expect(body.data['site.infos'].en.state).toBe('fresh');
    expect(body.data['menu.list'].tc).toEqual({ ageSeconds: null, state: 'missing' });
    expect(body.cms).toMatchObject({ reachable: true, ms: expect.any(Number) });
  });

  it('probes the CMS at most once a minute, however often it is asked', async () => {
    const upstream = cms();
    const bindings = { UPSTREAM: upstream.fetcher, SITE_DOMAIN: `probe-${crypto.randomUUID()}.test` };
    for (let i = 0; i < 5; i++) await health(bindings);
    expect(upstream.state.calls).toBe(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await health(bindings);
    vi.useRealTimers();
    expect(upstream.state.calls).toBe(2);
  });

  it('CMS down with cached data: 200 stale; with nothing cached: 503', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    resetIsolate();
    const upstream = cms();
    const warm = { UPSTREAM: upstream.fetcher, SITE_DOMAIN: `down-${crypto.randomUUID()}.test` };
    await request(app, '/en', {}, warm);
    upstream.state.up = false;
    const stale = await health({ ...warm });
    expect(stale.res.status).toBe(200);
    expect(stale.body).toMatchObject({ status: 'stale', cms: { reachable: false } });

    const cold = { UPSTREAM: upstream.fetcher, SITE_DOMAIN: `cold-${crypto.randomUUID()}.test` };
    const none = await health(cold);
    expect(none.res.status).toBe(503);
    expect(none.body.status).toBe('unavailable');
  });

  it('is not in the sitemap', async () => {
    const res = await request(app, '/sitemap.xml');
    const index = await res.text();
    const children = [...index.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
    for (const path of children) expect(await (await request(app, path)).text()).not.toContain('healthz');
  });
});
