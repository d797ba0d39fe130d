import { env } from 'cloudflare:workers';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, queryString, type CallSpec, type Query } from '../../src/upstream/client';
import { cacheKey, clearMemoryCache } from '../../src/upstream/cache';
import { UpstreamError } from '../../src/upstream/errors';
import { envelope, logLines, setup, uniquePath } from './harness';

const Info = v.object({ name: v.string() });
type Info = v.InferOutput<typeof Info>;

const spec = (path: string, extra: Partial<CallSpec<Info>> = {}): CallSpec<Info> => ({
  name: 'site.infos',
  method: 'GET',
  path,
  schema: Info,
  cache: true,
  ...extra,
});

/** The KV key of a GET as the client builds it for tc on site.test. */
const keyOf = (path: string, query?: Query, lang = 'tc', site = 'site.test') =>
  cacheKey({ method: 'GET', path, query: queryString(query), lang, site });

/** Plants a value in KV as if it had been fetched `ageSeconds` ago. */
async function plant(path: string, data: unknown, ageSeconds: number) {
  await env.CACHE.put(keyOf(path), JSON.stringify(data), { metadata: { fetchedAt: Date.now() - ageSeconds * 1000 } });
}

/** An upstream answering { name: 'v1' }, { name: 'v2' }, ... one version per call. */
const versions = () => setup((_req, n) => envelope({ name: `v${n}` }));

let warn: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  clearMemoryCache();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('hits', () => {
  it('serves a second identical call from isolate memory without a fetch', async () => {
    const t = versions();
    const path = uniquePath('memory');
    expect(await call(t.ctx, spec(path))).toEqual({ name: 'v1' });
    expect(await call(t.ctx, spec(path))).toEqual({ name: 'v1' });
    expect(t.upstream).toHaveBeenCalledTimes(1);
    expect(t.ctx.stats).toMatchObject({ misses: 1, memoryHits: 1, kvHits: 0, staleServed: 0 });
  });

  it('writes the data to KV with its fetch time and serves it from KV once memory is gone', async () => {
    const t = versions();
    const path = uniquePath('kv');
    await call(t.ctx, spec(path));
    await t.settle();
    const stored = await env.CACHE.getWithMetadata<{ fetchedAt: number }>(keyOf(path), 'json');
    expect(stored.value).toEqual({ name: 'v1' });
    expect(stored.metadata?.fetchedAt).toBeTypeOf('number');
    expect(t.put.mock.calls[0]?.[2]).toMatchObject({ expirationTtl: 86400 });

    clearMemoryCache();
    expect(await call(t.ctx, spec(path))).toEqual({ name: 'v1' });
    expect(t.upstream).toHaveBeenCalledTimes(1);
    expect(t.ctx.stats).toMatchObject({ misses: 1, kvHits: 1, memoryHits: 0 });
    // ...and the KV hit filled memory again.
    await call(t.ctx, spec(path));
    expect(t.ctx.stats.memoryHits).toBe(1);
  });

  it('keeps the languages and sites apart', async () => {
    const t = versions();
    const path = uniquePath('lang');
    expect(await call(t.ctxFor('tc'), spec(path))).toEqual({ name: 'v1' });
    expect(await call(t.ctxFor('en'), spec(path))).toEqual({ name: 'v2' });
    expect(await call(t.ctxFor('sc'), spec(path))).toEqual({ name: 'v3' });
    expect(await call(t.ctxFor('en', { ...t.env, SITE_DOMAIN: 'other.test' }), spec(path))).toEqual({ name: 'v4' });
    expect(await call(t.ctxFor('en'), spec(path))).toEqual({ name: 'v2' });
    expect(await call(t.ctxFor('sc'), spec(path, { langOverride: 'en' }))).toEqual({ name: 'v2' });
    expect(t.upstream).toHaveBeenCalledTimes(4);
  });

  it('keys by the query whatever its order, and by the POST body', async () => {
    const t = versions();
    const path = uniquePath('query');
    await call(t.ctx, spec(path, { query: { a: 1, b: 2 } }));
    await call(t.ctx, spec(path, { query: { b: 2, a: 1, c: undefined } }));
    expect(t.upstream).toHaveBeenCalledTimes(1);
    await call(t.ctx, spec(path, { query: { a: 1, b: 3 } }));
    expect(t.upstream).toHaveBeenCalledTimes(2);

    await call(t.ctx, spec(path, { method: 'POST', body: { x: 1 } }));
    await call(t.ctx, spec(path, { method: 'POST', body: { x: 1 } }));
    await call(t.ctx, spec(path, { method: 'POST', body: { x: 2 } }));
    expect(t.upstream).toHaveBeenCalledTimes(4);
  });

  it('hashes keys too long for KV', async () => {
    const t = versions();
    const path = `${uniquePath('long')}/${'%E6%A0%A1'.repeat(80)}`;
    await call(t.ctx, spec(path));
    await t.settle();
    const key = t.put.mock.calls[0]?.[0];
    expect(key).toMatch(/^v1\|sha256\|[0-9a-f]{64}$/);
    clearMemoryCache();
    expect(await call(t.ctx, spec(path))).toEqual({ name: 'v1' });
    expect(t.ctx.stats.kvHits).toBe(1);
  });
});

