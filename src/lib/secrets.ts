/**
 * What a secret of a deployed site must be (docs/SECURITY.md "Weak or published secrets"):
 * at least 32 bytes, and none the project itself publishes. The worker's configuration
 * (src/lib/config.ts) and the deploy preflight (scripts/preflight/checks.mjs, which imports this
 * file as it is: no imports, plain TypeScript) apply the same rule.
 */

/** Every secret the worker reads (src/lib/config.ts): set with `wrangler secret put`, never a var. */
export const WORKER_SECRETS = [
  'PREVIEW_SECRET',
  'PREVIEW_SECRET_PREVIOUS',
  'REVALIDATE_SECRET',
  'REVALIDATE_SECRET_PREVIOUS',
  'RECAPTCHA_SECRET',
  'TURNSTILE_SECRET',
  'HEALTHZ_TOKEN',
] as const;

/** What `openssl rand -hex 32` gives is 64; 32 bytes is the least a deployed secret may have. */
export const SECRET_MIN_BYTES = 32;

/**
 * Values the project publishes: the demo CMS's and the local examples' secrets (demo/wrangler.toml,
 * .dev.vars.example, docs/OPERATIONS.md), the tests', and the captcha providers' documented
 * test secrets (every answer passes). Anyone can read them, so a deployed
 * site never accepts them, however long. test/operations/secrets.test.ts finds every secret
 * written in the repository and fails when one is missing here and long enough to pass otherwise.
 */
export const PUBLISHED_SECRETS: readonly string[] = [
  'demo-preview-secret',
  'demo-revalidate-secret',
  'test-preview-secret',
  'test-revalidate-secret',
  'test-secret-not-real',
  'a-recaptcha-secret-for-this-test',
  'health-token-0123456789abcdef0123456789abcdef',
  'the shared secret',
  'the PREVIEW_SECRET',
  // Cloudflare Turnstile's test secrets (always passes, always fails, "token already spent").
  '1x0000000000000000000000000000000AA',
  '2x0000000000000000000000000000000AA',
  '3x0000000000000000000000000000000AA',
  // Google reCAPTCHA v2's test secret (every answer passes).
  '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe',
];

const published = new Set(PUBLISHED_SECRETS);

/** Why `value` may not be a deployed secret, or undefined when it may. */
export function secretProblem(value: string): string | undefined {
  const secret = value.trim();
  if (published.has(secret)) return 'is published in the project (its demo, docs or tests), so anyone knows it';
  if (new TextEncoder().encode(secret).length < SECRET_MIN_BYTES)
    return `must be at least ${SECRET_MIN_BYTES} bytes (openssl rand -hex 32)`;
  return undefined;
}
