// Request ids (docs/SECURITY.md "Per-response headers"): every response carries its own id;
// it is Cloudflare's ray id when the edge sent one, a fresh UUID otherwise, never a value the
// client chose; a kept page replays none of the first visitor's per-response headers.
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '@/app';
import { isPerResponse, PER_RESPONSE_HEADERS, REQUEST_ID_HEADER } from '@/lib/per-response';
import { resetIsolate } from '@/lib/isolate';
import { routes } from '../../routes';

const app = createApp(routes);

afterEach(() => vi.restoreAllMocks());

const site = (): Env => ({ ...env, SITE_DOMAIN: `request-id-${crypto.randomUUID()}.example` });

/** One request: its response, its body and its request-log line. */
async function get(e: Env, path: string, headers: Record<string, string> = {}) {
  const spy = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://site.test${path}`, { headers }), e, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  await new Promise((r) => setTimeout(r, 0));
  const line = spy.mock.calls
    .map((a) => String(a[0]))
    .filter((l) => l.includes('"event":"request"'))
    .map((l) => JSON.parse(l) as { requestId: string; page: string | null })[0];
  spy.mockRestore();
  return { res, html, id: res.headers.get(REQUEST_ID_HEADER), logged: line };
}

const RAY = '8f1b2c3d4e5f6a7b-HKG';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids: never the client’s, one per response', () => {
  it('does not echo an id the client chose, on a page, a kept page, a 404, a feed or an API answer', async () => {
    resetIsolate();
    const e = site();
    for (const path of ['/en', '/en', '/en/no-such-page', '/en/news/feed.xml', '/healthz', '/robots.txt']) {
      for (const chosen of ['attacker-chosen-id', RAY.replace('HKG', 'EVL'), '0123456789abcdef']) {
        const { id, logged, html } = await get(e, path, { 'X-Request-Id': chosen });
        expect(id, `${path} ${chosen}`).not.toBe(chosen);
        expect(id).toMatch(UUID);
        expect(logged?.requestId).toBe(id);
        expect(html).not.toContain(chosen);
      }
    }
  });

  it('gives two requests two ids, also when the second is a kept page', async () => {
    resetIsolate();
    const e = site();
    const seen: string[] = [];
    const pages: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      const { id, logged } = await get(e, '/en/news/list');
      expect(logged?.requestId).toBe(id);
      seen.push(id ?? '');
      pages.push(logged?.page ?? null);
    }
    // The last ones came from the page cache: the replay carries this request's id.
    expect(pages.at(-1)).toBe('memory');
    expect(new Set(seen).size).toBe(4);
  });

  it("uses Cloudflare's ray id when the edge sent one, and ignores a malformed one", async () => {
    resetIsolate();
    const e = site();
    for (const path of ['/en', '/en', '/en/no-such-page']) {
      const { id, logged } = await get(e, path, { 'cf-ray': RAY, 'X-Request-Id': 'attacker-chosen-id' });
      expect(id, path).toBe(RAY);
      expect(logged?.requestId).toBe(RAY);
    }
    for (const bad of ['<script>', 'x'.repeat(300), 'abc def', '8f1b2c3d4e5f6a7b-HKG\r\nSet-Cookie: a=b']) {
      const { id } = await get(e, '/robots.txt', { 'cf-ray': bad.replace(/[\r\n]/g, '') });
      expect(id, bad).toMatch(UUID);
    }
  });
});

describe('what is per response, written down once', () => {
  it('names the id, timing, cookies and the nonce-bearing policy', () => {
    for (const name of ['X-Request-Id', 'Server-Timing', 'Set-Cookie', 'Content-Security-Policy']) {
      expect(isPerResponse(name), name).toBe(true);
      expect(isPerResponse(name.toUpperCase()), name).toBe(true);
    }
    for (const name of ['Content-Type', 'Cache-Control', 'Vary', 'Content-Language', 'X-Robots-Tag']) {
      expect(isPerResponse(name), name).toBe(false);
    }
    expect(PER_RESPONSE_HEADERS.every((h) => h === h.toLowerCase())).toBe(true);
  });
});
