import { type Entry, invalidatedAt, windows } from '@/upstream/cache-entry';

/**
 * The isolate memory layer of the data cache (cache.ts): validated entries, least recently used
 * first out, bounded by count and by size; and the CMS's remembered "no such item" answers.
 */

/** Many small answers (menus, site info × 3 languages) or a few large article bodies. */
export const MEMORY_MAX_ENTRIES = 1000;
const MEMORY_MAX_CHARS = 16 * 1024 * 1024;
/**
 * The CMS's "no such item" is remembered this long in the isolate: unknown paths (/:alias,
 * ids from old links, scanners) then cost no CMS call each time. Bounded like the memory layer.
 */
export const NOT_FOUND_TTL_MS = 60_000;
const NOT_FOUND_MAX_ENTRIES = 1000;

const memory = new Map<string, Entry>();
let memoryChars = 0;
const notFound = new Map<string, { at: number; error: unknown }>();

/** Forgets every entry and every remembered "not found". */
export function clearMemory(): void {
  memory.clear();
  memoryChars = 0;
  notFound.clear();
}

/** The memory entry of a key, if it may still be served (within the stale window, not revalidated away). */
export function usable(env: Env, key: string): Entry | undefined {
  const hit = memoryGet(key);
  if (!hit) return undefined;
  if (Date.now() - hit.fetchedAt < windows(env).staleMs && hit.fetchedAt > invalidatedAt(key)) return hit;
  memoryDelete(key);
  return undefined;
}

/** Puts a KV entry in memory if it is still the newest (a version check read it). */
export function adopt(key: string, entry: Entry): void {
  const current = memory.get(key);
  if (!current || current.fetchedAt < entry.fetchedAt) memorySet(key, entry);
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

export function memorySet(key: string, entry: Entry): void {
  memoryDelete(key);
  memory.set(key, entry);
  memoryChars += entry.size;
  for (const oldest of memory.keys()) {
    if (memory.size <= MEMORY_MAX_ENTRIES && memoryChars <= MEMORY_MAX_CHARS) break;
    memoryDelete(oldest);
  }
}

export function memoryDelete(key: string): void {
  const entry = memory.get(key);
  if (!entry) return;
  memoryChars -= entry.size;
  memory.delete(key);
}

/** A remembered "not found" of a key, if any. */
export function missingOf(key: string): { at: number; error: unknown } | undefined {
  return notFound.get(key);
}

export function forgetMissing(key: string): void {
  notFound.delete(key);
}

export function rememberMissing(key: string, error: unknown): void {
  notFound.delete(key);
  if (notFound.size >= NOT_FOUND_MAX_ENTRIES) {
    const oldest = notFound.keys().next();
    if (!oldest.done) notFound.delete(oldest.value);
  }
  notFound.set(key, { at: Date.now(), error });
}

/** Sets a key's deadline in a bookkeeping map, dropping passed deadlines once it grows large. */
export function remember(map: Map<string, number>, key: string, until: number): void {
  map.set(key, until);
  if (map.size <= MEMORY_MAX_ENTRIES) return;
  const now = Date.now();
  for (const [k, at] of map) if (at <= now) map.delete(k);
}
