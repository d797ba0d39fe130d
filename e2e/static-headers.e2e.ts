import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';

// Static files are answered by the asset server before the worker runs: their headers come
// from public/_headers (docs/SECURITY.md), checked here on wrangler's own local asset server.
const manifest = JSON.parse(readFileSync('src/generated/assets.json', 'utf8')) as Record<string, string>;
const STATIC = ['/logo.svg', '/favicon.svg', '/media/logo.svg', manifest['site.css'], manifest['islands.js']];

describe('static files carry security headers', () => {
  for (const path of STATIC) {
    it(`${path}`, async () => {
      const res = await fetch(baseUrl() + path);
      expect(res.status).toBe(200);
      // Answered by the asset server, not the worker (which adds a request id).
      expect(res.headers.get('x-request-id')).toBeNull();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      const csp = res.headers.get('content-security-policy') ?? '';
      // An SVG opened as a document can run no script: nothing allows one, and it is sandboxed.
      expect(csp).toMatch(/(^|;)\s*default-src 'none'/);
      expect(csp).not.toMatch(/script-src/);
      expect(csp).toMatch(/(^|;)\s*sandbox(;|$)/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
    });
  }

  it('hashed assets stay immutable', async () => {
    const res = await fetch(baseUrl() + manifest['site.css']);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
