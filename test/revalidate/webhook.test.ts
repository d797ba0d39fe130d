import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '@/app';
import { sign } from '@/security/hmac';
import { resetIsolate } from '@/lib/isolate';
import { RECORD_KEY } from '@/upstream/revalidation';
import { routes } from '../../routes';

const app = createApp(routes);
const SECRET = 'test-revalidate-secret';

afterEach(() => vi.restoreAllMocks());

/** Bindings of one site of its own, with a CMS that counts calls by path. */
function site(vars: Partial<Env> = {}) {
  const calls: string[] = [];
  const e: Env = {
    ...env,
    SITE_DOMAIN: `revalidate-${crypto.randomUUID()}.example`,
    ...vars,
    UPSTREAM: {
      fetch: (url: string, init?: RequestInit) => {
        calls.push(new URL(url).pathname);
        return env.UPSTREAM!.fetch(url, init);
      },
    } as unknown as Fetcher,
  };
  const count = (path: string) => calls.filter((p) => p === path).length;
  return { env: e, calls, count };
}

async function send(e: Env, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://site.test${path}`, init), e, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text };
}

/** A call as the CMS sends it, with an id of its own (a call is applied once: test/revalidate/replay.test.ts). */
async function hook(e: Env, body: unknown, opts: { secret?: string; signature?: string } = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify({ id: crypto.randomUUID(), ...(body as object) });
  const signature = opts.signature ?? `sha256=${await sign(opts.secret ?? SECRET, text)}`;
  return send(e, '/api/revalidate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Signature': signature },
    body: text,
  });
}

const now = () => Math.floor(Date.now() / 1000);

describe('POST /api/revalidate: who may call it', () => {
  it('refuses a missing, malformed or wrong signature with 401, logged, and changes nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { env: e } = site();
    const body = { timestamp: now(), all: true };
    const before = await env.CACHE.get(RECORD_KEY);
    for (const signature of ['', 'sha256=xyz', `sha256=${'0'.repeat(64)}`, await sign('another-secret', 'x')]) {
      const { res, text } = await hook(e, body, { signature });
      expect(res.status, signature).toBe(401);
      expect(JSON.parse(text)).toMatchObject({ ok: false });
    }
    expect((await hook(e, body, { secret: 'not-the-secret' })).res.status).toBe(401);
    expect(await env.CACHE.get(RECORD_KEY)).toBe(before);
    const refused = warn.mock.calls.map((a) => String(a[0])).filter((l) => l.includes('"event":"revalidate.refused"'));
    expect(refused).toHaveLength(5);
    expect(refused[0]).toContain('"reason":"no-signature"');
    expect(refused.at(-1)).toContain('"reason":"bad-signature"');
  });

  it('refuses a timestamp more than five minutes old or 30 seconds ahead with 403', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { env: e } = site();
    expect((await hook(e, { timestamp: now() - 301, all: true })).res.status).toBe(403);
    expect((await hook(e, { timestamp: now() + 301, all: true })).res.status).toBe(403);
    expect((await hook(e, { timestamp: now() + 31, all: true })).res.status).toBe(403);
    expect((await hook(e, { timestamp: now() - 290, all: true })).res.status).toBe(200);
  });

  it('accepts the previous secret while one is rotated, and refuses everything when none is set', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const rotating = site({ REVALIDATE_SECRET: 'new-secret', REVALIDATE_SECRET_PREVIOUS: SECRET } as Partial<Env>);
    expect((await hook(rotating.env, { timestamp: now(), kinds: ['menu'] })).res.status).toBe(200);
    expect((await hook(rotating.env, { timestamp: now(), kinds: ['menu'] }, { secret: 'new-secret' })).res.status).toBe(
      200,
    );
    const none = site({ REVALIDATE_SECRET: '' } as Partial<Env>);
    expect((await hook(none.env, { timestamp: now(), all: true })).res.status).toBe(403);
  });

  it('answers a signed but malformed body with 400 and a body over 16 KiB with 413', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { env: e } = site();
    for (const body of [
      'not json',
      { timestamp: now() },
      { timestamp: now(), kinds: ['no-such-kind'] },
      { timestamp: now(), calls: [{ path: 'https://elsewhere.example/x' }] },
      { timestamp: 'soon', all: true },
      { timestamp: now(), all: true, extra: 1 },
    ]) {
      const { res, text } = await hook(e, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.parse(text).message).toBeTruthy();
    }
    const big = JSON.stringify({ timestamp: now(), all: true, pad: 'x'.repeat(17 * 1024) });
    expect((await hook(e, big)).res.status).toBe(413);
  });
});

describe('POST /api/revalidate: the signature covers the exact bytes of the body', () => {
  const bytes = (...parts: (string | number[])[]) =>
    new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));
  const post = async (e: Env, body: Uint8Array<ArrayBuffer>, signature: string) =>
    send(e, '/api/revalidate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Signature': `sha256=${signature}` },
      body,
    });

  it('other bytes that decode to the signed text are refused (401): an invalid byte is not U+FFFD', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { env: e } = site();
    const head = `{"timestamp":${now()},"id":"${crypto.randomUUID()}`;
    // Signed: the text with U+FFFD (EF BF BD); sent: a lone 0xFF where it was, which decodes to it.
    const signature = await sign(SECRET, `${head}\uFFFD","kinds":["news"]}`);
    const { res, text } = await post(e, bytes(head, [0xff], '","kinds":["news"]}'), signature);
    expect(res.status).toBe(401);
    expect(text).toContain('signature does not match');
  });

  it('a byte-order mark the CMS signed is part of what it signed: accepted', async () => {
    const { env: e } = site();
    const body = bytes(
      [0xef, 0xbb, 0xbf],
      JSON.stringify({ timestamp: now(), id: crypto.randomUUID(), kinds: ['news'] }),
    );
    const { res } = await post(e, body, await sign(SECRET, body));
    expect(res.status).toBe(200);
  });

  it('signed bytes that are not UTF-8: 400, not a guess at what they meant', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { env: e } = site();
    const body = bytes(`{"timestamp":${now()},"id":"`, [0xc3, 0x28], '","kinds":["news"]}');
    const { res, text } = await post(e, body, await sign(SECRET, body));
    expect(res.status).toBe(400);
    expect(text).toContain('not UTF-8 JSON');
  });
});

