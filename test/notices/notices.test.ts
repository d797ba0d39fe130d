import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asset } from '@/lib/assets';
import { resetIsolate } from '@/lib/isolate';
import { NOTICE_FRESH_MS, NOTICE_MAX_AGE_MS, NOTICE_RETRY_MS } from '@/notices/notices';
import { streamWithNotices } from '@/render/notices';
import { sign } from '@/security/hmac';
import { testApp } from '../foundation/fixtures';
import { app, get, hkt, noticesOf, site } from './helpers';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const TITLES = {
  emergency: { tc: '校園今日關閉', sc: '校园今日关闭', en: 'The campus is closed today' },
  warning: { tc: '圖書館開放時間調整', sc: '图书馆开放时间调整', en: 'Library hours changed' },
  info: { tc: '資訊日即將舉行', sc: '开放日即将举行', en: 'Information Day is coming' },
} as const;
const PREFIX = { tc: '', sc: '/sc', en: '/en' } as const;
const LOCALES = ['tc', 'sc', 'en'] as const;

/** Page types whose every answer carries the notices (the 503 and search are tried below). */
const PAGES = [
  ['home', '/'],
  ['content page', '/campus-facilities'],
  ['programme', '/programmes/ug-data-science'],
  ['news list', '/news/list'],
  ['not found (404)', '/no-such-page-at-all'],
] as const;

describe('site notices: on every page type, in three languages', () => {
  const cases = PAGES.flatMap(([name, path]) => LOCALES.map((locale) => [name, locale, path] as const));
  it.each(cases)('%s (%s) shows the emergency notice first, above the header', async (_name, locale, path) => {
    const s = site();
    await s.notices({ levels: ['emergency', 'info'] });
    const { res, html } = await get(s.env, `${PREFIX[locale]}${path === '/' && locale !== 'tc' ? '' : path}`);
    expect([200, 404]).toContain(res.status);
    const shown = noticesOf(html);
    expect(shown.map((n) => n.level)).toEqual(['emergency', 'info']);
    expect(shown[0]?.text).toContain(TITLES.emergency[locale]);
    expect(shown[1]?.text).toContain(TITLES.info[locale]);
    expect(html.indexOf('site-notice--emergency')).toBeLessThan(html.indexOf('<header'));
  });

  it.each(LOCALES)('the 503 page (%s) shows them when every other CMS call fails', async (locale) => {
    const s = site();
    await s.notices({ levels: ['warning'] });
    s.failExcept((path) => path === '/api/notice/active');
    const { res, html } = await get(s.env, `${PREFIX[locale]}/campus-facilities`);
    expect(res.status).toBe(503);
    expect(noticesOf(html).map((n) => n.text)).toEqual([expect.stringContaining(TITLES.warning[locale])]);
  });

  it.each(LOCALES)('the 500 page (%s) shows them', async (locale) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const s = site();
    await s.notices({ levels: ['emergency'] });
    const { res, html } = await get(s.env, `${PREFIX[locale]}/fixture/boom`, {}, testApp);
    expect(res.status).toBe(500);
    expect(noticesOf(html)[0]?.text).toContain(TITLES.emergency[locale]);
  });

  it.each(LOCALES)('search results (%s) show them', async (locale) => {
    const s = site();
    await s.notices({ levels: ['warning'] });
    const { res, html } = await get(s.env, `${PREFIX[locale]}/search?keyword=library`);
    expect(res.status).toBe(200);
    expect(noticesOf(html).map((n) => n.level)).toEqual(['warning']);
  });

  it.each(LOCALES)('a kept page (%s) carries them: the page cache keeps the page without them', async (locale) => {
    resetIsolate();
    const s = site();
    await s.notices({ levels: ['emergency'] });
    const path = `${PREFIX[locale]}/campus-facilities`;
    await get(s.env, path);
    const kept = await get(s.env, path);
    expect(kept.how).toBe('memory');
    expect(noticesOf(kept.html)[0]?.text).toContain(TITLES.emergency[locale]);
  });

  it('the notices bring their own stylesheet, once, ahead of the first notice', async () => {
    const s = site();
    await s.notices({ levels: ['emergency', 'warning', 'info'] });
    const { html } = await get(s.env, '/en/campus-facilities');
    const link = `<link rel="stylesheet" href="${asset('notices.css')}"/>`;
    expect(html.split(link).length - 1).toBe(1);
    // In the slot, ahead of the first notice: nothing it styles is drawn before it has loaded.
    expect(html.indexOf('<div class="site-notices">')).toBeLessThan(html.indexOf(link));
    expect(html.indexOf(link)).toBeLessThan(html.indexOf('class="site-notice '));
  });

  it('a page without notices links no notices stylesheet', async () => {
    const s = site();
    await s.notices({ levels: [] });
    const { html } = await get(s.env, '/en/campus-facilities');
    expect(noticesOf(html)).toEqual([]);
    expect(html).not.toContain(asset('notices.css'));
  });

  it('an emergency heading is a region named by its heading, with no live region', async () => {
    const s = site();
    await s.notices({ levels: ['emergency'] });
    const { html } = await get(s.env, '/en/campus-facilities');
    const section = /<section class="site-notice site-notice--emergency"[^>]*>/.exec(html)?.[0] ?? '';
    const id = /aria-labelledby="([^"]+)"/.exec(section)?.[1];
    expect(id).toBeTruthy();
    expect(html).toMatch(new RegExp(`<h2 class="site-notice__title" id="${id}">`));
    expect(html).not.toMatch(/site-notice[^>]*(aria-live|role="alert"|role="status")/);
  });
});

