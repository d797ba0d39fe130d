import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/upstream/call';
import { REFRESH_BACKOFF_MS } from '@/upstream/cache';
import { resetIsolate } from '@/lib/isolate';
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

  it('waits a while before refreshing again after a failed refresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t = setup((_req, n) => (n <= 2 ? new Response('down', { status: 503 }) : envelope({ name: 'back' })));
    const path = uniquePath('backoff');
    await plant(path, { name: 'old' }, 3600);
    await call(t.ctx, spec(path));
    await t.settle();
    expect(await call(t.ctx, spec(path))).toEqual({ name: 'old' });
    await t.settle();
    expect(t.upstream).toHaveBeenCalledTimes(2);
    vi.setSystemTime(Date.now() + REFRESH_BACKOFF_MS);
    expect(await call(t.ctx, spec(path))).toEqual({ name: 'old' });
    await t.settle();
    expect(t.upstream).toHaveBeenCalledTimes(3);
    expect(await call(t.ctx, spec(path))).toEqual({ name: 'back' });
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
