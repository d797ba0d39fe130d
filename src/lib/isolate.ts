// What an isolate keeps between requests, in one place (docs/architecture/isolate.md "What an isolate keeps"): every
// in-memory cache is a named MemoryStore from here (one LRU, bounded in bytes and entries, with
// hit and miss counts), and every other piece of isolate state registers how it is reset.
// Nothing kept here is per request (that is the request scope, src/request/scope.ts), and no
// store keeps a pending promise: only finished values (docs/architecture/request.md "One request").
//
// Tests reach all of it through one seam, `resetIsolate()`: every store emptied and every
// registered piece of state reset, as in a fresh isolate.

export interface StoreLimits {
  /** The most bytes of values kept (as the caller counts them); the least recently used go first. */
  maxBytes: number;
  /** The most entries kept, whatever their size. */
  maxEntries?: number;
}

export interface StoreStats extends StoreLimits {
  name: string;
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  evictions: number;
}

interface Slot<V> {
  value: V;
  bytes: number;
}

/**
 * A bounded map, least recently used first out. A Map keeps insertion order, so re-inserting a
 * key on use makes the first key the least recently used one.
 */
export class MemoryStore<V> {
  readonly #slots = new Map<string, Slot<V>>();
  #bytes = 0;
  #hits = 0;
  #misses = 0;
  #evictions = 0;

  constructor(
    readonly name: string,
    readonly limits: StoreLimits,
  ) {}

  /** The value of a key, counted as a hit or a miss, and now the most recently used. */
  get(key: string): V | undefined {
    const slot = this.#slots.get(key);
    if (!slot) {
      this.#misses++;
      return undefined;
    }
    this.#hits++;
    this.#slots.delete(key);
    this.#slots.set(key, slot);
    return slot.value;
  }

  /** The value of a key without counting or reordering (bookkeeping reads). */
  peek(key: string): V | undefined {
    return this.#slots.get(key)?.value;
  }

  has(key: string): boolean {
    return this.#slots.has(key);
  }

  /**
   * Keeps a value, counted as `bytes`; the least recently used go until the store is within its
   * limits again. A value larger than the whole store is not kept (and its key is forgotten).
   */
  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.limits.maxBytes) return;
    this.#slots.set(key, { value, bytes });
    this.#bytes += bytes;
    const maxEntries = this.limits.maxEntries ?? Number.POSITIVE_INFINITY;
    for (const [oldest, slot] of this.#slots) {
      if (this.#slots.size <= maxEntries && this.#bytes <= this.limits.maxBytes) break;
      this.#slots.delete(oldest);
      this.#bytes -= slot.bytes;
      this.#evictions++;
    }
  }

  delete(key: string): boolean {
    const slot = this.#slots.get(key);
    if (!slot) return false;
    this.#slots.delete(key);
    this.#bytes -= slot.bytes;
    return true;
  }

  keys(): IterableIterator<string> {
    return this.#slots.keys();
  }

  get size(): number {
    return this.#slots.size;
  }

  clear(): void {
    this.#slots.clear();
    this.#bytes = 0;
    this.#hits = 0;
    this.#misses = 0;
    this.#evictions = 0;
  }

  stats(): StoreStats {
    return {
      name: this.name,
      ...this.limits,
      entries: this.#slots.size,
      bytes: this.#bytes,
      hits: this.#hits,
      misses: this.#misses,
      evictions: this.#evictions,
    };
  }
}

const stores = new Map<string, MemoryStore<unknown>>();
const resets = new Map<string, () => void>();

/** The isolate's store of this name, made on first use (one per name: a second call returns it). */
export function memoryStore<V>(name: string, limits: StoreLimits): MemoryStore<V> {
  let store = stores.get(name);
  if (!store) {
    store = new MemoryStore<unknown>(name, limits);
    stores.set(name, store);
  }
  return store as MemoryStore<V>;
}

/** Isolate state that is not a cache (bookkeeping, a polled record): how to put it back as new. */
export function onIsolateReset(name: string, reset: () => void): void {
  resets.set(name, reset);
}

/** Every store's figures (the bench and the health details read them). */
export const isolateStats = (): StoreStats[] => [...stores.values()].map((s) => s.stats());

/** One store's figures by name (tests read facts through this, never a module's own export). */
export function storeStats(name: string): StoreStats {
  const store = stores.get(name);
  if (!store) throw new Error(`no store named ${name}`);
  return store.stats();
}

/** THE TEST SEAM: the isolate as new: every store emptied, every registered state reset. */
export function resetIsolate(): void {
  for (const store of stores.values()) store.clear();
  for (const reset of resets.values()) reset();
}
