// npm run dev: the site and the demo CMS on http://127.0.0.1:8787, offline, with the site
// search's index built as it is deployed (docs/architecture/search.md "Site search"): by the Cron
// Trigger, a bounded step at a time, never by a visitor's search. `wrangler dev` does not fire
// Cron Triggers by itself, so this script applies the local D1 migrations, starts wrangler dev
// with --test-scheduled and fires the trigger (GET /__scheduled) itself: every few seconds while
// the first index fills (a fresh checkout has none), then once a minute, as deployed.
//
//   npm run dev [-- more wrangler dev options]
import { spawn, spawnSync } from 'node:child_process';

const PORT = 8787;
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** The first minutes, a step every few seconds (the demo's index takes a handful); then a minute apart. */
const FAST_MS = 5_000;
const FAST_FOR_MS = 3 * 60_000;
const CRON_MS = 60_000;

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };
const configs = ['-c', 'wrangler.toml', '-c', 'demo/wrangler.toml'];

const migrated = spawnSync('wrangler', ['d1', 'migrations', 'apply', 'SEARCH_DB', '--local', '-c', 'wrangler.toml'], {
  stdio: 'inherit',
  // Not a question in a terminal: local migrations are always wanted.
  env: { ...env, CI: 'true' },
});
if (migrated.status !== 0) process.exit(migrated.status ?? 1);

const dev = spawn(
  'wrangler',
  ['dev', ...configs, '--ip', '127.0.0.1', '--port', String(PORT), '--test-scheduled', ...process.argv.slice(2)],
  { stdio: 'inherit', env },
);
const stop = (signal) => dev.kill(signal);
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
dev.on('exit', (code) => process.exit(code ?? 0));

const started = Date.now();
async function trigger() {
  try {
    await (await fetch(`${ORIGIN}/__scheduled?cron=${encodeURIComponent('* * * * *')}`)).arrayBuffer();
  } catch {
    // wrangler dev is still starting, or reloading after a change: the next tick tries again.
  }
  setTimeout(trigger, Date.now() - started < FAST_FOR_MS ? FAST_MS : CRON_MS).unref();
}
setTimeout(trigger, FAST_MS).unref();
