import { config } from '@/config';
import buildInfo from '@/generated/build.json';
import { log } from '@/lib/log';
import type { RequestScope } from '@/request/scope';
import type { AppContext } from '@/types';
import { type DataVersions, readVersions, stillCurrent } from '@/upstream/versions';

/**
 * Rendered pages, kept for as long as the data they were built from (docs/ARCHITECTURE.md
 * "Page cache"). A page is rendered once per data version, then served from:
 *
 * 1. isolate memory, keyed by URL (which holds the language) within one set of bindings;
 * 2. the location's shared cache (Workers Cache API, `caches.default`), keyed by URL, build and
 *    configuration, so an isolate that has never rendered it serves it without rendering.
 *
 * Each stored page carries the keys and versions of every datum it read. Before it is served,
 * `stillCurrent` checks them as the data cache would serve them now, so whatever invalidates
 * data (the fresh window's refresh bringing new content, the CMS's revalidation webhook, expiry)
 * invalidates the pages built from it, and a refresh bringing the same content does not.
 *
 * The CSP nonce is the only per-request part: the page is stored split at its `nonce="…"`
 * attributes and joined with the request's nonce on the way out. (Hashes instead of a nonce
 * would not be simpler: the island scripts are external module scripts, which a hash-only
 * policy cannot allow together with 'strict-dynamic' in every browser we support.)
 *
 * Never stored: anything but GET/HEAD 200, pages marked private (`privatePage`: preview, the
 * enquiry confirmation), answers with Set-Cookie or `no-store`, pages with a failed read, and
 * pages still streaming late segments (their content is not inline).
 */
const MAX_ENTRIES = 500;
const MAX_PAGE_CHARS = 256 * 1024;
const MAX_TOTAL_CHARS = 16 * 1024 * 1024;
const DEPS_HEADER = 'x-page-data';
const HEADERS_HEADER = 'x-page-headers';
/** When the page stops being true by the calendar (ms), if it shows what a date decides. */
const UNTIL_HEADER = 'x-page-until';
/** The byte length of each part of the stored page, comma-separated. */
const PARTS_HEADER = 'x-page-parts';
/** A page that is still streaming: late segments or a loading indicator in place of content. */
const NOT_INLINE = /<div hidden id="S:|class="page-loading"|class="block-loading"/;

interface Stored {
  /** The page as UTF-8, split at its nonce attribute values (joined per request in `bytesOf`). */
  parts: Uint8Array[];
  versions: DataVersions;
  /** The route's own headers (Content-Type, Retry-After, …); never cookies. */
  headers: [string, string][];
  size: number;
  /** keepUntil's instant, if any: the page is not served from then on. */
  until?: number;
}

interface Pages {
  map: Map<string, Stored>;
  chars: number;
}

const byEnv = new WeakMap<object, Pages>();

/** This request's page is for this visitor only: it is neither read from nor put in the cache. */
export function privatePage(scope: RequestScope): void {
  scope.page.private = true;
}

/** This request's page shows what a date decides: kept until `at` (ms) at the latest. */
export function keepUntil(scope: RequestScope, at: number): void {
  scope.page.until = Math.min(scope.page.until ?? at, at);
}

const expired = (stored: Stored): boolean => stored.until !== undefined && Date.now() >= stored.until;

function pagesOf(c: AppContext): Pages {
  let pages = byEnv.get(c.env);
  if (!pages) {
    pages = { map: new Map(), chars: 0 };
    byEnv.set(c.env, pages);
  }
  return pages;
}

const cacheable = (c: AppContext): boolean =>
  (c.req.method === 'GET' || c.req.method === 'HEAD') &&
  !c.var.scope.page.private &&
  Boolean(c.get('secureHeadersNonce')) &&
  config(c.env).pageCache !== 'off';

/** Isolate memory is skipped in the `shared` mode (PAGE_CACHE, src/config.ts). */
const memoryOn = (c: AppContext): boolean => config(c.env).pageCache === 'on';

