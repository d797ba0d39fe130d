import { describe, expect, it } from 'vitest';
import pkg from '../../package.json';
import { WORKER_SECRETS } from '@/lib/secrets';
import { BUNDLE_BUDGET_GZIP_BYTES, preflightProblems } from '../../scripts/preflight/checks.mjs';

const ready = {
  environment: 'production',
  config: {
    kv_namespaces: [{ binding: 'CACHE', id: '0123456789abcdef0123456789abcdef' }],
    d1_databases: [
      {
        binding: 'SEARCH_DB',
        database_name: 'college-site-search',
        database_id: '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
      },
    ],
    triggers: { crons: ['* * * * *'] },
    vars: {
      ENVIRONMENT: 'production',
      SITE_ORIGIN: 'https://www.crescent-harbour.edu.example',
      API_BASE_URL: 'https://cms.crescent-harbour.edu.example',
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: '6Lc-public-site-key',
      TURNSTILE_SITE_KEY: '',
    },
  },
  secrets: ['RECAPTCHA_SECRET', 'PREVIEW_SECRET'],
  bundleGzipBytes: 180 * 1024,
};

type Facts = typeof ready;
const withVars = (vars: Record<string, string>): Facts => ({
  ...ready,
  config: { ...ready.config, vars: { ...ready.config.vars, ...vars } },
});

