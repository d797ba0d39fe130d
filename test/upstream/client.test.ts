import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/upstream/call';
import type { CallSpec } from '@/upstream/http';
import { resetIsolate } from '@/lib/isolate';
import { UpstreamError } from '@/upstream/errors';
import { envelope, logLines, setup, uniquePath } from './harness';

const Item = v.object({ id: v.number(), title: v.string() });
const List = v.object({ items: v.array(Item) });

const get = (path: string, extra: Partial<CallSpec<unknown>> = {}): CallSpec<unknown> => ({
  name: 'test.get',
  method: 'GET',
  path,
  schema: v.unknown(),
  cache: false,
  ...extra,
});
const post = (path: string, extra: Partial<CallSpec<unknown>> = {}): CallSpec<unknown> => ({
  ...get(path),
  name: 'test.post',
  method: 'POST',
  ...extra,
});

async function rejection(promise: Promise<unknown>): Promise<UpstreamError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UpstreamError);
  return err as UpstreamError;
}

let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetIsolate();
  error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('request shape', () => {
  it('sends JSON content type, accept, site and the api language to the binding', async () => {
    const t = setup(() => envelope({ ok: true }));
    await expect(call(t.ctx, get('/api/menu/list'))).resolves.toEqual({ ok: true });
    const [req] = t.seen;
    expect(req?.method).toBe('GET');
    expect(req?.url).toBe('https://upstream.internal/api/menu/list');
    expect(req?.headers.get('content-type')).toBe('application/json');
    expect(req?.headers.get('accept')).toBe('application/json');
    expect(req?.headers.get('site')).toBe('site.test');
    expect(req?.headers.get('lang')).toBe('tc');
  });

  it('maps the site languages to tc, cn and en', async () => {
    const t = setup(() => envelope(null));
    for (const locale of ['tc', 'sc', 'en'] as const) await call(t.ctxFor(locale), get('/api/menu/list'));
    expect(t.seen.map((r) => r.headers.get('lang'))).toEqual(['tc', 'cn', 'en']);
  });

  it('lets a call override the language header', async () => {
    const t = setup(() => envelope(null));
    await call(t.ctxFor('sc'), get('/api/site/infos', { langOverride: 'en' }));
    expect(t.seen[0]?.headers.get('lang')).toBe('en');
  });

  it('encodes the query with sorted keys, dropping undefined values', async () => {
    const t = setup(() => envelope(null));
    const query = { pageSize: 3, orderByColumn: undefined, keyword: 'a b&c/é', isAsc: 'desc', all: true };
    await call(t.ctx, get('/api/article/news', { query }));
    expect(t.seen[0]?.url).toBe(
      'https://upstream.internal/api/article/news?all=true&isAsc=desc&keyword=a%20b%26c%2F%C3%A9&pageSize=3',
    );
  });

  it('leaves out the question mark when every query value is undefined', async () => {
    const t = setup(() => envelope(null));
    await call(t.ctx, get('/api/menu/list', { query: { a: undefined } }));
    expect(t.seen[0]?.url).toBe('https://upstream.internal/api/menu/list');
  });

  it('sends a POST body as JSON', async () => {
    const t = setup(() => envelope('saved'));
    await expect(call(t.ctx, post('/api/subcontent/save', { body: { name: 'Ann', n: 1 } }))).resolves.toBe('saved');
    const [req] = t.seen;
    expect(req?.method).toBe('POST');
    expect(req?.headers.get('content-type')).toBe('application/json');
    expect(await req?.json()).toEqual({ name: 'Ann', n: 1 });
  });

  it('sends {} when a POST has no body', async () => {
    const t = setup(() => envelope([]));
    await call(t.ctx, post('/api/dept/list'));
    expect(await t.seen[0]?.text()).toBe('{}');
  });

  it('uses global fetch against API_BASE_URL when it is set, not the binding', async () => {
    const t = setup(() => envelope('never'), { API_BASE_URL: 'https://cms.example/' });
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => envelope({ from: 'cms' }));
    await expect(call(t.ctx, get('/api/menu/list', { query: { b: 2, a: 1 } }))).resolves.toEqual({ from: 'cms' });
    expect(t.upstream).not.toHaveBeenCalled();
    expect(spy).toHaveBeenCalledTimes(1);
    const [url, init] = spy.mock.calls[0] ?? [];
    expect(url).toBe('https://cms.example/api/menu/list?a=1&b=2');
    expect(new Headers(init?.headers).get('site')).toBe('site.test');
  });
});

