import { describe, expect, it, vi } from 'vitest';
import { page, request } from '../helpers';
import { testApp } from './fixtures';

describe('document', () => {
  const langs: [string, string][] = [
    ['/fixture/static', 'zh-Hant-HK'],
    ['/sc/fixture/static', 'zh-Hans-CN'],
    ['/en/fixture/static', 'en'],
  ];
  for (const [path, lang] of langs) {
    it(`${path} has lang ${lang}, ltr, charset and viewport`, async () => {
      const { html } = await page(testApp, path);
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(html).toContain(`<html lang="${lang}" dir="ltr">`);
      expect(html).toContain('<meta charSet="utf-8"/>');
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    });
  }

  it('links the three languages and x-default, and a canonical URL', async () => {
    const { html } = await page(testApp, '/sc/fixture/static');
    expect(html).toContain('<link rel="canonical" href="http://site.test/sc/fixture/static"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="zh-Hant-HK" href="http://site.test/fixture/static"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="zh-Hans-CN" href="http://site.test/sc/fixture/static"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="en" href="http://site.test/en/fixture/static"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="http://site.test/fixture/static"/>');
  });

  it('titles a page with the site name, and defaults to the bilingual title', async () => {
    expect((await page(testApp, '/en/fixture/static')).html).toContain(
      '<title>Static | Crescent Harbour College</title>',
    );
    expect((await page(testApp, '/en/fixture/item/1')).html).toContain(
      '<title>月灣書院 Crescent Harbour College</title>',
    );
  });

  it('offers a skip link to the main content', async () => {
    const { html } = await page(testApp, '/en/fixture/static');
    expect(html).toContain('<a class="skip-link" href="#main">Skip to main content</a>');
    expect(html).toContain('<main id="main"');
  });

  it('never lets a shared cache store a page', async () => {
    const res = await request(testApp, '/en/fixture/static');
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
  });
});

describe('streaming', () => {
  it('sends the shell and the loading state before slow content, then the content', async () => {
    const res = await request(testApp, '/en/fixture/stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    // Read until the fallback has arrived: by then the content must not have.
    let head = '';
    while (!head.includes('inner loading')) {
      const { done, value } = await reader.read();
      if (done) break;
      head += decoder.decode(value, { stream: true });
    }
    expect(head).toContain('<header');
    expect(head).toContain('inner loading');
    expect(head).not.toContain('streamed content');
    let rest = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += decoder.decode(value, { stream: true });
    }
    expect(rest).toContain('streamed content');
  });

  it("puts the request's CSP nonce on React's inline scripts", async () => {
    const { res, html } = await page(testApp, '/en/fixture/stream');
    const csp = res.headers.get('Content-Security-Policy')!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('uses a fresh nonce per request', async () => {
    const a = (await request(testApp, '/en/fixture/static')).headers.get('Content-Security-Policy');
    const b = (await request(testApp, '/en/fixture/static')).headers.get('Content-Security-Policy');
    expect(a).not.toBe(b);
  });
});

describe('errors', () => {
  it('renders a localised 500 page with a reference, never the error itself', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The reference is the request's id: Cloudflare's ray id (never an id the client sends).
    const ray = '8f1b2c3d4e5f6a7b-HKG';
    const { res, html } = await page(testApp, '/en/fixture/boom', { headers: { 'cf-ray': ray } });
    expect(res.status).toBe(500);
    expect(html).toContain('Sorry, something went wrong on our side.');
    expect(html).toContain(`Reference: ${ray}`);
    expect(html).not.toContain('secret internal detail');
    expect(html).not.toMatch(/at .*\.(ts|js):\d+/);
    const logged = spy.mock.calls.map((args) => String(args[0])).join('\n');
    expect(logged).toContain(`"requestId":"${ray}"`);
    expect(logged).toContain('secret internal detail');
    spy.mockRestore();
  });

  it('renders the 500 page in the visitor language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { html } = await page(testApp, '/sc/fixture/boom');
    expect(html).toContain('很抱歉，系统发生错误，请稍后再试。');
    vi.restoreAllMocks();
  });
});
