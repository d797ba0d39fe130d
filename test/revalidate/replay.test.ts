// A signed revalidation call is applied once (docs/SECURITY.md "Webhook replay"): the same
// signature again is refused at once, a minute later, in another isolate, in another spelling
// or with the body re-ordered; a timestamp may be at most 30 s ahead of the site's clock.
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '@/app';
import { resetIsolate } from '@/lib/isolate';
import { sign } from '@/security/hmac';
import { RECORD_KEY } from '@/upstream/revalidation';
import { routes } from '../../routes';

const app = createApp(routes);
const SECRET = 'test-revalidate-secret';

beforeEach(() => {
  resetIsolate();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Bindings whose CMS counts its calls by path, and whose KV can be made to fail writes. */
function site() {
  const calls: string[] = [];
  const kv = { failPuts: 0 };
  const cache = new Proxy(env.CACHE, {
    get(target, prop) {
      if (prop === 'put')
        return (...args: Parameters<KVNamespace['put']>) => {
          if (kv.failPuts > 0) {
            kv.failPuts--;
            return Promise.reject(new Error('KV write failed'));
          }
          return target.put(...args);
        };
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const e: Env = {
    ...env,
    SITE_DOMAIN: `replay-${crypto.randomUUID()}.example`,
    CACHE: cache,
    UPSTREAM: {
      fetch: (url: string, init?: RequestInit) => {
        calls.push(new URL(url).pathname);
        return env.UPSTREAM!.fetch(url, init);
      },
    } as unknown as Fetcher,
  };
  return { env: e, kv, count: (path: string) => calls.filter((p) => p === path).length };
}

async function send(e: Env, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://site.test${path}`, init), e, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, text };
}

const post = (e: Env, text: string, signature: string) =>
  send(e, '/api/revalidate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Signature': signature },
    body: text,
  });

/** A call as the CMS signs it: the body text and its X-Signature. */
async function signed(body: Record<string, unknown>) {
  const text = JSON.stringify(body);
  return { text, signature: `sha256=${await sign(SECRET, text)}` };
}

const now = () => Math.floor(Date.now() / 1000);
/** A call of its own (it also names a call path no other names), so no other test's call is the same one. */
interface Scope {
  all?: true;
  kinds?: string[];
  calls?: { path: string }[];
}
const fresh = (scope: Scope, timestamp = now()) => ({
  timestamp,
  ...scope,
  calls: [...(scope.calls ?? []), { path: `/api/unique/${crypto.randomUUID()}` }],
});
const record = async () => JSON.parse((await env.CACHE.get(RECORD_KEY)) ?? '{}') as { all?: number };

describe('a signed call is applied once', () => {
  it('at once: the replay is 409, changes no mark and purges nothing again', async () => {
    const s = site();
    const call = await signed(fresh({ calls: [{ path: '/api/article/news/1001' }] }));
    expect((await post(s.env, call.text, call.signature)).status).toBe(200);
    const marked = JSON.stringify(await record());
    await send(s.env, '/en/news/1001');
    await send(s.env, '/en/news/1001');
    const fetched = s.count('/api/article/news/1001');
    for (let i = 0; i < 3; i++) {
      const replay = await post(s.env, call.text, call.signature);
      expect(replay.status).toBe(409);
      expect(JSON.parse(replay.text)).toMatchObject({ ok: false });
    }
    expect(JSON.stringify(await record())).toBe(marked);
    await send(s.env, '/en/news/1001');
    expect(s.count('/api/article/news/1001')).toBe(fetched);
  });

  it('a minute later, and in a fresh isolate that only has KV to go by', async () => {
    const s = site();
    const call = await signed(fresh({ all: true }));
    expect((await post(s.env, call.text, call.signature)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    expect((await post(s.env, call.text, call.signature)).status).toBe(409);
    resetIsolate();
    expect((await post(s.env, call.text, call.signature)).status).toBe(409);
    vi.setSystemTime(Date.now() + 4 * 60_000);
    // Out of the window: refused by its timestamp, as every call that old is.
    expect((await post(s.env, call.text, call.signature)).status).toBe(403);
  });

  it('in another spelling of the same signature', async () => {
    const s = site();
    const call = await signed(fresh({ kinds: ['news'] }));
    expect((await post(s.env, call.text, call.signature)).status).toBe(200);
    const hex = call.signature.replace('sha256=', '');
    for (const spelling of [hex, hex.toUpperCase(), `sha256=${hex.toUpperCase()}`, ` sha256=${hex} `]) {
      expect((await post(s.env, call.text, spelling)).status, spelling).toBe(409);
    }
  });

  it('with the same body re-ordered or re-spaced: the signature no longer matches', async () => {
    const s = site();
    const body = fresh({ kinds: ['news', 'menu'], all: true });
    const call = await signed(body);
    expect((await post(s.env, call.text, call.signature)).status).toBe(200);
    const { timestamp, calls, kinds, all } = body;
    for (const text of [
      JSON.stringify({ all, calls, kinds, timestamp }),
      JSON.stringify({ ...body, kinds: ['menu', 'news'] }),
      JSON.stringify(body, null, 1),
      `${call.text} `,
    ]) {
      expect((await post(s.env, text, call.signature)).status, text).toBe(401);
    }
  });

  it('sent many times at once: exactly one is applied', async () => {
    const s = site();
    const call = await signed(fresh({ kinds: ['news'] }));
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(s.env, call.text, call.signature)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
  });

  it('a call that could not be recorded (503) may be sent again, and then only once', async () => {
    const s = site();
    const call = await signed(fresh({ kinds: ['menu'] }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    s.kv.failPuts = 2; // the record's write and its one retry
    expect((await post(s.env, call.text, call.signature)).status).toBe(503);
    expect((await post(s.env, call.text, call.signature)).status).toBe(200);
    expect((await post(s.env, call.text, call.signature)).status).toBe(409);
  });

  it('two different calls in the same second are both applied (each its own id)', async () => {
    const s = site();
    const timestamp = now();
    const a = await signed({ timestamp, id: crypto.randomUUID(), kinds: ['news'] });
    const b = await signed({ timestamp, id: crypto.randomUUID(), kinds: ['news'] });
    expect((await post(s.env, a.text, a.signature)).status).toBe(200);
    expect((await post(s.env, b.text, b.signature)).status).toBe(200);
  });
});

describe('timestamps: five minutes old at most, 30 seconds ahead at most', () => {
  it('refuses a call from the future beyond a small clock skew', async () => {
    const s = site();
    for (const ahead of [31, 60, 299, 3600]) {
      const call = await signed(fresh({ all: true }, now() + ahead));
      expect((await post(s.env, call.text, call.signature)).status, `${ahead} s ahead`).toBe(403);
    }
    const skewed = await signed(fresh({ all: true }, now() + 29));
    expect((await post(s.env, skewed.text, skewed.signature)).status).toBe(200);
    // A call minted 29 s ahead is remembered until it is too old, not just five minutes.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 320_000);
    resetIsolate();
    expect((await post(s.env, skewed.text, skewed.signature)).status).toBe(409);
  });
});