describe('site notices: without JavaScript', () => {
  it('an emergency notice is in the HTML itself, also when the page streams', async () => {
    resetIsolate();
    const s = site();
    await s.notices({ levels: ['emergency'] });
    // A slow CMS for the page's own data: the home page streams (its shell first).
    const slow = { ...s.env, UPSTREAM: delayed(s.env.UPSTREAM as Fetcher) } as Env;
    const { html, how } = await get(slow, '/en');
    expect(how).toBe('stream');
    expect(noticesOf(html)[0]?.text).toContain(TITLES.emergency.en);
    expect(html.indexOf('site-notice--emergency')).toBeLessThan(html.indexOf('<header'));
  });

  it("a streamed page's head leaves before the notices are known, and the page still waits for them", async () => {
    resetIsolate();
    const s = site();
    await s.notices({ levels: ['emergency'] });
    // The notices are held until the head has arrived; the page's own data are slow, so it streams.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const slow = delayed(s.env.UPSTREAM as Fetcher);
    const held = {
      ...s.env,
      UPSTREAM: {
        fetch: async (url: string, init?: RequestInit) => {
          if (new URL(url).pathname.startsWith('/api/notice')) await gate;
          return slow.fetch(url, init);
        },
      } as unknown as Fetcher,
    } as Env;
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request('http://site.test/en'), held, ctx);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let html = '';
    // Should the head wait for the notices, the gate would never open here and the page would
    // give them up after NOTICE_WAIT_MS: then the notice below would be missing.
    const safety = setTimeout(open, 10_000);
    let headBeforeNotices = false;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      html += decoder.decode(value, { stream: true });
      if (!headBeforeNotices && html.includes('</head>')) {
        headBeforeNotices = true;
        open();
      }
    }
    clearTimeout(safety);
    await waitOnExecutionContext(ctx);
    expect(headBeforeNotices).toBe(true);
    expect(noticesOf(html)[0]?.text).toContain(TITLES.emergency.en);
    expect(html.indexOf('site-notice--emergency')).toBeLessThan(html.indexOf('<header'));
  }, 20_000); // a runner guard past the safety timer above, not a time budget: a cold page, slow data

  it('an emergency notice offers no dismissal, others a form that works without a script', async () => {
    const s = site();
    await s.notices({ levels: ['emergency', 'warning'] });
    const { html } = await get(s.env, '/en/campus-facilities');
    const [emergency, warning] = [...html.matchAll(/<section class="site-notice[\s\S]*?<\/section>/g)].map((m) => m[0]);
    expect(emergency).not.toContain('<form');
    expect(warning).toMatch(/<form class="site-notice__dismiss" action="\/notices\/dismiss" method="post">/);
    expect(warning).toContain('name="back" value="/en/campus-facilities"');
  });

  it('dismissing hides a notice for the session on every page, kept ones included; an emergency stays', async () => {
    resetIsolate();
    const s = site();
    await s.notices({ levels: ['emergency', 'warning'] });
    await get(s.env, '/en/campus-facilities');
    const form = new URLSearchParams({ id: 'library-hours', back: '/en/campus-facilities' });
    const post = await get(s.env, '/notices/dismiss', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://site.test' },
      body: form.toString(),
    });
    expect(post.res.status).toBe(303);
    expect(post.res.headers.get('Location')).toBe('/en/campus-facilities');
    const cookie = /site_notices_dismissed=[^;]+/.exec(post.res.headers.get('Set-Cookie') ?? '')?.[0] ?? '';
    expect(post.res.headers.get('Set-Cookie')).not.toMatch(/Max-Age|Expires/i);
    // A forged cookie naming the emergency too: the emergency is never left out.
    const after = await get(s.env, '/en/campus-facilities', { headers: { Cookie: `${cookie}.campus-closed` } });
    expect(after.how).toBe('memory');
    expect(noticesOf(after.html).map((n) => n.level)).toEqual(['emergency']);
    // Another visitor still sees both, from the same kept page.
    const other = await get(s.env, '/en/campus-facilities');
    expect(noticesOf(other.html).map((n) => n.level)).toEqual(['emergency', 'warning']);
  });

  it('a dismissal posted from another site is refused and sets nothing', async () => {
    const s = site();
    const post = await get(s.env, '/notices/dismiss', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      body: 'id=library-hours&back=/',
    });
    expect(post.res.status).toBe(403);
    expect(post.res.headers.get('Set-Cookie')).toBeNull();
  });

  it('a dismissal is a bounded form post: too large goes home unchanged, a GET is 405', async () => {
    const s = site();
    const big = await get(s.env, '/notices/dismiss', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://site.test' },
      body: `id=library-hours&back=/en&pad=${'x'.repeat(5000)}`,
    });
    expect(big.res.status).toBe(303);
    expect(big.res.headers.get('Location')).toBe('/');
    expect(big.res.headers.get('Set-Cookie')).toBeNull();
    expect((await get(s.env, '/notices/dismiss')).res.status).toBe(405);
  });

  it('a dismissal whose way back leaves the site goes home instead', async () => {
    const s = site();
    const post = await get(s.env, '/notices/dismiss', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://site.test' },
      body: 'id=library-hours&back=//evil.example/',
    });
    expect(post.res.status).toBe(303);
    expect(post.res.headers.get('Location')).toBe('/');
  });
});

