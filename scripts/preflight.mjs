// npm run deploy / deploy:staging run this first: it refuses a deploy that would ship a broken
// site (rules: scripts/preflight/checks.mjs, docs/OPERATIONS.md "Deploy").
//
//   node scripts/preflight.mjs --env production [--secrets NAME,NAME] [--secrets-file FILE] [--bundle-dir DIR]
//
// Without --secrets it asks `wrangler secret list` (the login a deploy needs anyway); without
// --bundle-dir it bundles with `wrangler deploy --dry-run --outdir` (no network, no login).
// Cloudflare never gives a secret's value back, so the values judged (at least 32 bytes, none
// the project publishes) are those the deploy holds: --secrets-file (the .env or JSON file
// `wrangler secret bulk` takes) and the worker's secret names in this process's environment.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs, parseEnv } from 'node:util';
import { gzipSync } from 'node:zlib';
import { unstable_readConfig } from 'wrangler';
import { WORKER_SECRETS } from '../src/lib/secrets.ts';
import { kib, preflightProblems } from './preflight/checks.mjs';

const { values } = parseArgs({
  options: {
    env: { type: 'string' },
    secrets: { type: 'string' },
    'secrets-file': { type: 'string' },
    'bundle-dir': { type: 'string' },
  },
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

/** The secrets' values this deploy holds: the file's, then the environment's. */
function secretValues() {
  const values = {};
  const file = valuesFile();
  for (const name of WORKER_SECRETS) {
    const value = file[name] ?? process.env[name];
    if (typeof value === 'string' && value.trim() !== '') values[name] = value;
  }
  return values;
}

function valuesFile() {
  const path = values['secrets-file'];
  if (!path) return {};
  const text = readFileSync(path, 'utf8');
  return text.trimStart().startsWith('{') ? JSON.parse(text) : parseEnv(text);
}

const config = unstable_readConfig({ config: 'wrangler.toml', env: environment });

function bundleGzipBytes() {
  const given = values['bundle-dir'];
  const own = !given;
  const dir = given || mkdtempSync(join(tmpdir(), 'preflight-'));
  if (own) {
    wrangler(['deploy', '--dry-run', '--env', environment, '--minify', '--outdir', dir]);
  }
  try {
    // wrangler names the bundle after the entry (worker.ts → worker.js).
    const entry = basename(config.main ?? 'worker.ts').replace(/\.[cm]?[jt]sx?$/, '.js');
    return gzipSync(readFileSync(join(dir, entry))).length;
  } catch {
    return 0;
  } finally {
    if (own) rmSync(dir, { recursive: true, force: true });
  }
}

const size = bundleGzipBytes();
const names = secretNames();
const known = secretValues();
const problems = preflightProblems({ environment, config, secrets: names, secretValues: known, bundleGzipBytes: size });
const unjudged = names.filter((name) => WORKER_SECRETS.includes(name) && !(name in known));
if (unjudged.length)
  console.warn(
    `preflight: not judged here (no value given): ${unjudged.join(', ')}; the worker refuses a weak or published one itself (config.invalid)`,
  );
if (problems.length) {
  console.error(`preflight: refusing to deploy ${environment}:`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log(`preflight: ${environment} may deploy (bundle ${kib(size)} gzip)`);
