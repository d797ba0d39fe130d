import { describe, expect, it } from 'vitest';
import { createApp } from '@/app';
import { customEndpoint } from '@/render/route';
import { resetIsolate, storeStats } from '@/lib/isolate';
import { languageLinkTarget, sameSiteLocation } from '@/security/redirects';
import { ORIGIN, page, request } from '../helpers';
import { testApp } from '../foundation/fixtures';

/**
 * What a browser does with a Location, as strictly as any of them: it must stay on this site
 * as sent, and after one or two more rounds of percent-decoding or compatibility mapping.
 */
function assertSameSite(location: string | null, label: string) {
  expect(location, label).not.toBeNull();
  const value = location ?? '';
  expect(value, label).toMatch(/^\/(?![/\\])/);
  // Header-safe ASCII only, nothing a URL parser strips or turns into a slash.
  expect(value, label).toMatch(/^[\x21-\x7e]*$/);
  expect(/^[^?#]*/.exec(value)?.[0], label).not.toContain('\\');
  expect(new URL(value, ORIGIN).origin, label).toBe(ORIGIN);
  let form = value;
  for (let i = 0; i < 3; i++) {
    try {
      form = decodeURIComponent(form);
    } catch {
      break;
    }
    const path = /^[^?#]*/.exec(form)?.[0] ?? '';
    expect(path.normalize('NFKC'), `${label} decoded ${i + 1}x`).not.toMatch(/^[/\\]{2}|[\\\t\n\r]/);
  }
}

/** Ways to write "another host" in the path part, placed after each language prefix. */
const hostileTails = [
  '//evil.example',
  '///evil.example',
  '//evil.example/news?x=1#y',
  '//user@evil.example',
  '//evil.example@site.test',
  '/\\evil.example',
  '/\\/evil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '/%00/evil.example',
  '/\u200b/evil.example',
  '/\u2028/evil.example',
  '/\uff0fevil.example',
  '/\uff3cevil.example',
  '/%EF%BC%8F%EF%BC%8Fevil.example',
  '/\u2215/evil.example',
  '//evil\u3002example',
  '/a/..//evil.example',
  '/./..//evil.example',
  '/%2e%2e//evil.example',
];

/** Targets that are not paths at all. */
const hostileWhole = [
  'https://evil.example',
  'http://evil.example/',
  'HTTPS://EVIL.EXAMPLE',
  'https:evil.example',
  'https:/\\evil.example',
  'https://site.test@evil.example',
  'ftp://evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  ' //evil.example',
  '\t//evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  'evil.example',
  '@evil.example',
  '%2F%2Fevil.example',
  '\u3002evil.example',
];

const prefixes = ['', '/sc', '/en', '/sc/en', '/en/sc'];
const targets = [...prefixes.flatMap((prefix) => hostileTails.map((tail) => prefix + tail)), ...hostileWhole];
const LANGS = ['tc', 'sc', 'en'] as const;

describe('every redirect is a same-site path after every transformation', () => {
  it('has a table of at least 40 hostile targets', () => {
    expect(targets.length).toBeGreaterThanOrEqual(40);
  });

  for (const code of LANGS) {
    it(`language switch to ${code}: the final Location stays on the site for every hostile target`, {
      timeout: 30_000,
    }, async () => {
      for (const to of targets) {
        const res = await request(testApp, `/lang/${code}?to=${encodeURIComponent(to)}`);
        expect(res.status, to).toBe(302);
        assertSameSite(res.headers.get('Location'), `${code} ${JSON.stringify(to)}`);
      }
    });

    it(`language switch to ${code}: unencoded targets in the query too`, async () => {
      for (const to of ['/en//evil.example', '/sc//evil.example', '//evil.example', '/en/\\evil.example']) {
        const res = await request(testApp, `/lang/${code}?to=${to}`);
        assertSameSite(res.headers.get('Location'), `${code} raw ${to}`);
      }
    });
  }

  it('the reported case: /lang/tc?to=/en//evil.example lands on the tc home page', async () => {
    const res = await request(testApp, '/lang/tc?to=/en//evil.example');
    expect(res.headers.get('Location')).toBe('/');
  });

  it('ordinary switches keep the page, its query and hash', async () => {
    const res = await request(testApp, `/lang/sc?to=${encodeURIComponent('/en/news/list?pageNum=2#top')}`);
    expect(res.headers.get('Location')).toBe('/sc/news/list?pageNum=2#top');
    const cjk = await request(testApp, `/lang/en?to=${encodeURIComponent('/sc/page/關於')}`);
    expect(cjk.headers.get('Location')).toBe(`/en/page/${encodeURIComponent('關於')}`);
  });

  it('trailing-slash 301s stay on the site whatever the path', async () => {
    const paths = [
      '//evil.example/',
      '///evil.example//',
      '/en//evil.example/',
      '/%2F%2Fevil.example/',
      '/sc/%5C%5Cevil.example/',
    ];
    for (const path of paths) {
      const res = await request(testApp, path);
      if (res.status >= 300 && res.status < 400) assertSameSite(res.headers.get('Location'), path);
    }
    const ok = await request(testApp, '/en/fixture/static/?a=1');
    expect(ok.status).toBe(301);
    expect(ok.headers.get('Location')).toBe('/en/fixture/static?a=1');
  });

  it('the root 301 keeps a same-site Location whatever the query', async () => {
    for (const query of ['?//evil.example', '?x=%0d%0aSet-Cookie:a=b', '?\\evil']) {
      const res = await request(testApp, `/${query}`, { headers: { 'Accept-Language': 'en' } });
      expect(res.status).toBe(301);
      assertSameSite(res.headers.get('Location'), query);
    }
  });

  it('a redirect any handler makes is checked on its final Location (one decision point)', {
    timeout: 30_000,
  }, async () => {
    const app = createApp([
      customEndpoint({
        name: 'fixture-go',
        path: '/fixture/go',
        load: (c) => c.redirect(c.req.query('to') ?? '/', 301),
      }),
    ]);
    // A header can carry only these; the others cannot reach a Location at all.
    const headerSafe = targets.filter((to) => /^[\t\x20-\x7e]*$/.test(to));
    expect(headerSafe.length).toBeGreaterThanOrEqual(40);
    for (const to of [...headerSafe, `${ORIGIN}//evil.example`, 'http://evil.test/x']) {
      for (const prefix of ['', '/sc', '/en']) {
        const res = await request(app, `${prefix}/fixture/go?to=${encodeURIComponent(to)}`);
        expect(res.status).toBe(301);
        assertSameSite(res.headers.get('Location'), `${prefix} ${JSON.stringify(to)}`);
      }
    }
    const own = await request(app, `/en/fixture/go?to=${encodeURIComponent(`${ORIGIN}/en/news/list?x=1`)}`);
    expect(own.headers.get('Location')).toBe('/en/news/list?x=1');
    const refused = await request(app, `/en/fixture/go?to=${encodeURIComponent('//evil.example')}`);
    expect(refused.headers.get('Location')).toBe('/en');
  });

  it('the 404 page of /sc/en//evil.example links nowhere off the site, with or without JavaScript', {
    timeout: 30_000,
  }, async () => {
    const { res, html } = await page(testApp, '/sc/en//evil.example');
    expect(res.status).toBe(404);
    const links = [...html.matchAll(/<a [^>]*href="(\/lang\/[^"]*)"[^>]*data-target="([^"]*)"/g)];
    expect(links.length).toBe(3);
    for (const [, href = '', target = ''] of links) {
      const decodedTarget = target.replace(/&amp;/g, '&');
      assertSameSite(decodedTarget, `data-target ${decodedTarget}`);
      const follow = await request(testApp, href.replace(/&amp;/g, '&'));
      assertSameSite(follow.headers.get('Location'), `follow ${href}`);
      // The link and the endpoint agree: the script path lands where the plain link does.
      expect(follow.headers.get('Location')).toBe(sameSiteLocation(decodedTarget));
    }
  });

  it('the decision itself: same-site paths pass in serialised form, everything else is undefined', () => {
    expect(sameSiteLocation('/en/news/list?x=1#y')).toBe('/en/news/list?x=1#y');
    expect(sameSiteLocation('/page/關於')).toBe(`/page/${encodeURIComponent('關於')}`);
    expect(sameSiteLocation('https://site.test/en', 'https://site.test')).toBe('/en');
    expect(sameSiteLocation('https://site.test', 'https://site.test')).toBe('/');
    expect(sameSiteLocation('https://site.test.evil.example/', 'https://site.test')).toBeUndefined();
    for (const to of targets) {
      const out = sameSiteLocation(to);
      if (out !== undefined) assertSameSite(out, JSON.stringify(to));
    }
    expect(sameSiteLocation(undefined)).toBeUndefined();
    expect(sameSiteLocation(`/${'a'.repeat(3000)}`)).toBeUndefined();
  });
});

describe('language links remembered by the isolate', () => {
  it('a URL without a query is remembered; one with a query (what a visitor typed) never is', () => {
    resetIsolate();
    expect(languageLinkTarget('/en/news/list', 'sc')).toBe('/sc/news/list');
    expect(storeStats('language-links').entries).toBe(1);
    expect(languageLinkTarget('/en/search?keyword=my+private+question', 'sc')).toBe(
      '/sc/search?keyword=my+private+question',
    );
    expect(languageLinkTarget('/en/search?keyword=my+private+question', 'tc')).toBe(
      '/search?keyword=my+private+question',
    );
    expect(storeStats('language-links').entries).toBe(1);
  });
});