describe('site notices: when they come and go', () => {
  it('a notice published after a page was kept reaches it within one freshness window, without a webhook', async () => {
    resetIsolate();
    const s = site();
    await get(s.env, '/en/campus-facilities');
    expect(noticesOf((await get(s.env, '/en/campus-facilities')).html)).toEqual([]);
    await s.notices({ levels: ['emergency'] });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + NOTICE_MAX_AGE_MS);
    const later = await get(s.env, '/en/campus-facilities');
    expect(later.how).toBe('memory');
    expect(noticesOf(later.html).map((n) => n.level)).toEqual(['emergency']);
  });

  it('within the fresh window the notices are read from memory, not from the CMS on every page', async () => {
    resetIsolate();
    const s = site();
    await get(s.env, '/en/campus-facilities');
    await get(s.env, '/en/news/list');
    await get(s.env, '/en/no-such-page');
    expect(s.count('/api/notice/active')).toBe(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + NOTICE_FRESH_MS);
    await get(s.env, '/en/campus-facilities');
    expect(s.count('/api/notice/active')).toBe(2);
  });

  it('with the webhook kind `notice`, at once', async () => {
    resetIsolate();
    const s = site();
    await get(s.env, '/en/campus-facilities');
    await s.notices({ levels: ['warning'] });
    expect(noticesOf((await get(s.env, '/en/campus-facilities')).html)).toEqual([]);
    const body = JSON.stringify({ timestamp: Math.floor(Date.now() / 1000), kinds: ['notice'] });
    const signature = await sign('test-revalidate-secret', body);
    const hook = await get(s.env, '/api/revalidate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Signature': `sha256=${signature}` },
      body,
    });
    expect(hook.res.status).toBe(200);
    const now = await get(s.env, '/en/campus-facilities');
    expect(now.how).toBe('memory');
    expect(noticesOf(now.html).map((n) => n.level)).toEqual(['warning']);
  });

  it('leaves every page at its `until`, by itself', async () => {
    resetIsolate();
    const s = site();
    const start = Date.now();
    await s.notices({ levels: ['warning'], from: hkt(start - 60_000), until: hkt(start + 20_000) });
    expect(noticesOf((await get(s.env, '/en/campus-facilities')).html)).toHaveLength(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    // Still within the fresh window: the same reading, the time alone takes the notice away.
    vi.setSystemTime(start + 21_000);
    const after = await get(s.env, '/en/campus-facilities');
    expect(s.count('/api/notice/active')).toBe(1);
    expect(noticesOf(after.html)).toEqual([]);
  });

  it('does not show a notice before its `from`', async () => {
    const s = site();
    const start = Date.now();
    await s.notices({ levels: ['info'], from: hkt(start + 10 * 60_000) });
    expect(noticesOf((await get(s.env, '/en/campus-facilities')).html)).toEqual([]);
  });

  it('leaves every page within a freshness window once the CMS withdraws it', async () => {
    resetIsolate();
    const s = site();
    await s.notices({ levels: ['emergency'] });
    expect(noticesOf((await get(s.env, '/sc/campus-facilities')).html)).toHaveLength(1);
    await s.notices({ levels: [] });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + NOTICE_MAX_AGE_MS);
    expect(noticesOf((await get(s.env, '/sc/campus-facilities')).html)).toEqual([]);
  });

  it('leaves out a notice whose times cannot be read, and shows the others', async () => {
    const s = site();
    await s.notices({
      rows: [
        { id: 'a', level: 'info', title: 'No offset', body: '', from: '2026-01-01T10:00:00' },
        { id: 'b', level: 'warning', title: 'Fine', body: '<p>ok<script>alert(1)</script></p>' },
      ],
    });
    const { html } = await get(s.env, '/en/campus-facilities');
    expect(noticesOf(html).map((n) => n.text)).toEqual([expect.stringContaining('Fine')]);
    expect(html).not.toContain('alert(1)');
  });
});

