import { env, exports } from 'cloudflare:workers';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it, vi } from 'vitest';
import { ORIGIN } from '../helpers';
import { get, request } from './helpers';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const asList = <T>(x: T | T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

interface Link {
  '@rel'?: string;
  '@type'?: string;
  '@href': string;
}
interface AtomEntry {
  id: string;
  title: string;
  updated: string;
  published?: string;
  summary?: string;
  author?: { name: string };
  link: Link | Link[];
}

async function feedOf(path: string) {
  const res = await exports.default.fetch(new Request(ORIGIN + path));
  expect(res.status, path).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('application/atom+xml; charset=UTF-8');
  const doc = parser.parse(await res.text());
  return doc.feed as {
    '@xmlns': string;
    '@xml:lang': string;
    id: string;
    title: string;
    updated: string;
    author?: { name: string };
    link: Link[];
    entry: AtomEntry[];
  };
}

const LANGS = [
  ['', 'zh-Hant-HK'],
  ['/sc', 'zh-Hans-CN'],
  ['/en', 'en'],
] as const;

describe('news feed (Atom, RFC 4287)', () => {
  for (const [prefix, lang] of LANGS) {
    it(`${prefix || '/'}: a valid Atom feed of the latest news in its language`, async () => {
      const path = `${prefix}/news/feed.xml`;
      const feed = await feedOf(path);
      expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
      expect(feed['@xml:lang']).toBe(lang);
      // atom:feed: exactly one id, title, updated; an author (feed-level, so every entry has one).
      expect(feed.id).toMatch(/^tag:site\.test,\d{4}:news\/(tc|sc|en)$/);
      expect(feed.title).toBeTruthy();
      expect(feed.updated).toMatch(RFC3339);
      expect(feed.author?.name).toBeTruthy();
      const links = asList(feed.link);
      expect(links.find((l) => l['@rel'] === 'self')?.['@href']).toBe(ORIGIN + path);
      expect(links.find((l) => l['@rel'] === 'alternate')?.['@href']).toBe(`${ORIGIN}${prefix}/news/list`);
      const entries = asList(feed.entry);
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.length).toBeLessThanOrEqual(20);
      expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
      for (const e of entries) {
        expect(e.id).toMatch(/^tag:site\.test,\d{4}:news\/[^/]+\/(tc|sc|en)$/);
        expect(e.title).toBeTruthy();
        expect(e.updated).toMatch(RFC3339);
        expect(e.published).toMatch(RFC3339);
        const alternate = asList(e.link).find((l) => (l['@rel'] ?? 'alternate') === 'alternate');
        expect(alternate?.['@href']).toMatch(new RegExp(`^${ORIGIN}${prefix}/news/[^/]+$`));
      }
      // The feed's updated is its newest entry's, and entries come newest first.
      const dates = entries.map((e) => e.updated);
      expect(feed.updated).toBe([...dates].sort().at(-1));
      expect(dates).toEqual([...dates].sort().reverse());
    });
  }

  it('links every entry to a page that answers 200 and names itself canonical', async () => {
    const feed = await feedOf('/en/news/feed.xml');
    for (const e of asList(feed.entry).slice(0, 5)) {
      const href = asList(e.link)[0]?.['@href'] ?? '';
      const { res, html } = await get(href.replace(ORIGIN, ''));
      expect(res.status, href).toBe(200);
      expect(html).toContain(`<link rel="canonical" href="${href}"/>`);
    }
  });

  it('keeps every id whatever the order or the moment, and gives each language its own', async () => {
    const first = asList((await feedOf('/en/news/feed.xml')).entry).map((e) => e.id);
    const again = asList((await feedOf('/en/news/feed.xml')).entry).map((e) => e.id);
    expect(again).toEqual(first);
    const tc = asList((await feedOf('/news/feed.xml')).entry).map((e) => e.id);
    expect(tc.map((id) => id.replace(/\/tc$/, '/en'))).toEqual(first);
  });

  it('is linked from the head of every page, in the page language', async () => {
    for (const [prefix] of LANGS) {
      for (const path of ['/about', '/no-such-page']) {
        const { html } = await get(`${prefix}${path}`);
        expect(html).toMatch(
          new RegExp(
            `<link rel="alternate" type="application/atom\\+xml" title="[^"]+" href="${ORIGIN}${prefix}/news/feed.xml"/>`,
          ),
        );
      }
    }
  });

  it('answers 503 with Retry-After, never cached, when the news cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const down = {
      fetch: (url: string, init?: RequestInit) =>
        new URL(url).pathname === '/api/article/news'
          ? Promise.resolve(new Response('down', { status: 500 }))
          : env.UPSTREAM!.fetch(url, init),
    } as unknown as Fetcher;
    const res = await request('/en/news/feed.xml', {}, { UPSTREAM: down, SITE_DOMAIN: 'feed-down.example' });
    vi.restoreAllMocks();
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });
});
