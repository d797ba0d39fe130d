import type { RequestScope } from '@/request/scope';
import { logUpstreamError } from '@/upstream/errors';
import { config } from '@/config';
import type { Loaded } from '@/upstream/cache-entry';

/**
 * Search answers: a small memory area of their own, never KV. Every distinct keyword is a new
 * key, so they would otherwise cost a KV write each and push the site's pages out of the data
 * cache. Here the most recent few stay for the fresh window (CACHE_FRESH_SECONDS) and the
 * oldest go first; nothing is served stale.
 */
export const SEARCH_MAX_ENTRIES = 100;
export const SEARCH_MAX_CHARS = 1024 * 1024;

interface SearchEntry {
  value: unknown;
  at: number;
  size: number;
}

const area = new Map<string, SearchEntry>();
let chars = 0;

/** Forget every kept answer (tests). */
export function clearSearchCache(): void {
  area.clear();
  chars = 0;
}

export const searchCacheSize = (): { entries: number; chars: number } => ({ entries: area.size, chars });

function drop(key: string): void {
  const entry = area.get(key);
  if (!entry) return;
  chars -= entry.size;
  area.delete(key);
}

export async function searchCached<T>(scope: RequestScope, key: string, load: () => Promise<Loaded<T>>): Promise<T> {
  const freshMs = config(scope.env).cacheFreshSeconds * 1000;
  const hit = area.get(key);
  if (hit && Date.now() - hit.at < freshMs) {
    scope.stats.memoryHits++;
    area.delete(key);
    area.set(key, hit);
    return hit.value as T;
  }
  drop(key);
  scope.stats.misses++;
  let loaded: Loaded<T>;
  try {
    loaded = await load();
  } catch (err) {
    logUpstreamError(scope.id, err, false);
    throw err;
  }
  const size = JSON.stringify(loaded.raw ?? null).length;
  if (size <= SEARCH_MAX_CHARS) {
    area.set(key, { value: loaded.value, at: Date.now(), size });
    chars += size;
    for (const oldest of area.keys()) {
      if (area.size <= SEARCH_MAX_ENTRIES && chars <= SEARCH_MAX_CHARS) break;
      drop(oldest);
    }
  }
  return loaded.value;
}
