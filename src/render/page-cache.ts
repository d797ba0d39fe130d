import { log } from '../lib/log';
import type { AppContext } from '../types';
import { upstreamCtx } from '../upstream/context';

/**
 * A few seconds of rendered HTML per URL, in the isolate. Rendering is most of what a warm
 * page costs (docs/PERFORMANCE.md), and a busy page asks for the same render many times a
 * second. It is the data cache's servant, not a second source of truth:
 *
 * - only a page whose every datum was a fresh memory hit is kept (no miss, KV or stale read),
 *   so it is never older than that data by more than PAGE_TTL_MS;
 * - only GET 200 pages for browsers (crawlers get their own whole render);
 * - every page carries its own CSP nonce: the stored page's nonce is swapped for the request's
 *   on the way out (it only appears in nonce="…" attributes, written by React and Island);
 * - keyed by the full URL, which is all a page depends on once past the root redirect, within
 *   one set of bindings (the env object: a test that swaps the CMS gets its own pages).
 */
export const PAGE_TTL_MS = 5_000;
const MAX_ENTRIES = 200;
const MAX_BYTES = 256 * 1024;

interface Stored {
  html: string;
  nonce: string;
  until: number;
}

const byEnv = new WeakMap<object, Map<string, Stored>>();

function pagesOf(c: AppContext): Map<string, Stored> {
  let pages = byEnv.get(c.env);
  if (!pages) {
    pages = new Map();
    byEnv.set(c.env, pages);
  }
  return pages;
}

const keyOf = (c: AppContext) => c.req.url;

/** A stored page for this request, with this request's nonce in it. */
export function cachedPage(c: AppContext): string | undefined {
  if (c.req.method !== 'GET') return undefined;
  const pages = pagesOf(c);
  const hit = pages.get(keyOf(c));
  if (!hit) return undefined;
  if (hit.until <= Date.now()) {
    pages.delete(keyOf(c));
    return undefined;
  }
  const nonce = c.get('secureHeadersNonce');
  if (!nonce) return undefined;
  return hit.html.replaceAll(`nonce="${hit.nonce}"`, `nonce="${nonce}"`);
}

/**
 * Passes the streamed page through unchanged and, once it has ended, keeps it if every datum
 * behind it was fresh from memory.
 */
export function keepPage(c: AppContext, res: Response): Response {
  const nonce = c.get('secureHeadersNonce');
  const pages = pagesOf(c);
  if (c.req.method !== 'GET' || res.status !== 200 || !res.body || !nonce || pages.has(keyOf(c))) return res;
  const [toVisitor, toCache] = res.body.tee();
  const key = keyOf(c);
  void new Response(toCache)
    .text()
    .then((html) => {
      const { stats } = upstreamCtx(c);
      const allFresh = stats.misses === 0 && stats.kvHits === 0 && stats.staleServed === 0 && stats.calls.length === 0;
      if (!allFresh || html.length > MAX_BYTES || !html.trimEnd().endsWith('</html>')) return;
      if (pages.size >= MAX_ENTRIES) {
        const oldest = pages.keys().next();
        if (!oldest.done) pages.delete(oldest.value);
      }
      pages.set(key, { html, nonce, until: Date.now() + PAGE_TTL_MS });
    })
    .catch((error: unknown) => log('warn', 'page-cache.error', { requestId: c.get('requestId'), error }));
  return new Response(toVisitor, res);
}
