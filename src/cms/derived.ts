// What is built from one CMS datum, kept once per data version (docs/architecture/data-cache.md "Data
// versions"): the set of the menu's links in one language, the sitemaps' entries of a list the
// CMS answers in one piece, the frame's HTML (src/components/frame-cache.tsx). A new version of
// the datum (a refresh bringing other content, the CMS's revalidation webhook) builds afresh,
// and the old value ages out of its store. A datum without a version (a draft preview, a value
// built by the site) is built every time.
import { type MemoryStore, memoryStore } from '@/lib/isolate';
import { dataVersion } from '@/upstream/cache-entry';

const derived = memoryStore<unknown>('derived', { maxBytes: 4 * 1024 * 1024, maxEntries: 512 });

/**
 * A value computed once per datum version and key, kept in `store`; `bytes` is its rough size
 * for the store's bound (a value larger than the store is built every time rather than pushing
 * out the rest).
 */
export function perDatumIn<T>(
  store: MemoryStore<T>,
  datum: object,
  key: string,
  compute: () => T,
  bytes: (value: T) => number,
): T {
  const version = dataVersion(datum);
  const id = `${version}|${key}`;
  const kept = version === undefined ? undefined : store.get(id);
  if (kept !== undefined) return kept;
  const value = compute();
  if (version !== undefined) store.set(id, value, bytes(value));
  return value;
}

/** perDatumIn the shared `derived` store. */
export function perDatum<T>(datum: object, key: string, compute: () => T, bytes = 1024): T {
  return perDatumIn(derived as MemoryStore<T>, datum, key, compute, () => bytes);
}
