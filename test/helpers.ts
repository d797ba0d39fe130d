import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import type { Hono } from 'hono';
import type { AppEnv } from '../src/types';

export const ORIGIN = 'http://site.test';

/** Sends one request through an app with the real bindings, waiting for its background work. */
export async function request(app: Hono<AppEnv>, path: string, init: RequestInit = {}, bindings: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(ORIGIN + path, { redirect: 'manual', ...init }), { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

export async function page(app: Hono<AppEnv>, path: string, init: RequestInit = {}, bindings: Partial<Env> = {}) {
  const res = await request(app, path, init, bindings);
  return { res, html: await res.text() };
}
