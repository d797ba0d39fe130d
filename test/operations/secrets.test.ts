// Weak or published secrets (docs/SECURITY.md): every secret value written anywhere in the
// repository (the demo's and the examples' vars, the docs' commands, the tests', the
// benchmark's) is one a deployed site refuses: too short, or on the published list of
// src/lib/secrets.ts. A new one written without being listed fails here. A test that needs
// a secret a deployed site accepts makes a random one at run time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '@/app';
import { signLink } from '@/preview/token';
import { sign } from '@/security/hmac';
import { PUBLISHED_SECRETS, secretProblem, WORKER_SECRETS } from '@/lib/secrets';
import { routes } from '../../routes';
import { request } from '../helpers';

afterEach(() => vi.restoreAllMocks());

const FILES = import.meta.glob(
  [
    '/.dev.vars.example',
    '/wrangler.toml',
    '/demo/wrangler.toml',
    '/demo/src/**/*.ts',
    '/docs/**/*.md',
    '/README.md',
    '/CONTRIBUTING.md',
    '/vitest.config.ts',
    '/vitest.e2e.config.ts',
    '/test/**/*.{ts,tsx}',
    '/bench/**/*.{mjs,ts}',
    '/e2e/**/*.ts',
    '/scripts/**/*.mjs',
    '!/test/operations/secrets.test.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
) as Record<string, string>;

const NAME = '(?:[A-Z][A-Z0-9_]*)?(?:SECRET|TOKEN)[A-Z0-9_]*';
/** `NAME = 'value'`, `NAME: "value"`, `"NAME": "value"` in code, TOML and shell. */
const QUOTED = new RegExp(`\\b(${NAME})["']?\\s*[:=]\\s*(["'])([^"'\\n]*)\\2`, 'g');
/** `NAME=value` lines of .env files. */
const BARE = new RegExp(`^(${NAME})=([^\\s'"#$]+)$`, 'gm');

const written = Object.entries(FILES).flatMap(([file, text]) => [
  ...[...text.matchAll(QUOTED)].map((m) => ({ file, name: m[1], value: m[3] ?? '' })),
  ...[...text.matchAll(BARE)].map((m) => ({ file, name: m[1], value: m[2] ?? '' })),
]);
/** Values that are not a secret's text: empty, or made at run time (`${…}`, `$VAR`). */
const literal = written.filter(({ value }) => value.trim() !== '' && !/\$/.test(value));

describe('every secret the repository writes down is refused by a deployed site', () => {
  it('the scan reads the files that hold them', () => {
    const values = new Set(literal.map((w) => w.value));
    for (const known of [
      'demo-preview-secret',
      'demo-revalidate-secret',
      'test-preview-secret',
      'test-revalidate-secret',
    ])
      expect(values).toContain(known);
    expect(literal.map((w) => w.file)).toEqual(
      expect.arrayContaining(['/demo/wrangler.toml', '/.dev.vars.example', '/vitest.config.ts']),
    );
  });

  it.each(literal.map((w) => [w.value, w.name, w.file]))('%j (%s in %s)', (value) => {
    expect(secretProblem(value)).toBeDefined();
  });

  it('the published list holds only values the rule would otherwise accept or the repository writes', () => {
    const values = new Set(literal.map((w) => w.value));
    for (const secret of PUBLISHED_SECRETS) {
      const long = new TextEncoder().encode(secret).length >= 32;
      expect(long || values.has(secret), secret).toBe(true);
    }
  });

  it('names every secret src/lib/config.ts reads', () => {
    const source = Object.values(
      import.meta.glob('/src/lib/config.ts', { query: '?raw', import: 'default', eager: true }) as Record<
        string,
        string
      >,
    ).join('');
    for (const name of WORKER_SECRETS) {
      const base = name.replace(/_PREVIOUS$/, '').replace(/^(RECAPTCHA|TURNSTILE)_/, '');
      expect(source, name).toContain(base);
    }
  });
});

describe('a deployed site with the demo secrets opens no preview and applies no webhook call', () => {
  const app = createApp(routes);
  const production = {
    ENVIRONMENT: 'production',
    SITE_ORIGIN: 'https://www.crescent-harbour.edu.example',
    PREVIEW_SECRET: 'demo-preview-secret',
    REVALIDATE_SECRET: 'demo-revalidate-secret',
  } as Partial<Env>;

  it('a preview link signed with demo-preview-secret is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const expires = Math.floor(Date.now() / 1000) + 600;
    const link = `/api/preview?path=%2Fen&expires=${expires}&signature=${await signLink('demo-preview-secret', '/en', expires)}`;
    const res = await request(app, link, {}, production);
    expect(res.headers.getSetCookie().join('\n')).not.toMatch(/site_preview=\d/);
    expect(res.headers.getSetCookie().join('\n')).toContain('site_preview_notice=invalid');
  });

  it('a webhook call signed with demo-revalidate-secret is refused (403, unconfigured)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const body = JSON.stringify({ timestamp: Math.floor(Date.now() / 1000), kinds: ['news'] });
    const res = await request(
      app,
      '/api/revalidate',
      {
        method: 'POST',
        body,
        headers: {
          'Content-Type': 'application/json',
          'X-Signature': `sha256=${await sign('demo-revalidate-secret', body)}`,
        },
      },
      production,
    );
    expect(res.status).toBe(403);
  });
});