export type PageSource = 'memory' | 'shared';

/** A kept page for this request (its nonce in place), and where it came from. */
export async function cachedPage(
  c: AppContext,
): Promise<{ html: Uint8Array<ArrayBuffer>; headers: [string, string][]; from: PageSource } | undefined> {
  if (!cacheable(c)) return undefined;
  const nonce = c.get('secureHeadersNonce') as string;
  const pages = pagesOf(c);
  const ctx = c.var.scope;
  const key = c.req.url;
  const mine = memoryOn(c) ? pages.map.get(key) : undefined;
  if (mine) {
    if (!expired(mine) && (await stillCurrent(ctx, mine.versions))) {
      // Least recently used first: re-insert on use.
      pages.map.delete(key);
      pages.map.set(key, mine);
      c.var.scope.page.from = 'memory';
      return { html: bytesOf(mine.parts, nonce), headers: mine.headers, from: 'memory' };
    }
    forget(pages, key);
  }
  const shared = await sharedGet(c);
  if (!shared || expired(shared) || !(await stillCurrent(ctx, shared.versions))) return undefined;
  if (memoryOn(c)) remember(pages, key, shared);
  c.var.scope.page.from = 'shared';
  return { html: bytesOf(shared.parts, nonce), headers: shared.headers, from: 'shared' };
}

const encoder = new TextEncoder();

/** The stored parts joined by the request's nonce, as one UTF-8 buffer (no string re-encoding). */
function bytesOf(parts: Uint8Array[], nonce: string): Uint8Array<ArrayBuffer> {
  const glue = encoder.encode(nonce);
  let length = glue.length * (parts.length - 1);
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const [i, part] of parts.entries()) {
    if (i > 0) {
      out.set(glue, at);
      at += glue.length;
    }
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Passes the page through unchanged and, once it has ended, keeps it with the versions of the
 * data it read (in memory at once, in the shared cache in the background). A TransformStream
 * rather than tee(): a tee'd branch of React's byte stream is re-chunked by workerd into 4 KB
 * reads, which holds back the shell and loading state until later content fills the chunk.
 */
export function keepPage(c: AppContext, res: Response): Response {
  const nonce = c.get('secureHeadersNonce');
  if (!cacheable(c) || !nonce || res.status !== 200 || !res.body) return res;
  if (res.headers.has('Set-Cookie') || /no-store|private=/i.test(res.headers.get('Cache-Control') ?? '')) return res;
  const headers = [...res.headers].filter(([name]) => name !== 'set-cookie');
  const key = c.req.url;
  const decoder = new TextDecoder();
  let html = '';
  let tooLarge = false;
  const copy = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      if (!tooLarge) html += decoder.decode(chunk, { stream: true });
      tooLarge ||= html.length > MAX_PAGE_CHARS;
      controller.enqueue(chunk);
    },
    flush() {
      if (tooLarge) return;
      html += decoder.decode();
      const stored = storable(c, html, nonce, headers);
      if (!stored) return;
      if (memoryOn(c)) remember(pagesOf(c), key, stored);
      c.var.scope.waitUntil(
        sharedPut(c, stored).catch((error: unknown) =>
          log('warn', 'page-cache.error', { requestId: c.get('requestId'), op: 'write', error }),
        ),
      );
    },
  });
  return new Response(res.body.pipeThrough(copy), res);
}

/** The page to keep, or undefined when it must not outlive this request. */
function storable(c: AppContext, html: string, nonce: string, headers: [string, string][]): Stored | undefined {
  const versions = readVersions(c.var.scope);
  if (!versions || c.var.scope.page.private) return undefined;
  if (!html.trimEnd().endsWith('</html>') || NOT_INLINE.test(html)) return undefined;
  const { until } = c.var.scope.page;
  const parts = html.split(nonce).map((part) => encoder.encode(part));
  return { parts, versions, headers, size: html.length, ...(until === undefined ? {} : { until }) };
}

