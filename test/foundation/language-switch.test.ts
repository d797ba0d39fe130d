import { describe, expect, it } from 'vitest';
import { sameSiteLocation } from '@/security/redirects';
import { request } from '../helpers';
import { testApp } from './fixtures';

const go = (code: string, to: string) => request(testApp, `/lang/${code}?to=${encodeURIComponent(to)}`);

describe('language switch endpoint', () => {
  it('stores the cookie with the required attributes and lands on the same page', async () => {
    const res = await go('en', '/sc/news/list?pageNum=2');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/en/news/list?pageNum=2');
    const cookie = res.headers.get('Set-Cookie')!;
    expect(cookie).toContain('i18n_redirected=en');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toMatch(/Secure/i);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('switches to the default language without a prefix', async () => {
    const res = await go('tc', '/en/about');
    expect(res.headers.get('Location')).toBe('/about');
    expect((await go('sc', '/')).headers.get('Location')).toBe('/sc');
  });

  const hostile = [
    '//evil.example',
    '//evil.example/sc',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'http:evil.example',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    'javascript:alert(1)',
    ' //evil.example',
    '/\t/evil.example',
    '',
  ];
  for (const to of hostile) {
    it(`never leaves the site for to=${JSON.stringify(to)}`, async () => {
      const res = await go('en', to);
      expect(res.status).toBe(302);
      const location = res.headers.get('Location')!;
      expect(location.startsWith('/')).toBe(true);
      expect(location.startsWith('//')).toBe(false);
      expect(location).not.toContain('\\');
      expect(new URL(location, 'https://site.test').host).toBe('site.test');
    });
  }

  it('rejects an unknown language with 404', async () => {
    expect((await go('fr', '/')).status).toBe(404);
  });

  it('accepts only root-relative same-site paths', () => {
    expect(sameSiteLocation('/en/news/list?x=1#y')).toBe('/en/news/list?x=1#y');
    expect(sameSiteLocation('//evil.example')).toBeUndefined();
    expect(sameSiteLocation('/%2f%2fevil.example')).toBeUndefined();
    expect(sameSiteLocation('/\\evil.example')).toBeUndefined();
    expect(sameSiteLocation('https://evil.example')).toBeUndefined();
    expect(sameSiteLocation(undefined)).toBeUndefined();
  });
});