describe('POST /api/revalidate: what it invalidates', () => {
  it('a call: that call in every language, nothing else', async () => {
    resetIsolate();
    const s = site();
    for (const lang of ['', '/sc', '/en']) await send(s.env, `${lang}/news/1001`);
    const { res } = await hook(s.env, { timestamp: now(), calls: [{ path: '/api/article/news/1001' }] });
    expect(res.status).toBe(200);
    for (const lang of ['', '/sc', '/en']) await send(s.env, `${lang}/news/1001`);
    expect(s.count('/api/article/news/1001')).toBe(6);
    expect(s.count('/api/menu/list')).toBe(3);
  });

  it('a call with a query: only that query of the path', async () => {
    resetIsolate();
    const s = site();
    await send(s.env, '/en/news/list');
    await send(s.env, '/en/news/list?pageNum=2');
    const query = { isAsc: 'desc', orderByColumn: 'publish_date', pageNum: 2, pageSize: 10 };
    await hook(s.env, { timestamp: now(), calls: [{ path: '/api/article/news', query }] });
    await send(s.env, '/en/news/list');
    await send(s.env, '/en/news/list?pageNum=2');
    expect(s.count('/api/article/news')).toBe(3);
  });

  it('a kind: every call of it; everything: all data', async () => {
    resetIsolate();
    const s = site();
    await send(s.env, '/en');
    const menu = s.count('/api/menu/list');
    const news = s.count('/api/article/news');
    await hook(s.env, { timestamp: now(), kinds: ['news'] });
    await send(s.env, '/en');
    expect(s.count('/api/article/news')).toBe(news + 1);
    expect(s.count('/api/menu/list')).toBe(menu);
    await hook(s.env, { timestamp: now(), all: true });
    await send(s.env, '/en');
    expect(s.count('/api/menu/list')).toBe(menu + 1);
    expect(s.count('/api/site/infos')).toBe(2);
  });

  it('reaches other isolates through the KV record, and a fresh isolate reads it before trusting KV', async () => {
    resetIsolate();
    const s = site();
    await send(s.env, '/en/news/1001');
    await hook(s.env, { timestamp: now(), calls: [{ path: '/api/article/news/1001' }] });
    const stored = JSON.parse((await env.CACHE.get(RECORD_KEY)) ?? '{}');
    expect(Object.keys(stored.calls)).toContain('GET /api/article/news/1001');
    // A fresh isolate: no memory, the record only in KV, the old article still in KV.
    resetIsolate();
    await send(s.env, '/en/news/1001');
    expect(s.count('/api/article/news/1001')).toBe(2);
  });
});

describe('the demo CMS publish loop', () => {
  it('publish → the next page view shows the change, without waiting for the fresh window', async () => {
    const s = site();
    // The newest item: on the first page of the list as well as on its own page.
    const newest = (await (
      await env.UPSTREAM!.fetch('https://upstream.internal/api/article/news?pageNum=1&pageSize=1', {
        headers: { lang: 'en' },
      })
    ).json()) as { data: { rows: { id: number }[] } };
    const id = newest.data.rows[0]!.id;
    const list = await send(s.env, '/en/news/list');
    const detail = await send(s.env, `/en/news/${id}`);
    await send(s.env, `/en/news/${id}`); // now a kept page
    expect(detail.text).not.toContain('Published a moment ago');

    const res = await env.UPSTREAM!.fetch('https://upstream.internal/__demo/publish', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'news', id, title: { en: 'Published a moment ago' }, site: s.env.SITE_DOMAIN }),
    });
    const answer = (await res.json()) as { ok: boolean; notified: { status: number } };
    expect(answer).toMatchObject({ ok: true, notified: { status: 200 } });

    expect((await send(s.env, `/en/news/${id}`)).text).toContain('Published a moment ago');
    const after = await send(s.env, '/en/news/list');
    expect(list.text).not.toContain('Published a moment ago');
    expect(after.text).toContain('Published a moment ago');
    // Other languages were not edited: their pages stay as they were.
    expect((await send(s.env, `/news/${id}`)).text).not.toContain('Published a moment ago');
  });
});

describe('the demo CMS publish endpoint', () => {
  const publish = (body: unknown) =>
    env.UPSTREAM!.fetch('https://upstream.internal/__demo/publish', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('refuses a malformed edit (400) and an unknown article (404), telling the site nothing', async () => {
    expect((await publish({ id: 1001 })).status).toBe(400);
    expect((await publish({ id: 1001, title: { en: '' } })).status).toBe(400);
    expect((await publish({ id: 999999, title: { en: 'x' }, site: 'nobody.example' })).status).toBe(404);
  });
});
