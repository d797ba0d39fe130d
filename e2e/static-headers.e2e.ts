import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';

// Static files are answered by the asset server before the worker runs: their headers come
// from public/_headers (docs/SECURITY.md), checked here on wrangler's own local asset server.
const manifest = JSON.parse(readFileSync('src/generated/assets.json', 'utf8')) as Record<string, string>;
/** Files that a browser can open as a document of their own. */
const DOCUMENTS = ['/logo.svg', '/favicon.svg', '/media/logo.svg'];
/** Built stylesheets and scripts (public/assets/): never a document (nosniff). */
const BUILT = [manifest['site.css'], manifest['islands.js']];

const get = async (path: string | undefined) => {
  const res = await fetch(baseUrl() + path);
  expect(res.status).toBe(200);
  // Answered by the asset server, not the worker (which adds a request id).
  expect(res.headers.get('x-request-id')).toBeNull();
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  // No static file runs a script or reaches another origin (docs/PERFORMANCE.md "Response headers").
  expect(res.headers.get('permissions-policy')).toBeNull();
  return res;
};

describe('static files carry security headers', () => {
  for (const path of DOCUMENTS) {
    it(`${path}`, async () => {
      const res = await get(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      // An SVG opened as a document can run no script: nothing allows one, and it is sandboxed.
      expect(csp).toMatch(/(^|;)\s*default-src 'none'/);
      expect(csp).not.toMatch(/script-src/);
      expect(csp).toMatch(/(^|;)\s*sandbox(;|$)/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      // Not sent (public/_headers): X-Frame-Options, which frame-ancestors takes the place of,
      // and a Referrer-Policy equal to browsers' default.
      for (const name of ['x-frame-options', 'referrer-policy']) expect(res.headers.get(name), name).toBeNull();
    });
  }

  for (const path of BUILT) {
    it(`${path}: without the headers that govern a document only`, async () => {
      const res = await get(path);
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'strict-transport-security',
        'referrer-policy',
      ])
        expect(res.headers.get(name), name).toBeNull();
    });
  }

  it('hashed assets stay immutable', async () => {
    const res = await fetch(baseUrl() + manifest['site.css']);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
