// The deploy preflight's rules (docs/OPERATIONS.md "Deploy"), kept free of I/O so they can be
// tested anywhere; scripts/preflight.mjs gathers the facts and runs them before every deploy.
import { secretProblem, WORKER_SECRETS } from '../../src/lib/secrets.ts';

/**
 * The worker's size budget: its minified bundle, gzip-compressed, as `wrangler deploy` uploads
 * it. Set from the size measured when the preflight was introduced (about 178 KiB) with a
 * quarter's headroom; raising it is a reviewed change, not an accident.
 */
export const BUNDLE_BUDGET_GZIP_BYTES = 224 * 1024;

/** A Workers KV namespace id: 32 lowercase hex digits (what `wrangler kv namespace create` prints). */
const KV_ID = /^[0-9a-f]{32}$/;
/** A D1 database id: a UUID (what `wrangler d1 create` prints). */
const D1_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PROVIDERS = { recaptcha: 'RECAPTCHA', turnstile: 'TURNSTILE' };

const blank = (value) => typeof value !== 'string' || value.trim() === '';

function httpsUrl(value) {
  if (blank(value)) return false;
  try {
    return new URL(value.trim()).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Every reason not to deploy, as one line each; empty when the deploy may go ahead.
 *
 * facts.environment   'staging' | 'production'
 * facts.config        the environment's resolved wrangler config ({ kv_namespaces, d1_databases, triggers, vars })
 * facts.secrets       names of the secrets set on the deployed worker
 * facts.secretValues  the values of those secrets the deploy holds (a --secrets-file, the
 *                     environment), by name; a secret whose value is not given is not judged here
 * facts.bundleGzipBytes  the size of the bundle that would be uploaded
 */
export function preflightProblems({
  environment,
  config,
  secrets,
  secretValues = {},
  bundleGzipBytes,
  budget = BUNDLE_BUDGET_GZIP_BYTES,
}) {
  const problems = [];
  const vars = config.vars ?? {};
  if (vars.ENVIRONMENT !== environment)
    problems.push(
      `ENVIRONMENT is ${JSON.stringify(vars.ENVIRONMENT)} in [env.${environment}.vars], expected "${environment}"`,
    );
  const placeholders = (what, id, pattern, create) => {
    if (!pattern.test(String(id ?? '')))
      problems.push(
        `${what} has the placeholder or malformed id ${JSON.stringify(id)}: create it with "${create}" and put its id in wrangler.toml`,
      );
  };
  const kv = config.kv_namespaces ?? [];
  if (!kv.some((ns) => ns.binding === 'CACHE')) problems.push('no CACHE KV namespace is bound');
  for (const ns of kv)
    placeholders(
      `KV namespace ${ns.binding}`,
      ns.id,
      KV_ID,
      `npx wrangler kv namespace create ${ns.binding} --env ${environment}`,
    );
  const d1 = config.d1_databases ?? [];
  if (!d1.some((db) => db.binding === 'SEARCH_DB'))
    problems.push('no SEARCH_DB D1 database is bound: the site search has no index');
  for (const db of d1)
    placeholders(`D1 database ${db.binding}`, db.database_id, D1_ID, `npx wrangler d1 create ${db.database_name}`);
  if (!(config.triggers?.crons ?? []).length)
    problems.push('no Cron Trigger: the site search index would never be built (triggers.crons in wrangler.toml)');
  const provider = blank(vars.CAPTCHA_PROVIDER) ? 'recaptcha' : vars.CAPTCHA_PROVIDER.trim();
  const prefix = PROVIDERS[provider];
  if (!prefix) problems.push(`CAPTCHA_PROVIDER ${JSON.stringify(provider)} is neither recaptcha nor turnstile`);
  else {
    if (blank(vars[`${prefix}_SITE_KEY`]))
      problems.push(`${prefix}_SITE_KEY is empty: the enquiry form would be unavailable`);
    if (!secrets.includes(`${prefix}_SECRET`))
      problems.push(
        `the ${prefix}_SECRET secret is not set: run "npx wrangler secret put ${prefix}_SECRET --env ${environment}"`,
      );
  }
  if (!httpsUrl(vars.API_BASE_URL))
    problems.push(`API_BASE_URL ${JSON.stringify(vars.API_BASE_URL ?? '')} is not an https URL`);
  if (!httpsUrl(vars.SITE_ORIGIN))
    problems.push(`SITE_ORIGIN ${JSON.stringify(vars.SITE_ORIGIN ?? '')} is not an https URL`);
  // docs/SECURITY.md "Weak or published secrets": the worker's own rule (src/lib/secrets.ts).
  for (const name of WORKER_SECRETS) {
    if (!blank(vars[name]))
      problems.push(
        `${name} is a var in [env.${environment}.vars], readable by anyone with the repository: delete it there and run "npx wrangler secret put ${name} --env ${environment}"`,
      );
    const value = secretValues[name];
    const problem = blank(value) ? undefined : secretProblem(value);
    if (problem)
      problems.push(
        `the ${name} secret ${problem}: put a new one with "openssl rand -hex 32 | npx wrangler secret put ${name} --env ${environment}"`,
      );
  }
  if (!(bundleGzipBytes > 0)) problems.push('the bundle size could not be measured');
  else if (bundleGzipBytes > budget)
    problems.push(
      `the bundle is ${kib(bundleGzipBytes)} gzip, over its budget of ${kib(budget)} (scripts/preflight/checks.mjs)`,
    );
  return problems;
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
