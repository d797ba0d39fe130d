// Builds the production bundle and runs it, with the demo upstream, in one local workerd.
//
// Why Miniflare directly rather than `wrangler dev`: `wrangler dev` puts its own proxy worker
// (a second workerd process) in front of the site and gzips-then-buffers HTML; a benchmark
// through it measures the proxy as much as the site. Here the site runs as the exact bundle
// `wrangler deploy` would upload (`wrangler deploy --dry-run --minify --outdir`), with the
// bindings wrangler derives from wrangler.toml (unstable_getMiniflareWorkerOptions: KV in
// memory, the assets binding reading public/ and its _headers, the rate limiter, UPSTREAM
// bound to the demo worker), in one workerd process whose RSS we can sample from /proc.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { Log, LogLevel, Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
export const RESULTS = join(ROOT, 'bench/results');
export const BUNDLE_DIR = join(RESULTS, 'build/worker');
/** The bundle `wrangler deploy --dry-run --outdir` writes: named after wrangler.toml's main (worker.ts). */
export const BUNDLE_MAIN = join(BUNDLE_DIR, 'worker.js');
const DEMO_BUNDLE = join(ROOT, 'dist/demo/index.js');

process.env.WRANGLER_SEND_METRICS ??= 'false';

function run(cmd, args, what) {
  const res = spawnSync(cmd, args, {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    timeout: 180_000,
  });
  if (res.status !== 0) {
    throw new Error(`${what} failed (${res.status ?? res.signal}):\n${res.stdout}\n${res.stderr}`);
  }
  return res.stdout;
}

export const PUBLIC_SNAPSHOT = join(RESULTS, 'public');

/**
 * Browser assets, the demo bundle and the worker bundle (minified, as deployed), plus a
 * snapshot of public/ that the assets binding serves. Other people rebuild public/assets and
 * src/generated/assets.json while they work; serving a private copy taken right after the
 * build, and checking that every asset the bundle names is in it, keeps a run consistent.
 * Returns the bundle's path and its raw and gzipped sizes.
 */
export function buildAll({ quiet = false } = {}) {
  const say = (m) => quiet || console.error(m);
  say('build: demo upstream (npm run build:demo)');
  run('npm', ['run', '--silent', 'build:demo'], 'build:demo');
  for (let attempt = 1; attempt <= 3; attempt++) {
    say('build: browser assets (scripts/build-assets.mjs)');
    run(process.execPath, [join(ROOT, 'scripts/build-assets.mjs')], 'build-assets');
    rmSync(PUBLIC_SNAPSHOT, { recursive: true, force: true });
    cpSync(join(ROOT, 'public'), PUBLIC_SNAPSHOT, { recursive: true });
    say('build: worker bundle (wrangler deploy --dry-run --minify)');
    rmSync(BUNDLE_DIR, { recursive: true, force: true });
    mkdirSync(BUNDLE_DIR, { recursive: true });
    run(
      join(ROOT, 'node_modules/.bin/wrangler'),
      ['deploy', '--dry-run', '--minify', '--outdir', BUNDLE_DIR],
      'wrangler deploy --dry-run',
    );
    const main = BUNDLE_MAIN;
    const code = readFileSync(main);
    const named = [...new Set(code.toString('utf8').match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
    const missing = named.filter((p) => !existsSync(join(PUBLIC_SNAPSHOT, p)));
    if (named.length > 0 && missing.length === 0) {
      return { main, bytes: code.length, gzip: gzipSync(code, { level: 9 }).length, assets: named };
    }
    say(`build: public/assets changed under us (${missing.join(', ') || 'no asset names in the bundle'}); again`);
  }
  throw new Error('could not get a consistent build of assets and bundle (someone is rebuilding public/assets)');
}

function defaultOnLog(level, message) {
  console.error(`[workerd ${level}] ${message.slice(0, 500)}`);
}

/**
 * Production-like vars: no identity encoding, HSTS on, and configured as a deployment must be
 * (scripts/preflight.mjs): the site's origin, and a human verification provider with keys, so
 * the enquiry page is the one visitors get rather than "enquiries unavailable". The site key is
 * Cloudflare's published Turnstile test key; the secret is random per run, because production
 * takes no short or published secret (docs/SECURITY.md "Weak or published secrets") and no
 * benchmark sends an enquiry.
 */
export const PRODUCTION_VARS = {
  ENVIRONMENT: 'production',
  SITE_ORIGIN: 'https://www.crescent-harbour.edu.example',
  CAPTCHA_PROVIDER: 'turnstile',
  TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
  TURNSTILE_SECRET: randomBytes(32).toString('hex'),
};

/** The demo worker's bindings: its delay and the scale of its content (docs/UPSTREAM.md "Demo scale"). */
function demoWorker(compat, { demoDelayMs = 0, demoScale = 1 }) {
  if (!Number.isInteger(demoScale) || demoScale < 1 || demoScale > 1000)
    throw new Error(`demoScale: an integer from 1 to 1000, not ${demoScale}`);
  return {
    name: 'college-demo-upstream',
    modules: true,
    scriptPath: DEMO_BUNDLE,
    compatibilityDate: compat.compatibilityDate,
    compatibilityFlags: compat.compatibilityFlags,
    kvNamespaces: ['ENQUIRIES'],
    bindings: { DEMO_DELAY_MS: String(demoDelayMs), DEMO_SCALE: String(demoScale) },
  };
}

/**
 * The D1 migrations (migrations/*.sql) not yet applied to `db`, applied in order and recorded in
 * `d1_migrations` as `wrangler d1 migrations apply` records them, so a database kept between
 * runs (d1Persist) is migrated once.
 * @param {any} db
 */
export async function applyMigrations(db) {
  await db
    .prepare(
      'CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)',
    )
    .run();
  const dir = join(ROOT, 'migrations');
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (await db.prepare('SELECT 1 FROM d1_migrations WHERE name = ?1').bind(name).first()) continue;
    const sql = readFileSync(join(dir, name), 'utf8').replace(/--.*$/gm, '');
    const statements = sql
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean);
    await db.batch([
      ...statements.map((s) => db.prepare(s)),
      db.prepare('INSERT INTO d1_migrations (name) VALUES (?1)').bind(name),
    ]);
  }
}

