import { config } from '@/lib/config';
import buildInfo from '@/generated/build.json';
import { memoryStore } from '@/lib/isolate';
import { log } from '@/lib/log';
import { isPerResponse } from '@/lib/per-response';
import { requestKey } from '@/lib/request-key';
import type { RequestScope } from '@/request/scope';
import type { AppContext } from '@/types';
import { type DataVersions, readVersions, stillCurrent } from '@/upstream/versions';

/**
 * Rendered pages, kept for as long as the data they were built from (docs/architecture/page-cache.md
 * "Page cache"). A page is rendered once per data version, then served from:
 *
 * 1. isolate memory (the `pages` store), keyed by URL (which holds the language) and configuration;
 * 2. the location's shared cache (Workers Cache API, `caches.default`), keyed by URL, build and
 *    configuration, so an isolate that has never rendered it serves it without rendering.
 *
 * Each stored page carries the keys and versions of every datum it read. Before it is served,
 * `stillCurrent` checks them as the data cache would serve them now, so whatever invalidates
 * data (the fresh window's refresh bringing new content, the CMS's revalidation webhook, expiry)
 * invalidates the pages built from it, and a refresh bringing the same content does not.
 *
 * What is kept is the page's bytes as the renderer produced them (src/render/renderer.tsx) and
 * the page's own headers (Content-Type, Cache-Control and what the route set). Nothing of one
 * response is: the request id, the security headers and their CSP nonce, cookies are added to
 * every answer by the middleware, kept page or not. The nonce inside the HTML is the one
 * per-request part of the bytes: the page is stored split at it and joined with the request's
 * on the way out. (Hashes instead of a nonce would not be simpler: the island scripts are
 * external module scripts, which a hash-only policy cannot allow together with 'strict-dynamic'
 * in every browser we support.)
 *
 * Never kept: anything but GET/HEAD 200, pages marked private (`privatePage`: preview, the
 * enquiry confirmation, searches), pages with Set-Cookie or `no-store`, pages with a failed read,
 * and pages the renderer had to stream (not whole when their first byte left).
 */
const MAX_PAGE_BYTES = 512 * 1024;
const pages = memoryStore<Stored>('pages', { maxBytes: 16 * 1024 * 1024, maxEntries: 500 });

const DEPS_HEADER = 'x-page-data';
const HEADERS_HEADER = 'x-page-headers';
/** When the page stops being true by the calendar (ms), if it shows what a date decides. */
const UNTIL_HEADER = 'x-page-until';
/** The byte length of each part of the stored page, comma-separated. */
const PARTS_HEADER = 'x-page-parts';

interface Stored {
  /** The page as UTF-8, split at its nonce attribute values (joined per request in `joined`). */
  parts: Uint8Array[];
  versions: DataVersions;
  /** The page's own headers (Content-Type, Cache-Control, Retry-After, …); never per-response ones. */
  headers: [string, string][];
  /** The instant (ms) from which the page is not served: it shows what a date decides (keepUntil). */
  until?: number;
}

/** A kept page for this request: its bytes (with this request's nonce) and its own headers. */
export interface KeptPage {
  body: Uint8Array<ArrayBuffer>;
  headers: [string, string][];
}

/** This request's page is for this visitor only: it is neither read from nor put in the cache. */
export function privatePage(scope: RequestScope): void {
  scope.page.private = true;
}

/** A page kept until a day's end (keepUntil) is not served once that instant has passed. */
const expired = (stored: Stored): boolean => stored.until !== undefined && Date.now() >= stored.until;

function cacheable(c: AppContext): boolean {
  const method = c.req.method;
  return (
    (method === 'GET' || method === 'HEAD') &&
    !c.get('scope').page.private &&
    Boolean(c.get('scope').nonce) &&
    config(c.env).pageCache !== 'off'
  );
}

/** Isolate memory is skipped in the `shared` mode (PAGE_CACHE, src/lib/config.ts). */
const memoryOn = (c: AppContext): boolean => config(c.env).pageCache === 'on';

/**
 * The page's canonical request URL (src/lib/request-key.ts: one spelling of the path, the
 * route's defining query alone; the router hands the page the same URL). A stray parameter,
 * another order or another spelling of the path is the same page, never a new entry.
 */
const keyUrl = (c: AppContext): URL => requestKey(new URL(c.req.url), c.get('scope').route.query ?? {});

/** The page's key: its canonical URL under this configuration (vars and secrets change pages, e.g. the captcha key). */
const pageKey = (c: AppContext): string => `${config(c.env).fingerprint}|${keyUrl(c).href}`;

