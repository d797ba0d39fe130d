import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApp } from '@/app';
import { routes } from '../../routes';

const app = createApp(routes);
/** One set of bindings across requests, so later views come from the page cache. */
const bindings = { ...env, SITE_DOMAIN: 'navigation.example' };

async function page(path: string) {
  const res = await app.request(path, {}, bindings);
  const html = await res.text();
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1];
  return { html, nonce };
}

/** Whether a URL pattern string (relative to the page) matches a path, as the browser would. */
function matches(pattern: unknown, path: string): boolean {
  const url = `https://site.test${path}`;
  const p =
    typeof pattern === 'string'
      ? new URLPattern(pattern, 'https://site.test/')
      : new URLPattern(pattern as URLPatternInit);
  return p.test(url);
}

describe('instant navigation', () => {
  it('every page carries nonced speculation rules: prerender same-site links on hover, never the excluded ones', async () => {
    for (let i = 0; i < 3; i++) {
      const { html, nonce } = await page('/en/news/list');
      const scripts = [...html.matchAll(/<script type="speculationrules" nonce="([^"]+)">([^<]*)<\/script>/g)];
      expect(scripts).toHaveLength(1);
      // Also on a kept page (the second and third view): the request's own nonce.
      expect(scripts[0]![1]).toBe(nonce);
      const rules = JSON.parse(scripts[0]![2]!);
      const rule = rules.prerender[0];
      expect(rules.prefetch[0]).toEqual(rule);
      expect(rule.eagerness).toBe('moderate');
      const [same, excluded, selectors] = rule.where.and;
      expect(matches(same.href_matches, '/en/news/1001')).toBe(true);
      const excludedBy = (path: string) => excluded.not.href_matches.some((p: unknown) => matches(p, path));
      for (const path of [
        '/lang/en',
        '/api/revalidate',
        '/en/search',
        '/search',
        '/en/preview/news/1',
        '/sitemap.xml',
        '/assets/x.js',
      ])
        expect(excludedBy(path), path).toBe(true);
      for (const path of ['/en/news/1001', '/news/list', '/sc/teacher', '/en/page/contact-us'])
        expect(excludedBy(path), path).toBe(false);
      expect(selectors.not.selector_matches).toContain('[data-lang-switch]');
    }
  });

  it('the language switch links are marked so that the rules skip them', async () => {
    const { html } = await page('/en');
    const links = [...html.matchAll(/<a [^>]*href="\/lang\/[^"]*"[^>]*>/g)].map((m) => m[0]);
    expect(links.length).toBeGreaterThan(0);
    for (const a of links) expect(a).toContain('data-lang-switch');
  });

  it('no cross-document view transition: the next page paints as soon as it can (docs/PERFORMANCE.md)', async () => {
    const { html } = await page('/en');
    const href = /<link rel="stylesheet" href="(\/assets\/site-[^"]+\.css)"/.exec(html)?.[1];
    expect(href).toBeDefined();
    const res = await env.ASSETS.fetch(`https://site.test${href}`);
    expect(res.status).toBe(200);
    const css = await res.text();
    expect(css).toContain('.site-header');
    expect(css).not.toContain('@view-transition');
    expect(css).not.toMatch(/view-transition-name|::view-transition/);
  });
});
