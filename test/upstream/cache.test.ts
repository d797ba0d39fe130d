import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/upstream/call';
import { resetIsolate } from '@/lib/isolate';
import { storeStats } from '@/lib/isolate';
import { NOT_FOUND_TTL_MS } from '@/upstream/cache-tiers';
import { UpstreamError } from '@/upstream/errors';
import { envelope, keyOf, logLines, plant, setup, spec, uniquePath, versions } from './harness';

let warn: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetIsolate();
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
    const stored = await env.CACHE.getWithMetadata<unknown, { fetchedAt: number }>(keyOf(path), 'json');
    expect(stored.value).toEqual({ name: 'v1' });
    expect(stored.metadata?.fetchedAt).toBeTypeOf('number');
    expect(t.put.mock.calls[0]?.[2]).toMatchObject({ expirationTtl: 86400 });

    resetIsolate();
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
    resetIsolate();
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
  it('shares one fetch between 10 concurrent identical calls of one request', async () => {
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

  it("never makes one request wait on another request's fetch (workerd would hang it)", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const t = setup(async () => {
      await gate;
      return envelope({ name: 'own' });
    });
    const path = uniquePath('per-request');
    const a = t.ctxFor('en');
    const b = t.ctxFor('en');
    const both = Promise.all([call(a, spec(path)), call(b, spec(path))]);
    release();
    expect(await both).toEqual([{ name: 'own' }, { name: 'own' }]);
    expect(t.upstream).toHaveBeenCalledTimes(2);
    // Once landed, the memory layer serves every later request of the isolate.
    const c = t.ctxFor('en');
    await call(c, spec(path));
    expect(t.upstream).toHaveBeenCalledTimes(2);
    expect(c.stats.memoryHits).toBe(1);
  });

  it('rejects every waiter of a failed shared fetch and logs it once', async () => {
    const t = setup(() => new Response('bad', { status: 400 }));
    const path = uniquePath('coalesce-fail');
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => call(t.ctx, spec(path))));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(t.upstream).toHaveBeenCalledTimes(1);
    expect(logLines(error, 'upstream.error')).toHaveLength(1);
  });
});

describe('not found', () => {
  it("remembers the CMS's 404 for a minute, logged at info, then checks again in the background", async () => {
    const t = setup(() => Response.json({ code: 404, msg: 'Not found', data: null }));
    const path = uniquePath('gone');
    await expect(call(t.ctx, spec(path))).rejects.toMatchObject({ code: 404 });
    const again = t.ctxFor();
    await expect(call(again, spec(path))).rejects.toMatchObject({ code: 404 });
    expect(t.upstream).toHaveBeenCalledTimes(1);
    expect(again.stats.memoryHits).toBe(1);
    expect(logLines(error, 'upstream.error')).toHaveLength(0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + NOT_FOUND_TTL_MS + 1);
    // Still answered at once from memory; one check runs in the background.
    await expect(call(t.ctxFor(), spec(path))).rejects.toMatchObject({ code: 404 });
    await expect(call(t.ctxFor(), spec(path))).rejects.toMatchObject({ code: 404 });
    await t.settle();
    vi.useRealTimers();
    expect(t.upstream).toHaveBeenCalledTimes(2);
  });
});

describe('not found, then published', () => {
  it('serves the item once the background check finds it', async () => {
    const t = setup((_req, n) =>
      n === 1 ? Response.json({ code: 404, msg: 'Not found', data: null }) : envelope({ name: 'published' }),
    );
    const path = uniquePath('published');
    await expect(call(t.ctx, spec(path))).rejects.toMatchObject({ code: 404 });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + NOT_FOUND_TTL_MS + 1);
    await expect(call(t.ctxFor(), spec(path))).rejects.toMatchObject({ code: 404 });
    await t.settle();
    vi.useRealTimers();
    expect(await call(t.ctxFor(), spec(path))).toEqual({ name: 'published' });
    expect(t.upstream).toHaveBeenCalledTimes(2);
  });
});

describe('memory bound', () => {
  /** A KV stand-in, so that a thousand writes cost nothing. */
  function mapKv(): KVNamespace {
    const store = new Map<string, { value: string; metadata: unknown }>();
    return {
      async getWithMetadata(key: string) {
        const hit = store.get(key);
        return hit
          ? { value: hit.value, metadata: hit.metadata, cacheStatus: null }
          : { value: null, metadata: null, cacheStatus: null };
      },
      async put(key: string, value: string, options?: KVNamespacePutOptions) {
        store.set(key, { value, metadata: options?.metadata });
      },
    } as unknown as KVNamespace;
  }

  it('evicts the least recently used entry beyond its size', async () => {
    const t = versions();
    const ctx = t.ctxFor('tc', { ...t.env, CACHE: mapKv() });
    const base = uniquePath('lru');
    await call(ctx, spec(`${base}/a`));
    await call(ctx, spec(`${base}/b`));
    await call(ctx, spec(`${base}/a`)); // a is now more recent than b
    for (let i = 0; i < (storeStats('cms-data').maxEntries ?? 0) - 1; i++) await call(ctx, spec(`${base}/${i}`));
    await t.settle();
    const before = { ...ctx.stats };
    await call(ctx, spec(`${base}/a`));
    expect(ctx.stats.memoryHits).toBe(before.memoryHits + 1);
    await call(ctx, spec(`${base}/b`));
    expect(ctx.stats.kvHits).toBe(before.kvHits + 1);
  });
});
