import * as v from 'valibot';
import type { GenericSchema } from 'valibot';
import { config } from '@/config';
import { log } from '../lib/log';
import type { UpstreamCtx } from './client';
import { isNotFound, logUpstreamError } from './errors';
import { noteRead, readsOf } from './reads';
import { clearRevalidationMemory, invalidatedBefore, poll, whenReady } from './revalidation';

/**
 * Upstream data cache: an isolate memory layer in front of KV (env.CACHE).
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

export interface Loaded<T> {
  raw: unknown;
  value: T;
}

/** How to (re)fetch a datum: bound to the call, not to a request (`load` gets the request's ctx). */
export interface Source<T> {
  schema: GenericSchema<unknown, T>;
  load: (ctx: UpstreamCtx) => Promise<Loaded<T>>;
}

export interface CacheRequest<T> extends Source<T> {
  key: string;
}

export interface Entry {
  /** The validated output; absent while only the KV text is known (read to check a version). */
  value?: unknown;
  parsed: boolean;
  /** The JSON text, kept until it is parsed. */
  text?: string | undefined;
  /** When its fetch from the CMS started. */
  fetchedAt: number;
  /** Hash of the JSON text: equal content, equal version. */
  version: string;
  /** Length of the JSON text, to bound the memory layer by size as well as by count. */
  size: number;
  /** Set by the first read through `cached`, so a background refresh can run without one. */
  source?: Source<unknown> | undefined;
}

interface KvMeta {
  fetchedAt: number;
  version?: string;
}

/** Bump when the stored format changes: old keys then simply expire. */
const KEY_VERSION = 'v1';
/** Many small answers (menus, site info × 3 languages) or a few large article bodies. */
export const MEMORY_MAX_ENTRIES = 1000;
const MEMORY_MAX_CHARS = 16 * 1024 * 1024;
/** KV rejects keys over 512 bytes; long ones (search keywords) are hashed. */
const KV_MAX_KEY_BYTES = 512;
/** KV rejects a second write to a key within one second. */
const KV_WRITE_GAP_MS = 1000;
const KV_MIN_TTL_SECONDS = 60;
/**
 * After a failed background refresh the key is left alone this long: while the CMS is down,
 * every visitor of a stale page would otherwise start a new refresh (and a new warning).
 */
export const REFRESH_BACKOFF_MS = 10_000;
/**
 * The CMS's "no such item" is remembered this long in the isolate: unknown paths (/:alias,
 * ids from old links, scanners) then cost no CMS call each time. Bounded like the memory layer.
 */
export const NOT_FOUND_TTL_MS = 60_000;
const NOT_FOUND_MAX_ENTRIES = 1000;

const memory = new Map<string, Entry>();
let memoryChars = 0;
/** Per request (keyed by its UpstreamCtx): fetches under way, shared by that request's calls. */
const inflight = new WeakMap<UpstreamCtx, Map<string, Promise<Entry>>>();
const refreshing = new Set<string>();
const writeBlockedUntil = new Map<string, number>();
const refreshBlockedUntil = new Map<string, number>();
const notFound = new Map<string, { at: number; error: unknown }>();

/** Forget the isolate layer (tests). KV is left alone. */
export function clearMemoryCache(): void {
  clearRevalidationMemory();
  memory.clear();
  memoryChars = 0;
  refreshing.clear();
  writeBlockedUntil.clear();
  refreshBlockedUntil.clear();
  notFound.clear();
}

export interface KeyParts {
  method: string;
  path: string;
  /** Already sorted query string. */
  query: string;
  lang: string;
  site: string;
  /** POST only: the JSON body. */
  body?: string | undefined;
}

export function cacheKey(p: KeyParts): string {
  const key = `${KEY_VERSION}|${p.method}|${p.path}|${p.query}|${p.lang}|${p.site}`;
  return p.body === undefined ? key : `${key}|${p.body}`;
}

export function windows(env: Env): { freshMs: number; staleMs: number } {
  const { cacheFreshSeconds, cacheStaleSeconds } = config(env);
  return { freshMs: cacheFreshSeconds * 1000, staleMs: cacheStaleSeconds * 1000 };
}

export async function cached<T>(ctx: UpstreamCtx, req: CacheRequest<T>): Promise<T> {
  try {
    const entry = await lookup(ctx, req);
    noteRead(ctx, req.key, entry.version);
    return entry.value as T;
  } catch (err) {
    readsOf(ctx).failed = true;
    throw err;
  }
}

