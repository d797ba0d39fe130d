import { env } from 'cloudflare:workers';
import * as v from 'valibot';
import { beforeEach, expect, it } from 'vitest';
import { getDeptList } from '@/upstream/api';
import { call } from '@/upstream/call';
import { resetIsolate } from '@/lib/isolate';
import { createScope } from '@/request/scope';
import { deptList } from '../../demo/src/data/site';

// End to end through the real UPSTREAM service binding (the demo worker), with the real vars.
beforeEach(() => resetIsolate());

it('reaches the demo upstream through the service binding when API_BASE_URL is empty', async () => {
  expect(env.API_BASE_URL).toBe('');
  const ctx = createScope({ env: env, locale: 'en', waitUntil: () => undefined });
  const menu = await call(ctx, {
    name: 'menu.list',
    method: 'GET',
    path: '/api/menu/list',
    schema: v.array(v.object({ menuId: v.number(), menuName: v.string() })),
    cache: false,
  });
  expect(menu.length).toBeGreaterThan(3);
  expect(menu.every((item) => item.menuName.trim() !== '')).toBe(true);
  // A POST read: the demo's own department list, through the site's schema, one for one.
  const depts = await getDeptList(ctx);
  const demo = deptList();
  expect(depts.map((d) => [d.deptId, d.deptNameEn])).toEqual(demo.map((d) => [d.deptId, d.deptNameEn]));
  expect(depts.flatMap((d) => d.code ?? []).sort()).toEqual(['bri', 'fass', 'fb', 'fse']);
  expect(ctx.stats.calls.map((c) => c.name)).toEqual(['menu.list', 'dept.list']);
});
