import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '@/app';
import { asset } from '@/lib/assets';
import { signLink } from '@/preview/token';
import { sign } from '@/security/hmac';
import { routes } from '../../routes';
import { forgedHex, h1Of, request, textOf } from '../helpers';

const app = createApp(routes);
const SECRET = 'test-preview-secret';
const DRAFT = '(Draft) Campus Open Day 2027';
const now = () => Math.floor(Date.now() / 1000);

afterEach(() => vi.restoreAllMocks());

/** A preview link as the demo CMS mints it (POST /__demo/preview-link). */
async function mint(path: string | string[], seconds = 600): Promise<string> {
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
  it('a minted link opens a session cookie bound to its path (HttpOnly, SameSite=Lax, Path=/) and lands on the page', async () => {
    const link = await mint('/en/news/list');
    expect(link).toMatch(/^\/api\/preview\?path=%2Fen%2Fnews%2Flist&expires=\d+&signature=[0-9a-f]{64}$/);
    const res = await request(app, link);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/news/list');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('site_preview='))!;
    expect(cookie).toMatch(
      /^site_preview=\d+\.[A-Za-z0-9_-]+\.[0-9a-f]{64}; Max-Age=(59\d|600); Path=\/; HttpOnly; SameSite=Lax$/,
    );
  });

  it('is Secure over https', async () => {
    const link = await mint('/en');
    const res = await app.fetch(new Request(`https://site.test${link}`), env);
    expect(res.headers.getSetCookie().find((l) => l.startsWith('site_preview='))).toContain('; Secure');
  });

  it('while valid: drafts from the CMS, the banner with its exit, no-store and noindex', async () => {
    const cookie = cookiesFrom(
      await request(app, await mint(['/en/news/list', '/en/about-history', '/about-history', '/sc/news/list'])),
    );
    const { res, html } = await get('/en/news/list', cookie);
    expect(res.status).toBe(200);
    expect(textOf(html)).toContain(DRAFT);
    expect(textOf(html)).toContain('Preview You are viewing unpublished drafts.');
    expect(html).toContain(
      '<form class="preview-banner__form" action="/api/preview/exit?path=%2Fen%2Fnews%2Flist" method="post">',
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    // The banner brings its own rules; the page's stylesheet has none of them.
    expect(html).toContain(`<link rel="stylesheet" href="${asset('preview.css')}"/>`);
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
    const cookie = cookiesFrom(await request(app, await mint('/en/about-history')));
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
    const link = (await mint('/en/news/list')).replace(/(?<=signature=)[0-9a-f]+/, forgedHex);
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

  it('the exit button (a same-origin POST) ends the session and shows the published page', async () => {
    const res = await request(app, '/api/preview/exit?path=%2Fen%2Fnews%2Flist', {
      method: 'POST',
      headers: { Cookie: 'site_preview=1.2', Origin: 'http://site.test' },
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
    expect(res.headers.getSetCookie().join('\n')).toMatch(/site_preview=\d+\.[A-Za-z0-9_-]+\.[0-9a-f]{64}/);
  });
});

describe('preview session: only a signed link opens or replaces it, only this site ends it', () => {
  /** A live session's cookie, and whether a page seen with it still shows the drafts. */
  async function session() {
    const cookie = cookiesFrom(await request(app, await mint('/en/news/list')));
    const live = async (c = cookie) => textOf((await get('/en/news/list', c)).html).includes(DRAFT);
    expect(await live()).toBe(true);
    return { cookie, live };
  }
  const dropsSession = (res: Response) => /site_preview=;/.test(res.headers.getSetCookie().join('\n'));

  it('a refused link, from any site, leaves a running session alone', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { cookie, live } = await session();
    const past = now() - 10;
    const links = [
      '/api/preview?path=%2Fen',
      '/api/preview',
      `/api/preview?path=%2Fen&expires=${now() + 60}&signature=${'0'.repeat(64)}`,
      `/api/preview?path=%2Fen&expires=${past}&signature=${await signLink(SECRET, '/en', past)}`,
      `/api/preview?path=%2Fsc&expires=${now() + 60}&signature=${await signLink(SECRET, '/en', now() + 60)}`,
      `/api/preview?path=%2Fen&expires=${now() + 60}&signature=${await signLink('another-secret', '/en', now() + 60)}`,
    ];
    for (const link of links) {
      const res = await request(app, link, { headers: { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' } });
      expect(res.status, link).toBe(303);
      expect(dropsSession(res), link).toBe(false);
      // The next page still previews, without a note saying it is the published one.
      const next = await get('/en/news/list', [cookie, cookiesFrom(res)].filter(Boolean).join('; '));
      expect(textOf(next.html), link).toContain(DRAFT);
      expect(textOf(next.html), link).not.toContain('You are viewing the published page');
    }
    expect(await live()).toBe(true);
  });

  it('a signed link replaces the session', async () => {
    const { cookie } = await session();
    const res = await request(app, await mint('/en', 120), { headers: { Cookie: cookie } });
    const replaced = cookiesFrom(res);
    expect(replaced).toMatch(/^site_preview=\d+\.[A-Za-z0-9_-]+\.[0-9a-f]{64}$/);
    expect(replaced).not.toBe(cookie);
  });

  it('leaving: a GET is refused (405), and so is a POST from another site (403); neither ends it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { cookie, live } = await session();
    const exit = '/api/preview/exit?path=%2Fen%2Fnews%2Flist';
    const get405 = await request(app, exit, { headers: { Cookie: cookie } });
    expect(get405.status).toBe(405);
    expect(get405.headers.get('Allow')).toBe('POST');
    expect(dropsSession(get405)).toBe(false);
    const foreign: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { Origin: 'http://site.test.evil.example' },
      { Referer: 'https://evil.example/page' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
    ];
    for (const headers of foreign) {
      const res = await request(app, exit, { method: 'POST', headers: { Cookie: cookie, ...headers } });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(dropsSession(res), JSON.stringify(headers)).toBe(false);
    }
    expect(await live()).toBe(true);
    const mine = await request(app, exit, { method: 'POST', headers: { Cookie: cookie, Origin: 'http://site.test' } });
    expect(mine.status).toBe(303);
    expect(dropsSession(mine)).toBe(true);
  });

  it('the cookie is Secure in staging and production whatever the scheme says, and locally on https', async () => {
    const link = await mint('/en');
    const cookieOf = async (url: string, vars: Partial<Env>) => {
      const res = await app.fetch(new Request(url), { ...env, ...vars });
      return res.headers.getSetCookie().find((l) => l.startsWith('site_preview=')) ?? '';
    };
    // A deployed site takes no published secret (docs/SECURITY.md "Weak or published secrets"): a random one.
    const secret = `${crypto.randomUUID()}${crypto.randomUUID()}`;
    const expires = now() + 600;
    const deployedLink = `/api/preview?path=%2Fen&expires=${expires}&signature=${await signLink(secret, '/en', expires)}`;
    const deployed = {
      SITE_ORIGIN: 'https://www.crescent-harbour.edu.example',
      PREVIEW_SECRET: secret,
    } as Partial<Env>;
    for (const environment of ['production', 'staging']) {
      const vars = { ...deployed, ENVIRONMENT: environment } as Partial<Env>;
      expect(await cookieOf(`http://site.test${deployedLink}`, vars), environment).toContain('; Secure');
    }
    expect(await cookieOf(`http://site.test${link}`, {})).not.toContain('; Secure');
    expect(await cookieOf(`https://site.test${link}`, {})).toContain('; Secure');
  });
});

describe('preview scope: a session opens what its link was minted for, and nothing else', () => {
  const DRAFT_PAGE = '/en/news/draft-open-day-2027';
  /** The paths a session token says it opens (its middle part: base64url JSON). */
  const pathsOf = (token: string) =>
    JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as string[];
  /** Every CMS call a page makes, through a spy in front of the demo. */
  async function callsOf(path: string, cookie: string) {
    const seen: Request[] = [];
    const upstream = {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const req = new Request(input, init);
        seen.push(req);
        return env.UPSTREAM!.fetch(req);
      },
    } as unknown as Fetcher;
    const { res, html } = await get(path, cookie, { UPSTREAM: upstream });
    return { res, html, seen };
  }

  it('a link minted for the news list does not open the draft news item nor a draft page edit', async () => {
    const cookie = cookiesFrom(await request(app, await mint('/en/news/list')));
    expect(textOf((await get('/en/news/list', cookie)).html)).toContain(DRAFT);
    const item = await get(DRAFT_PAGE, cookie);
    expect(item.res.status).toBe(404);
    expect(textOf(item.html)).not.toContain(DRAFT);
    expect(h1Of((await get('/en/about-history', cookie)).html)).toEqual(['History']);
  });

  it('on another path the session is not used: the published page, as anyone gets it, with no X-Preview', async () => {
    const cookie = cookiesFrom(await request(app, await mint('/en/news/list')));
    const anyone = await get('/en/about-history');
    const { res, html, seen } = await callsOf('/en/about-history', cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(anyone.res.headers.get('cache-control'));
    expect(res.headers.get('x-robots-tag')).toBe(anyone.res.headers.get('x-robots-tag'));
    expect(textOf(html)).not.toContain('You are viewing unpublished drafts');
    expect(html).not.toContain('preview-banner');
    expect(html).not.toContain(asset('preview.css'));
    // Served from the caches the visitor before warmed: no CMS call at all, let alone a previewing one.
    expect(seen.filter((r) => r.headers.has('x-preview'))).toEqual([]);
    expect(seen.filter((r) => new URL(r.url).pathname === '/api/menu/about-history')).toEqual([]);
  });

  it('the CMS receives a token naming the bound path, and the demo CMS honours it', async () => {
    const cookie = cookiesFrom(await request(app, await mint('/en/news/list?page=2')));
    const { seen } = await callsOf('/en/news/list', cookie);
    const tokens = new Set(seen.map((r) => r.headers.get('x-preview')));
    expect(tokens.size).toBe(1);
    const token = [...tokens][0] ?? '';
    expect(pathsOf(token)).toEqual(['/en/news/list']);
    // The CMS itself serves a draft only to a session naming the page that shows it.
    const draftCall = (preview: string) =>
      env.UPSTREAM!.fetch(`https://demo.internal/api/article/news/draft-open-day-2027`, {
        headers: { lang: 'en', 'X-Preview': preview },
      });
    expect(((await (await draftCall(token)).json()) as { code: number }).code).toBe(404);
    const own = cookiesFrom(await request(app, await mint(DRAFT_PAGE))).replace('site_preview=', '');
    expect(((await (await draftCall(own)).json()) as { code: number }).code).toBe(200);
  });

  it('a link naming several paths opens each of them, and only them', async () => {
    const cookie = cookiesFrom(await request(app, await mint([DRAFT_PAGE, '/en/about-history/'])));
    expect(pathsOf(cookie.replace('site_preview=', ''))).toEqual([DRAFT_PAGE, '/en/about-history']);
    expect(h1Of((await get(DRAFT_PAGE, cookie)).html)).toEqual([DRAFT]);
    expect(h1Of((await get('/en/about-history', cookie)).html)).toEqual(['History (revised draft)']);
    expect(h1Of((await get('/about-history', cookie)).html)).toEqual(['歷史沿革']);
    expect(textOf((await get('/en/news/list', cookie)).html)).not.toContain(DRAFT);
  });

  it('a session from before the scope (expiry only), or one whose paths were changed, opens nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const expires = now() + 600;
    const legacy = `${expires}.${await sign(SECRET, `preview-session\n${expires}`)}`;
    const old = await get(DRAFT_PAGE, `site_preview=${legacy}`);
    expect(old.res.status).toBe(404);
    expect(old.res.headers.getSetCookie().join('\n')).toMatch(/site_preview=; Max-Age=0/);
    const token = cookiesFrom(await request(app, await mint('/en/news/list'))).replace('site_preview=', '');
    const [exp, , mac] = token.split('.');
    const widened = btoa(JSON.stringify(['/en/news/list', DRAFT_PAGE])).replace(/=+$/, '');
    const forged = await get(DRAFT_PAGE, `site_preview=${exp}.${widened}.${mac}`);
    expect(forged.res.status).toBe(404);
    expect(textOf(forged.html)).toContain('This preview link is not valid');
  });

  it('refuses a link with more paths than a session can carry, or with a line break in one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const exp = now() + 60;
    const link = async (paths: string[]) =>
      `/api/preview?${paths.map((p) => `path=${encodeURIComponent(p)}`).join('&')}&expires=${exp}&signature=${await signLink(SECRET, paths, exp)}`;
    const many = Array.from({ length: 21 }, (_, i) => `/en/news/${i}`);
    const long = Array.from({ length: 20 }, (_, i) => `/en/${'x'.repeat(200)}${i}`);
    for (const paths of [many, long, ['/en/news/list\n/en/about-history']]) {
      const res = await request(app, await link(paths));
      expect(res.headers.getSetCookie().join('\n')).toContain('site_preview_notice=invalid');
    }
    expect(warn.mock.calls.map(([line]) => JSON.parse(String(line)).detail)).toEqual([
      'malformed',
      'too-many-paths',
      'malformed',
    ]);
  });
});