/** The page kept for this request's URL, if any and still current; notes where it came from in the scope. */
export async function cachedPage(c: AppContext): Promise<KeptPage | undefined> {
  if (!cacheable(c)) return undefined;
  const scope = c.get('scope');
  // cacheable: the response has a nonce.
  const nonce = scope.nonce as string;
  const key = pageKey(c);
  const mine = memoryOn(c) ? pages.get(key) : undefined;
  if (mine) {
    if (!expired(mine) && (await stillCurrent(scope, mine.versions))) {
      scope.page.from = 'memory';
      return { body: joined(mine.parts, nonce), headers: mine.headers };
    }
    pages.delete(key);
  }
  const shared = await sharedGet(c);
  if (!shared || expired(shared) || !(await stillCurrent(scope, shared.versions))) return undefined;
  if (memoryOn(c)) remember(key, shared);
  scope.page.from = 'shared';
  return { body: joined(shared.parts, nonce), headers: shared.headers };
}

const encoder = new TextEncoder();

/** The stored parts joined by the request's nonce, as one UTF-8 buffer (no string re-encoding). */
function joined(parts: Uint8Array[], nonce: string): Uint8Array<ArrayBuffer> {
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

/** The bytes split at every occurrence of `nonce` (ASCII), as views of the same buffer. */
function splitAt(bytes: Uint8Array, nonce: string): Uint8Array[] {
  const needle = encoder.encode(nonce);
  const parts: Uint8Array[] = [];
  let from = 0;
  for (let i = bytes.indexOf(needle[0] ?? 0); i !== -1 && i + needle.length <= bytes.length; ) {
    let match = true;
    for (let j = 1; j < needle.length; j++) {
      if (bytes[i + j] !== needle[j]) {
        match = false;
        break;
      }
    }
    if (match) {
      parts.push(bytes.subarray(from, i));
      from = i + needle.length;
      i = bytes.indexOf(needle[0] ?? 0, from);
    } else i = bytes.indexOf(needle[0] ?? 0, i + 1);
  }
  parts.push(bytes.subarray(from));
  return parts;
}

/**
 * Keeps a whole page the renderer produced, with the versions of the data it read: in memory at
 * once, in the shared cache in the background. Does nothing for a page that must not outlive
 * this request.
 */
export function keepPage(c: AppContext, status: number, headers: [string, string][], body: Uint8Array): void {
  const nonce = c.get('scope').nonce;
  if (!nonce || status !== 200 || !cacheable(c) || body.length > MAX_PAGE_BYTES) return;
  const cacheControl = headers.find(([name]) => name.toLowerCase() === 'cache-control')?.[1] ?? '';
  if (/no-store|private=/i.test(cacheControl) || headers.some(([name]) => name.toLowerCase() === 'set-cookie')) return;
  const versions = readVersions(c.get('scope'));
  if (!versions) return;
  // The page's own headers only; none that belongs to one response (src/lib/per-response.ts).
  const own = headers.filter(([name]) => !isPerResponse(name));
  const { until } = c.get('scope').page;
  const stored: Stored = {
    parts: splitAt(body, nonce),
    versions,
    headers: own,
    ...(until === undefined ? {} : { until }),
  };
  if (memoryOn(c)) remember(pageKey(c), stored);
  c.get('scope').waitUntil(
    sharedPut(c, stored).catch((error: unknown) =>
      log('warn', 'page-cache.error', { requestId: c.get('scope').id, op: 'write', error }),
    ),
  );
}

function remember(key: string, stored: Stored): void {
  pages.set(
    key,
    stored,
    stored.parts.reduce((n, part) => n + part.length, 0),
  );
}

/**
 * The shared cache's key: the page's URL under a path no route answers, with the build (a new
 * deploy renders afresh) and a fingerprint of the configuration.
 */
function sharedKey(c: AppContext): Request {
  const url = keyUrl(c);
  const path = `/__pages/${buildInfo.id}/${config(c.env).fingerprint}${url.pathname}`;
  return new Request(new URL(path + url.search, url.origin));
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
    return { parts, versions, headers, ...(Number.isFinite(until) ? { until } : {}) };
  } catch (error) {
    // A shared cache that fails is a miss, never a failed page.
    log('warn', 'page-cache.error', { requestId: c.get('scope').id, op: 'read', error });
    return undefined;
  }
}

async function sharedPut(c: AppContext, stored: Stored): Promise<void> {
  const staleSeconds = config(c.env).cacheStaleSeconds;
  await locationCache().put(
    sharedKey(c),
    new Response(joined(stored.parts, ''), {
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
