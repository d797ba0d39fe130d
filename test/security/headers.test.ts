import { describe, expect, it } from 'vitest';
import { createApp } from '@/app';
import { routes } from '../../routes';
import { page, request } from '../helpers';
import { observatoryScore, parseCsp } from './observatory';

const app = createApp(routes);
const production = { ENVIRONMENT: 'production' };

describe('security headers', () => {
  it('score at least 100 (A+) under the HTTP Observatory rules in production, on every page type', async () => {
    for (const path of ['/', '/en', '/sc/about']) {
      const { res, html } = await page(app, path, {}, production);
      const { score, modifiers } = observatoryScore(res.headers, html, res.status);
      expect(score, JSON.stringify(modifiers)).toBeGreaterThanOrEqual(100);
    }
  });

  it('uses a nonce CSP without unsafe-inline for scripts, and the restrictive directives', async () => {
    const res = await request(app, '/en', {}, production);
    const csp = parseCsp(res.headers.get('Content-Security-Policy'))!;
    expect(csp.get('script-src')?.[0]).toMatch(/^'nonce-[A-Za-z0-9+/=]{16,}'$/);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    // Styles, fonts and fetches fall back to default-src: 'self' alone.
    expect(csp.get('default-src')).toEqual(["'self'"]);
    for (const name of ['style-src', 'font-src', 'connect-src']) expect(csp.get(name), name).toBeUndefined();
  });

  it('sends HSTS for a year with subdomains in production only', async () => {
    expect((await request(app, '/en', {}, production)).headers.get('Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await request(app, '/en')).headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('sends the other headers on pages, errors and redirects alike', async () => {
    for (const path of ['/en', '/en/no-such-page', '/en/']) {
      const res = await request(app, path, {}, production);
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
      expect(res.headers.get('Permissions-Policy')).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
      expect(res.headers.get('X-Powered-By')).toBeNull();
    }
  });

  it('leaves out the headers no browser in use acts on (docs/PERFORMANCE.md "Response headers")', async () => {
    for (const path of ['/', '/en/no-such-page']) {
      const res = await request(app, path, {}, production);
      for (const name of ['X-Download-Options', 'X-Permitted-Cross-Domain-Policies', 'X-XSS-Protection'])
        expect(res.headers.get(name), `${path} ${name}`).toBeNull();
      // A CSP with frame-ancestors makes browsers ignore X-Frame-Options (CSP Level 2 and 3).
      expect(res.headers.get('X-Frame-Options'), `${path} X-Frame-Options`).toBeNull();
      expect(parseCsp(res.headers.get('Content-Security-Policy'))?.get('frame-ancestors')).toEqual(["'none'"]);
      // Chromium and Firefox still act on this one.
      expect(res.headers.get('X-DNS-Prefetch-Control')).toBe('off');
    }
  });

  it('the scorer itself punishes weak headers (it can fail)', () => {
    const weak = new Headers({ 'Content-Security-Policy': "script-src 'unsafe-inline' 'self'" });
    expect(observatoryScore(weak, '', 200).score).toBeLessThan(50);
  });
});

describe('methods', () => {
  for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND']) {
    it(`${method} on a page answers 405 with Allow`, async () => {
      const res = await request(app, '/en', { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('Allow')).toBe('GET, HEAD');
    });
  }
  it('POST to a page without a form is 405', async () => {
    const res = await request(app, '/en/index1', { method: 'POST' });
    expect(res.status).toBe(405);
  });
});

describe('robots and sitemap', () => {
  it('robots.txt points at the sitemap', async () => {
    const res = await request(app, '/robots.txt');
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Sitemap: http://site.test/sitemap.xml');
  });

  it('sitemap.xml is an index of child sitemaps on the same origin (test/seo/sitemap.test.ts reads them all)', async () => {
    const res = await request(app, '/sitemap.xml');
    expect(res.headers.get('Content-Type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>http://site.test/sitemaps/pages-1.xml</loc>');
  });
});
