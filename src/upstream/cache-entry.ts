import type { GenericSchema } from 'valibot';
import { config } from '@/lib/config';
import { sha256Hex } from '@/lib/hash';
import type { RequestScope } from '@/request/scope';
import type { Loaded } from '@/upstream/http';
import { invalidatedBefore } from '@/upstream/revalidation';

/** What the data cache (cache.ts) keeps per key, and the key's layout. */

/** How to (re)fetch a datum: bound to the call, not to a request (`load` gets the request's scope). */
export interface Source<T> {
  schema: GenericSchema<unknown, T>;
  load: (scope: RequestScope) => Promise<Loaded<T>>;
}

export interface CacheRequest<T> extends Source<T> {
  key: string;
}

export interface Entry {
  /** The validated output; absent while only the KV text is known (read to check a version). */
  value?: unknown;
  parsed: boolean;
  /** The JSON text, kept until it is parsed. */
  text?: string | undefined;
  /** When its fetch from the CMS started. */
  fetchedAt: number;
  /** Hash of the JSON text: equal content, equal version. */
  version: string;
  /** Length of the JSON text, to bound the memory layer by size as well as by count. */
  size: number;
  /** Set by the first read through `cached`, so a background refresh can run without one. */
  source?: Source<unknown> | undefined;
}

/** Bump when the stored format changes: old keys then simply expire. */
export const KEY_VERSION = 'v1';

export interface KeyParts {
  method: string;
  path: string;
  /** Already sorted query string. */
  query: string;
  lang: string;
  site: string;
  /** POST only: the JSON body. */
  body?: string | undefined;
}

export function cacheKey(p: KeyParts): string {
  const key = `${KEY_VERSION}|${p.method}|${p.path}|${p.query}|${p.lang}|${p.site}`;
  return p.body === undefined ? key : `${key}|${p.body}`;
}

/** The method, path and query inside a key (cacheKey's layout), for the revalidation marks. */
export function invalidatedAt(key: string): number {
  const [, method = '', path = '', query = ''] = key.split('|', 4);
  return invalidatedBefore(method, path, query);
}

export function windows(env: Env): { freshMs: number; staleMs: number } {
  const { cacheFreshSeconds, cacheStaleSeconds } = config(env);
  return { freshMs: cacheFreshSeconds * 1000, staleMs: cacheStaleSeconds * 1000 };
}

/** A datum's version: the first 64 bits of the SHA-256 of its JSON text, in hex. */
export function versionOf(text: string): Promise<string> {
  return sha256Hex(text, 8);
}

const VERSION = Symbol('data version');

/**
 * Every object the data cache hands out carries its version (a hidden, non-enumerable property:
 * never copied, serialised or rendered), so what is built from one datum can be kept by its
 * version (src/components/frame-cache.tsx): docs/architecture/data-cache.md "Data versions".
 */
export function markVersion(value: unknown, version: string): void {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value))
    Object.defineProperty(value, VERSION, { value: version, configurable: true });
}

/** The version of a datum the data cache handed out; undefined for anything else (drafts, built values). */
export const dataVersion = (value: object): string | undefined => (value as { [VERSION]?: string })[VERSION];
