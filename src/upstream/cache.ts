import * as v from 'valibot';
import { memoryStore, onIsolateReset } from '@/lib/isolate';
import { log } from '@/lib/log';
import type { RequestScope } from '@/request/scope';
import {
  type CacheRequest,
  type Entry,
  invalidatedAt,
  markVersion,
  type Source,
  versionOf,
  windows,
} from '@/upstream/cache-entry';
import { answers, data, kvRead, kvWrite, missing, NOT_FOUND_TTL_MS, usable } from '@/upstream/cache-tiers';
import { isNotFound, logUpstreamError } from '@/upstream/errors';
import type { Loaded } from '@/upstream/http';
import { poll } from '@/upstream/revalidation';

/**
 * Upstream data cache: an isolate memory layer in front of KV (env.CACHE), both in
 * cache-tiers.ts; entries and keys in cache-entry.ts. This module decides what is served; the
 * fetch itself is the caller's `load` (http.ts, through api.ts).
 *
 * fresh (< CACHE_FRESH_SECONDS)      served as is
 * stale (< CACHE_STALE_SECONDS)      served at once, one background refresh per key (waitUntil);
 *                                    if that refresh fails the stale value stays (stale-if-error)
 * older / absent                     fetched while the visitor waits; identical calls of one
 *                                    request share that one fetch
 *
 * In-flight fetches are shared within a request (scope.inflight), never across requests: in
 * workerd a request awaiting a promise whose I/O belongs to another request hangs when that
 * other request ends or is cancelled first (the benchmark measured 1,177–1,326 cancelled
 * requests per run with cross-request sharing, none without). Across requests the memory layer
 * does the sharing: once one fetch has landed, every request in the isolate is a memory hit.
 * Nothing in this file keeps a pending promise beyond the request that made it.
 *
 * KV holds the raw upstream `data` (stored only once it validated) and it is validated again
 * when read back: a deploy that changes a schema, or a schema with transforms, can never hand a
 * component a shape it does not expect. Memory holds the validated output.
 *
 * Data versions: every datum carries a version, a hash of its JSON text (stored in KV metadata
 * beside the fetch time, and on the value itself: markVersion). A refresh that brings the same
 * content keeps the version; the CMS's revalidation webhook (revalidation.ts) makes older data
 * absent. Each request records the keys and versions it read (scope.reads), so what was built
 * from them (a rendered page, a search index) can be kept exactly as long as they are current
 * (`stillCurrent`, versions.ts; docs/architecture/data-cache.md "Data versions").
 */

/**
 * After a failed background refresh the key is left alone this long: while the CMS is down,
 * every visitor of a stale page would otherwise start a new refresh (and a new warning).
 */
export const REFRESH_BACKOFF_MS = 10_000;

/** Keys whose background refresh runs now in this isolate (one at a time per key). */
const refreshing = new Set<string>();
onIsolateReset('cms-refreshing', () => refreshing.clear());
/** Keys whose last background refresh failed, and until when they are left alone. */
const refreshBlockedUntil = memoryStore<number>('cms-refresh-backoff', { maxBytes: 256 * 1024, maxEntries: 1000 });

/** The data cache's read of one datum: memory, else KV, else the CMS; its version is noted in the request's reads. */
export async function cached<T>(scope: RequestScope, req: CacheRequest<T>): Promise<T> {
  try {
    const entry = await lookup(scope, req);
    // The request read this version of the datum (src/upstream/versions.ts readVersions).
    scope.reads.versions.set(req.key, entry.version);
    return entry.value as T;
  } catch (err) {
    scope.reads.failed = true;
    throw err;
  }
}

/**
 * Answers that change with every visitor's words (search results): kept in memory for the fresh
 * window, never in KV and never served stale, so they neither cost a KV write each nor push the
 * site's data out of memory.
 */
export async function cachedAnswer<T>(scope: RequestScope, key: string, load: () => Promise<Loaded<T>>): Promise<T> {
  const freshMs = windows(scope.env).freshMs;
  const hit = answers.get(key);
  if (hit && Date.now() - hit.at < freshMs) {
    scope.stats.memoryHits++;
    return hit.value as T;
  }
  scope.stats.misses++;
  let loaded: Loaded<T>;
  try {
    loaded = await load();
  } catch (err) {
    logUpstreamError(scope.id, err, false);
    throw err;
  }
  answers.set(key, { value: loaded.value, at: Date.now() }, JSON.stringify(loaded.raw ?? null).length);
  return loaded.value;
}

async function lookup<T>(scope: RequestScope, req: CacheRequest<T>): Promise<Entry> {
  const { freshMs, staleMs } = windows(scope.env);
  poll(scope);
  const gone = missing.peek(req.key);
  if (gone) {
    const age = Date.now() - gone.at;
    if (age < staleMs && gone.at > invalidatedAt(req.key)) {
      // Like data: fresh for NOT_FOUND_TTL_MS, then served while one background check runs.
      scope.stats.memoryHits++;
      if (age >= NOT_FOUND_TTL_MS) recheckMissing(scope, req);
      throw gone.error;
    }
    missing.delete(req.key);
  }
  const hit = usable(scope.env, req.key);
  if (hit && parse(scope, req, hit)) {
    scope.stats.memoryHits++;
    hit.source ??= req as Source<unknown>;
    if (Date.now() - hit.fetchedAt >= freshMs) {
      scope.stats.staleServed++;
      // Another isolate may have refreshed it already: look in KV before the CMS.
      revalidate(scope, req.key, req, true);
    }
    return hit;
  }
  // Fetches under way are shared by this request's calls only (the comment at the top).
  const mine = scope.inflight as Map<string, Promise<Entry>>;
  const pending = mine.get(req.key);
  if (pending) {
    // Joined a fetch this request already has under way: served by the memory layer.
    scope.stats.memoryHits++;
    return pending;
  }
  const fetching = miss(scope, req, freshMs, staleMs).finally(() => mine.delete(req.key));
  mine.set(req.key, fetching);
  return fetching;
}

