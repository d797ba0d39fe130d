import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import * as v from 'valibot';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { loadArticle } from '@/cms/load';
import { pageWindow } from '@/components/Pagination';
import { resetIsolate, storeStats } from '@/lib/isolate';
import { sanitizeHtml, sanitizeOnce } from '@/security/sanitize';
import { SANITIZE_MAX_CHARS, SANITIZE_MAX_ELEMENTS } from '@/security/sanitize-rules';
import { imageSrc } from '@/security/urls';
import { getNewsList } from '@/upstream/api';
import { createScope } from '@/request/scope';
import { HomeSlidesSchema } from '@/upstream/schemas';
import { answering, app, get, mainOf } from '../content/helpers';
import { page } from '../helpers';
import { mailtoHref } from '@/cms/links';

const rows = (covers: (string | null)[]) =>
  covers.map((cover, i) => ({
    id: 900 + i,
    type: 'news',
    title: `Item ${i}`,
    summary: '',
    publishDate: '2026-01-01',
    cover,
    coverWidth: 800,
    coverHeight: 450,
  }));
const newsPage = (totalPage: number, items = rows([null])) => ({
  rows: items,
  total: totalPage * 10,
  hasPrev: false,
  hasNext: totalPage > 1,
  totalPage,
  pageSize: 10,
  currentPage: 1,
});

/** Counts the sanitiser's parser passes from now until the test ends. */
function countRewriters(): () => number {
  const scope = globalThis as unknown as { HTMLRewriter: typeof HTMLRewriter };
  const Rewriter = scope.HTMLRewriter;
  let built = 0;
  scope.HTMLRewriter = class Counting extends Rewriter {
    constructor() {
      super();
      built++;
    }
  };
  onTestFinished(() => {
    scope.HTMLRewriter = Rewriter;
  });
  return () => built;
}

let logged: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  logged = [];
});
const captureLogs = () => {
  for (const level of ['log', 'warn', 'error'] as const)
    vi.spyOn(console, level).mockImplementation((line: unknown) => void logged.push(String(line)));
};

describe('pagination is a bounded window whatever totalPage the CMS sends', () => {
  it('does work bounded by the window, not by totalPage', () => {
    let reads = 0;
    const huge = {
      valueOf: () => {
        reads++;
        return 1e9;
      },
    } as unknown as number;
    expect(pageWindow(5, huge)).toEqual([1, 'gap', 3, 4, 5, 6, 7, 'gap', 1e9]);
    expect(reads).toBeLessThanOrEqual(2);
  });

  it('keeps the same window as before for ordinary lists', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 'gap', 5]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 8, 9, 10]);
    expect(pageWindow(3, Number.POSITIVE_INFINITY)).toEqual([1]);
  });

  it('a news list whose CMS answer says totalPage: 1e9 shows first, last and a few pages', async () => {
    const { res, html } = await get('/en/news/list', answering('/api/article/news', newsPage(1e9)));
    expect(res.status).toBe(200);
    const pages = [...mainOf(html).matchAll(/aria-label="Page (\d+)"/g)].map((m) => Number(m[1]));
    expect(pages[0]).toBe(1);
    expect(pages.at(-1)).toBe(1e9);
    expect(pages.length).toBeLessThanOrEqual(7);
  });
});

