import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '@/app';
import { resetIsolate, storeStats } from '@/lib/isolate';
import { customEndpoint, customRoute } from '@/render/route';
import type { RequestScope } from '@/request/scope';
import { request } from '../helpers';

/**
 * An endpoint answers with its own Response and nothing else: no frame data asked of the CMS,
 * no page cache, no renderer (src/routing.tsx). A page on the same app does all three.
 */
const seen: RequestScope[] = [];
const ProbePage = ({ data }: { data: string }) => <p>{data}</p>;
const app = createApp([
  customEndpoint({
    name: 'probe-json',
    path: '/probe/json',
    load: (c) => {
      seen.push(c.get('scope'));
      return c.json({ ok: true, locale: c.get('scope').locale });
    },
  }),
  customRoute({
    name: 'probe-page',
    path: '/probe/page',
    load: (c) => {
      seen.push(c.get('scope'));
      return 'page';
    },
    head: () => ({ title: 'Probe' }),
    Page: ProbePage,
  }),
]);

describe('endpoints are their own kind', () => {
  it('makes no CMS call, asks for no frame, reads no page cache and renders nothing', async () => {
    resetIsolate();
    const upstream = vi.fn(async () => Response.json({ code: 200, data: [] }));
    const bindings = { UPSTREAM: { fetch: upstream } as unknown as Fetcher, SITE_DOMAIN: 'endpoints.test' };
    const pages = storeStats('pages');
    const res = await request(app, '/en/probe/json', {}, bindings);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, locale: 'en' });
    expect(upstream).not.toHaveBeenCalled();
    const scope = seen.at(-1);
    expect([...(scope?.kept.keys() ?? [])].map((key) => key.name)).not.toContain('frame');
    expect(scope?.page).toEqual({ private: false });
    expect(storeStats('pages')).toMatchObject({ hits: pages.hits, misses: pages.misses });
    expect(res.headers.get('Server-Timing')).toBeNull();
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
  });

  it('while a page of the same app asks for its frame and goes through the page cache and the renderer', async () => {
    resetIsolate();
    const upstream = vi.fn((url: string, init?: RequestInit) => env.UPSTREAM!.fetch(url, init));
    const bindings = { UPSTREAM: { fetch: upstream } as unknown as Fetcher, SITE_DOMAIN: 'endpoints.test' };
    const pages = storeStats('pages');
    const res = await request(app, '/en/probe/page', {}, bindings);
    expect(res.status).toBe(200);
    expect(upstream).toHaveBeenCalled();
    expect([...(seen.at(-1)?.kept.keys() ?? [])].map((key) => key.name)).toContain('frame');
    expect(storeStats('pages').misses).toBeGreaterThan(pages.misses);
    expect(res.headers.get('Server-Timing')).toMatch(/page;desc="(render|stream)"/);
  });

  it('answers an HTTP error of its own as JSON, never as a page', async () => {
    const failing = createApp([
      customEndpoint({
        name: 'probe-missing',
        path: '/probe/missing',
        input: () => undefined,
        load: (c) => c.json({}),
      }),
    ]);
    const res = await request(failing, '/sc/probe/missing');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ ok: false });
  });
});
