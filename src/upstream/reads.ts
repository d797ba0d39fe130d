import type { UpstreamCtx } from './client';

/**
 * What each request read from the data cache: the key and version of every datum, and whether
 * a read failed. Written by cache.ts; read through versions.ts.
 */
export interface Reads {
  versions: Map<string, string>;
  failed: boolean;
}
const reads = new WeakMap<UpstreamCtx, Reads>();

export function readsOf(ctx: UpstreamCtx): Reads {
  let r = reads.get(ctx);
  if (!r) {
    r = { versions: new Map(), failed: false };
    reads.set(ctx, r);
  }
  return r;
}

export function noteRead(ctx: UpstreamCtx, key: string, version: string): void {
  readsOf(ctx).versions.set(key, version);
}

/** The keys and versions of every datum a request (its ctx) has read so far, sorted by key. */
export type DataVersions = readonly (readonly [key: string, version: string])[];

/**
 * What this request has read, or undefined when a read failed (a page built then shows a
 * no-data block and must not outlive this request).
 */
export function readVersions(ctx: UpstreamCtx): DataVersions | undefined {
  const r = reads.get(ctx);
  if (!r) return [];
  if (r.failed) return undefined;
  return [...r.versions].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}
