import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import * as v from 'valibot';
import { beforeEach, expect, it, vi } from 'vitest';
import type { Locale } from '@/i18n/locales';
import type { AppEnv } from '@/types';
import { call } from '@/upstream/api';
import type { RequestScope } from '@/request/scope';
import { resetIsolate } from '@/lib/isolate';
import { createScope } from '@/request/scope';
import { requestScope } from '@/request/middleware';
import { envelope, uniquePath } from '../upstream/harness';

/** A tiny app whose middleware sets what the real one does, and which exposes the ctx. */
function app(seen: RequestScope[], locale: Locale) {
  const hono = new Hono<AppEnv>();
  hono.use(async (c, next) => {
    c.set('locale', locale);
    c.set('requestId', 'req-hono');
    await next();
  });
  hono.use(requestScope);
  hono.get('*', async (c) => {
    const ctx = c.var.scope;
    seen.push(ctx, c.var.scope);
    const data = await call(ctx, { name: 'x', method: 'GET', path: c.req.path, schema: v.string(), cache: true });
    return c.text(data);
  });
  return hono;
}

beforeEach(() => resetIsolate());

it('builds one scope per request from the Hono context, with the api language', async () => {
  const upstream = { fetch: vi.fn(async () => envelope('hello')) } as unknown as Fetcher;
  const bindings = { ...env, UPSTREAM: upstream, API_BASE_URL: '' };
  const seen: RequestScope[] = [];
  const exec = createExecutionContext();
  const res = await app(seen, 'sc').fetch(new Request(`http://site.test${uniquePath('ctx')}`), bindings, exec);
  await waitOnExecutionContext(exec);
  expect(await res.text()).toBe('hello');
  const [first, second] = seen;
  expect(first).toBe(second);
  expect(first).toMatchObject({ lang: 'cn', site: env.SITE_DOMAIN, id: 'req-hono' });
  expect(first?.stats.misses).toBe(1);
  // The KV write went through the request's waitUntil.
  expect(await env.CACHE.list()).toMatchObject({ keys: expect.arrayContaining([expect.anything()]) });
});

it('gives separate requests separate scopes and stats', async () => {
  const upstream = { fetch: vi.fn(async () => envelope('hello')) } as unknown as Fetcher;
  const seen: RequestScope[] = [];
  const hono = app(seen, 'en');
  const path = uniquePath('ctx2');
  await hono.request(path, {}, { ...env, UPSTREAM: upstream });
  await hono.request(path, {}, { ...env, UPSTREAM: upstream });
  expect(seen[0]).not.toBe(seen[2]);
  expect(seen[0]?.stats.misses).toBe(1);
  expect(seen[2]?.stats).toMatchObject({ misses: 0, memoryHits: 1 });
});

it('works without an execution context (app.request in tests)', async () => {
  const upstream = { fetch: vi.fn(async () => envelope('no exec')) } as unknown as Fetcher;
  const seen: RequestScope[] = [];
  const res = await app(seen, 'tc').request(uniquePath('noexec'), {}, { ...env, UPSTREAM: upstream });
  expect(await res.text()).toBe('no exec');
  expect(seen[0]?.lang).toBe('tc');
});

it('builds a scope outside Hono with a generated request id', () => {
  const ctx = createScope({ env: env, locale: 'en', waitUntil: () => undefined });
  expect(ctx).toMatchObject({ lang: 'en', site: env.SITE_DOMAIN, stats: { misses: 0, calls: [] } });
  expect(ctx.id).toMatch(/^[0-9a-f-]{36}$/);
});

it('falls back to the default language and a fresh request id without the middleware', async () => {
  const hono = new Hono<AppEnv>();
  hono.use(requestScope);
  hono.get('/', (c) => c.json({ lang: c.var.scope.lang, id: c.var.scope.id }));
  const res = await hono.request('/', {}, env);
  expect(await res.json()).toMatchObject({ lang: 'tc', id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
});
