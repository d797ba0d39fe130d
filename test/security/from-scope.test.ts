// The security rules called as plain functions: a scope and a Request, no Hono app or context.
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { createScope } from '@/request/scope';
import { requestCookie, secureCookie } from '@/security/cookies';
import { nonceSource, securityPolicy } from '@/security/headers';
import { isSameOrigin } from '@/security/origin';
import { clientIp, uncountedLocally, withinRateLimit } from '@/security/rate-limit';
import { finalLocation } from '@/security/redirects';

const SITE = 'http://site.test';
const scopeOf = (url = `${SITE}/en/news/list`, bindings: Partial<Env> = {}) =>
  createScope({ env: { ...env, ...bindings }, locale: 'en', url: new URL(url) });
const post = (headers: Record<string, string>) => new Request(`${SITE}/page/contact-us`, { method: 'POST', headers });

describe('isSameOrigin(request)', () => {
  it.each([
    [{ Origin: SITE }, true],
    [{ Origin: 'https://evil.example' }, false],
    [{ Origin: 'null' }, false],
    [{ Referer: `${SITE}/en/page/contact-us` }, true],
    [{ Referer: 'https://evil.example/x' }, false],
    [{ 'Sec-Fetch-Site': 'cross-site' }, false],
    [{}, true],
  ])('%o → %s', (headers, same) => {
    expect(isSameOrigin(post(headers))).toBe(same);
  });
});

describe('the rate limit from a Request', () => {
  it("reads the client's address in its one spelling", () => {
    expect(clientIp(post({ 'CF-Connecting-IP': '0xcb.0.113.7' }))).toBe('203.0.113.7');
    expect(clientIp(post({}))).toBeUndefined();
  });

  it('leaves out a local request without CF-Connecting-IP only', () => {
    expect(uncountedLocally(scopeOf(), post({}))).toBe(true);
    expect(uncountedLocally(scopeOf(), post({ 'CF-Connecting-IP': '203.0.113.7' }))).toBe(false);
    expect(uncountedLocally(scopeOf(undefined, { ENVIRONMENT: 'production' }), post({}))).toBe(false);
  });

  it("asks the binding under the bucket and the client's key; a failing binding lets the request through", async () => {
    const limit = vi.fn(async () => ({ success: false }));
    const request = post({ 'CF-Connecting-IP': '2001:db8:1:2:3:4:5:6' });
    expect(await withinRateLimit(scopeOf(), request, { limit } as RateLimit, 'search')).toBe(false);
    expect(limit).toHaveBeenCalledWith({ key: 'search:2001:db8:1:2::/64' });
    const broken = { limit: async () => Promise.reject(new Error('down')) } as unknown as RateLimit;
    expect(await withinRateLimit(scopeOf(), request, broken, 'search')).toBe(true);
  });
});

describe("a redirect's final Location (finalLocation)", () => {
  it('keeps a same-site path, without its tracking parameters', () => {
    expect(finalLocation(scopeOf(), '/en/news/list?utm_source=x&pageNum=2', '/en/x')).toBe('/en/news/list?pageNum=2');
  });

  it("sends any other host to the home page of the request's language", () => {
    expect(finalLocation(scopeOf(), 'https://evil.example/', '/en/page/contact-us')).toBe('/en');
    expect(finalLocation(scopeOf(), '//evil.example/', '/sc/page/contact-us')).toBe('/sc');
  });
});

describe('cookies and headers', () => {
  it('a cookie is Secure where the site is deployed, and locally over https only', () => {
    expect(secureCookie(scopeOf('http://site.test/'))).toBe(false);
    expect(secureCookie(scopeOf('https://site.test/'))).toBe(true);
    expect(secureCookie(scopeOf('http://site.test/', { ENVIRONMENT: 'production' }))).toBe(true);
  });

  it("reads one cookie of a request's Cookie header", () => {
    const request = new Request(SITE, { headers: { Cookie: 'a=1; site_preview=tok%20en' } });
    expect(requestCookie(request, 'site_preview')).toBe('tok en');
    expect(requestCookie(request, 'b')).toBeUndefined();
  });

  it('makes one nonce per request, kept on its scope', () => {
    const scope = scopeOf();
    const first = nonceSource(scope);
    expect(first).toMatch(/^'nonce-[A-Za-z0-9+/]{22}==' *$/);
    expect(nonceSource(scope)).toBe(first);
    expect(first).toBe(`'nonce-${scope.nonce}'`);
    expect(nonceSource(scopeOf())).not.toBe(first);
  });

  it('sends HSTS in production only', () => {
    expect(securityPolicy(true).strictTransportSecurity).toMatch(/^max-age=31536000/);
    expect(securityPolicy(false).strictTransportSecurity).toBe(false);
  });
});
