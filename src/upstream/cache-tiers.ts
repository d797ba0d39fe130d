// THE DATA CACHE'S TWO TIERS (cache.ts decides what is served from them): the isolate's memory,
// in named stores (src/lib/isolate.ts), and KV (env.CACHE), shared by every isolate of a
// location. Both hold the same Entry (cache-entry.ts): read one way (usable(), kvRead()), kept
// one way (adopt() and the stores, kvWrite()).
import { sha256Hex } from '@/lib/hash';
import { memoryStore } from '@/lib/isolate';
import { log } from '@/lib/log';
import type { RequestScope } from '@/request/scope';
import { type Entry, invalidatedAt, KEY_VERSION, versionOf, windows } from '@/upstream/cache-entry';
import { whenReady } from '@/upstream/revalidation';

// ---- Memory ----

/**
 * The isolate memory layer of the data cache (cache.ts), in named stores (src/lib/isolate.ts):
 * validated entries, least recently used first out, bounded by count and by size; the CMS's
 * remembered "no such item" answers; and search answers, which never go to KV.
 */

/** Many small answers (menus, site info × 3 languages) or a few large article bodies; sized by JSON text. */
export const data = memoryStore<Entry>('cms-data', { maxBytes: 16 * 1024 * 1024, maxEntries: 1000 });

/**
 * The CMS's "no such item" is remembered this long in the isolate: unknown paths (/:alias,
 * ids from old links, scanners) then cost no CMS call each time.
 */
export const NOT_FOUND_TTL_MS = 60_000;
export const missing = memoryStore<{ at: number; error: unknown }>('cms-not-found', {
  maxBytes: 1024 * 1024,
  maxEntries: 1000,
});

/**
 * Search answers: every distinct keyword is a new key, so they would otherwise cost a KV write
 * each and push the site's pages out of the data cache. The most recent few stay for the fresh
 * window; nothing is served stale.
 */
export const answers = memoryStore<{ value: unknown; at: number }>('cms-answers', {
  maxBytes: 1024 * 1024,
  maxEntries: 100,
});

/** The memory entry of a key, if it may still be served (within the stale window, not revalidated away). */
export function usable(env: Env, key: string): Entry | undefined {
  const hit = data.get(key);
  if (!hit) return undefined;
  if (Date.now() - hit.fetchedAt < windows(env).staleMs && hit.fetchedAt > invalidatedAt(key)) return hit;
  data.delete(key);
  return undefined;
}

/** Puts a KV entry in memory if it is still the newest (a version check read it). */
export function adopt(key: string, entry: Entry): void {
  const current = data.peek(key);
  if (!current || current.fetchedAt < entry.fetchedAt) data.set(key, entry, entry.size);
}

// ---- KV ----

/**
 * The KV layer of the data cache (cache.ts): the raw upstream `data` as JSON text, with its
 * fetch time and version in the metadata; validated again when read back.
 */

interface KvMeta {
  fetchedAt: number;
  version?: string;
}

/** KV rejects keys over 512 bytes; long ones (search keywords) are hashed. */
const KV_MAX_KEY_BYTES = 512;
/** KV rejects a second write to a key within one second. */
const KV_WRITE_GAP_MS = 1000;
const KV_MIN_TTL_SECONDS = 60;

/** Keys written in the last second by this isolate, and until when they may not be written again. */
const writeBlockedUntil = memoryStore<number>('kv-write-gap', { maxBytes: 256 * 1024, maxEntries: 1000 });

/**
 * A key's entry from KV, unparsed (its text is validated on first use). KV data is trusted only
 * once this isolate has read the revalidation record; a value the CMS replaced is absent.
 */
export async function kvRead(scope: RequestScope, key: string): Promise<Entry | undefined> {
  try {
    const [{ value: text, metadata }] = await Promise.all([
      scope.env.CACHE.getWithMetadata<KvMeta>(await kvKey(key), 'text'),
      whenReady(scope),
    ]);
    if (text === null || typeof metadata?.fetchedAt !== 'number') return undefined;
    if (metadata.fetchedAt <= invalidatedAt(key)) return undefined;
    const version = typeof metadata.version === 'string' ? metadata.version : await versionOf(text);
    return { parsed: false, text, fetchedAt: metadata.fetchedAt, version, size: text.length };
  } catch (err) {
    // A KV outage or a corrupt value is a miss, never a failed page.
    log('warn', 'cache.error', { requestId: scope.id, op: 'read', key, cause: String(err) });
    return undefined;
  }
}

export async function kvWrite(scope: RequestScope, key: string, text: string, entry: Entry): Promise<void> {
  const { fetchedAt, version } = entry;
  if (!claimWrite(key, fetchedAt)) return;
  const { staleMs } = windows(scope.env);
  try {
    await scope.env.CACHE.put(await kvKey(key), text, {
      expirationTtl: Math.max(KV_MIN_TTL_SECONDS, Math.ceil(staleMs / 1000)),
      metadata: { fetchedAt, version } satisfies KvMeta,
    });
  } catch (err) {
    log('warn', 'cache.error', { requestId: scope.id, op: 'write', key, cause: String(err) });
  }
}

function claimWrite(key: string, now: number): boolean {
  if ((writeBlockedUntil.peek(key) ?? 0) > now) return false;
  writeBlockedUntil.set(key, now + KV_WRITE_GAP_MS, key.length);
  return true;
}

async function kvKey(key: string): Promise<string> {
  if (new TextEncoder().encode(key).length <= KV_MAX_KEY_BYTES) return key;
  return `${KEY_VERSION}|sha256|${await sha256Hex(key)}`;
}
