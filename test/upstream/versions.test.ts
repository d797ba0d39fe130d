import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetIsolate } from '@/lib/isolate';
import { call } from '@/upstream/call';
import { readVersions, stillCurrent } from '@/upstream/versions';
import { envelope, keyOf, plant, setup, spec, uniquePath } from './harness';

beforeEach(() => {
  resetIsolate();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** An upstream whose answer is whatever `answer.name` says at the time of the call. */
function editable() {
  const answer = { name: 'first' };
  const t = setup(() => envelope({ ...answer }));
  return { ...t, answer };
}

describe('data versions', () => {
  it('records the key and version of every datum a request read, and stores the version in KV', async () => {
    const t = editable();
    const a = uniquePath('ver-a');
    const b = uniquePath('ver-b');
    await call(t.ctx, spec(a));
    await call(t.ctx, spec(b));
    await call(t.ctx, spec(a));
    const read = readVersions(t.ctx)!;
    expect(read.map(([k]) => k)).toEqual([keyOf(a), keyOf(b)].sort());
    // Same content, same version; a hash, not a time.
    expect(read[0]![1]).toMatch(/^[0-9a-f]{16}$/);
    expect(read[0]![1]).toBe(read[1]![1]);
    await t.settle();
    const stored = await env.CACHE.getWithMetadata<{ version: string }>(keyOf(a), 'text');
    expect(stored.metadata?.version).toBe(read.find(([k]) => k === keyOf(a))![1]);
  });

  it('says nothing can be kept when a read failed', async () => {
    const t = setup((req) => (req.url.includes('broken') ? envelope(null, 500) : envelope({ name: 'fine' })));
    await call(t.ctx, spec(uniquePath('fine')));
    await expect(call(t.ctx, spec(uniquePath('broken')))).rejects.toThrow();
    expect(readVersions(t.ctx)).toBeUndefined();
  });

  it('stays current across a refresh that brings the same content, and not once it changes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t = editable();
    const path = uniquePath('ver-refresh');
    await call(t.ctx, spec(path));
    const built = readVersions(t.ctx)!;
    const later = () => t.ctxFor('tc');
    expect(await stillCurrent(later(), built)).toBe(true);

    vi.setSystemTime(Date.now() + 61_000);
    // Past the fresh window: still current, and a background refresh is started.
    expect(await stillCurrent(later(), built)).toBe(true);
    await t.settle();
    expect(t.upstream).toHaveBeenCalledTimes(2);
    expect(await stillCurrent(later(), built)).toBe(true);

    t.answer.name = 'second';
    vi.setSystemTime(Date.now() + 61_000);
    expect(await stillCurrent(later(), built)).toBe(true); // the stale one is still what is served
    await t.settle();
    expect(await stillCurrent(later(), built)).toBe(false);
  });

  it('checks a fresh isolate against KV without fetching from the CMS', async () => {
    const t = editable();
    const path = uniquePath('ver-kv');
    await call(t.ctx, spec(path));
    await t.settle();
    const built = readVersions(t.ctx)!;
    resetIsolate();
    const ctx = t.ctxFor('tc');
    expect(await stillCurrent(ctx, built)).toBe(true);
    expect(ctx.stats.kvHits).toBe(1);
    expect(t.upstream).toHaveBeenCalledTimes(1);
    // Another isolate wrote different content to KV meanwhile: no longer current.
    resetIsolate();
    await plant(path, { name: 'elsewhere' }, 0);
    expect(await stillCurrent(t.ctxFor('tc'), built)).toBe(false);
  });

  it('is not current once a datum has expired (past the stale window) or was never stored', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t = editable();
    const path = uniquePath('ver-expired');
    await call(t.ctx, spec(path));
    const built = readVersions(t.ctx)!;
    vi.setSystemTime(Date.now() + 86_401_000);
    expect(await stillCurrent(t.ctxFor('tc'), built)).toBe(false);
    expect(await stillCurrent(t.ctxFor('tc'), [[keyOf(uniquePath('never')), '0000000000000000']])).toBe(false);
  });
});
