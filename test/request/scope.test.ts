import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import * as v from 'valibot';
import { beforeEach, expect, it, vi } from 'vitest';
import type { Locale } from '@/i18n/locales';
import type { AppEnv } from '@/types';
import { call } from '@/upstream/call';
import type { RequestScope } from '@/request/scope';
import { resetIsolate } from '@/lib/isolate';
import { createScope, setLocale } from '@/request/scope';
import { requestScope } from '@/http/scope';
import { envelope, uniquePath } from '../upstream/harness';

/**
 * The scope as the handler saw it, and as middleware saw it around the request: one registered
 * after the scope's (before the handler runs), one registered before it (after the answer, as
 * the request log reads it).
 */
interface Seen {
  before?: RequestScope;
  handler?: RequestScope;
  after?: RequestScope;
}

/** Cloudflare's ray id, which names the request (src/lib/per-response.ts). */
const RAY = '8f1b2c3d4e5f6a7b-HKG';

/** A tiny app whose middleware sets what the real one does, and which records the scope it sees. */
function app(seen: Seen[], locale: Locale) {
  const hono = new Hono<AppEnv>();
  hono.use(async (c, next) => {
    const record: Seen = {};
    seen.push(record);
    await next();
    record.after = c.get('scope');
  });
  hono.use(requestScope);
  hono.use(async (c, next) => {
    setLocale(c.get('scope'), locale, c.req.path);
    (seen.at(-1) as Seen).before = c.get('scope');
    await next();
  });
  hono.get('*', async (c) => {
    const scope = c.get('scope');
    (seen.at(-1) as Seen).handler = scope;
    const data = await call(scope, { name: 'x', method: 'GET', path: c.req.path, schema: v.string(), cache: true });
    return c.text(data);
  });
  return hono;
}

beforeEach(() => resetIsolate());

it('builds one scope per request from the Hono context, with the api language', async () => {
  const upstream = { fetch: vi.fn(async () => envelope('hello')) } as unknown as Fetcher;
  const bindings = { ...env, UPSTREAM: upstream, API_BASE_URL: '' };
  const seen: Seen[] = [];
  const exec = createExecutionContext();
  const res = await app(seen, 'sc').fetch(
    new Request(`http://site.test${uniquePath('ctx')}`, { headers: { 'CF-Ray': RAY } }),
    bindings,
    exec,
  );
  await waitOnExecutionContext(exec);
  expect(await res.text()).toBe('hello');
  expect(seen).toHaveLength(1);
  const { before, handler, after } = seen[0] as Seen;
  // One object for the whole request: what the handler's CMS call recorded on it is what the
  // middleware around the handler reads afterwards.
  expect(handler).toBe(before);
  expect(after).toBe(before);
  expect(before).toMatchObject({ lang: 'cn', site: env.SITE_DOMAIN, id: RAY });
  expect(after?.stats.misses).toBe(1);
  expect(after?.stats.calls).toHaveLength(1);
  // The KV write went through the request's waitUntil.
  expect(await env.CACHE.list()).toMatchObject({ keys: expect.arrayContaining([expect.anything()]) });
});

it('gives separate requests separate scopes and stats', async () => {
  const upstream = { fetch: vi.fn(async () => envelope('hello')) } as unknown as Fetcher;
  const seen: Seen[] = [];
  const hono = app(seen, 'en');
  const path = uniquePath('ctx2');
  await hono.request(path, {}, { ...env, UPSTREAM: upstream });
  await hono.request(path, {}, { ...env, UPSTREAM: upstream });
  expect(seen).toHaveLength(2);
  expect(seen[0]?.after).not.toBe(seen[1]?.after);
  expect(seen[0]?.after?.stats).toMatchObject({ misses: 1, memoryHits: 0 });
  expect(seen[1]?.after?.stats).toMatchObject({ misses: 0, memoryHits: 1 });
});

it('works without an execution context (app.request in tests)', async () => {
  const upstream = { fetch: vi.fn(async () => envelope('no exec')) } as unknown as Fetcher;
  const seen: Seen[] = [];
  const res = await app(seen, 'tc').request(uniquePath('noexec'), {}, { ...env, UPSTREAM: upstream });
  expect(await res.text()).toBe('no exec');
  expect(seen[0]?.after?.lang).toBe('tc');
});

it('builds a scope outside Hono with a generated request id', () => {
  const scope = createScope({ env: env, locale: 'en', waitUntil: () => undefined });
  expect(scope).toMatchObject({ lang: 'en', site: env.SITE_DOMAIN, stats: { misses: 0, calls: [] } });
  expect(scope.id).toMatch(/^[0-9a-f-]{36}$/);
});

it('falls back to the default language and a fresh request id without the middleware', async () => {
  const hono = new Hono<AppEnv>();
  hono.use(requestScope);
  hono.get('/', (c) => c.json({ lang: c.get('scope').lang, id: c.get('scope').id }));
  const res = await hono.request('/', {}, env);
  expect(await res.json()).toMatchObject({ lang: 'tc', id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
});
