// The visitor's language read from a plain Request, no Hono app or context.
import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@/i18n/locales';
import { detectLocale, negotiateAcceptLanguage } from '@/i18n/negotiate';

const from = (headers: Record<string, string>) => detectLocale(new Request('http://site.test/', { headers }));

describe('detectLocale(request)', () => {
  it('takes the saved language first', () => {
    expect(from({ Cookie: `${LOCALE_COOKIE}=en`, 'Accept-Language': 'zh-CN' })).toBe('en');
  });

  it('ignores a saved value that is no language of the site', () => {
    expect(from({ Cookie: `${LOCALE_COOKIE}=fr`, 'Accept-Language': 'zh-CN' })).toBe('sc');
  });

  it("then the browser's languages by q-value, then tc", () => {
    expect(from({ 'Accept-Language': 'fr;q=1, en;q=0.5, zh-TW;q=0.8' })).toBe('tc');
    expect(from({ 'Accept-Language': 'fr, de' })).toBe('tc');
    expect(from({})).toBe('tc');
  });
});

it('negotiateAcceptLanguage keeps the header order among equal q-values and skips q=0', () => {
  expect(negotiateAcceptLanguage('en, zh-Hans')).toBe('en');
  expect(negotiateAcceptLanguage('zh-Hans, en')).toBe('sc');
  expect(negotiateAcceptLanguage('en;q=0, zh-HK')).toBe('tc');
  expect(negotiateAcceptLanguage(undefined)).toBe('tc');
});