describe('deploy preflight (scripts/preflight/checks.mjs)', () => {
  it('lets a complete configuration deploy', () => {
    expect(preflightProblems(ready)).toEqual([]);
  });

  it('refuses placeholder or malformed KV namespace ids', () => {
    for (const id of ['set-me-production-cache-kv-namespace-id', '', 'college-site-cache-local', '0123']) {
      const facts = { ...ready, config: { ...ready.config, kv_namespaces: [{ binding: 'CACHE', id }] } };
      expect(preflightProblems(facts)).toEqual([expect.stringContaining('KV namespace CACHE has the placeholder')]);
    }
  });

  it('refuses a placeholder or malformed D1 database id, no search database, or no Cron Trigger', () => {
    for (const database_id of ['set-me-production-search-d1-database-id', '', 'college-site-search-local']) {
      const d1_databases = [{ binding: 'SEARCH_DB', database_name: 'college-site-search', database_id }];
      expect(preflightProblems({ ...ready, config: { ...ready.config, d1_databases } })).toEqual([
        expect.stringContaining('D1 database SEARCH_DB has the placeholder'),
      ]);
    }
    expect(preflightProblems({ ...ready, config: { ...ready.config, d1_databases: [] } })).toEqual([
      expect.stringContaining('no SEARCH_DB D1 database'),
    ]);
    expect(preflightProblems({ ...ready, config: { ...ready.config, triggers: { crons: [] } } })).toEqual([
      expect.stringContaining('no Cron Trigger'),
    ]);
  });

  it('refuses an empty site key or a missing secret for the chosen provider', () => {
    expect(preflightProblems(withVars({ RECAPTCHA_SITE_KEY: '  ' }))).toEqual([
      expect.stringContaining('RECAPTCHA_SITE_KEY is empty'),
    ]);
    expect(preflightProblems({ ...ready, secrets: ['PREVIEW_SECRET'] })).toEqual([
      expect.stringContaining('RECAPTCHA_SECRET secret is not set'),
    ]);
    // Turnstile chosen: its own key and secret count, reCAPTCHA's do not.
    const turnstile = withVars({ CAPTCHA_PROVIDER: 'turnstile' });
    expect(preflightProblems(turnstile)).toEqual([
      expect.stringContaining('TURNSTILE_SITE_KEY is empty'),
      expect.stringContaining('TURNSTILE_SECRET secret is not set'),
    ]);
    const turnstileReady = {
      ...withVars({ CAPTCHA_PROVIDER: 'turnstile', TURNSTILE_SITE_KEY: '0x4AAA' }),
      secrets: ['TURNSTILE_SECRET'],
    };
    expect(preflightProblems(turnstileReady)).toEqual([]);
    expect(preflightProblems(withVars({ CAPTCHA_PROVIDER: 'hcaptcha' }))).toEqual([
      expect.stringContaining('CAPTCHA_PROVIDER'),
    ]);
  });

  it('refuses an API_BASE_URL (or SITE_ORIGIN) that is not https', () => {
    for (const url of ['http://cms.crescent-harbour.edu.example', '', 'cms.example', 'ftp://cms.example']) {
      expect(preflightProblems(withVars({ API_BASE_URL: url }))).toEqual([expect.stringContaining('API_BASE_URL')]);
    }
    expect(preflightProblems(withVars({ SITE_ORIGIN: '' }))).toEqual([expect.stringContaining('SITE_ORIGIN')]);
  });

  it('refuses a bundle over its budget, or one it could not measure', () => {
    expect(preflightProblems({ ...ready, bundleGzipBytes: BUNDLE_BUDGET_GZIP_BYTES })).toEqual([]);
    expect(preflightProblems({ ...ready, bundleGzipBytes: BUNDLE_BUDGET_GZIP_BYTES + 1 })).toEqual([
      expect.stringContaining('over its budget of 224.0 KiB'),
    ]);
    expect(preflightProblems({ ...ready, bundleGzipBytes: 0 })).toEqual(['the bundle size could not be measured']);
  });

  it('refuses an environment whose ENVIRONMENT var says otherwise', () => {
    expect(preflightProblems({ ...ready, environment: 'staging' })).toEqual([
      expect.stringContaining('expected "staging"'),
    ]);
  });

  it('the repository as it stands cannot deploy: placeholder ids and no captcha key', () => {
    // wrangler.toml ships placeholders on purpose; the preflight is what stops them going live.
    const shipped = {
      ...ready,
      config: {
        ...ready.config,
        kv_namespaces: [{ binding: 'CACHE', id: 'set-me-production-cache-kv-namespace-id' }],
        d1_databases: [
          {
            binding: 'SEARCH_DB',
            database_name: 'college-site-search',
            database_id: 'set-me-production-search-d1-database-id',
          },
        ],
        vars: { ...ready.config.vars, RECAPTCHA_SITE_KEY: '' },
      },
      secrets: [],
    };
    expect(preflightProblems(shipped)).toHaveLength(4);
  });

  it('runs before both deploys', () => {
    // Then the search database's migrations (a new one is applied before the code that needs it).
    expect(pkg.scripts.deploy).toMatch(
      /node scripts\/preflight\.mjs --env production && wrangler d1 migrations apply SEARCH_DB --env production --remote && wrangler deploy --env production/,
    );
    expect(pkg.scripts['deploy:staging']).toMatch(
      /node scripts\/preflight\.mjs --env staging && wrangler d1 migrations apply SEARCH_DB --env staging --remote && wrangler deploy --env staging/,
    );
  });

  describe('weak or published secrets (docs/SECURITY.md "Weak or published secrets")', () => {
    const strong = () => `${crypto.randomUUID()}${crypto.randomUUID()}`;

    it.each(WORKER_SECRETS)('refuses %s when its value is short or published, accepts a strong one', (name) => {
      for (const value of [
        'demo-preview-secret',
        'demo-revalidate-secret',
        '1x0000000000000000000000000000000AA',
        'x'.repeat(31),
      ]) {
        expect(preflightProblems({ ...ready, secretValues: { [name]: value } }), value).toEqual([
          expect.stringMatching(
            new RegExp(
              `^the ${name} secret (is published|must be at least 32 bytes).*wrangler secret put ${name} --env production`,
            ),
          ),
        ]);
      }
      expect(preflightProblems({ ...ready, secretValues: { [name]: strong() } })).toEqual([]);
    });

    it('refuses a secret written as a var in wrangler.toml, whatever its value', () => {
      for (const name of WORKER_SECRETS)
        expect(preflightProblems(withVars({ [name]: strong() }))).toEqual([
          expect.stringContaining(`${name} is a var in [env.production.vars]`),
        ]);
    });
  });
});