function remember(pages: Pages, key: string, stored: Stored): void {
  forget(pages, key);
  pages.map.set(key, stored);
  pages.chars += stored.size;
  for (const oldest of pages.map.keys()) {
    if (pages.map.size <= MAX_ENTRIES && pages.chars <= MAX_TOTAL_CHARS) break;
    forget(pages, oldest);
  }
}

function forget(pages: Pages, key: string): void {
  const stored = pages.map.get(key);
  if (!stored) return;
  pages.chars -= stored.size;
  pages.map.delete(key);
}

/**
 * The shared cache's key: the page's URL under a path no route answers, with the build (a new
 * deploy renders afresh) and a fingerprint of the configuration (vars and secrets change pages,
 * e.g. the captcha's site key).
 */
function sharedKey(c: AppContext): Request {
  const url = new URL(c.req.url);
  const path = `/__pages/${buildInfo.id}/${configTag(c.env)}${url.pathname}`;
  return new Request(new URL(path + url.search, url.origin));
}

const configTags = new WeakMap<object, string>();

function configTag(env: Env): string {
  let tag = configTags.get(env);
  if (tag === undefined) {
    const vars = Object.entries(env)
      .filter(([, value]) => typeof value === 'string')
      .sort(([a], [b]) => (a < b ? -1 : 1));
    // FNV-1a over the vars: a fingerprint, not a secret (secrets never leave the worker).
    let h = 0x811c9dc5;
    for (const ch of JSON.stringify(vars)) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    tag = h.toString(36);
    configTags.set(env, tag);
  }
  return tag;
}

/** `caches.default` (the DOM typings in tsconfig hide the Workers-only `default`). */
const locationCache = (): Cache => (caches as unknown as { default: Cache }).default;

async function sharedGet(c: AppContext): Promise<Stored | undefined> {
  try {
    const res = await locationCache().match(sharedKey(c));
    if (!res) return undefined;
    const versions = JSON.parse(decodeURIComponent(res.headers.get(DEPS_HEADER) ?? '')) as DataVersions;
    const headers = JSON.parse(decodeURIComponent(res.headers.get(HEADERS_HEADER) ?? '')) as [string, string][];
    const lengths = (res.headers.get(PARTS_HEADER) ?? '').split(',').map(Number);
    if (!Array.isArray(versions) || !Array.isArray(headers) || lengths.some((n) => !Number.isInteger(n) || n < 0))
      return undefined;
    const body = new Uint8Array(await res.arrayBuffer());
    const parts: Uint8Array[] = [];
    let at = 0;
    for (const n of lengths) {
      parts.push(body.subarray(at, at + n));
      at += n;
    }
    if (at !== body.length) return undefined;
    const until = Number(res.headers.get(UNTIL_HEADER) ?? Number.NaN);
    return { parts, versions, headers, size: body.length, ...(Number.isFinite(until) ? { until } : {}) };
  } catch (error) {
    // A shared cache that fails is a miss, never a failed page.
    log('warn', 'page-cache.error', { requestId: c.get('requestId'), op: 'read', error });
    return undefined;
  }
}

async function sharedPut(c: AppContext, stored: Stored): Promise<void> {
  const staleSeconds = config(c.env).cacheStaleSeconds;
  await locationCache().put(
    sharedKey(c),
    new Response(bytesOf(stored.parts, ''), {
      headers: {
        'Content-Type': 'application/octet-stream',
        [PARTS_HEADER]: stored.parts.map((part) => part.length).join(','),
        // The shared cache's own lifetime: the page is checked against its data on every use.
        'Cache-Control': `public, max-age=${Math.max(60, Math.floor(staleSeconds))}`,
        [DEPS_HEADER]: encodeURIComponent(JSON.stringify(stored.versions)),
        [HEADERS_HEADER]: encodeURIComponent(JSON.stringify(stored.headers)),
        ...(stored.until === undefined ? {} : { [UNTIL_HEADER]: String(stored.until) }),
      },
    }),
  );
}
