import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '@/app';
import { resetIsolate } from '@/lib/isolate';
import { routes } from '../../routes';
import { request } from '../helpers';

const app = createApp(routes);
const TOKEN = 'health-token-0123456789abcdef0123456789abcdef';

beforeEach(() => resetIsolate());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A CMS binding that counts its calls, can be switched off, and can be made slow. */
function cms() {
  const state = { up: true, calls: 0, delayMs: 0 };
  const fetcher = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      state.calls++;
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
      if (!state.up) throw new Error('connection refused');
      return env.UPSTREAM!.fetch(new Request(input, init));
    },
  } as unknown as Fetcher;
  return { state, fetcher };
}

/** A KV binding that counts every read. */
function countingKv() {
  const reads = { count: 0 };
  const kv = new Proxy(env.CACHE, {
    get(target, prop) {
      const value = Reflect.get(target, prop);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (prop === 'get' || prop === 'getWithMetadata' || prop === 'list') reads.count++;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { reads, kv };
}

const site = (vars: Partial<Env> = {}): Partial<Env> => ({
  SITE_DOMAIN: `health-${crypto.randomUUID()}.test`,
  ...vars,
});
const withToken = (vars: Partial<Env> = {}) => site({ HEALTHZ_TOKEN: TOKEN, ...vars } as Partial<Env>);

const health = async (bindings: Partial<Env>, headers: Record<string, string> = {}) => {
  const res = await request(app, '/healthz', { headers }, bindings);
  return { res, body: (await res.json()) as Record<string, any> };
};
const details = (bindings: Partial<Env>) => health(bindings, { Authorization: `Bearer ${TOKEN}` });

describe('GET /healthz: the public answer', () => {
  it('says up and nothing else; noindex, not cached', async () => {
    const { res, body } = await health(site());
    expect(res.status).toBe(200);
    expect(body).toEqual({ status: 'up' });
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('costs no KV read, on a cold isolate or a warm one', async () => {
    const { reads, kv } = countingKv();
    const bindings = site({ CACHE: kv });
    for (let i = 0; i < 3; i++) expect((await health(bindings)).res.status).toBe(200);
    await request(app, '/en', {}, bindings);
    const before = reads.count;
    for (let i = 0; i < 3; i++) expect((await health(bindings)).body).toEqual({ status: 'up' });
    expect(reads.count).toBe(before);
    resetIsolate();
    expect((await health(bindings)).body).toEqual({ status: 'up' });
    expect(reads.count).toBe(before);
  });

  it('CMS down with data in memory: up; with nothing in memory: down (503)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const upstream = cms();
    const warm = site({ UPSTREAM: upstream.fetcher });
    await request(app, '/en', {}, warm);
    upstream.state.up = false;
    expect((await health(warm)).res.status).toBe(200);
    const cold = site({ UPSTREAM: upstream.fetcher });
    const down = await health(cold);
    expect(down.res.status).toBe(503);
    expect(down.body).toEqual({ status: 'down' });
  });

  it('shows no version, build, data ages or timings, whatever is asked', async () => {
    for (const path of ['/healthz', '/healthz?details=1', '/healthz?token=x']) {
      const text = await (await request(app, path, {}, withToken())).text();
      expect(text, path).toBe('{"status":"up"}');
    }
  });
});

describe('GET /healthz: the details, for the token', () => {
  it('reports version, data ages per language, the probe and the memory stores', async () => {
    resetIsolate();
    const bindings = withToken();
    await request(app, '/en', {}, bindings); // warms the English menu and site info
    const { res, body } = await details(bindings);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body.status).toBe('fresh');
    expect(body.version).toEqual({ package: expect.any(String), build: expect.stringMatching(/^[0-9a-f]{8}$/) });
    expect(body.data['menu.list'].en).toEqual({ ageSeconds: expect.any(Number), state: 'fresh' });
    expect(body.data['site.infos'].en.state).toBe('fresh');
    expect(body.data['menu.list'].tc).toEqual({ ageSeconds: null, state: 'missing' });
    expect(body.cms).toMatchObject({ reachable: true, ms: expect.any(Number) });
    expect(body.stores).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'health-probes' })]));
  });

  it('CMS down with cached data: 200 stale; with nothing cached: 503 unavailable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    resetIsolate();
    const upstream = cms();
    const warm = withToken({ UPSTREAM: upstream.fetcher });
    await request(app, '/en', {}, warm);
    upstream.state.up = false;
    const stale = await details(warm);
    expect(stale.res.status).toBe(200);
    expect(stale.body).toMatchObject({ status: 'stale', cms: { reachable: false } });
    const none = await details(withToken({ UPSTREAM: upstream.fetcher }));
    expect(none.res.status).toBe(503);
    expect(none.body.status).toBe('unavailable');
  });

  it('a wrong, malformed or unconfigured token is 401 with nothing in it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cases: [Partial<Env>, string][] = [
      [withToken(), `Bearer ${TOKEN}x`],
      [withToken(), `Bearer ${TOKEN.slice(0, -1)}`],
      [withToken(), `Basic ${TOKEN}`],
      [withToken(), TOKEN],
      [withToken(), 'Bearer '],
      [site(), `Bearer ${TOKEN}`],
    ];
    for (const [bindings, authorization] of cases) {
      const res = await request(app, '/healthz', { headers: { Authorization: authorization } }, bindings);
      expect(res.status, authorization).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(await res.text()).toBe('{"status":"unauthorized"}');
    }
  });

  it('a token shorter than 32 characters is refused by the configuration (logged): no details', async () => {
    // (The only test here that sets a short token: its config.invalid line is this isolate's first.)
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void errors.push(String(line)));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const short = site({ HEALTHZ_TOKEN: 'short' } as Partial<Env>);
    const res = await request(app, '/healthz', { headers: { Authorization: 'Bearer short' } }, short);
    expect(res.status).toBe(401);
    expect(errors.join('\n')).toMatch(/"event":"config.invalid","name":"HEALTHZ_TOKEN"/);
  });
});

