import type { RequestScope } from '@/request/scope';

/** Records that the request read this version of a datum (written by cache.ts). */
export function noteRead(scope: RequestScope, key: string, version: string): void {
  scope.reads.versions.set(key, version);
}

/** The keys and versions of every datum a request (its scope) has read so far, sorted by key. */
export type DataVersions = readonly (readonly [key: string, version: string])[];

/**
 * What this request has read, or undefined when a read failed (a page built then shows a
 * no-data block and must not outlive this request).
 */
export function readVersions(scope: RequestScope): DataVersions | undefined {
  if (scope.reads.failed) return undefined;
  return [...scope.reads.versions].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}