describe('site notices: a CMS without the call', () => {
  it.each([
    ['answers 404 for it', 'missing'],
    ['fails it', 'failing'],
  ])('a CMS that %s: pages as usual, no banner, one log line', async (_name, answer) => {
    resetIsolate();
    const s = site();
    await s.notices({ answer, levels: ['emergency'] });
    const logs: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void logs.push(String(line)));
    vi.spyOn(console, 'warn').mockImplementation((line: string) => void logs.push(String(line)));
    vi.spyOn(console, 'error').mockImplementation((line: string) => void logs.push(String(line)));
    for (const path of ['/en/campus-facilities', '/en/news/list', '/en/campus-facilities']) {
      const { res, html } = await get(s.env, path);
      expect(res.status).toBe(200);
      expect(noticesOf(html)).toEqual([]);
    }
    const lines = logs.filter((l) => l.includes('"notices.source"'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(answer === 'missing' ? '"state":"absent"' : '"state":"failed"');
  });
});

describe('site notices: a CMS that hangs', () => {
  it('a notices call that times out leaves pages without notices, and is not asked again for 10 s', async () => {
    resetIsolate();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const s = site({ UPSTREAM_TIMEOUT_MS: '50' });
    const hanging = {
      fetch: (url: string, init?: RequestInit) => {
        if (new URL(url).pathname !== '/api/notice/active') return (s.env.UPSTREAM as Fetcher).fetch(url, init);
        s.calls.push('/api/notice/active');
        return new Promise<Response>(() => {});
      },
    } as unknown as Fetcher;
    const e = { ...s.env, UPSTREAM: hanging } as Env;
    for (const path of ['/en/campus-facilities', '/en/news/list', '/en/campus-facilities']) {
      const { res, html } = await get(e, path);
      expect(res.status).toBe(200);
      expect(noticesOf(html)).toEqual([]);
    }
    // The first request's read timed out; the next ones did not ask again.
    expect(s.count('/api/notice/active')).toBe(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + NOTICE_RETRY_MS);
    await get(e, '/en/campus-facilities');
    expect(s.count('/api/notice/active')).toBe(2);
  });
});

/** A CMS whose page data (not the notices) answer after a while: pages stream. */
function delayed(upstream: Fetcher): Fetcher {
  return {
    fetch: async (url: string, init?: RequestInit) => {
      if (!new URL(url).pathname.startsWith('/api/notice')) await new Promise((r) => setTimeout(r, 150));
      return upstream.fetch(url, init);
    },
  } as unknown as Fetcher;
}

describe('the notices slot of a streamed page', () => {
  const chunked = (...parts: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    });
  const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();
  const page = ['<head></head><body><div class="site-notices"><!--site-', 'notices--></div><header>', '</header>'];

  it('is filled where the marker is, also when the marker is cut between two chunks', async () => {
    expect(await read(streamWithNotices(chunked(...page), Promise.resolve('<p>N</p>')))).toBe(
      '<head></head><body><div class="site-notices"><p>N</p></div><header></header>',
    );
    expect(await read(streamWithNotices(chunked(page.join('')), Promise.resolve('<p>N</p>')))).toBe(
      '<head></head><body><div class="site-notices"><p>N</p></div><header></header>',
    );
  });

  it('keeps the marker when there are no notices, and passes a page without one as it is', async () => {
    expect(await read(streamWithNotices(chunked(...page), Promise.resolve('')))).toBe(page.join(''));
    const plain = ['<head></head>', '<body><header>', '</header>'];
    expect(await read(streamWithNotices(chunked(...plain), Promise.resolve('<p>N</p>')))).toBe(plain.join(''));
    // Past the first 64 KB no marker is looked for, and nothing is sent twice or lost.
    const long = Array.from({ length: 80 }, (_, i) => `<p>${String(i).padStart(3, '0')}${'x'.repeat(990)}</p>`);
    long.push('<div class="site-notices"><!--site-notices--></div>');
    expect(await read(streamWithNotices(chunked(...long), Promise.resolve('<p>N</p>')))).toBe(long.join(''));
  });
});
