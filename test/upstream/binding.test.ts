import { env } from 'cloudflare:workers';
import * as v from 'valibot';
import { beforeEach, expect, it } from 'vitest';
import { call } from '@/upstream/api';
import { resetIsolate } from '@/lib/isolate';
import { createScope } from '@/request/scope';

// End to end through the real UPSTREAM service binding (the demo worker), with the real vars.
beforeEach(() => resetIsolate());

it('reaches the demo upstream through the service binding when API_BASE_URL is empty', async () => {
  expect(env.API_BASE_URL).toBe('');
  const ctx = createScope({ env: env, locale: 'en', waitUntil: () => undefined });
  const menu = await call(ctx, {
    name: 'menu.list',
    method: 'GET',
    path: '/api/menu/list',
    schema: v.array(v.unknown()),
    cache: false,
  });
  expect(Array.isArray(menu)).toBe(true);
  const depts = await call(ctx, {
    name: 'dept.list',
    method: 'POST',
    path: '/api/dept/list',
    schema: v.unknown(),
    cache: false,
  });
  expect(depts).toBeDefined();
});