/** How many `request` log lines a server started with `requestLog` keeps (the newest). */
const REQUEST_LINES_KEPT = 10_000;

/**
 * The site's `request` log lines (src/http/request-log.ts), the one per request a deployed site
 * writes too, by request id (the response's X-Request-Id): what a bench learns of how a page was
 * made (`page`: memory, shared, render, stream), where production sends no Server-Timing
 * (docs/SECURITY.md "What a response tells").
 */
function requestLines() {
  /** @type {Map<string, Record<string, any>>} */
  const byId = new Map();
  return {
    /** @param {string} message a line workerd logged */
    take(message) {
      if (!message.includes('"event":"request"')) return;
      let line;
      try {
        line = JSON.parse(message);
      } catch {
        return;
      }
      if (typeof line?.requestId !== 'string') return;
      byId.set(line.requestId, line);
      if (byId.size > REQUEST_LINES_KEPT) byId.delete(/** @type {string} */ (byId.keys().next().value));
    },
    /**
     * The line of the request with this id, waiting up to `waitMs` for it (workerd hands its
     * logs over asynchronously; a streamed page is logged when its last byte has left).
     * @param {string | null} id
     */
    async line(id, { waitMs = 2000 } = {}) {
      if (!id) return undefined;
      const end = Date.now() + waitMs;
      while (!byId.has(id) && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
      return byId.get(id);
    },
  };
}

/**
 * A Miniflare (one workerd process) on 127.0.0.1 for these workers; its origin and workerd pid.
 * Storage is in memory (every start a cold cache) except D1 with `d1Persist`, a folder.
 * `onLine` gets every line the workers log (info included); it is left out under load.
 * @param {object[]} workers
 * @param {{ port?: number, inspectorPort?: number, onLog?: (level: any, message: any) => void,
 *   d1Persist?: string, onLine?: (message: string) => void }} [options]
 */
async function startMiniflare(workers, { port = 0, inspectorPort, onLog = defaultOnLog, d1Persist, onLine } = {}) {
  const before = workerdChildren();
  // wrangler hands out options in Miniflare's v4 shape; this Miniflare converts them.
  const mf = new Miniflare({
    ...convertV4MiniflareOptions(
      /** @type {any} wrangler's v4 shape, looser than the type */ ({
        host: '127.0.0.1',
        port,
        // bench/profile.mjs: workerd's own inspector (ws://127.0.0.1:<port>/core:user:college-site).
        ...(inspectorPort ? { inspectorPort } : {}),
        log: new Log(LogLevel.WARN),
        // No network here: the placeholder Request.cf, without trying to fetch the real one.
        cf: false,
        // Storage in memory: every start is a cold cache.
        kvPersist: false,
        cachePersist: false,
        d1Persist: d1Persist ?? false,
        workers,
      }),
    ),
    logRequests: false,
    // The site logs one JSON line per request; under load that is tens of thousands of lines.
    // workerd still writes them (as in production); warnings and errors are shown.
    handleStructuredLogs: ({ level, message }) => {
      onLine?.(message);
      if (level === 'warn' || level === 'error') onLog(level, message);
    },
  });
  let url;
  try {
    url = await mf.ready;
  } catch (err) {
    await mf.dispose().catch(() => {});
    throw err;
  }
  const pid = workerdChildren().find((p) => !before.includes(p));
  return { mf, origin: url.origin, pid };
}

/** The demo's upstream-call counters (`/__demo/stats`, `/__demo/reset`), through any fetcher. */
function demoStats(fetcher) {
  return {
    async stats() {
      const res = await fetcher.fetch('http://demo.local/__demo/stats');
      return /** @type {{calls: number, byPath: Record<string, number>}} */ (await res.json());
    },
    async resetStats() {
      const res = await fetcher.fetch('http://demo.local/__demo/reset', { method: 'POST' });
      await res.arrayBuffer();
    },
  };
}

/**
 * The demo CMS alone, in its own workerd process, for sites started with `{ demo }` (see
 * startServers). Its CPU time is then not the site's: at a large `demoScale` the demo builds
 * and pages lists of tens of thousands of rows, work a real CMS does on its own machines.
 * @param {{ demoScale?: number, demoDelayMs?: number, onLog?: (level: any, message: any) => void }} [options]
 */
export async function startDemo({ demoScale = 1, demoDelayMs = 0, onLog = defaultOnLog } = {}) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(ROOT, 'wrangler.toml'));
  const { mf, origin, pid } = await startMiniflare([demoWorker(workerOptions, { demoDelayMs, demoScale })], {
    onLog,
  });
  const worker = /** @type {{ fetch: typeof fetch }} */ (/** @type {unknown} */ (await mf.getWorker()));
  return {
    origin,
    pid,
    demoScale,
    ...demoStats(worker),
    async stop() {
      await mf.dispose();
    },
  };
}