async function lookup<T>(ctx: UpstreamCtx, req: CacheRequest<T>): Promise<Entry> {
  const { freshMs, staleMs } = windows(ctx.env);
  poll(ctx);
  const gone = notFound.get(req.key);
  if (gone) {
    const age = Date.now() - gone.at;
    if (age < staleMs && gone.at > invalidatedAt(req.key)) {
      // Like data: fresh for NOT_FOUND_TTL_MS, then served while one background check runs.
      ctx.stats.memoryHits++;
      if (age >= NOT_FOUND_TTL_MS) recheckMissing(ctx, req);
      throw gone.error;
    }
    notFound.delete(req.key);
  }
  const hit = usable(ctx.env, req.key);
  if (hit && parse(ctx, req, hit)) {
    ctx.stats.memoryHits++;
    hit.source ??= req as Source<unknown>;
    if (Date.now() - hit.fetchedAt >= freshMs) {
      ctx.stats.staleServed++;
      // Another isolate may have refreshed it already: look in KV before the CMS.
      revalidate(ctx, req.key, req, true);
    }
    return hit;
  }
  let mine = inflight.get(ctx);
  if (!mine) {
    mine = new Map();
    inflight.set(ctx, mine);
  }
  const pending = mine.get(req.key);
  if (pending) {
    // Joined a fetch this request already has under way: served by the memory layer.
    ctx.stats.memoryHits++;
    return pending;
  }
  const fetching = miss(ctx, req, freshMs, staleMs).finally(() => mine.delete(req.key));
  mine.set(req.key, fetching);
  return fetching;
}

/** The memory entry of a key, if it may still be served (within the stale window, not revalidated away). */
export function usable(env: Env, key: string): Entry | undefined {
  const hit = memoryGet(key);
  if (!hit) return undefined;
  if (Date.now() - hit.fetchedAt < windows(env).staleMs && hit.fetchedAt > invalidatedAt(key)) return hit;
  memoryDelete(key);
  return undefined;
}

/** Validates an entry read from KV only for its version; false (and forgotten) when it does not fit. */
function parse<T>(ctx: UpstreamCtx, req: CacheRequest<T>, entry: Entry): boolean {
  if (entry.parsed) return true;
  const value = validated(ctx, req, entry.text ?? 'null');
  if (value === undefined) {
    memoryDelete(req.key);
    return false;
  }
  entry.value = value.output;
  entry.parsed = true;
  entry.text = undefined;
  return true;
}

function validated<T>(ctx: UpstreamCtx, req: CacheRequest<T>, text: string): { output: T } | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    log('warn', 'cache.error', { requestId: ctx.requestId, op: 'read', key: req.key, cause: String(err) });
    return undefined;
  }
  const parsed = v.safeParse(req.schema, data);
  if (parsed.success) return { output: parsed.output };
  log('warn', 'cache.invalid', { requestId: ctx.requestId, key: req.key, field: v.getDotPath(parsed.issues[0]) });
  return undefined;
}

/** The method, path and query inside a key (cacheKey's layout), for the revalidation marks. */
function invalidatedAt(key: string): number {
  const [, method = '', path = '', query = ''] = key.split('|', 4);
  return invalidatedBefore(method, path, query);
}

/** Not in memory: KV, else the CMS while the visitor waits. Failures are logged here, once. */
async function miss<T>(ctx: UpstreamCtx, req: CacheRequest<T>, freshMs: number, staleMs: number): Promise<Entry> {
  const stored = await kvRead(ctx, req.key);
  if (stored && Date.now() - stored.fetchedAt < staleMs && parse(ctx, req, stored)) {
    ctx.stats.kvHits++;
    stored.source = req as Source<unknown>;
    memorySet(req.key, stored);
    if (Date.now() - stored.fetchedAt >= freshMs) {
      ctx.stats.staleServed++;
      revalidate(ctx, req.key, req, false);
    }
    return stored;
  }
  ctx.stats.misses++;
  try {
    return await fetchAndStore(ctx, req.key, req);
  } catch (err) {
    logUpstreamError(ctx.requestId, err, false);
    if (isNotFound(err)) rememberMissing(req.key, err);
    throw err;
  }
}

function rememberMissing(key: string, error: unknown): void {
  notFound.delete(key);
  if (notFound.size >= NOT_FOUND_MAX_ENTRIES) {
    const oldest = notFound.keys().next();
    if (!oldest.done) notFound.delete(oldest.value);
  }
  notFound.set(key, { at: Date.now(), error });
}

/**
 * Background check of a remembered "not found": the item may have been published since. Found
 * → it is data now; still missing → remembered afresh; any other failure → keep answering 404.
 */
function recheckMissing<T>(ctx: UpstreamCtx, req: CacheRequest<T>): void {
  if (refreshing.has(req.key) || (refreshBlockedUntil.get(req.key) ?? 0) > Date.now()) return;
  refreshing.add(req.key);
  const done = fetchAndStore(ctx, req.key, req)
    .then(() => void notFound.delete(req.key))
    .catch((err: unknown) => {
      if (isNotFound(err)) rememberMissing(req.key, err);
      else {
        logUpstreamError(ctx.requestId, err, true);
        remember(refreshBlockedUntil, req.key, Date.now() + REFRESH_BACKOFF_MS);
      }
    })
    .finally(() => refreshing.delete(req.key));
  ctx.waitUntil(done);
}

/**
 * Background refresh of a stale value; at most one per key at a time in this isolate. Also
 * started by the page cache for the data behind a kept page (versions.ts).
 */