describe('sanitising: once per cached datum, bounded, nothing swallowed', () => {
  it('an unclosed <svg> or <math> does not swallow the text after it', async () => {
    const cases: [string, string][] = [
      ['<p>before</p><svg><circle r="1"/>after the drawing', 'after the drawing'],
      ['<p>before</p><math><mi>x</mi>after the formula', 'after the formula'],
      ['<svg><g><p>a paragraph breaks out</p><p>and the next</p>', 'and the next'],
      ['<math><mrow><div>out of the formula</div>', 'out of the formula'],
    ];
    for (const [html, survivor] of cases) {
      const out = await sanitizeHtml(html);
      expect(out, html).toContain(survivor);
      expect(out).not.toMatch(/<(svg|math|circle|mi)\b/);
    }
    expect(await sanitizeHtml('<p>a</p><svg><circle/></svg><p>b</p>')).toBe('<p>a</p><p>b</p>');
    // Script inside an unclosed SVG stays dropped; only text around it comes back, escaped.
    const script = await sanitizeHtml('<svg><script>alert(1)</script>tail <b>x</b>');
    expect(script).not.toContain('alert(1)');
    expect(script).not.toMatch(/<script/i);
    expect(script).toContain('tail');
  });

  it('beyond the element cap a body is its text alone, logged', async () => {
    captureLogs();
    const many = '<p>w</p>'.repeat(SANITIZE_MAX_ELEMENTS + 1);
    const out = await sanitizeHtml(many);
    expect(out).toBe(
      `<p>${Array(SANITIZE_MAX_ELEMENTS + 1)
        .fill('w')
        .join(' ')}</p>`,
    );
    expect(logged.some((l) => l.includes('"event":"sanitize.tooLarge"'))).toBe(true);
  });

  it('beyond the size cap a body is its text alone, logged, without parsing', async () => {
    captureLogs();
    const big = `<b onclick="x()">${'y'.repeat(SANITIZE_MAX_CHARS)}</b><script>alert(1)</script>`;
    const out = await sanitizeHtml(big);
    expect(out.startsWith('<p>yyy')).toBe(true);
    expect(out).not.toMatch(/<b|onclick|alert/);
    expect(logged.some((l) => l.includes('"event":"sanitize.tooLarge"'))).toBe(true);
  });

  it('the same datum is sanitised once: a second view costs no sanitising', async () => {
    resetIsolate();
    const ctx = createScope({
      env: { ...env, SITE_DOMAIN: `once-${crypto.randomUUID()}.test` },
      locale: 'en',
      waitUntil: () => {},
    });
    const built = countRewriters();
    const list = await getNewsList(ctx, { pageNum: 1, pageSize: 1 });
    const id = String(list.rows[0]?.id);
    const first = await loadArticle(ctx, id, 'news', 'en');
    const afterFirst = built();
    expect(afterFirst).toBeGreaterThan(0);
    const second = await loadArticle(ctx, id, 'news', 'en');
    expect(second.body).toBe(first.body);
    expect(built()).toBe(afterFirst);
    // Per language: the links in a body are localised.
    await loadArticle(ctx, id, 'news', 'sc');
    expect(built()).toBeGreaterThan(afterFirst);
  });

  it('sanitizeOnce keeps finished results by text and language, never a promise under way', async () => {
    resetIsolate();
    const counted = countRewriters();
    const html = `<p>x <a href="/news/list">list</a></p>`;
    // Asked twice before either is done: each sanitises (nothing under way is shared).
    const [a, b] = await Promise.all([sanitizeOnce(html, { locale: 'en' }), sanitizeOnce(html, { locale: 'en' })]);
    expect(a).toBe(b);
    expect(counted()).toBe(2);
    // Once done, the same text in the same language costs nothing…
    expect(await sanitizeOnce(html, { locale: 'en' })).toBe(a);
    expect(await sanitizeOnce(`${html}`.slice(0), { locale: 'en' })).toBe(a);
    expect(counted()).toBe(2);
    // …another language or another version of the text is sanitised afresh.
    await sanitizeOnce(html, { locale: 'sc' });
    await sanitizeOnce(`${html}<p>edited</p>`, { locale: 'en' });
    expect(counted()).toBe(4);
  });

  it('sanitizeOnce is bounded in bytes: old texts go first', async () => {
    resetIsolate();
    // 400k characters each (text is cheap to sanitise), kept with its result: 1.6 MB a body.
    const body = (i: number) => `<p>${i} ${'filler '.repeat(57_000)}</p>`;
    for (let i = 0; i < 8; i++) await sanitizeOnce(body(i), { locale: 'en' });
    const stats = storeStats('sanitized-html');
    expect(stats.bytes).toBeLessThanOrEqual(stats.maxBytes);
    expect(stats.evictions).toBeGreaterThan(0);
    const counted = countRewriters();
    await sanitizeOnce(body(7), { locale: 'en' });
    expect(counted()).toBe(0);
    await sanitizeOnce(body(0), { locale: 'en' });
    expect(counted()).toBe(1);
  });
});

