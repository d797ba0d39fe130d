// npm run deploy / deploy:staging run this first: it refuses a deploy that would ship a broken
// site (rules: scripts/preflight/checks.mjs, docs/OPERATIONS.md "Deploy").
//
//   node scripts/preflight.mjs --env production [--secrets NAME,NAME] [--bundle-dir DIR]
//
// Without --secrets it asks `wrangler secret list` (the login a deploy needs anyway); without
// --bundle-dir it bundles with `wrangler deploy --dry-run --outdir` (no network, no login).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { unstable_readConfig } from 'wrangler';
import { kib, preflightProblems } from './preflight/checks.mjs';

const { values } = parseArgs({
  options: { env: { type: 'string' }, secrets: { type: 'string' }, 'bundle-dir': { type: 'string' } },
});
const environment = values.env;
if (environment !== 'staging' && environment !== 'production') {
  console.error('usage: node scripts/preflight.mjs --env staging|production');
  process.exit(2);
}
const wrangler = (args) =>
  execFileSync('npx', ['wrangler', ...args], {
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });

function secretNames() {
  if (values.secrets !== undefined) return values.secrets.split(',').filter(Boolean);
  try {
    return JSON.parse(wrangler(['secret', 'list', '--env', environment, '--format', 'json'])).map((s) => s.name);
  } catch (error) {
    console.error(
      `preflight: could not list the secrets (${String(error instanceof Error ? error.message : error).split('\n')[0]})`,
    );
    return [];
  }
}

function bundleGzipBytes() {
  const given = values['bundle-dir'];
  const own = !given;
  const dir = given || mkdtempSync(join(tmpdir(), 'preflight-'));
  if (own) {
    wrangler(['deploy', '--dry-run', '--env', environment, '--minify', '--outdir', dir]);
  }
  try {
    // wrangler names the bundle after the entry (wrangler.toml main: worker.ts → worker.js).
    const bundle = readdirSync(dir).find((f) => f.endsWith('.js'));
    return bundle ? gzipSync(readFileSync(join(dir, bundle))).length : 0;
  } catch {
    return 0;
  } finally {
    if (own) rmSync(dir, { recursive: true, force: true });
  }
}

const config = unstable_readConfig({ config: 'wrangler.toml', env: environment });
const size = bundleGzipBytes();
const problems = preflightProblems({ environment, config, secrets: secretNames(), bundleGzipBytes: size });
if (problems.length) {
  console.error(`preflight: refusing to deploy ${environment}:`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log(`preflight: ${environment} may deploy (bundle ${kib(size)} gzip)`);