/** Validates an entry read from KV only for its version; false (and forgotten) when it does not fit. */
function parse<T>(scope: RequestScope, req: CacheRequest<T>, entry: Entry): boolean {
  if (entry.parsed) return true;
  const value = validated(scope, req, entry.text ?? 'null');
  if (value === undefined) {
    data.delete(req.key);
    return false;
  }
  entry.value = value.output;
  markVersion(entry.value, entry.version);
  entry.parsed = true;
  entry.text = undefined;
  return true;
}

function validated<T>(scope: RequestScope, req: CacheRequest<T>, text: string): { output: T } | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    log('warn', 'cache.error', { requestId: scope.id, op: 'read', key: req.key, cause: String(err) });
    return undefined;
  }
  const parsed = v.safeParse(req.schema, json);
  if (parsed.success) return { output: parsed.output };
  log('warn', 'cache.invalid', { requestId: scope.id, key: req.key, field: v.getDotPath(parsed.issues[0]) });
  return undefined;
}

/** Not in memory: KV, else the CMS while the visitor waits. Failures are logged here, once. */
async function miss<T>(scope: RequestScope, req: CacheRequest<T>, freshMs: number, staleMs: number): Promise<Entry> {
  const stored = await kvRead(scope, req.key);
  if (stored && Date.now() - stored.fetchedAt < staleMs && parse(scope, req, stored)) {
    scope.stats.kvHits++;
    stored.source = req as Source<unknown>;
    data.set(req.key, stored, stored.size);
    if (Date.now() - stored.fetchedAt >= freshMs) {
      scope.stats.staleServed++;
      revalidate(scope, req.key, req, false);
    }
    return stored;
  }
  scope.stats.misses++;
  try {
    return await fetchAndStore(scope, req.key, req);
  } catch (err) {
    logUpstreamError(scope.id, err, false);
    if (isNotFound(err)) rememberMissing(req.key, err);
    throw err;
  }
}

function rememberMissing(key: string, error: unknown): void {
  missing.set(key, { at: Date.now(), error }, key.length + 64);
}

const blocked = (key: string): boolean => (refreshBlockedUntil.peek(key) ?? 0) > Date.now();
const backOff = (key: string): void => refreshBlockedUntil.set(key, Date.now() + REFRESH_BACKOFF_MS, key.length);

/**
 * Background check of a remembered "not found": the item may have been published since. Found
 * → it is data now; still missing → remembered afresh; any other failure → keep answering 404.
 */
function recheckMissing<T>(scope: RequestScope, req: CacheRequest<T>): void {
  if (refreshing.has(req.key) || blocked(req.key)) return;
  refreshing.add(req.key);
  const done = fetchAndStore(scope, req.key, req)
    .then(() => missing.delete(req.key))
    .catch((err: unknown) => {
      if (isNotFound(err)) rememberMissing(req.key, err);
      else {
        logUpstreamError(scope.id, err, true);
        backOff(req.key);
      }
    })
    .finally(() => refreshing.delete(req.key));
  scope.waitUntil(done);
}

/**
 * Background refresh of a stale value; at most one per key at a time in this isolate. Also
 * started by the page cache for the data behind a kept page (versions.ts).
 */
export function revalidate<T>(scope: RequestScope, key: string, source: Source<T>, checkKv: boolean): void {
  if (refreshing.has(key) || blocked(key)) return;
  refreshing.add(key);
  const run = async () => {
    if (checkKv) {
      const stored = await kvRead(scope, key);
      const { freshMs } = windows(scope.env);
      if (stored && Date.now() - stored.fetchedAt < freshMs && stored.fetchedAt > invalidatedAt(key)) {
        stored.source = source as Source<unknown>;
        data.set(key, stored, stored.size);
        return;
      }
    }
    await fetchAndStore(scope, key, source);
  };
  const done = run()
    // The stale value stays in place and keeps being served: stale-if-error.
    .catch((err: unknown) => {
      logUpstreamError(scope.id, err, true);
      backOff(key);
    })
    .finally(() => refreshing.delete(key));
  scope.waitUntil(done);
}

async function fetchAndStore<T>(scope: RequestScope, key: string, source: Source<T>): Promise<Entry> {
  const started = Date.now();
  const { raw, value } = await source.load(scope);
  const text = JSON.stringify(raw ?? null);
  const version = await versionOf(text);
  markVersion(value, version);
  const entry: Entry = {
    value,
    parsed: true,
    fetchedAt: started,
    version,
    size: text.length,
    source: source as Source<unknown>,
  };
  data.set(key, entry, entry.size);
  scope.waitUntil(kvWrite(scope, key, text, entry));
  return entry;
}