describe('what is not cached', () => {
  it('sends every cache:false call upstream and stores nothing', async () => {
    const t = versions();
    const path = uniquePath('nocache');
    expect(await call(t.ctx, spec(path, { cache: false }))).toEqual({ name: 'v1' });
    expect(await call(t.ctx, spec(path, { cache: false }))).toEqual({ name: 'v2' });
    await t.settle();
    expect(t.upstream).toHaveBeenCalledTimes(2);
    expect(t.put).not.toHaveBeenCalled();
    expect(await env.CACHE.get(keyOf(path))).toBeNull();
    expect(t.ctx.stats).toMatchObject({ misses: 0, memoryHits: 0, kvHits: 0 });
  });

  it('does not coalesce cache:false calls', async () => {
    const t = versions();
    const path = uniquePath('nocoalesce');
    await Promise.all([call(t.ctx, spec(path, { cache: false })), call(t.ctx, spec(path, { cache: false }))]);
    expect(t.upstream).toHaveBeenCalledTimes(2);
  });

  it('treats a KV value that is not JSON as a miss', async () => {
    const t = versions();
    const path = uniquePath('corrupt');
    await env.CACHE.put(keyOf(path), '{not json', { metadata: { fetchedAt: Date.now() } });
    expect(await call(t.ctx, spec(path))).toEqual({ name: 'v1' });
    expect(t.ctx.stats).toMatchObject({ misses: 1, kvHits: 0 });
  });

  it('treats a KV value that no longer fits the schema as a miss', async () => {
    const t = versions();
    const path = uniquePath('oldshape');
    await plant(path, { title: 'old shape' }, 0);
    expect(await call(t.ctx, spec(path))).toEqual({ name: 'v1' });
    expect(logLines(warn, 'cache.invalid')[0]).toMatchObject({ field: 'name' });
  });

  it('does not cache a failed call', async () => {
    const t = setup((_req, n) => (n === 1 ? envelope(null, 500) : envelope({ name: 'ok' })));
    const path = uniquePath('failed');
    await expect(call(t.ctx, spec(path))).rejects.toBeInstanceOf(UpstreamError);
    expect(await call(t.ctx, spec(path))).toEqual({ name: 'ok' });
    expect(t.upstream).toHaveBeenCalledTimes(2);
  });
});

describe('coalescing', () => {
  it('shares one fetch between 10 concurrent identical calls', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const t = setup(async () => {
      await gate;
      return envelope({ name: 'shared' });
    });
    const path = uniquePath('coalesce');
    const all = Promise.all(Array.from({ length: 10 }, () => call(t.ctx, spec(path))));
    release();
    expect(await all).toEqual(Array(10).fill({ name: 'shared' }));
    expect(t.upstream).toHaveBeenCalledTimes(1);
    expect(t.ctx.stats).toMatchObject({ misses: 1, memoryHits: 9 });
  });

  it('rejects every waiter of a failed shared fetch and logs it once', async () => {
    const t = setup(() => new Response('gone', { status: 404 }));
    const path = uniquePath('coalesce-fail');
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => call(t.ctx, spec(path))));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(t.upstream).toHaveBeenCalledTimes(1);
    expect(logLines(error, 'upstream.error')).toHaveLength(1);
  });
});

