import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '@/app';
import { routes } from '../../routes';
import { resetIsolate } from '@/lib/isolate';

const app = createApp(routes);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * One set of bindings kept across requests, as in production, with a counting CMS whose answers
 * a test may rewrite (`edit`: a function of the path and the JSON text).
 */
function bindings(vars: Partial<Env> = {}) {
  const calls: string[] = [];
  let edit: ((path: string, text: string) => string) | undefined;
  const stable: Env = {
    ...env,
    SITE_DOMAIN: `page-cache-${crypto.randomUUID()}.example`,
    ...vars,
    UPSTREAM: {
      fetch: async (url: string, init?: RequestInit) => {
        calls.push(url);
        const res = await env.UPSTREAM!.fetch(url, init);
        if (!edit) return res;
        return new Response(edit(new URL(url).pathname, await res.text()), res);
      },
    } as unknown as Fetcher,
  };
  const setEdit = (f: typeof edit) => {
    edit = f;
  };
  return { stable, calls, setEdit };
}

/**
 * One request through the app with its background work done; `page` is where a kept page came
 * from (Server-Timing `page;desc=memory|shared`), null when the page was rendered.
 */
async function get(e: Env, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://site.test${path}`, init), e, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  const how = /page;desc="(\w+)"/.exec(res.headers.get('Server-Timing') ?? '')?.[1];
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1];
  return { res, html, nonce, page: how === 'memory' || how === 'shared' ? how : null, how };
}

const withoutNonces = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');