/**
 * Starts site + demo in one workerd on 127.0.0.1 (a free port). `vars` override the site's
 * wrangler.toml vars; `demoDelayMs` is the demo's DEMO_DELAY_MS and `demoScale` its DEMO_SCALE
 * (1..1000, how many times its content is multiplied); `assetsDir` what the assets binding
 * serves (default: the snapshot of public/ taken by buildAll). With `demo` (a running
 * `startDemo()`), the site's UPSTREAM is bound to that demo in its own workerd instead, over
 * loopback HTTP, and the site's workerd runs the site alone (`demoDelayMs` and `demoScale` are
 * then the demo's own); stopping the site leaves that demo running. The site's D1 migrations
 * are applied before it answers; `d1Persist` keeps its database in that folder between runs.
 * `unlimited` lifts the rate limits (a bench sends far more searches from one address than a
 * visitor may). `copies` more instances of the site worker run beside it (college-site-1…):
 * each a fresh isolate until its first request (mf.getWorker(name)). With `requestLog`, the
 * site's `request` log lines are kept: `requestLine(id)` is the one of the response whose
 * X-Request-Id is `id` (requestLines above); not under load, where parsing them would cost the
 * load runner's machine time.
 * @param {{ main?: string, vars?: Record<string, string>, demoDelayMs?: number, demoScale?: number,
 *   demo?: Awaited<ReturnType<typeof startDemo>>, port?: number, inspectorPort?: number,
 *   onLog?: (level: any, message: any) => void, assetsDir?: string, d1Persist?: string,
 *   unlimited?: boolean, copies?: number, requestLog?: boolean }} [options]
 */