describe('an oversized CMS answer is refused before it is parsed', () => {
  const bigAnswer = (bytes: number, declared: boolean) => {
    const body = JSON.stringify(newsPage(1, rows([null]))).replace('"rows":', `"pad":"${'z'.repeat(bytes)}","rows":`);
    const stream = new Blob([`{"code":200,"msg":"ok","data":${body}}`]).stream();
    return new Response(declared ? new Blob([`{"code":200,"msg":"ok","data":${body}}`]) : stream, {
      headers: { 'Content-Type': 'application/json' },
    });
  };

  for (const declared of [true, false]) {
    it(`over UPSTREAM_MAX_BYTES (${declared ? 'Content-Length' : 'streamed'}): an upstream failure, logged, nothing cached`, async () => {
      captureLogs();
      resetIsolate();
      const upstream = { fetch: async () => bigAnswer(200_000, declared) } as unknown as Fetcher;
      const ctx = createScope({
        env: {
          ...env,
          UPSTREAM: upstream,
          UPSTREAM_MAX_BYTES: '100000',
          SITE_DOMAIN: `big-${crypto.randomUUID()}.test`,
        },
        locale: 'en',
        waitUntil: () => {},
      });
      await expect(getNewsList(ctx)).rejects.toThrow('System Service Exception');
      const line = logged
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((l) => l.event === 'upstream.error');
      expect(line).toMatchObject({ level: 'error', call: 'news.list', kind: 'tooLarge' });
      expect(ctx.stats.calls).toEqual([expect.objectContaining({ ok: false, attempts: 1 })]);
    });
  }

  it('an answer under the cap is read as before', async () => {
    resetIsolate();
    const upstream = { fetch: async () => bigAnswer(50_000, false) } as unknown as Fetcher;
    const ctx = createScope({
      env: {
        ...env,
        UPSTREAM: upstream,
        UPSTREAM_MAX_BYTES: '100000',
        SITE_DOMAIN: `small-${crypto.randomUUID()}.test`,
      },
      locale: 'en',
      waitUntil: () => {},
    });
    expect((await getNewsList(ctx)).totalPage).toBe(1);
  });
});

