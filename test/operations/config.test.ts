import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Config, config, parseConfig } from '@/lib/config';
import { resetIsolate } from '@/lib/isolate';
import { WORKER_SECRETS } from '@/lib/secrets';

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
  // Random: a secret written in the repository is published (test/operations/secrets.test.ts).
  RECAPTCHA_SECRET: `${crypto.randomUUID()}${crypto.randomUUID()}`,
};
/** What the configuration kept of one secret, by its name. */
function kept(name: string, c: Config): string[] {
  if (name.startsWith('PREVIEW_SECRET')) return c.previewSecrets;
  if (name.startsWith('REVALIDATE_SECRET')) return c.revalidateSecrets;
  const one = name === 'HEALTHZ_TOKEN' ? c.healthzToken : c.captcha.secret;
  return one === undefined ? [] : [one];
}
/** Secrets a deployed site accepts: 32 bytes or more, none the project publishes. */
const strong = (name: string) => `${name.toLowerCase()}-${crypto.randomUUID()}`;

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

describe('configuration (src/lib/config.ts)', () => {
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
      captcha: { provider: 'recaptcha', siteKey: 'site-key', secret: good.RECAPTCHA_SECRET },
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
    [
      'CAPTCHA_PROVIDER',
      'hcaptcha',
      'captcha',
      { provider: 'recaptcha', siteKey: 'site-key', secret: good.RECAPTCHA_SECRET },
    ],
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
    const [next, old, r] = [strong('new'), strong('old'), strong('r')];
    const c = parseConfig({ ...good, PREVIEW_SECRET: next, PREVIEW_SECRET_PREVIOUS: old, REVALIDATE_SECRET: ` ${r} ` });
    expect(c.previewSecrets).toEqual([next, old]);
    expect(c.revalidateSecrets).toEqual([r]);
    expect(invalid()).toEqual([]);
  });

  it('parses one set of bindings once', () => {
    const env = { ...good } as unknown as Env;
    expect(config(env)).toBe(config(env));
  });

  describe('weak or published secrets (docs/SECURITY.md "Weak or published secrets")', () => {
    const base = (name: string, environment: string) => ({
      ...good,
      ENVIRONMENT: environment,
      RECAPTCHA_SECRET: undefined,
      ...(name === 'TURNSTILE_SECRET' ? { CAPTCHA_PROVIDER: 'turnstile', TURNSTILE_SITE_KEY: 'k' } : {}),
    });
    const WEAK = [
      'demo-preview-secret',
      'demo-revalidate-secret',
      'test-preview-secret',
      'test-revalidate-secret',
      'health-token-0123456789abcdef0123456789abcdef',
      '1x0000000000000000000000000000000AA',
      '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe',
      'x'.repeat(31),
      '密'.repeat(10),
    ];

    it.each(WORKER_SECRETS.flatMap((name) => ['production', 'staging'].map((env) => [name, env])))(
      '%s in %s: shorter than 32 bytes or published is config.invalid, and unset',
      (name, environment) => {
        const read = (c: Config) => kept(name, c);
        for (const value of WEAK) {
          resetIsolate();
          errors.mockClear();
          const c = parseConfig({ ...base(name, environment), [name]: value });
          expect(read(c), value).toEqual([]);
          expect(
            invalid().filter((line: Record<string, unknown>) => line.name === name && line.fallback === 'unset'),
            value,
          ).toEqual([
            expect.objectContaining({
              name,
              fallback: 'unset',
              problem: expect.stringMatching(/published|32 bytes|32 characters/),
            }),
          ]);
        }
        // 32 bytes of one's own is accepted (11 three-byte characters are 33 bytes).
        for (const value of [strong(name), '密'.repeat(11)]) {
          errors.mockClear();
          const c = parseConfig({ ...base(name, environment), [name]: value });
          expect(read(c)).toEqual(name === 'HEALTHZ_TOKEN' && value.length < 32 ? [] : [value]);
          if (!(name === 'HEALTHZ_TOKEN' && value.length < 32))
            expect(invalid().filter((line: Record<string, unknown>) => line.name === name)).toEqual([]);
        }
      },
    );

    it('development and tests keep their short demo and test secrets', () => {
      for (const environment of ['development', 'test']) {
        const c = parseConfig({
          ...good,
          ENVIRONMENT: environment,
          PREVIEW_SECRET: 'demo-preview-secret',
          REVALIDATE_SECRET: 'demo-revalidate-secret',
        });
        expect(c.previewSecrets).toEqual(['demo-preview-secret']);
        expect(c.revalidateSecrets).toEqual(['demo-revalidate-secret']);
      }
      expect(invalid()).toEqual([]);
    });
  });
});