export function revalidate<T>(ctx: UpstreamCtx, key: string, source: Source<T>, checkKv: boolean): void {
  if (refreshing.has(key) || (refreshBlockedUntil.get(key) ?? 0) > Date.now()) return;
  refreshing.add(key);
  const run = async () => {
    if (checkKv) {
      const stored = await kvRead(ctx, key);
      const { freshMs } = windows(ctx.env);
      if (stored && Date.now() - stored.fetchedAt < freshMs && stored.fetchedAt > invalidatedAt(key)) {
        stored.source = source as Source<unknown>;
        memorySet(key, stored);
        return;
      }
    }
    await fetchAndStore(ctx, key, source);
  };
  const done = run()
    // The stale value stays in place and keeps being served: stale-if-error.
    .catch((err: unknown) => {
      logUpstreamError(ctx.requestId, err, true);
      remember(refreshBlockedUntil, key, Date.now() + REFRESH_BACKOFF_MS);
    })
    .finally(() => refreshing.delete(key));
  ctx.waitUntil(done);
}

async function fetchAndStore<T>(ctx: UpstreamCtx, key: string, source: Source<T>): Promise<Entry> {
  const started = Date.now();
  const { raw, value } = await source.load(ctx);
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
  ctx.waitUntil(kvWrite(ctx, key, text, entry));
  return entry;
}

/** A datum's version: the first 64 bits of the SHA-256 of its JSON text, in hex. */
async function versionOf(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest.subarray(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A key's entry from KV, unparsed (its text is validated on first use). KV data is trusted only
 * once this isolate has read the revalidation record; a value the CMS replaced is absent.
 */
export async function kvRead(ctx: UpstreamCtx, key: string): Promise<Entry | undefined> {
  try {
    const [{ value: text, metadata }] = await Promise.all([
      ctx.env.CACHE.getWithMetadata<KvMeta>(await kvKey(key), 'text'),
      whenReady(ctx),
    ]);
    if (text === null || typeof metadata?.fetchedAt !== 'number') return undefined;
    if (metadata.fetchedAt <= invalidatedAt(key)) return undefined;
    const version = typeof metadata.version === 'string' ? metadata.version : await versionOf(text);
    return { parsed: false, text, fetchedAt: metadata.fetchedAt, version, size: text.length };
  } catch (err) {
    // A KV outage or a corrupt value is a miss, never a failed page.
    log('warn', 'cache.error', { requestId: ctx.requestId, op: 'read', key, cause: String(err) });
    return undefined;
  }
}

/** Puts a KV entry in memory if it is still the newest (a version check read it). */
export function adopt(key: string, entry: Entry): void {
  const current = memory.get(key);
  if (!current || current.fetchedAt < entry.fetchedAt) memorySet(key, entry);
}

async function kvWrite(ctx: UpstreamCtx, key: string, text: string, entry: Entry): Promise<void> {
  const { fetchedAt, version } = entry;
  if (!claimWrite(key, fetchedAt)) return;
  const { staleMs } = windows(ctx.env);
  try {
    await ctx.env.CACHE.put(await kvKey(key), text, {
      expirationTtl: Math.max(KV_MIN_TTL_SECONDS, Math.ceil(staleMs / 1000)),
      metadata: { fetchedAt, version } satisfies KvMeta,
    });
  } catch (err) {
    log('warn', 'cache.error', { requestId: ctx.requestId, op: 'write', key, cause: String(err) });
  }
}

function claimWrite(key: string, now: number): boolean {
  if ((writeBlockedUntil.get(key) ?? 0) > now) return false;
  remember(writeBlockedUntil, key, now + KV_WRITE_GAP_MS);
  return true;
}

/** Sets a key's deadline in a bookkeeping map, dropping passed deadlines once it grows large. */
function remember(map: Map<string, number>, key: string, until: number): void {
  map.set(key, until);
  if (map.size <= MEMORY_MAX_ENTRIES) return;
  const now = Date.now();
  for (const [k, at] of map) if (at <= now) map.delete(k);
}

async function kvKey(key: string): Promise<string> {
  const bytes = new TextEncoder().encode(key);
  if (bytes.length <= KV_MAX_KEY_BYTES) return key;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return `${KEY_VERSION}|sha256|${Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Map order is insertion order: re-inserting on read makes the first key the least recent. */
function memoryGet(key: string): Entry | undefined {
  const entry = memory.get(key);
  if (entry) {
    memory.delete(key);
    memory.set(key, entry);
  }
  return entry;
}

function memorySet(key: string, entry: Entry): void {
  memoryDelete(key);
  memory.set(key, entry);
  memoryChars += entry.size;
  for (const oldest of memory.keys()) {
    if (memory.size <= MEMORY_MAX_ENTRIES && memoryChars <= MEMORY_MAX_CHARS) break;
    memoryDelete(oldest);
  }
}

function memoryDelete(key: string): void {
  const entry = memory.get(key);
  if (!entry) return;
  memoryChars -= entry.size;
  memory.delete(key);
}
