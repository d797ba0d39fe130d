import type { MiddlewareHandler } from 'hono';
import type { AppContext, AppEnv } from '@/types';
import { emptyStats } from '@/request/scope';
import { log } from '@/lib/log';

/**
 * One structured line per request: id, language, route, status, duration and what
 * the data layer did. A streamed page is logged when its last byte has left, because its
 * Suspense boundaries make their upstream calls while it streams.
 */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const start = Date.now();
  await next();
  const res = c.res;
  // Only a streamed page is still under way (its Suspense boundaries make their upstream calls
  // while it streams); every other answer is complete already.
  if (!res.body || !c.get('scope')?.page.streamed) {
    write(c, start, res.status);
    return;
  }
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  // Not handed to waitUntil: the pipe lives exactly as long as the response is being sent,
  // and its end (or the visitor going away) is when the line is written.
  void res.body.pipeTo(writable).then(
    () => write(c, start, res.status),
    (error: unknown) => write(c, start, res.status, error),
  );
  c.res = new Response(readable, res);
};

function write(c: AppContext, start: number, status: number, streamError?: unknown): void {
  const stats = c.get('scope')?.stats ?? emptyStats();
  log(status >= 500 ? 'error' : 'info', 'request', {
    requestId: c.get('scope').id,
    method: c.req.method,
    path: c.req.path,
    locale: c.get('scope').locale,
    route: c.get('scope').route.name ?? null,
    status,
    ms: Date.now() - start,
    cache: { memoryHits: stats.memoryHits, kvHits: stats.kvHits, staleServed: stats.staleServed, misses: stats.misses },
    // How the page was made: kept ('memory' or 'shared', src/render/page-cache.ts), rendered
    // whole ('render') or streamed ('stream'); null: not a page (an endpoint, a redirect, a file).
    page: c.get('scope')?.page.made ?? null,
    upstream: stats.calls,
    ...(streamError ? { streamError } : {}),
  });
}
