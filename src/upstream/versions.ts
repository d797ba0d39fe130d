import { revalidate } from '@/upstream/cache';
import { type Entry, windows } from '@/upstream/cache-entry';
import { adopt, kvRead, usable } from '@/upstream/cache-tiers';
import type { RequestScope } from '@/request/scope';
import { poll } from '@/upstream/revalidation';

/** The keys and versions of every datum a request (its scope) has read so far, sorted by key. */
export type DataVersions = readonly (readonly [key: string, version: string])[];

/**
 * What this request has read (the data cache records each read on the scope: src/upstream/cache.ts),
 * or undefined when a read failed (a page built then shows a no-data block and must not outlive
 * this request).
 */
export function readVersions(scope: RequestScope): DataVersions | undefined {
  if (scope.reads.failed) return undefined;
  return [...scope.reads.versions].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/**
 * Data versions for what is built from data (docs/architecture/data-cache.md "Data versions"): record
 * `readVersions(scope)` after building from a request's reads, and before reusing the result ask
 * `stillCurrent(scope, versions)`. It answers as the data cache would serve those data right now:
 *
 * - true: every datum is still the same version, in memory or (a fresh isolate) in KV, within
 *   its stale window and not revalidated away. Data past their fresh window get their usual
 *   background refresh, and the result stays valid for as long as the refresh brings the same
 *   content;
 * - false: a datum changed, expired, was revalidated by the CMS, or cannot be refreshed
 *   without being read again (build afresh: reading refreshes it).
 */
export async function stillCurrent(scope: RequestScope, versions: DataVersions): Promise<boolean> {
  poll(scope);
  const { freshMs, staleMs } = windows(scope.env);
  const stale: [string, Entry][] = [];
  const unknown: (readonly [string, string])[] = [];
  for (const dep of versions) {
    const hit = usable(scope.env, dep[0]);
    if (!hit) unknown.push(dep);
    else if (hit.version !== dep[1]) return false;
    else if (Date.now() - hit.fetchedAt >= freshMs) stale.push([dep[0], hit]);
  }
  if (unknown.length > 0) {
    const found = await Promise.all(unknown.map(([key]) => kvRead(scope, key)));
    for (const [i, [key, version]] of unknown.entries()) {
      const entry = found[i];
      if (!entry || entry.version !== version || Date.now() - entry.fetchedAt >= staleMs) return false;
      adopt(key, entry);
      if (Date.now() - entry.fetchedAt >= freshMs) stale.push([key, entry]);
    }
    scope.stats.kvHits += unknown.length;
  }
  for (const [, entry] of stale) if (!entry.source) return false;
  for (const [key, entry] of stale) if (entry.source) revalidate(scope, key, entry.source, true);
  scope.stats.memoryHits += versions.length - unknown.length;
  scope.stats.staleServed += stale.length;
  return true;
}
