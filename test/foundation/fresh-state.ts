// What a test file may assume (docs/commands.md "What a test file may assume"): it starts from the
// state of a new runtime, though the files of one vitest worker share one workerd
// (test/fresh-file.ts puts everything back before each file). Two files run this probe
// (fresh-state-a and -b): each checks that it starts clean, then leaves every kind of state
// behind; whichever runs second in a worker fails if anything of the first one's is still there
// (`npx vitest run --max-workers=1 test/foundation/fresh-state-` makes them share one).
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { isolateStats, memoryStore } from '@/lib/isolate';

const PROBE = 'fresh-state-probe';
const SITE = 'fresh-state.example';
const CACHED = `http://site.test/__${PROBE}`;
/** ENQUIRY_LIMITER's limit per period (wrangler.toml). */
const ENQUIRY_LIMIT = 5;

interface Start {
  storesInUse: string[];
  kvKeys: string[];
  tables: string[];
  cached: boolean;
  limited: boolean;
  notices: unknown;
  demoCalls: number;
  fakeTimers: boolean;
  stubbed: boolean;
}

const demo = (path: string, init?: RequestInit) => {
  if (!env.UPSTREAM) throw new Error('the demo CMS is not bound as UPSTREAM');
  return env.UPSTREAM.fetch(`http://demo.internal${path}`, init);
};
const notices = async () =>
  ((await (await demo('/api/notice/active', { headers: { site: SITE } })).json()) as { data: unknown }).data;
const tables = async () =>
  (
    await env.SEARCH_DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name",
    ).all<{
      name: string;
    }>()
  ).results.map((t) => t.name);

/** `caches.default` (the DOM typings in tsconfig hide the Workers-only `default`). */
const cache = (): Cache => (caches as unknown as { default: Cache }).default;

export function freshStateProbe(): void {
  let start: Start;
  beforeAll(async () => {
    const demoCalls = ((await (await demo('/__demo/stats')).json()) as { calls: number }).calls;
    start = {
      storesInUse: isolateStats()
        .filter((s) => s.entries > 0 || s.hits > 0 || s.misses > 0)
        .map((s) => s.name),
      kvKeys: (await env.CACHE.list()).keys.map((k) => k.name),
      tables: await tables(),
      cached: (await cache().match(CACHED)) !== undefined,
      limited: !(await env.ENQUIRY_LIMITER.limit({ key: PROBE })).success,
      notices: await notices(),
      demoCalls,
      fakeTimers: vi.isFakeTimers(),
      stubbed: PROBE in globalThis,
    };
  });

  describe('a test file starts from the state of a new runtime', () => {
    it('no isolate store holds anything', () => expect(start.storesInUse).toEqual([]));
    it('KV holds no key', () => expect(start.kvKeys).toEqual([]));
    it('D1 holds the migrations’ tables only', () =>
      expect(start.tables).toEqual(['d1_migrations', 'search_generations', 'search_state']));
    it('the Cache API holds nothing', () => expect(start.cached).toBe(false));
    it('no rate limiter has counted a request', () => expect(start.limited).toBe(false));
    it('the demo CMS has its notices switched off and counted no call', () => {
      expect(start.notices).toEqual([]);
      expect(start.demoCalls).toBe(0);
    });
    it('timers are real and no global is stubbed', () => {
      expect(start.fakeTimers).toBe(false);
      expect(start.stubbed).toBe(false);
    });
  });

  it('leaves every kind of state behind for the next file', async () => {
    memoryStore<number>(PROBE, { maxBytes: 1024 }).set(PROBE, 1, 1);
    await env.CACHE.put(PROBE, '1');
    await env.SEARCH_DB.exec(`CREATE TABLE ${PROBE.replaceAll('-', '_')} (n INTEGER)`);
    await cache().put(CACHED, new Response('1', { headers: { 'Cache-Control': 'max-age=3600' } }));
    // Requests until one is refused: the key is at its limit when the file ends. Twice the limit
    // and one, as the limiter's window may turn once on the way.
    let refused = false;
    for (let i = 0; i <= 2 * ENQUIRY_LIMIT && !refused; i++)
      refused = !(await env.ENQUIRY_LIMITER.limit({ key: PROBE })).success;
    const switched = await demo('/__demo/notices', {
      method: 'POST',
      body: JSON.stringify({ site: SITE, levels: ['info'] }),
    });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal(PROBE, true);

    expect(isolateStats().find((s) => s.name === PROBE)?.entries).toBe(1);
    expect(await env.CACHE.get(PROBE)).toBe('1');
    expect(await tables()).toContain(PROBE.replaceAll('-', '_'));
    expect(await cache().match(CACHED)).toBeDefined();
    expect(refused).toBe(true);
    expect(switched.status).toBe(200);
    expect(await notices()).toHaveLength(1);
  });
}
