// Side by side: the site's full render against an Astro build of a home page of the site's shape,
// each as CPU ms per request above its own static twin, in one run window, rounds interleaved.
// Optional: Astro is not a dependency of the project, and neither `npm run bench` nor the tests
// run this. docs/PERFORMANCE.md "Side by side with Astro" says how to set the Astro project up.
//
//   node bench/astro-side.mjs --astro <dir> [--no-build] [--site-paths /,/en] [--astro-path /]
//                             [--rounds 3] [--seconds 5] [--connections 32]
//
// <dir> is a built Astro project (`astro build`) with `output: 'server'` and the Node adapter
// in standalone mode: its dist/server/entry.mjs is started with this Node, on a free loopback
// port. Both sides are measured as bench/cost.mjs measures the `render` mode: the page, then its
// static twin (the same bytes, served as a file by the same server: the site's assets binding,
// Astro's static file handler), autocannon in its own process, the CPU time the server process
// spent (/proc) divided by the requests. Each round runs, in turn, every site path and its twin,
// then the Astro page and its twin, so that the machine's load weighs on both alike.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runLoad } from './lib/cpu-load.mjs';
import { freePort } from './lib/inspector.mjs';
import { machine } from './lib/pages.mjs';
import { BUNDLE_MAIN, PUBLIC_SNAPSHOT, RESULTS, buildAll, withServers } from './lib/servers.mjs';
import { sleep } from './lib/stats.mjs';

const { values: opts } = parseArgs({
  options: {
    astro: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'site-paths': { type: 'string', default: '/,/en' },
    'astro-path': { type: 'string', default: '/' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '32' },
  },
});
if (!opts.astro) {
  console.error(
    'usage: node bench/astro-side.mjs --astro <built Astro project> (docs/PERFORMANCE.md "Side by side with Astro")',
  );
  process.exit(2);
}
const ASTRO = resolve(opts.astro);
const ENTRY = join(ASTRO, 'dist/server/entry.mjs');
const ASTRO_TWIN = join(ASTRO, 'dist/client/__twin.html');
if (!existsSync(ENTRY)) {
  console.error(
    `${ENTRY} is missing: build the Astro project first (astro build, output: 'server', @astrojs/node standalone)`,
  );
  process.exit(2);
}
const load = { rounds: Number(opts.rounds), duration: Number(opts.seconds), connections: Number(opts.connections) };
const sitePaths = opts['site-paths'].split(',').filter(Boolean);
const TWIN_DIR = join(PUBLIC_SNAPSHOT, '__astro-side');
const twinOf = (i) => `/__astro-side/page-${i}`;
/** The site as bench/cost.mjs's `render` mode runs it: warm data, every request rendered. */
const SITE_VARS = { CACHE_FRESH_SECONDS: '3600', PAGE_CACHE: 'off' };
const log = (m) => console.error(`[astro-side] ${m}`);
const loadNow = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/** GET a page's bytes, uncompressed; fails on any status but 200. */
async function bytesOf(url) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

/** The Astro server (its own Node process), up and answering; stopped by `stop()`. */
async function startAstro() {
  const port = await freePort();
  const child = spawn(process.execPath, [ENTRY], {
    cwd: ASTRO,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', stop);
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`the Astro server exited with ${child.exitCode}`);
    try {
      await bytesOf(origin + opts['astro-path']);
      return { origin, pid: /** @type {number} */ (child.pid), stop };
    } catch {
      await sleep(100);
    }
  }
  stop();
  throw new Error('the Astro server did not answer within 10 s');
}

/** CPU ms per request of one load run on `path` (every answer a 200), and its req/s. */
async function measure(server, path) {
  const r = await runLoad(server.origin, [{ path, expect: 200 }], { ...load, pid: server.pid });
  const bad = r.perTarget?.reduce((n, t) => n + t.unexpected, 0) ?? 0;
  if (bad > 0) throw new Error(`${server.origin}${path}: ${bad} unexpected statuses`);
  return { ms: r.cpuMsPerRequest, requests: r.requests, rps: r.rps };
}

