import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config, parseConfig } from '@/config';
import { resetIsolate } from '@/lib/isolate';

const good = {
  ENVIRONMENT: 'production',
  SITE_DOMAIN: 'www.college.example',
  SITE_ORIGIN: 'https://www.college.example/',
  API_BASE_URL: 'https://cms.college.example',
  CACHE_FRESH_SECONDS: '60',
  CACHE_STALE_SECONDS: '86400',
  UPSTREAM_TIMEOUT_MS: '4000',
  CAPTCHA_PROVIDER: 'recaptcha',
  RECAPTCHA_SITE_KEY: 'site-key',
  RECAPTCHA_SECRET: 'secret',
};

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetIsolate();
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** The config.invalid lines written so far, parsed. */
const invalid = () =>
  errors.mock.calls
    .map((args: unknown[]) => JSON.parse(String(args[0])) as Record<string, unknown>)
    .filter((line: Record<string, unknown>) => line.event === 'config.invalid');

describe('configuration (src/config.ts)', () => {
  it('parses a good production configuration without a log line', () => {
    const c = parseConfig(good);
    expect(c).toMatchObject({
      environment: 'production',
      local: false,
      siteDomain: 'www.college.example',
      siteOrigin: 'https://www.college.example',
      apiBaseUrl: 'https://cms.college.example',
      cacheFreshSeconds: 60,
      cacheStaleSeconds: 86400,
      upstreamTimeoutMs: 4000,
      captcha: { provider: 'recaptcha', siteKey: 'site-key', secret: 'secret' },
      previewSecrets: [],
    });
    expect(invalid()).toEqual([]);
  });

  it.each([
    ['CACHE_FRESH_SECONDS', 'soon', 'cacheFreshSeconds', 60],
    ['CACHE_FRESH_SECONDS', '90000', 'cacheFreshSeconds', 60],
    ['UPSTREAM_TIMEOUT_MS', '-5', 'upstreamTimeoutMs', 4000],
    ['UPSTREAM_TIMEOUT_MS', '999999', 'upstreamTimeoutMs', 4000],
    ['API_BASE_URL', 'http://cms.college.example', 'apiBaseUrl', ''],
    ['API_BASE_URL', 'cms.college.example', 'apiBaseUrl', ''],
    ['SITE_ORIGIN', 'http://www.college.example', 'siteOrigin', 'https://www.college.example'],
    ['SITE_ORIGIN', '', 'siteOrigin', 'https://www.college.example'],
    ['ENVIRONMENT', 'prod', 'environment', 'production'],
    ['CAPTCHA_PROVIDER', 'hcaptcha', 'captcha', { provider: 'recaptcha', siteKey: 'site-key', secret: 'secret' }],
  ] as const)('%s=%j: one config.invalid line naming it, and the safe value', (name, value, key, expected) => {
    const c = parseConfig({ ...good, [name]: value });
    expect(c[key]).toEqual(expected);
    const lines = invalid();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', name });
    expect(String(lines[0].problem).length).toBeGreaterThan(0);
    // Once per isolate, not per request.
    parseConfig({ ...good, [name]: value });
    expect(invalid()).toHaveLength(1);
  });

  it('allows http and an empty SITE_ORIGIN in local development and tests only', () => {
    const c = parseConfig({
      ...good,
      ENVIRONMENT: 'development',
      SITE_ORIGIN: '',
      API_BASE_URL: 'http://127.0.0.1:9000',
    });
    expect(c).toMatchObject({ local: true, siteOrigin: '', apiBaseUrl: 'http://127.0.0.1:9000' });
    expect(invalid()).toEqual([]);
  });

  it('keeps the stale window at least the fresh window', () => {
    const c = parseConfig({ ...good, CACHE_FRESH_SECONDS: '600', CACHE_STALE_SECONDS: '60' });
    expect(c.cacheStaleSeconds).toBe(600);
    expect(invalid()[0]).toMatchObject({ name: 'CACHE_STALE_SECONDS' });
  });

  it('names the missing captcha key and secret of the chosen provider in staging and production', () => {
    parseConfig({ ...good, CAPTCHA_PROVIDER: 'turnstile', TURNSTILE_SITE_KEY: 'k' });
    expect(invalid()).toEqual([
      expect.objectContaining({ name: 'TURNSTILE_SECRET', fallback: 'enquiries unavailable' }),
    ]);
  });

  it('reads the preview and revalidation secrets, the previous one second (rotation)', () => {
    const c = parseConfig({ ...good, PREVIEW_SECRET: 'new', PREVIEW_SECRET_PREVIOUS: 'old', REVALIDATE_SECRET: ' r ' });
    expect(c.previewSecrets).toEqual(['new', 'old']);
    expect(c.revalidateSecrets).toEqual(['r']);
  });

  it('parses one set of bindings once', () => {
    const env = { ...good } as unknown as Env;
    expect(config(env)).toBe(config(env));
  });
});
