// Every test file starts from the state of a new runtime, though the files of one vitest worker
// share one workerd (vitest.config.ts, `isolate: false`). This setup file runs before each test
// file and puts back what a file can leave behind:
// - the isolate's memory: every named store and registered state (`resetIsolate()`,
//   docs/architecture/isolate.md "What an isolate keeps"), the demo CMS's modules' state among
//   it when a test imported them (they register with the same seam);
// - the demo CMS beside the site (the UPSTREAM binding): its counts, publish edits, switched
//   notices, Observatory stand-in and stored enquiries (POST /__demo/reset-all);
// - Workers KV (CACHE): every key deleted;
// - D1 (SEARCH_DB): every table dropped (the search index's generations with it), then the
//   migrations applied, as a deployment has after `wrangler d1 migrations apply`;
// - the Cache API: `caches.default` and `caches.open(name)` are caches of this file's own (a
//   cache cannot be listed or emptied from a Worker);
// - the rate limiters (the bindings named …_LIMITER): their keys are this file's own, so no
//   earlier file's requests count;
// - vitest's fakes: real timers, stubbed globals and environment put back (vitest itself restores
//   spies and mocks between files).
import { applyD1Migrations, type D1Migration } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { vi } from 'vitest';
import { resetIsolate } from '@/lib/isolate';

interface Originals {
  files: number;
  caches: CacheStorage & { default: Cache };
  limiters: Map<string, RateLimit>;
}

// What the runtime gave before any file replaced it: kept across files (this module is evaluated
// again for each file, the global object is not).
const ORIGINALS = Symbol.for('college-site.test.originals');
const bindings = env as unknown as Record<string, unknown>;
const holder = globalThis as unknown as { [ORIGINALS]?: Originals };
holder[ORIGINALS] ??= {
  files: 0,
  caches: caches as Originals['caches'],
  // The rate limiting bindings of wrangler.toml, all named …_LIMITER (a service binding answers
  // any method name, so a `limit` method does not tell them apart).
  limiters: new Map(
    Object.entries(bindings).filter((entry): entry is [string, RateLimit] => entry[0].endsWith('_LIMITER')),
  ),
};
const originals = holder[ORIGINALS];
const file = ++originals.files;

vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();

resetIsolate();

if (!env.UPSTREAM) throw new Error('the demo CMS is not bound as UPSTREAM (vitest.config.ts)');
const demo = await env.UPSTREAM.fetch('http://demo.internal/__demo/reset-all', { method: 'POST' });
if (!demo.ok) throw new Error(`the demo CMS did not reset: ${demo.status} ${await demo.text()}`);

async function emptyKv(kv: KVNamespace): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await kv.list({ cursor });
    await Promise.all(page.keys.map((key) => kv.delete(key.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}
await emptyKv(env.CACHE);

async function freshDatabase(db: D1Database): Promise<void> {
  const { results } = await db
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
    )
    .all<{ name: string; sql: string | null }>();
  // Virtual tables first: dropping one drops its shadow tables, which cannot be dropped alone.
  const virtual = results.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql ?? ''));
  const plain = results.filter((t) => !virtual.includes(t));
  for (const group of [virtual, plain]) {
    for (const { name } of group) await db.exec(`DROP TABLE IF EXISTS "${name.replaceAll('"', '""')}"`);
  }
  await applyD1Migrations(db, (env as unknown as { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS);
}
await freshDatabase(env.SEARCH_DB);

const own = (name: string) => `test-file-${file}:${name}`;
const fileCaches = {
  default: await originals.caches.open(own('default')),
  open: (name: string) => originals.caches.open(own(name)),
};
Object.defineProperty(globalThis, 'caches', {
  value: fileCaches,
  configurable: true,
  writable: true,
  enumerable: true,
});

for (const [name, limiter] of originals.limiters) {
  const fileLimiter: RateLimit = { limit: (options) => limiter.limit({ ...options, key: own(options.key) }) };
  bindings[name] = fileLimiter;
}