describe('page cache: a page rendered once per data version', () => {
  it('serves the same page again from memory with the new request nonce', async () => {
    resetIsolate();
    const { stable } = bindings();
    const first = await get(stable, '/en');
    const second = await get(stable, '/en');
    const third = await get(stable, '/en');
    expect(first.page).toBeNull();
    expect(third.page).toBe('memory');
    expect(third.res.status).toBe(200);
    expect(third.res.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
    expect(third.res.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(withoutNonces(third.html)).toBe(withoutNonces(second.html));
    // Every nonce in the page is this request's, matching its CSP header.
    const nonces = [...third.html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set([third.nonce]));
    expect(third.nonce).not.toBe(second.nonce);
    expect(third.html).not.toContain(second.nonce!);
  });

  it('keeps the page past the fresh window while the refresh brings the same data, and renders again when it changes', async () => {
    resetIsolate();
    const { stable, calls, setEdit } = bindings();
    await get(stable, '/en/news/1001');
    await get(stable, '/en/news/1001');
    expect((await get(stable, '/en/news/1001')).page).toBe('memory');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    const before = calls.length;
    const stale = await get(stable, '/en/news/1001');
    // Served at once from the kept page; its data were refreshed in the background...
    expect(stale.page).toBe('memory');
    expect(calls.length).toBeGreaterThan(before);
    // ...with the same content: still the same page, no render.
    expect((await get(stable, '/en/news/1001')).page).toBe('memory');

    // The CMS now says something else: once the refresh has brought it, the page is rendered again.
    setEdit((path, text) =>
      path === '/api/article/news/1001' ? text.replace(/"title":"[^"]*"/, '"title":"Edited title"') : text,
    );
    vi.setSystemTime(Date.now() + 61_000);
    await get(stable, '/en/news/1001');
    const changed = await get(stable, '/en/news/1001');
    expect(changed.page).toBeNull();
    expect(changed.html).toContain('Edited title');
    expect((await get(stable, '/en/news/1001')).page).toBe('memory');
  });

  it('shares a page with an isolate that never rendered it (the Cache API), checking its data in KV', async () => {
    resetIsolate();
    const { stable, calls } = bindings();
    await get(stable, '/sc/news/list');
    const rendered = await get(stable, '/sc/news/list');
    // A new isolate: empty memory (data and pages), same bindings' values, same location.
    resetIsolate();
    const fresh = { ...stable };
    const before = calls.length;
    const shared = await get(fresh, '/sc/news/list');
    expect(shared.page).toBe('shared');
    expect(calls.length).toBe(before);
    expect(withoutNonces(shared.html)).toBe(withoutNonces(rendered.html));
    expect(new Set([...shared.html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))).toEqual(new Set([shared.nonce]));
    // ...and keeps it in its own memory from then on.
    expect((await get(fresh, '/sc/news/list')).page).toBe('memory');
  });

  it('gives crawlers the kept page, whole and inline, and keeps their own whole render', async () => {
    resetIsolate();
    const { stable } = bindings();
    const bot = { headers: { 'User-Agent': 'Googlebot/2.1' } };
    await get(stable, '/en/faculties', bot);
    const crawler = await get(stable, '/en/faculties', bot);
    expect(crawler.page).not.toBeNull();
    expect(crawler.html).not.toMatch(/<div hidden id="S:|class="page-loading"|class="block-loading"/);
    expect(crawler.html.trimEnd().endsWith('</html>')).toBe(true);
    expect((await get(stable, '/en/faculties')).page).toBe('memory');
  });
});

describe('page cache modes (PAGE_CACHE, for measuring and debugging)', () => {
  it('shared: every view from the location cache, never isolate memory; off: every view rendered', async () => {
    resetIsolate();
    const shared = bindings({ PAGE_CACHE: 'shared' } as Partial<Env>);
    await get(shared.stable, '/en/news/list');
    await get(shared.stable, '/en/news/list');
    expect((await get(shared.stable, '/en/news/list')).page).toBe('shared');
    expect((await get(shared.stable, '/en/news/list')).page).toBe('shared');
    const off = bindings({ PAGE_CACHE: 'off' } as Partial<Env>);
    for (let i = 0; i < 3; i++) expect((await get(off.stable, '/en/news/list')).page).toBeNull();
  });
});

describe('page cache: never for one visitor', () => {
  it('does not keep error pages, POST answers or the enquiry confirmation', async () => {
    resetIsolate();
    const { stable } = bindings();
    for (let i = 0; i < 3; i++) {
      expect((await get(stable, '/en/no-such-page')).page).toBeNull();
      expect((await get(stable, '/en/page/contact-us?sent=1')).page).toBeNull();
      const post = await get(stable, '/en/page/contact-us', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://site.test' },
        body: 'name=',
      });
      expect(post.page).toBeNull();
    }
    // The form page itself is the same for everyone: kept.
    await get(stable, '/en/page/contact-us');
    await get(stable, '/en/page/contact-us');
    expect((await get(stable, '/en/page/contact-us')).page).toBe('memory');
  });

  it('does not keep a page one of whose blocks had no data', async () => {
    resetIsolate();
    const { stable, setEdit } = bindings();
    // The news block of the home page fails; the page still answers 200 with a no-data block.
    setEdit((path, text) => (path === '/api/article/news' ? '{"code":500,"msg":"down"}' : text));
    for (let i = 0; i < 3; i++) {
      const home = await get(stable, '/sc');
      expect(home.res.status).toBe(200);
      expect(home.page).toBeNull();
    }
  });
});

describe('pages without JavaScript', () => {
  it('a page whose data is ready comes inline: no loading indicator, no hidden segment for a script to reveal', async () => {
    const { stable } = bindings();
    for (const path of ['/en', '/en/news/list', '/sc/faculties', '/teacher', '/en/news/1001']) {
      await get(stable, path); // warms the data
      const { html, how } = await get(stable, path);
      expect(how, path).not.toBe('stream');
      expect(html, path).not.toMatch(/<div hidden id="S:|class="page-loading"|class="block-loading"/);
    }
  });

  it('links the no-script stylesheet that reveals late segments should a page still stream', async () => {
    const { stable } = bindings();
    const { html } = await get(stable, '/en');
    expect(html).toMatch(/<noscript><link rel="stylesheet" href="\/assets\/noscript-[^"]+\.css"\/><\/noscript>/);
  });
});
