// What is built from one CMS datum, kept once per data version (docs/ARCHITECTURE.md "Data
// versions"): the set of the menu's links in one language, the sitemaps' entries of a list the
// CMS answers in one piece. A new version of the datum (a refresh bringing other content, the
// CMS's revalidation webhook) builds afresh, and the old value ages out of the store. A datum
// without a version (a draft preview, a value built by the site) is built every time.
import { memoryStore } from '@/lib/isolate';
import { dataVersion } from '@/upstream/cache-entry';

const derived = memoryStore<unknown>('derived', { maxBytes: 4 * 1024 * 1024, maxEntries: 512 });

/**
 * A value computed once per datum version and key; `bytes` is its rough size for the store's
 * bound (a value larger than the store is built every time rather than pushing out the rest).
 */
export function perDatum<T>(datum: object, key: string, compute: () => T, bytes = 1024): T {
  const version = dataVersion(datum);
  const id = `${version}|${key}`;
  if (version !== undefined && derived.has(id)) return derived.get(id) as T;
  const value = compute();
  if (version !== undefined) derived.set(id, value, bytes);
  return value;
}
