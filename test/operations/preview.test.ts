import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '@/app';
import { signLink } from '@/preview/token';
import { routes } from '../../routes';
import { h1Of, request, textOf } from '../helpers';

const app = createApp(routes);
const SECRET = 'test-preview-secret';
const DRAFT = '(Draft) Campus Open Day 2027';
const now = () => Math.floor(Date.now() / 1000);

afterEach(() => vi.restoreAllMocks());

/** A preview link as the demo CMS mints it (POST /__demo/preview-link). */
async function mint(path: string, seconds = 600): Promise<string> {
  const res = await env.UPSTREAM!.fetch('https://demo.internal/__demo/preview-link', {
    method: 'POST',
    body: JSON.stringify({ path, seconds }),
  });
  const { url } = (await res.json()) as { url: string };
  return url;
}

/** The cookies a response sets, as one Cookie header (deleted ones dropped). */
function cookiesFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .filter((line) => !/Max-Age=0/i.test(line))
    .map((line) => line.split(';')[0])
    .join('; ');
}

const get = async (path: string, cookie = '', bindings: Partial<Env> = {}) => {
  const res = await request(app, path, cookie ? { headers: { Cookie: cookie } } : {}, bindings);
  return { res, html: await res.text() };
};

describe('draft preview', () => {
  it('a minted link opens a site-wide session cookie (HttpOnly, SameSite=Lax, Path=/) and lands on the page', async () => {
    const link = await mint('/en/news/list');
    expect(link).toMatch(/^\/api\/preview\?path=%2Fen%2Fnews%2Flist&expires=\d+&signature=[0-9a-f]{64}$/);
    const res = await request(app, link);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/news/list');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('site_preview='))!;
    expect(cookie).toMatch(/^site_preview=\d+\.[0-9a-f]{64}; Max-Age=(59\d|600); Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('is Secure over https', async () => {
    const link = await mint('/en');
    const res = await app.fetch(new Request(`https://site.test${link}`), env);
    expect(res.headers.getSetCookie().find((l) => l.startsWith('site_preview='))).toContain('; Secure');
  });

  it('while valid: drafts from the CMS, the banner with its exit, no-store and noindex', async () => {
    const cookie = cookiesFrom(await request(app, await mint('/en/news/list')));
    const { res, html } = await get('/en/news/list', cookie);
    expect(res.status).toBe(200);
    expect(textOf(html)).toContain(DRAFT);
    expect(textOf(html)).toContain('Preview You are viewing unpublished drafts.');
    expect(html).toContain('href="/api/preview/exit?path=%2Fen%2Fnews%2Flist"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    // A draft change to a published page, in every language.
    expect(h1Of((await get('/en/about-history', cookie)).html)).toEqual(['History (revised draft)']);
    expect(h1Of((await get('/about-history', cookie)).html)).toEqual(['校史（修訂稿）']);
    const sc = await get('/sc/news/list', cookie);
    expect(textOf(sc.html)).toContain('预览');
    expect(textOf(sc.html)).toContain('结束预览');
  });

  it('bypasses every cache: no read before, no write after', async () => {
    // Warm the data and page caches with the published list.
    for (let i = 0; i < 2; i++) expect(textOf((await get('/en/news/list')).html)).not.toContain(DRAFT);
    const cookie = cookiesFrom(await request(app, await mint('/en/news/list')));
    expect(textOf((await get('/en/news/list', cookie)).html)).toContain(DRAFT);
    // The preview left nothing behind for anyone else.
    expect(textOf((await get('/en/news/list')).html)).not.toContain(DRAFT);
    expect(textOf((await get('/en/about-history')).html)).not.toContain('revised draft');
  });

  it('asks the CMS with X-Preview, and never from the data cache', async () => {
    const cookie = cookiesFrom(await request(app, await mint('/en')));
    const seen: Request[] = [];
    const upstream = {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const req = new Request(input, init);
        seen.push(req);
        return env.UPSTREAM!.fetch(req);
      },
    } as unknown as Fetcher;
    for (let i = 0; i < 2; i++) await get('/en/about-history', cookie, { UPSTREAM: upstream });
    const pageCalls = seen.filter((r) => new URL(r.url).pathname === '/api/menu/about-history');
    expect(pageCalls).toHaveLength(2);
    for (const r of pageCalls) expect(r.headers.get('x-preview')).toBe(cookie.replace('site_preview=', ''));
  });

  it('a forged link: the published page with a clear message, and no session', async () => {
    const link = (await mint('/en/news/list')).replace(/signature=[0-9a-f]{4}/, 'signature=0000');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const res = await request(app, link);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/news/list');
    expect(res.headers.getSetCookie().join('\n')).not.toMatch(/site_preview=\d/);
    const { res: pageRes, html } = await get('/en/news/list', cookiesFrom(res));
    expect(textOf(html)).toContain('This preview link is not valid. You are viewing the published page.');
    expect(textOf(html)).not.toContain(DRAFT);
    expect(pageRes.headers.get('cache-control')).toBe('no-store');
    // The note is shown once.
    expect(pageRes.headers.getSetCookie().join('\n')).toMatch(/site_preview_notice=; Max-Age=0/);
  });

  it('an expired link, and a session that has run out: the published page saying so (localised)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const expires = now() - 10;
    const path = '/news/list';
    const link = `/api/preview?path=${encodeURIComponent(path)}&expires=${expires}&signature=${await signLink(SECRET, path, expires)}`;
    const res = await request(app, link);
    const { html } = await get(path, cookiesFrom(res));
    expect(textOf(html)).toContain('此預覽連結已過期，現正顯示已發佈的頁面。');
    expect(textOf(html)).not.toContain('草稿');
    // A session cookie whose time is up (or forged) is dropped, with the same message.
    const stale = await get('/en/news/list', `site_preview=${expires}.${'0'.repeat(64)}`);
    expect(textOf(stale.html)).toContain('This preview link is not valid');
    expect(stale.res.headers.getSetCookie().join('\n')).toMatch(/site_preview=; Max-Age=0/);
  });

  it('refuses links that are too long-lived, or lead off the site', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const far = now() + 30 * 24 * 3600;
    const long = await request(
      app,
      `/api/preview?path=%2Fen&expires=${far}&signature=${await signLink(SECRET, '/en', far)}`,
    );
    expect(long.headers.getSetCookie().join('\n')).toContain('site_preview_notice=invalid');
    const exp = now() + 60;
    const evil = 'https://evil.example/x';
    const off = await request(
      app,
      `/api/preview?path=${encodeURIComponent(evil)}&expires=${exp}&signature=${await signLink(SECRET, evil, exp)}`,
    );
    expect(off.headers.get('location')).toBe('/');
  });

  it('without PREVIEW_SECRET no link is accepted', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const res = await request(app, await mint('/en'), {}, { PREVIEW_SECRET: '' } as Partial<Env>);
    expect(res.headers.getSetCookie().join('\n')).toContain('site_preview_notice=invalid');
  });

  it('the exit link ends the session and shows the published page', async () => {
    const res = await request(app, '/api/preview/exit?path=%2Fen%2Fnews%2Flist', {
      headers: { Cookie: 'site_preview=1.2' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/news/list');
    expect(res.headers.getSetCookie().join('\n')).toMatch(/site_preview=; Max-Age=0; Path=\//);
  });

  it('accepts a link signed with the previous secret during a rotation', async () => {
    const expires = now() + 60;
    const link = `/api/preview?path=%2Fen&expires=${expires}&signature=${await signLink('old-secret', '/en', expires)}`;
    const res = await request(app, link, {}, {
      PREVIEW_SECRET: 'new-secret',
      PREVIEW_SECRET_PREVIOUS: 'old-secret',
    } as Partial<Env>);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/site_preview=\d+\.[0-9a-f]{64}/);
  });
});