export async function startServers({
  main,
  vars = {},
  demoDelayMs = 0,
  demoScale = 1,
  demo,
  port = 0,
  inspectorPort,
  onLog = defaultOnLog,
  assetsDir = PUBLIC_SNAPSHOT,
  d1Persist,
  unlimited = false,
  copies = 0,
  requestLog = false,
} = {}) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(ROOT, 'wrangler.toml'));
  /** @type {Record<string, any>} */
  const site = {
    ...workerOptions,
    name: 'college-site',
    modules: true,
    scriptPath: main,
    rootPath: ROOT,
    bindings: { .../** @type {object} */ (workerOptions.bindings), ...PRODUCTION_VARS, ...vars },
    assets: { .../** @type {object} */ (workerOptions.assets), directory: assetsDir },
  };
  delete site.modulesRules;
  if (demo) {
    const address = new URL(demo.origin).host;
    site.serviceBindings = { ...site.serviceBindings, UPSTREAM: { external: { address, http: {} } } };
  }
  if (unlimited) {
    const limits = /** @type {Record<string, { simple: object }>} */ (site.ratelimits ?? {});
    for (const limit of Object.values(limits)) limit.simple = { limit: 1_000_000_000, period: 60 };
  }
  const copy = (i) => ({ ...site, name: `college-site-${i + 1}`, assets: undefined });
  const workers = [
    site,
    ...(demo ? [] : [demoWorker(workerOptions, { demoDelayMs, demoScale })]),
    ...Array.from({ length: copies }, (_, i) => copy(i)),
  ];
  const lines = requestLog ? requestLines() : undefined;
  const { mf, origin, pid } = await startMiniflare(workers, {
    port,
    inspectorPort,
    onLog,
    d1Persist,
    ...(lines ? { onLine: lines.take } : {}),
  });
  await applyMigrations(await mf.getD1Database('SEARCH_DB', 'college-site'));
  const counters = demo ?? demoStats(/** @type {any} */ (await mf.getWorker('college-demo-upstream')));
  return {
    origin,
    pid,
    mf,
    stats: () => counters.stats(),
    resetStats: () => counters.resetStats(),
    /** @param {string | null} id @returns {Promise<Record<string, any> | undefined>} */
    requestLine: (id) => (lines ? lines.line(id) : Promise.resolve(undefined)),
    async stop() {
      await mf.dispose();
    },
  };
}

/** The workerd children of this process (Miniflare spawns each directly), oldest pid first. */
function workerdChildren() {
  const mine = String(process.pid);
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid ...
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const ppid = stat.slice(close + 2).split(' ')[1];
      if (ppid === mine && (comm.startsWith('workerd') || readlinkSync(`/proc/${entry}/exe`).includes('workerd')))
        found.push(Number(entry));
    } catch {
      // process ended meanwhile
    }
  }
  return found.sort((a, b) => a - b);
}

/** Resident set size of a process in KiB (VmRSS), or undefined when it is gone. */
export function rssKiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const m = /^VmRSS:\s+(\d+) kB/m.exec(status);
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Everything started by withServers/withDemo and not yet stopped, stopped together on a signal. */
const running = new Set();

function onSignal(sig) {
  console.error(`\n${sig}: stopping servers`);
  void Promise.allSettled([...running].map((stop) => stop())).finally(() => process.exit(130));
}

/**
 * Runs `body` with what `start` started and stops it whatever happens: on return, on error and
 * on SIGINT/SIGTERM (everything still running is stopped). A hard deadline ends the whole
 * process if something hangs.
 */
async function withRunning(start, body, { deadlineMs = 20 * 60_000 } = {}) {
  const handle = await start();
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    running.delete(stop);
    await handle.stop().catch(() => {});
  };
  running.add(stop);
  if (running.size === 1) {
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }
  const watchdog = setTimeout(() => {
    console.error(`deadline of ${deadlineMs} ms passed: stopping servers`);
    void Promise.allSettled([...running].map((s) => s())).finally(() => process.exit(124));
  }, deadlineMs);
  watchdog.unref();
  try {
    return await body(handle);
  } finally {
    clearTimeout(watchdog);
    await stop();
    if (running.size === 0) {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
  }
}

/** Runs `body` with site and demo up (startServers), and stops them whatever happens. */
export function withServers(options, body, limits) {
  return withRunning(() => startServers(options), body, limits);
}

/** Runs `body` with the demo up in its own workerd (startDemo), and stops it whatever happens. */
export function withDemo(options, body, limits) {
  return withRunning(() => startDemo(options), body, limits);
}
