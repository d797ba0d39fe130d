// XML that stays XML (docs/SECURITY.md): a CMS text holding a character XML 1.0 forbids never
// reaches a feed, a sitemap, a JSON-LD block or a meta tag; every XML writer drops them too.
import { env } from 'cloudflare:workers';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import { atomFeed } from '@/seo/feed';
import { urlset } from '@/seo/sitemap';
import { xmlChars } from '@/lib/xml-chars';
import { escapeXml } from '@/seo/xml';
import { wholePage } from '../helpers';
import { app, jsonLdOf, request } from './helpers';

/** One of each range XML 1.0 forbids: C0 controls (not tab, LF, CR), U+FFFE, U+FFFF, lone surrogates. */
const FORBIDDEN_SAMPLES = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000B',
  '\u000C',
  '\u000E',
  '\u0010',
  '\u001B',
  '\u001F',
  '\uFFFE',
  '\uFFFF',
  // Lone surrogates: low halves first, so no two of them make a pair.
  '\uDC00',
  '\uDFFF',
  '\uD800',
  '\uDBFF',
];
/** All of them, ended by a high surrogate: appended to a text, nothing pairs with it. */
const HOSTILE = FORBIDDEN_SAMPLES.join('');
/** The test's own reading of XML 1.0's Char production (not the site's code). */
const isXmlChar = (cp: number) =>
  cp === 0x9 ||
  cp === 0xa ||
  cp === 0xd ||
  (cp >= 0x20 && cp <= 0xd7ff) ||
  (cp >= 0xe000 && cp <= 0xfffd) ||
  (cp >= 0x10000 && cp <= 0x10ffff);
const badChars = (s: string): string[] =>
  [...s].filter((ch) => !isXmlChar(ch.codePointAt(0) ?? 0)).map((ch) => `U+${ch.codePointAt(0)?.toString(16)}`);

/** Every string inside a JSON value. */
const strings = (x: unknown): string[] =>
  typeof x === 'string'
    ? [x]
    : Array.isArray(x)
      ? x.flatMap(strings)
      : x && typeof x === 'object'
        ? Object.values(x).flatMap(strings)
        : [];

/**
 * A CMS that ends every text it sends with every forbidden character (so ids, dates and links
 * still read as such once cleaned), over the demo's answers.
 */
function hostileCms(): Partial<Env> {
  const poison = (x: unknown): unknown =>
    typeof x === 'string' && x.length > 0
      ? x + HOSTILE
      : Array.isArray(x)
        ? x.map(poison)
        : x && typeof x === 'object'
          ? Object.fromEntries(Object.entries(x).map(([k, v]) => [k, poison(v)]))
          : x;
  const upstream = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const res = await env.UPSTREAM!.fetch(new Request(input, init));
      const body = (await res.json()) as { code: number; msg: string; data: unknown };
      return Response.json({ ...body, data: poison(body.data) }, { status: res.status });
    },
  } as unknown as Fetcher;
  return { UPSTREAM: upstream, SITE_DOMAIN: `xml-chars-${crypto.randomUUID()}.test` };
}

function expectWellFormed(xml: string, where: string) {
  expect(badChars(xml), where).toEqual([]);
  expect(XMLValidator.validate(xml), where).toBe(true);
}

describe('the writers: escapeXml and xmlChars', () => {
  it('drop every forbidden character and keep the rest, pairs included', () => {
    for (const ch of FORBIDDEN_SAMPLES) {
      const cleaned = escapeXml(`a${ch}b`);
      expect(badChars(cleaned), JSON.stringify(ch)).toEqual([]);
      expect(cleaned, JSON.stringify(ch)).toBe('ab');
    }
    const kept = 'tab\there\nline\r\u00e9\u4e2d\uD83D\uDE00\uFFFD\uE000\u007F';
    expect(xmlChars(kept)).toBe(kept);
    expect(escapeXml('<a & "b">')).toBe('&lt;a &amp; &quot;b&quot;&gt;');
    // Text without any is handed back as it is, not copied.
    const plain = 'x'.repeat(1000);
    expect(xmlChars(plain)).toBe(plain);
  });

  it('a feed and a sitemap written from hostile text directly are well formed', () => {
    const feed = atomFeed({
      origin: 'https://site.test',
      locale: 'en',
      title: `News${HOSTILE}`,
      author: `College${HOSTILE}`,
      items: [{ id: '7', type: 'news', title: `T${HOSTILE}`, summary: `S${HOSTILE}`, publishDate: '2026-01-02' }],
    } as Parameters<typeof atomFeed>[0]);
    expectWellFormed(feed, 'feed');
    expectWellFormed(urlset('https://site.test', [{ path: `/page/a${HOSTILE}`, lastmod: '2026-01-02' }]), 'urlset');
  });
});

describe('a CMS sending forbidden characters in every text', () => {
  const bindings = hostileCms();

  it('the news feed in every language stays well formed, with the titles', async () => {
    for (const locale of LOCALES) {
      const path = `${locale === 'tc' ? '' : `/${locale}`}/news/feed.xml`;
      const res = await request(path, {}, bindings);
      expect(res.status, path).toBe(200);
      const xml = await res.text();
      expectWellFormed(xml, path);
      expect((xml.match(/<entry>/g) ?? []).length, path).toBeGreaterThan(0);
    }
  });

  it('the sitemap index and every child sitemap stay well formed', async () => {
    const res = await request('/sitemap.xml', {}, bindings);
    expect(res.status).toBe(200);
    const index = await res.text();
    expectWellFormed(index, '/sitemap.xml');
    const children = [...index.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(children.length).toBeGreaterThan(3);
    for (const path of children) {
      const res = await request(path, {}, bindings);
      expect(res.status, path).toBe(200);
      expectWellFormed(await res.text(), path);
    }
  });

  it('JSON-LD and meta tags of the home page, a news article and a teacher carry none', async () => {
    const list = await (
      await env.UPSTREAM!.fetch('https://upstream.internal/api/special/teacher/list?pageNum=1&pageSize=1', {
        headers: { lang: 'en' },
      })
    ).json();
    const teacher = (list as { data: { rows: { id: number }[] } }).data.rows[0]?.id;
    for (const path of ['/en', '/', '/en/news/1001', '/sc/news/1001', `/en/teacher/detail?id=${teacher}`]) {
      const { res, html } = await wholePage(app, path, {}, bindings);
      expect(res.status, path).toBe(200);
      const blocks = jsonLdOf(html);
      expect(blocks.length, path).toBeGreaterThan(0);
      for (const text of strings(blocks))
        expect(badChars(text), `${path} JSON-LD: ${JSON.stringify(text)}`).toEqual([]);
      const metas = [...html.matchAll(/<meta [^>]*content="([^"]*)"/g)].map((m) => m[1] ?? '');
      expect(metas.length, path).toBeGreaterThan(5);
      for (const content of metas) expect(badChars(content), `${path} meta: ${JSON.stringify(content)}`).toEqual([]);
      // And nowhere else in the page either: the text was cleaned where it entered.
      expect(badChars(html), path).toEqual([]);
    }
  });
});