const weighted = (xs) => xs.reduce((n, x) => n + x.ms * x.requests, 0) / xs.reduce((n, x) => n + x.requests, 0);

async function main() {
  const info = { date: new Date().toISOString(), ...(await machine()), loadStart: loadNow(), loadEnd: '' };
  const main = opts['no-build'] ? BUNDLE_MAIN : buildAll().main;
  // The site's twins: its pages' bytes, written before the measured site starts (the assets
  // binding reads its directory when workerd starts).
  rmSync(TWIN_DIR, { recursive: true, force: true });
  mkdirSync(TWIN_DIR, { recursive: true });
  const sizes = {};
  await withServers({ main, vars: SITE_VARS }, async (servers) => {
    for (const [i, path] of sitePaths.entries()) {
      let body = Buffer.alloc(0);
      for (let n = 0; n < 4; n++) body = await bytesOf(servers.origin + path);
      writeFileSync(join(TWIN_DIR, `page-${i}.html`), body);
      sizes[path] = body.length;
    }
  });
  const astro = await startAstro();
  /** @type {Record<string, { page: any[], twin: any[] }>} */
  const runs = {};
  try {
    const astroBody = await bytesOf(astro.origin + opts['astro-path']);
    writeFileSync(ASTRO_TWIN, astroBody);
    sizes[`astro ${opts['astro-path']}`] = astroBody.length;
    await bytesOf(`${astro.origin}/__twin.html`);
    await withServers({ main, vars: SITE_VARS }, async (site) => {
      const targets = [
        ...sitePaths.map((path, i) => ({ key: `site ${path}`, server: site, path, twin: twinOf(i) })),
        { key: `astro ${opts['astro-path']}`, server: astro, path: opts['astro-path'], twin: '/__twin.html' },
      ];
      // JIT warm-up of every page and twin, then the measured rounds.
      for (const t of targets)
        for (const path of [t.path, t.twin])
          await runLoad(t.server.origin, [{ path, expect: 200 }], { connections: load.connections, duration: 2 });
      for (let round = 0; round < load.rounds; round++)
        for (const t of targets) {
          log(`${t.key} round ${round + 1}/${load.rounds} (load average ${loadNow()})`);
          runs[t.key] ??= { page: [], twin: [] };
          runs[t.key].page.push(await measure(t.server, t.path));
          runs[t.key].twin.push(await measure(t.server, t.twin));
        }
    });
  } finally {
    astro.stop();
    rmSync(ASTRO_TWIN, { force: true });
    rmSync(TWIN_DIR, { recursive: true, force: true });
  }
  info.loadEnd = loadNow();
  const rows = Object.entries(runs).map(([key, r]) => {
    const page = weighted(r.page);
    const twin = weighted(r.twin);
    return { key, bytes: sizes[key.replace(/^site /, '')] ?? sizes[key], page, twin, above: page - twin };
  });
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(
    join(RESULTS, 'astro-side-latest.json'),
    JSON.stringify({ info, load, astro: ASTRO, rows, runs }, null, 2),
  );
  console.log(
    `machine: ${info.date}, ${info.cpu}, ${info.os}, load average ${info.loadStart} at start, ${info.loadEnd} at end; ${load.rounds} rounds of ${load.duration} s at ${load.connections} connections, interleaved`,
  );
  console.log('| server and page | bytes | CPU ms above static (page / static) |');
  console.log('| --- | ---: | ---: |');
  for (const r of rows)
    console.log(
      `| ${r.key.startsWith('site') ? `this site, full render (PAGE_CACHE=off), ${r.key.slice(5)}` : `Astro (node standalone, output: 'server'), ${r.key.slice(6)}`} | ${r.bytes.toLocaleString('en-US')} | **${r.above.toFixed(2)}** (${r.page.toFixed(2)} / ${r.twin.toFixed(2)}) |`,
    );
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
