import { memoryStore } from '@/lib/isolate';
import { type Entry, invalidatedAt, windows } from '@/upstream/cache-entry';

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