describe('stale data', () => {
  it('serves a stale KV value at once and refreshes it once in the background', async () => {
    const t = versions();
    const path = uniquePath('swr-kv');
    await plant(path, { name: 'old' }, 120);
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(t.ctx, spec(path))));
    expect(answers).toEqual(Array(5).fill({ name: 'old' }));
    expect(t.ctx.stats.staleServed).toBeGreaterThanOrEqual(1);
    await t.settle();
    expect(t.upstream).toHaveBeenCalledTimes(1);
    expect(await call(t.ctx, spec(path))).toEqual({ name: 'v1' });
    expect(await env.CACHE.get(keyOf(path), 'json')).toEqual({ name: 'v1' });
    expect(t.upstream).toHaveBeenCalledTimes(1);
  });

  it('serves a stale memory value at once and refreshes it once in the background', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t = versions();
    const path = uniquePath('swr-memory');
    expect(await call(t.ctx, spec(path))).toEqual({ name: 'v1' });
    await t.settle();
    vi.setSystemTime(Date.now() + 61_000);
    expect(await call(t.ctx, spec(path))).toEqual({ name: 'v1' });
    expect(await call(t.ctx, spec(path))).toEqual({ name: 'v1' });
    await t.settle();
    expect(t.upstream).toHaveBeenCalledTimes(2);
    expect(await call(t.ctx, spec(path))).toEqual({ name: 'v2' });
    expect(t.ctx.stats).toMatchObject({ misses: 1, memoryHits: 3, staleServed: 2 });
  });

  it('takes a fresher KV value written by another isolate instead of refetching', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t = versions();
    const path = uniquePath('swr-peer');
    await call(t.ctx, spec(path));
    await t.settle();
    vi.setSystemTime(Date.now() + 61_000);
    await plant(path, { name: 'peer' }, 0);
    expect(await call(t.ctx, spec(path))).toEqual({ name: 'v1' });
    await t.settle();
    expect(await call(t.ctx, spec(path))).toEqual({ name: 'peer' });
    expect(t.upstream).toHaveBeenCalledTimes(1);
  });

  it('keeps serving the stale value when the refresh fails (stale-if-error)', async () => {
    const t = setup(() => new Response('down', { status: 503 }));
    const path = uniquePath('sie');
    await plant(path, { name: 'old' }, 3600);
    expect(await call(t.ctx, spec(path))).toEqual({ name: 'old' });
    await t.settle();
    expect(t.upstream).toHaveBeenCalledTimes(2); // the GET and its one retry
    expect(await call(t.ctx, spec(path))).toEqual({ name: 'old' });
    expect(t.ctx.stats.staleServed).toBe(2);
    const lines = logLines(warn, 'upstream.error');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'warn', servedStale: true, status: 503, call: 'site.infos' });
    expect(logLines(error, 'upstream.error')).toHaveLength(0);
  });

  it('treats a value older than the stale window as a miss', async () => {
    const t = versions();
    const path = uniquePath('expired');
    await plant(path, { name: 'ancient' }, 90_000);
    expect(await call(t.ctx, spec(path))).toEqual({ name: 'v1' });
    expect(t.ctx.stats).toMatchObject({ misses: 1, kvHits: 0, staleServed: 0 });
  });

  it('rejects when the upstream fails and nothing is cached', async () => {
    const t = setup(() => envelope(null, 500));
    const err = await call(t.ctx, spec(uniquePath('nothing'))).catch((e: unknown) => e);
    expect(err).toMatchObject({ message: 'System Service Exception', kind: 'envelope' });
    expect(logLines(error, 'upstream.error')).toEqual([expect.objectContaining({ servedStale: false })]);
  });

  it('honours the fresh and stale windows from the environment', async () => {
    const t = setup((_req, n) => envelope({ name: `v${n}` }), { CACHE_FRESH_SECONDS: '5', CACHE_STALE_SECONDS: '10' });
    const stale = uniquePath('window-stale');
    const expired = uniquePath('window-expired');
    await plant(stale, { name: 'old' }, 7);
    await plant(expired, { name: 'old' }, 11);
    expect(await call(t.ctx, spec(stale))).toEqual({ name: 'old' });
    expect(await call(t.ctx, spec(expired))).toMatchObject({ name: expect.stringMatching(/^v/) });
    await t.settle();
    // KV keeps a value for the stale window, but never less than its 60 s minimum.
    expect(t.put.mock.calls.every((args) => args[2]?.expirationTtl === 60)).toBe(true);
  });
});

describe('KV write rate', () => {
  it('never writes the same key twice within a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t = setup((_req, n) => envelope({ name: `v${n}` }), { CACHE_FRESH_SECONDS: '0' });
    const path = uniquePath('rate');
    await call(t.ctx, spec(path));
    await t.settle();
    // Fresh for 0 s: this serves v1 and refreshes at once, within the same second.
    await call(t.ctx, spec(path));
    await t.settle();
    expect(t.upstream).toHaveBeenCalledTimes(2);
    expect(t.put).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1_000);
    await call(t.ctx, spec(path));
    await t.settle();
    expect(t.put).toHaveBeenCalledTimes(2);
  });
});