describe('GET /healthz: the CMS probe', () => {
  it('probes the CMS at most once a minute, however often it is asked', async () => {
    const upstream = cms();
    const bindings = site({ UPSTREAM: upstream.fetcher });
    for (let i = 0; i < 5; i++) await health(bindings);
    expect(upstream.state.calls).toBe(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await health(bindings);
    await health(bindings);
    vi.useRealTimers();
    expect(upstream.state.calls).toBe(2);
  });

  it('never shares a probe under way: concurrent first callers each probe, and each gets an answer', async () => {
    const upstream = cms();
    upstream.state.delayMs = 30;
    const bindings = site({ UPSTREAM: upstream.fetcher });
    const answers = await Promise.all(Array.from({ length: 5 }, () => health(bindings)));
    expect(answers.map((a) => a.res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(upstream.state.calls).toBe(5);
    // Later callers answer from the finished value.
    await health(bindings);
    expect(upstream.state.calls).toBe(5);
  });

  it('a probe older than a minute is refreshed once, in the background, while callers get the last one', async () => {
    const upstream = cms();
    const bindings = site({ UPSTREAM: upstream.fetcher });
    await health(bindings);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    const ctx = createExecutionContext();
    const e = { ...env, ...bindings } as Env;
    const late = await Promise.all(
      Array.from({ length: 4 }, () => app.fetch(new Request('http://site.test/healthz'), e, ctx)),
    );
    expect(late.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    await waitOnExecutionContext(ctx);
    expect(upstream.state.calls).toBe(2);
  });

  it('is not in the sitemap', async () => {
    const res = await request(app, '/sitemap.xml');
    const index = await res.text();
    const children = [...index.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
    for (const path of children) expect(await (await request(app, path)).text()).not.toContain('healthz');
  });
});