describe('retry policy', () => {
  const RETRIED = [408, 409, 425, 429, 500, 502, 503, 504];

  it.each(RETRIED)('retries a GET once on HTTP %i', async (status) => {
    const t = setup((_req, n) => (n === 1 ? new Response('no', { status }) : envelope('second')));
    await expect(call(t.ctx, get('/api/menu/list'))).resolves.toBe('second');
    expect(t.upstream).toHaveBeenCalledTimes(2);
    expect(t.ctx.stats.calls).toEqual([{ name: 'test.get', ms: expect.any(Number), ok: true, attempts: 2 }]);
  });

  it.each(RETRIED)('gives up on a GET after the one retry on HTTP %i', async (status) => {
    const t = setup(() => new Response('no', { status }));
    const err = await rejection(call(t.ctx, get('/api/menu/list')));
    expect(t.upstream).toHaveBeenCalledTimes(2);
    expect(err).toMatchObject({ kind: 'http', status, message: 'System Service Exception', attempts: 2 });
  });

  it.each(RETRIED)('never retries a POST on HTTP %i', async (status) => {
    const t = setup(() => new Response('no', { status }));
    await rejection(call(t.ctx, post('/api/subcontent/save')));
    expect(t.upstream).toHaveBeenCalledTimes(1);
  });

  it.each([400, 401, 403, 404, 501])('does not retry HTTP %i', async (status) => {
    const t = setup(() => new Response('no', { status }));
    const err = await rejection(call(t.ctx, get('/api/menu/list')));
    expect(t.upstream).toHaveBeenCalledTimes(1);
    expect(err.status).toBe(status);
  });

  it('retries a GET once on a network error', async () => {
    const t = setup((_req, n) => {
      if (n === 1) throw new TypeError('connection reset');
      return envelope('recovered');
    });
    await expect(call(t.ctx, get('/api/menu/list'))).resolves.toBe('recovered');
    expect(t.upstream).toHaveBeenCalledTimes(2);
  });

  it('does not retry a POST on a network error', async () => {
    const t = setup(() => {
      throw new TypeError('connection reset');
    });
    const err = await rejection(call(t.ctx, post('/api/subcontent/save')));
    expect(t.upstream).toHaveBeenCalledTimes(1);
    expect(err.kind).toBe('network');
    expect((err.cause as Error).message).toBe('connection reset');
  });

  it('does not retry an envelope error (the CMS answered)', async () => {
    const t = setup(() => envelope(null, 500));
    await rejection(call(t.ctx, get('/api/menu/list')));
    expect(t.upstream).toHaveBeenCalledTimes(1);
  });
});

describe('timeout', () => {
  it('rejects a call that never answers within the configured time, without a retry', async () => {
    let signal: AbortSignal | null = null;
    const t = setup(
      (req) => {
        signal = req.signal;
        return new Promise<Response>(() => undefined);
      },
      { UPSTREAM_TIMEOUT_MS: '50' },
    );
    // The configured 50 ms, on fake timers: not a millisecond before, at once after.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled = false;
    const pending = rejection(call(t.ctx, get('/api/menu/list'))).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(49);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = await pending;
    vi.useRealTimers();
    expect(err).toMatchObject({ kind: 'timeout', message: 'System Service Exception', attempts: 1 });
    expect(t.upstream).toHaveBeenCalledTimes(1);
    expect((signal as AbortSignal | null)?.aborted).toBe(true);
  });

  it('also times out a body that never finishes', async () => {
    const t = setup(() => new Response(new ReadableStream({ start() {} })), { UPSTREAM_TIMEOUT_MS: '50' });
    const err = await rejection(call(t.ctx, get('/api/menu/list')));
    expect(err.kind).toBe('timeout');
  });

  it('falls back to 4000 ms when the setting is not a number', async () => {
    const t = setup(() => envelope('fine'), { UPSTREAM_TIMEOUT_MS: 'soon' });
    await expect(call(t.ctx, get('/api/menu/list'))).resolves.toBe('fine');
  });
});

describe('answer handling', () => {
  it("rejects a code other than 200 with 'System Service Exception'", async () => {
    const t = setup(() => envelope({ id: 1 }, 500));
    const err = await rejection(call(t.ctx, get('/api/menu/list')));
    expect(err.message).toBe('System Service Exception');
    expect(err).toMatchObject({ kind: 'envelope', code: 500, call: 'test.get' });
  });

  it('rejects a body that is not JSON', async () => {
    const t = setup(() => new Response('<html>gateway</html>', { status: 200 }));
    const err = await rejection(call(t.ctx, get('/api/menu/list')));
    expect(err.kind).toBe('parse');
    expect(err.cause).toBeInstanceOf(SyntaxError);
  });

  it.each([['null'], ['[1,2]'], ['"text"'], ['{"data":1}']])('rejects the non-envelope body %s', async (body) => {
    const t = setup(() => new Response(body));
    const err = await rejection(call(t.ctx, get('/api/menu/list')));
    expect(err.kind).toBe('envelope');
  });

  it('validates data and names the first failing field', async () => {
    const t = setup(() =>
      envelope({
        items: [
          { id: 1, title: 'a' },
          { id: 2, title: 7 },
        ],
      }),
    );
    const err = await rejection(call(t.ctx, get('/api/article/news', { name: 'news.list', schema: List })));
    expect(err).toMatchObject({ kind: 'schema', field: 'items.1.title', call: 'news.list' });
    const [line] = logLines(error, 'upstream.error');
    expect(line).toMatchObject({ call: 'news.list', kind: 'schema', field: 'items.1.title', requestId: 'req-test' });
  });

  it('returns the validated output of the schema', async () => {
    const t = setup(() => envelope({ items: [{ id: 1, title: 'a', extra: true }] }));
    await expect(call(t.ctx, get('/api/article/news', { schema: List }))).resolves.toEqual({
      items: [{ id: 1, title: 'a' }],
    });
  });

  it('logs a failure exactly once, as an error with its details', async () => {
    const t = setup(() => new Response('no', { status: 503 }));
    await rejection(call(t.ctx, get('/api/menu/list', { name: 'menu.list' })));
    const lines = logLines(error, 'upstream.error');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      requestId: 'req-test',
      call: 'menu.list',
      kind: 'http',
      status: 503,
      attempts: 2,
      servedStale: false,
      ms: expect.any(Number),
    });
  });

  it('records every call in the request stats', async () => {
    const t = setup((_req, n) => (n === 1 ? envelope('a') : envelope(null, 401)));
    await call(t.ctx, get(uniquePath('stats'), { name: 'one' }));
    await rejection(call(t.ctx, get(uniquePath('stats'), { name: 'two' })));
    expect(t.ctx.stats.calls).toEqual([
      { name: 'one', ms: expect.any(Number), ok: true, attempts: 1 },
      { name: 'two', ms: expect.any(Number), ok: false, attempts: 1 },
    ]);
  });
});
