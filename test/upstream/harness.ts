import { env } from 'cloudflare:workers';
import * as v from 'valibot';
import { vi } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { cacheKey } from '@/upstream/cache-entry';
import { queryString, type CallSpec, type Query } from '@/upstream/http';
import { createScope } from '@/request/scope';

export type Handler = (req: Request, n: number) => Response | Promise<Response>;

/** An upstream answer in the CMS envelope. */
export function envelope(data: unknown, code = 200, status = 200): Response {
  return new Response(JSON.stringify({ code, data, msg: code === 200 ? 'ok' : 'boom' }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * A fake UPSTREAM binding around `handler`, the real KV (isolated per test file by the pool,
 * with a put spy), and a waitUntil that collects background work for `settle()`.
 */
export function setup(handler: Handler, vars: Partial<Env> = {}) {
  const seen: Request[] = [];
  const upstream = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    seen.push(req);
    return handler(req, seen.length);
  });
  const put = vi.fn((...args: Parameters<KVNamespace['put']>) => env.CACHE.put(...args));
  const cache = {
    get: env.CACHE.get.bind(env.CACHE),
    getWithMetadata: env.CACHE.getWithMetadata.bind(env.CACHE),
    put,
  } as unknown as KVNamespace;
  const testEnv: Env = {
    ...env,
    API_BASE_URL: '',
    SITE_DOMAIN: 'site.test',
    CACHE_FRESH_SECONDS: '60',
    CACHE_STALE_SECONDS: '86400',
    UPSTREAM_TIMEOUT_MS: '4000',
    ...vars,
    UPSTREAM: { fetch: upstream } as unknown as Fetcher,
    CACHE: cache,
  };
  const pending: Promise<unknown>[] = [];
  const ctxFor = (locale: Locale = 'tc', e: Env = testEnv) =>
    createScope({ env: e, locale: locale, waitUntil: (p) => void pending.push(p), id: 'req-test' });
  /** Waits for every background task, including tasks they start. */
  const settle = async () => {
    while (pending.length) await Promise.allSettled(pending.splice(0));
  };
  return { env: testEnv, ctx: ctxFor(), ctxFor, upstream, seen, put, settle };
}

/** The parsed JSON log lines written at `level` with the given event. */
export function logLines(spy: { mock: { calls: unknown[][] } }, event: string): Record<string, unknown>[] {
  return spy.mock.calls
    .map((args) => {
      try {
        return JSON.parse(String(args[0])) as Record<string, unknown>;
      } catch {
        return {};
      }
    })
    .filter((line) => line.event === event);
}

let counter = 0;
/** A path no other test uses, so KV state never leaks between tests. */
export const uniquePath = (name: string) => `/api/test/${name}/${++counter}-${Date.now()}`;

export const Info = v.object({ name: v.string() });
export type Info = v.InferOutput<typeof Info>;

export const spec = (path: string, extra: Partial<CallSpec<Info>> = {}): CallSpec<Info> => ({
  name: 'site.infos',
  method: 'GET',
  path,
  schema: Info,
  cache: true,
  ...extra,
});

/** The KV key of a GET as the client builds it for tc on site.test. */
export const keyOf = (path: string, query?: Query, lang = 'tc', site = 'site.test') =>
  cacheKey({ method: 'GET', path, query: queryString(query), lang, site });

/** Plants a value in KV as if it had been fetched `ageSeconds` ago. */
export async function plant(path: string, data: unknown, ageSeconds: number) {
  await env.CACHE.put(keyOf(path), JSON.stringify(data), { metadata: { fetchedAt: Date.now() - ageSeconds * 1000 } });
}

/** An upstream answering { name: 'v1' }, { name: 'v2' }, ... one version per call. */
export const versions = () => setup((_req, n) => envelope({ name: `v${n}` }));