describe('search: out of KV, a memory area of its own, rate limited per client', () => {
  const search = (keyword: string, init: RequestInit = {}, bindings: Partial<Env> = {}) =>
    page(app, `/en/news/list?keyword=${encodeURIComponent(keyword)}`, init, bindings);

  it('many distinct keywords write nothing to KV and stay within their own small area', async () => {
    resetIsolate();
    const site = `kw-${crypto.randomUUID()}.test`;
    const max = storeStats('cms-answers').maxEntries ?? 0;
    for (let i = 0; i < max + 20; i++) {
      const ctx = createExecutionContext();
      const res = await app.fetch(
        new Request(`http://site.test/en/news/list?keyword=k${i}`),
        { ...env, SITE_DOMAIN: site },
        ctx,
      );
      await res.arrayBuffer();
      await waitOnExecutionContext(ctx);
    }
    expect(storeStats('cms-answers').entries).toBe(max);
    const keys = (await env.CACHE.list()).keys.map((k) => k.name);
    expect(keys.filter((k) => k.includes(site) && k.includes('/api/article/search'))).toEqual([]);
    expect(keys.filter((k) => k.includes('/api/article/search/k'))).toEqual([]);
  });

  it('the 31st search in a minute from one client gets the localised 429 page with Retry-After', async () => {
    const limited = { limit: async () => ({ success: false }) };
    for (const [prefix, text] of [
      ['/en', 'Too many requests came from your connection'],
      ['/sc', '太多请求'],
      ['', '太多請求'],
    ] as const) {
      const { res, html } = await page(
        app,
        `${prefix}/news/list?keyword=x`,
        { headers: { 'CF-Connecting-IP': '203.0.113.9' } },
        { SEARCH_LIMITER: limited as unknown as RateLimit },
      );
      expect(res.status).toBe(429);
      expect(res.headers.get('Retry-After')).toBe('60');
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(html).toContain(text);
      expect(html).toMatch(/<meta name="robots" content="noindex/);
    }
    // Counted per client: one /64 is one client.
    const seen: string[] = [];
    const recording = {
      limit: async ({ key }: { key: string }) => {
        seen.push(key);
        return { success: true };
      },
    };
    for (const ip of ['2001:db8:5:6::1', '2001:db8:5:6::2'])
      await search('y', { headers: { 'CF-Connecting-IP': ip } }, { SEARCH_LIMITER: recording as unknown as RateLimit });
    expect(seen).toEqual(['search:2001:db8:5:6::/64', 'search:2001:db8:5:6::/64']);
  });
});

describe('CMS image URLs outside bodies follow the rules of links', () => {
  it('https or same-site only', () => {
    expect(imageSrc('/media/cover-1.svg')).toBe('/media/cover-1.svg');
    expect(imageSrc('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    // Scheme-relative is https on this https-only site: written out as such.
    expect(imageSrc('//cdn.example/a.png')).toBe('https://cdn.example/a.png');
    for (const bad of [
      'http://cdn.example/a.png',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'javascript:alert(1)',
      ' jav&#x09;ascript:alert(1)',
      'blob:https://site.test/x',
      '#x',
      '',
    ])
      expect(imageSrc(bad), bad).toBeUndefined();
  });

  it('list covers, slides, photos and logos are checked where the data enters (the schema)', async () => {
    const covers = [
      'data:image/svg+xml,<svg onload=alert(1)>',
      'http://cdn.example/a.png',
      'javascript:alert(1)',
      'https://cdn.example/ok.png',
      '/media/cover-2.svg',
    ];
    const { html } = await get('/en/news/list', answering('/api/article/news', newsPage(1, rows(covers))));
    const srcs = [...mainOf(html).matchAll(/<img [^>]*src="([^"]*)"/g)].map((m) => m[1]);
    expect(srcs.sort()).toEqual(['/media/cover-2.svg', 'https://cdn.example/ok.png']);
    const slides = v.parse(HomeSlidesSchema, {
      advImgs: covers.map((image, id) => ({ id, title: 't', subtitle: '', image, width: 1, height: 1 })),
    });
    expect(slides.advImgs.map((s) => s.image)).toEqual(['https://cdn.example/ok.png', '/media/cover-2.svg']);
  });

  it('images in bodies follow the same rule', async () => {
    expect(await sanitizeHtml('<img src="http://cdn.example/a.png" alt="a">')).toBe('');
    expect(await sanitizeHtml('<img src="https://cdn.example/a.png" alt="a">')).toContain(
      'src="https://cdn.example/a.png"',
    );
  });
});

describe("the footer's mailto: only from a valid address", () => {
  it('mailtoHref accepts one address and nothing riding along', () => {
    expect(mailtoHref('info@college.example')).toBe('mailto:info@college.example');
    for (const bad of [
      'a@b.example?bcc=x@evil.example',
      'a@b.example,x@evil.example',
      'a@b.example&body=x',
      'javascript:alert(1)//@x.example',
      'no-at-sign',
      '',
    ])
      expect(mailtoHref(bad), bad).toBeUndefined();
  });

  it('an invalid CMS address is shown as text, never as a mailto: link', async () => {
    const info = await (
      await env.UPSTREAM!.fetch('https://upstream.internal/api/site/infos', { headers: { lang: 'en' } })
    ).json<{ data: { site: object; info: Record<string, string> } }>();
    const email = 'office@college.example?bcc=all@evil.example&body=hi';
    // The footer on every page, and the contact details beside the enquiry form.
    for (const path of ['/en', '/en/page/contact-us']) {
      const { html } = await get(
        path,
        answering('/api/site/infos', { ...info.data, info: { ...info.data.info, email } }),
      );
      expect(html, path).not.toMatch(/href="mailto:[^"]*evil/);
      expect(html, path).toContain('office@college.example?bcc=all@evil.example&amp;body=hi');
    }
  });
});
