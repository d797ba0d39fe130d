import * as v from 'valibot';
import { log } from '@/lib/log';
import { type CacheRequest, type Entry, invalidatedAt, type Source, versionOf, windows } from '@/upstream/cache-entry';
import { kvRead, kvWrite, clearKvWriteGaps } from '@/upstream/cache-kv';
import {
  clearMemory,
  forgetMissing,
  memoryDelete,
  memorySet,
  missingOf,
  NOT_FOUND_TTL_MS,
  remember,
  rememberMissing,
  usable,
} from '@/upstream/cache-memory';
import type { RequestScope } from '@/request/scope';
import { isNotFound, logUpstreamError } from '@/upstream/errors';
import { noteRead } from '@/upstream/reads';
import { clearRevalidationMemory, poll } from '@/upstream/revalidation';

/**
 * Upstream data cache: an isolate memory layer (cache-memory.ts) in front of KV (env.CACHE,
 * cache-kv.ts); entries and keys in cache-entry.ts. This module decides what is served.
 *
 * fresh (< CACHE_FRESH_SECONDS)      served as is
 * stale (< CACHE_STALE_SECONDS)      served at once, one background refresh per key (waitUntil);
 *                                    if that refresh fails the stale value stays (stale-if-error)
 * older / absent                     fetched while the visitor waits; identical calls of one
 *                                    request share that one fetch
 *
 * In-flight fetches are shared within a request, never across requests: in workerd a request
 * awaiting a promise whose I/O belongs to another request hangs when that other request ends
 * or is cancelled first (the benchmark measured 1,177–1,326 cancelled requests per run with
 * cross-request sharing, none without). Across requests the memory layer does the sharing:
 * once one fetch has landed, every request in the isolate is a memory hit.
 *
 * KV holds the raw upstream `data` (stored only once it validated) and it is validated again
 * when read back: a deploy that changes a schema, or a schema with transforms, can never hand a
 * component a shape it does not expect. Memory holds the validated output.
 *
 * Data versions: every datum carries a version, a hash of its JSON text (stored in KV metadata
 * beside the fetch time). A refresh that brings the same content keeps the version; the CMS's
 * revalidation webhook (revalidation.ts) makes older data absent. Each request records the keys
 * and versions it read (`readVersions`), so what was built from them (a rendered page, a
 * search index) can be kept exactly as long as they are current (`stillCurrent`, versions.ts;
 * docs/ARCHITECTURE.md "Data versions").
 */

/**
 * After a failed background refresh the key is left alone this long: while the CMS is down,
 * every visitor of a stale page would otherwise start a new refresh (and a new warning).
 */
export const REFRESH_BACKOFF_MS = 10_000;

const refreshing = new Set<string>();
const refreshBlockedUntil = new Map<string, number>();

/** Forget the isolate layer (tests). KV is left alone. */
export function clearMemoryCache(): void {
  clearRevalidationMemory();
  clearMemory();
  clearKvWriteGaps();
  refreshing.clear();
  refreshBlockedUntil.clear();
}

export async function cached<T>(scope: RequestScope, req: CacheRequest<T>): Promise<T> {
  try {
    const entry = await lookup(scope, req);
    noteRead(scope, req.key, entry.version);
    return entry.value as T;
  } catch (err) {
    scope.reads.failed = true;
    throw err;
  }
}

async function lookup<T>(scope: RequestScope, req: CacheRequest<T>): Promise<Entry> {
  const { freshMs, staleMs } = windows(scope.env);
  poll(scope);
  const gone = missingOf(req.key);
  if (gone) {
    const age = Date.now() - gone.at;
    if (age < staleMs && gone.at > invalidatedAt(req.key)) {
      // Like data: fresh for NOT_FOUND_TTL_MS, then served while one background check runs.
      scope.stats.memoryHits++;
      if (age >= NOT_FOUND_TTL_MS) recheckMissing(scope, req);
      throw gone.error;
    }
    forgetMissing(req.key);
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
    memoryDelete(req.key);
    return false;
  }
  entry.value = value.output;
  entry.parsed = true;
  entry.text = undefined;
  return true;
}

function validated<T>(scope: RequestScope, req: CacheRequest<T>, text: string): { output: T } | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    log('warn', 'cache.error', { requestId: scope.id, op: 'read', key: req.key, cause: String(err) });
    return undefined;
  }
  const parsed = v.safeParse(req.schema, data);
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
    memorySet(req.key, stored);
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

/**
 * Background check of a remembered "not found": the item may have been published since. Found
 * → it is data now; still missing → remembered afresh; any other failure → keep answering 404.
 */
function recheckMissing<T>(scope: RequestScope, req: CacheRequest<T>): void {
  if (refreshing.has(req.key) || (refreshBlockedUntil.get(req.key) ?? 0) > Date.now()) return;
  refreshing.add(req.key);
  const done = fetchAndStore(scope, req.key, req)
    .then(() => forgetMissing(req.key))
    .catch((err: unknown) => {
      if (isNotFound(err)) rememberMissing(req.key, err);
      else {
        logUpstreamError(scope.id, err, true);
        remember(refreshBlockedUntil, req.key, Date.now() + REFRESH_BACKOFF_MS);
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
  if (refreshing.has(key) || (refreshBlockedUntil.get(key) ?? 0) > Date.now()) return;
  refreshing.add(key);
  const run = async () => {
    if (checkKv) {
      const stored = await kvRead(scope, key);
      const { freshMs } = windows(scope.env);
      if (stored && Date.now() - stored.fetchedAt < freshMs && stored.fetchedAt > invalidatedAt(key)) {
        stored.source = source as Source<unknown>;
        memorySet(key, stored);
        return;
      }
    }
    await fetchAndStore(scope, key, source);
  };
  const done = run()
    // The stale value stays in place and keeps being served: stale-if-error.
    .catch((err: unknown) => {
      logUpstreamError(scope.id, err, true);
      remember(refreshBlockedUntil, key, Date.now() + REFRESH_BACKOFF_MS);
    })
    .finally(() => refreshing.delete(key));
  scope.waitUntil(done);
}

async function fetchAndStore<T>(scope: RequestScope, key: string, source: Source<T>): Promise<Entry> {
  const started = Date.now();
  const { raw, value } = await source.load(scope);
  const text = JSON.stringify(raw ?? null);
  const entry: Entry = {
    value,
    parsed: true,
    fetchedAt: started,
    version: await versionOf(text),
    size: text.length,
    source: source as Source<unknown>,
  };
  memorySet(key, entry);
  scope.waitUntil(kvWrite(scope, key, text, entry));
  return entry;
}
