// npm run bench [-- options]: throughput of each page type against the static ceiling, the
// streaming check with a slow upstream, the weight of what each page ships, the worker bundle.
// npm run bench -- --soak (or npm run bench:soak): 60 s at 200 connections on a page mix, with
// workerd's memory sampled from /proc. See docs/PERFORMANCE.md.
//
// Options:
//   --duration <s>        seconds per load run (default 5)
//   --rounds <n>          page run + static run alternated this many times per page (default 3)
//   --connections <n>     connections per load run (default 32)
//   --pages a,b           only these page keys (bench/lib/pages.mjs)
//   --skip-streaming      leave out the slow-upstream streaming check
//   --skip-cost           leave out the page cost by serving mode (bench/lib/render-cost.mjs)
//   --skip-navigation     leave out click-to-FCP in Chromium (bench/lib/navigation.mjs)
//   --soak                the load mode instead (--soak-duration 60, --soak-connections 200,
//                         --soak-warmup 20: seconds of the same load before measuring)
//   --write-doc           also write the results into docs/PERFORMANCE.md (between markers)
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { PAGES, localeVariants, machine } from './lib/pages.mjs';
import {
  bundleMarkdown,
  loadMarkdown,
  printTable,
  soakMarkdown,
  streamingMarkdown,
  targetsMarkdown,
  weightMarkdown,
  writeDocSection,
} from './lib/report.mjs';
import { PUBLIC_SNAPSHOT, RESULTS, ROOT, buildAll, rssKiB, withServers } from './lib/servers.mjs';
import { cdp, freePort } from './lib/inspector.mjs';
import { killLoads, runLoad } from './lib/cpu-load.mjs';
import { GOOGLEBOT, timeDocument } from './lib/streaming.mjs';
import { createWeigher } from './lib/weights.mjs';
import { securityBench } from './lib/security.mjs';
import { searchBench, searchMarkdown, searchTargets } from './search/run.mjs';
import { COST_PAGES, costMarkdown, costTargets, renderCost } from './lib/render-cost.mjs';
import { navigationMarkdown, navigationTimes } from './lib/navigation.mjs';

const { values: opts } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '32' },
    pages: { type: 'string' },
    'skip-streaming': { type: 'boolean', default: false },
    'skip-cost': { type: 'boolean', default: false },
    'skip-navigation': { type: 'boolean', default: false },
    soak: { type: 'boolean', default: false },
    'soak-duration': { type: 'string', default: '60' },
    'soak-connections': { type: 'string', default: '200' },
    'soak-warmup': { type: 'string', default: '20' },
    'write-doc': { type: 'boolean', default: false },
  },
});
const DURATION = Number(opts.duration);
const ROUNDS = Number(opts.rounds);
const CONNECTIONS = Number(opts.connections);
const STATIC_DIR = join(PUBLIC_SNAPSHOT, '__bench');
/** Warm runs measure the warm path: the data stays fresh for the whole run (see PERFORMANCE.md). */
const WARM_VARS = { CACHE_FRESH_SECONDS: '3600' };

const log = (msg) => console.error(`[bench] ${msg}`);

/**
 * workerd's warnings and errors: the first few of each kind are shown, the rest counted.
 * Requests the runtime cancelled as hung are counted apart (see docs/PERFORMANCE.md).
 */
const workerdLog = { hung: 0, seen: new Map() };
function onWorkerdLog(level, message) {
  if (/had hung and would never generate a response/.test(message)) workerdLog.hung++;
  const kind = message.replace(/"requestId":"[^"]*"|"ms":\d+|[0-9a-f]{8}-[0-9a-f-]{27}/g, '');
  const n = (workerdLog.seen.get(kind) ?? 0) + 1;
  workerdLog.seen.set(kind, n);
  if (n <= 3) console.error(`[workerd ${level}] ${message.slice(0, 300)}`);
  else if (n === 4) console.error(`[workerd ${level}] (more of the same are counted, not shown)`);
}
function workerdLogSummary() {
  const repeated = [...workerdLog.seen].filter(([, n]) => n > 3);
  for (const [kind, n] of repeated) log(`workerd logged ${n}× ${kind.slice(0, 160)}`);
}
process.on('exit', () => {
  killLoads();
  rmSync(STATIC_DIR, { recursive: true, force: true });
});

async function get(origin, path, headers = {}) {
  const res = await fetch(origin + path, {
    redirect: 'manual',
    headers: { 'accept-encoding': 'identity', ...headers },
  });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, body, html: body.toString('utf8') };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Rounds of one target as one: rates and latencies are medians of the rounds, counts summed. */
function combine(runs) {
  const sum = (f) => runs.reduce((n, r) => n + f(r), 0);
  return {
    rounds: runs.length,
    requests: sum((r) => r.requests),
    rps: median(runs.map((r) => r.rps)),
    latency: {
      p50: median(runs.map((r) => r.latency.p50)),
      p99: median(runs.map((r) => r.latency.p99)),
      max: Math.max(...runs.map((r) => r.latency.max)),
    },
    cpuMsPerRequest:
      sum((r) => r.cpuMsPerRequest * r.requests) /
      Math.max(
        1,
        sum((r) => r.requests),
      ),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    unexpected: sum((r) => r.perTarget.reduce((n, t) => n + t.unexpected, 0)),
    runs: runs.map((r) => ({ rps: r.rps, p50: r.latency.p50, p99: r.latency.p99, cpuMsPerRequest: r.cpuMsPerRequest })),
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function selectedPages() {
  if (!opts.pages) return PAGES;
  const keys = new Set(opts.pages.split(','));
  return PAGES.filter((p) => keys.has(p.key));
}

/**
 * Survey: each page warm (third request), its status, size, headers and what it ships; the
 * headers of every asset it names. Pages answering other than expected are skipped.
 */
async function survey(servers, pages, weigh) {
  const out = [];
  for (const page of pages) {
    let res;
    for (let i = 0; i < 3; i++) res = await get(servers.origin, page.path);
    await sleep(100);
    res = await get(servers.origin, page.path);
    const entry = { ...page, status: res.status };
    if (res.status !== page.expect) {
      entry.skipped = `answered ${res.status} (expected ${page.expect}): route not landed yet?`;
      out.push(entry);
      continue;
    }
    const w = weigh(res.html);
    const assetHeaders = {};
    for (const f of [...w.js.files, ...w.css.files]) {
      const a = await get(servers.origin, f);
      assetHeaders[f] = { status: a.status, cacheControl: a.headers.get('cache-control') };
    }
    Object.assign(entry, {
      bytes: res.body.length,
      gzipBytes: gzipSync(res.body).length,
      html: res.html,
      cacheControl: res.headers.get('cache-control'),
      csp: res.headers.get('content-security-policy'),
      weights: w,
      assetHeaders,
    });
    out.push(entry);
  }
  return out;
}

async function warm(servers, pages) {
  for (const p of pages) for (let i = 0; i < 5; i++) await get(servers.origin, p.path);
  // JIT warm-up of both paths, then a pause for background writes (KV) to finish.
  const targets = pages.flatMap((p) => [
    { path: p.path, expect: p.expect },
    { path: `/__bench/${p.key}`, expect: 200 },
  ]);
  await runLoad(servers.origin, targets, { connections: 8, duration: 3 });
  await sleep(1000);
}

async function benchmark(build, pages) {
  const weigh = createWeigher(PUBLIC_SNAPSHOT);
  log('survey: page sizes, headers and weights');
  const surveyed = await withServers({ main: build.main, vars: WARM_VARS, onLog: onWorkerdLog }, (s) =>
    survey(s, pages, weigh),
  );
  const live = surveyed.filter((p) => !p.skipped);
  for (const p of surveyed.filter((x) => x.skipped)) log(`skip ${p.path}: ${p.skipped}`);

  // The ceiling: each page's own warm HTML as a static file, served by the same workerd from
  // the assets binding (the private copy of public/, see lib/servers.mjs).
  rmSync(STATIC_DIR, { recursive: true, force: true });
  mkdirSync(STATIC_DIR, { recursive: true });
  for (const p of live) writeFileSync(join(STATIC_DIR, `${p.key}.html`), p.html);

  const load = await withServers({ main: build.main, vars: WARM_VARS, onLog: onWorkerdLog }, async (servers) => {
    for (const p of live) {
      const s = await get(servers.origin, `/__bench/${p.key}`);
      if (s.status !== 200 || s.body.length !== p.bytes)
        throw new Error(`static twin of ${p.path}: ${s.status}, ${s.body.length} bytes (want ${p.bytes})`);
      p.staticCacheControl = s.headers.get('cache-control');
    }
    log('warm-up');
    await warm(servers, live);
    const rows = [];
    for (const p of live) {
      await servers.resetStats();
      const hungBefore = workerdLog.hung;
      const pageRuns = [];
      const staticRuns = [];
      for (let round = 1; round <= ROUNDS; round++) {
        log(
          `load ${p.path} and its static twin (${p.bytes} bytes), round ${round}/${ROUNDS}: ${CONNECTIONS} connections, ${DURATION} s each`,
        );
        pageRuns.push(
          await runLoad(servers.origin, [{ path: p.path, expect: p.expect }], {
            connections: CONNECTIONS,
            duration: DURATION,
            pid: servers.pid,
          }),
        );
        staticRuns.push(
          await runLoad(servers.origin, [{ path: `/__bench/${p.key}`, expect: 200 }], {
            connections: CONNECTIONS,
            duration: DURATION,
            pid: servers.pid,
          }),
        );
      }
      const upstream = await servers.stats();
      const single = await runLoad(servers.origin, [{ path: p.path, expect: p.expect }], {
        connections: 1,
        duration: 2,
        pid: servers.pid,
      });
      const page = combine(pageRuns);
      const ceiling = combine(staticRuns);
      const ratios = pageRuns.map((r, i) => r.rps / staticRuns[i].rps);
      rows.push({
        key: p.key,
        label: p.label,
        path: p.path,
        bytes: p.bytes,
        gzipBytes: p.gzipBytes,
        page,
        ceiling,
        single,
        upstream,
        ratio: median(ratios),
        ratios,
        cpuRatio: ceiling.cpuMsPerRequest / page.cpuMsPerRequest,
        hungLogs: workerdLog.hung - hungBefore,
      });
    }
    return rows;
  });
  rmSync(STATIC_DIR, { recursive: true, force: true });
  return { surveyed, load };
}

/** Cold cache, upstream delayed 1000 ms: when do the document's parts arrive? */
async function streamingCheck(build, pages) {
  const rows = [];
  const checks = [
    ...pages.map((p) => ({ ...p, ua: undefined })),
    { ...pages[0], key: `${pages[0].key}-crawler`, label: `${pages[0].label} (Googlebot)`, ua: GOOGLEBOT },
  ];
  for (const check of checks) {
    // A fresh workerd per check: nothing cached, not even the menu.
    const row = await withServers({ main: build.main, demoDelayMs: 1000, onLog: onWorkerdLog }, async (servers) => {
      const t = await timeDocument(servers.origin + check.path, check.ua ? { userAgent: check.ua } : {});
      return {
        key: check.key,
        label: check.label,
        path: check.path,
        crawler: Boolean(check.ua),
        status: t.status,
        ttfbMs: t.ttfbMs,
        firstChunkMs: t.chunks[0]?.[0],
        chunks: t.chunks.length,
        marks: t.marks,
        totalMs: t.totalMs,
        bytes: t.chunks.reduce((n, [, b]) => n + b, 0),
        contentLength: t.headers['content-length'] ?? null,
        complete: /<\/html>\s*$/.test(t.html),
        // Content where it belongs, not in hidden segments after a loading indicator.
        inline: !/<div hidden id="S:/.test(t.html) && !/class="page-loading"|class="block-loading"/.test(t.html),
        loadingInFirstChunk: /class="page-loading"|class="block-loading"|slider--placeholder/.test(
          t.html.slice(0, t.chunks[0]?.[1] ?? 0),
        ),
      };
    });
    log(`streaming ${check.label}: first chunk ${row.firstChunkMs} ms, end ${row.totalMs} ms, ${row.chunks} chunks`);
    rows.push(row);
  }
  return rows;
}

async function soak(build) {
  const duration = Number(opts['soak-duration']);
  const connections = Number(opts['soak-connections']);
  const warmup = Number(opts['soak-warmup']);
  const weigh = createWeigher(PUBLIC_SNAPSHOT);
  const inspectorPort = await freePort();
  // Production vars as they are (fresh for 60 s): the background refresh runs under load too.
  return withServers({ main: build.main, inspectorPort, onLog: onWorkerdLog }, async (servers) => {
    const surveyed = await survey(servers, selectedPages(), weigh);
    const live = surveyed.filter((p) => !p.skipped);
    for (const p of surveyed.filter((x) => x.skipped)) log(`skip ${p.path}: ${p.skipped}`);
    const targets = live.flatMap((p) =>
      (p.expect === 200 ? localeVariants(p.path) : [p.path]).map((path) => ({ path, expect: p.expect })),
    );
    for (const t of targets) for (let i = 0; i < 3; i++) await get(servers.origin, t.path);
    // The site's own isolate: its JS heap is what the site's code controls. workerd's RSS also
    // holds the runtime's allocator arenas, which grow under load to a plateau (see
    // docs/PERFORMANCE.md: a static-file-only load shows the same growth).
    const site = await cdp(`ws://127.0.0.1:${inspectorPort}/core:user:college-site`);
    const heapMiB = async () => {
      try {
        return (await site.send('Runtime.getHeapUsage')).usedSize / 2 ** 20;
      } catch {
        return undefined;
      }
    };
    const startRss = rssKiB(servers.pid);
    const startHeap = await heapMiB();
    if (warmup > 0) {
      log(`soak warm-up: ${warmup} s at ${connections} connections (the runtime's memory settles)`);
      await runLoad(servers.origin, targets, { connections, duration: warmup });
      await sleep(2000);
    }
    await servers.resetStats();
    const hungBefore = workerdLog.hung;
    const samples = [];
    let sampling = /** @type {Promise<unknown>} */ (Promise.resolve());
    const sample = () => {
      sampling = sampling.then(async () =>
        samples.push({ t: Date.now(), rssKiB: rssKiB(servers.pid), heapMiB: await heapMiB() }),
      );
      return sampling;
    };
    await sample();
    const t0 = Date.now();
    const timer = setInterval(sample, 1000);
    log(`soak: ${targets.length} URLs, ${connections} connections, ${duration} s (workerd pid ${servers.pid})`);
    let result;
    try {
      result = await runLoad(servers.origin, targets, { connections, duration, pid: servers.pid });
    } finally {
      clearInterval(timer);
    }
    await sample();
    const end = samples.at(-1);
    await sleep(5000);
    await sample();
    const after = samples.at(-1);
    site.close();
    const upstream = await servers.stats();
    const during = samples.filter((s) => s.t >= t0 && s.t <= end.t);
    const firstHalf = during.filter((s) => s.t - t0 < (duration * 1000) / 2);
    const secondHalf = during.filter((s) => s.t - t0 >= (duration * 1000) / 2);
    const max = (xs, f) => Math.max(...xs.map(f).filter((x) => x !== undefined));
    const unexpected = result.perTarget.reduce((n, t) => n + t.unexpected, 0);
    const rss = {
      beforeWarmupKiB: startRss,
      startKiB: samples[0].rssKiB,
      peakKiB: max(samples, (s) => s.rssKiB),
      endKiB: end.rssKiB,
      afterKiB: after.rssKiB,
      firstHalfPeakKiB: max(firstHalf, (s) => s.rssKiB),
      secondHalfPeakKiB: max(secondHalf, (s) => s.rssKiB),
    };
    const heapMedian = (xs) => median(xs.map((s) => s.heapMiB).filter((x) => x !== undefined));
    const heap = {
      beforeWarmupMiB: startHeap,
      startMiB: samples[0].heapMiB,
      peakMiB: max(samples, (s) => s.heapMiB),
      endMiB: end.heapMiB,
      afterMiB: after.heapMiB,
      firstHalfMedianMiB: heapMedian(firstHalf),
      secondHalfMedianMiB: heapMedian(secondHalf),
    };
    // Stable: in the second half of the run, workerd's RSS peak stays within 10 % of the first
    // half's, and the site's JS heap (a GC sawtooth, so its median) within 20 % (+1 MiB).
    const stable =
      rss.secondHalfPeakKiB <= rss.firstHalfPeakKiB * 1.1 &&
      heap.secondHalfMedianMiB <= heap.firstHalfMedianMiB * 1.2 + 1;
    return {
      targets: targets.map((t) => t.path),
      connections,
      duration,
      warmup,
      result,
      errors: result.errors + result.timeouts + unexpected,
      unexpected,
      hungLogs: workerdLog.hung - hungBefore,
      upstream,
      rss,
      heap,
      stable,
      samples: samples.map((s) => [
        Math.round((s.t - t0) / 100) / 10,
        s.rssKiB,
        s.heapMiB === undefined ? null : Math.round(s.heapMiB * 10) / 10,
      ]),
    };
  });
}

/** Issue 9's targets, each met or missed, with the figures that decide it. */
function checkTargets(report) {
  const out = [];
  const add = (target, ok, detail) => out.push({ target, ok, detail });
  const home = report.load.find((r) => r.key === 'home');
  if (home) {
    add(
      'home throughput ≥ 0.85 of the static ceiling (a warm page)',
      home.ratio >= 0.85,
      `req/s ratio ${home.ratio.toFixed(2)} (rounds ${home.ratios.map((r) => r.toFixed(2)).join(', ')}), CPU ratio ${home.cpuRatio.toFixed(2)}`,
    );
  }
  const hung = report.load.filter((r) => r.hungLogs > 0);
  add(
    'no request cancelled as hung by the runtime',
    hung.length === 0,
    hung.length ? hung.map((r) => `${r.label}: ${r.hungLogs}`).join(', ') : 'none',
  );
  const calls = report.load.filter((r) => r.upstream.calls > 0);
  add(
    'zero upstream calls during the warm runs',
    calls.length === 0,
    calls.length
      ? calls
          .map((r) => `${r.label} ${r.upstream.calls} (${Object.keys(r.upstream.byPath ?? {}).join(', ')})`)
          .join('; ')
      : 'none on any page',
  );
  const slow = report.load.filter((r) => r.page.latency.p99 >= 50);
  add(
    `p99 < 50 ms at ${report.connections} connections`,
    slow.length === 0,
    `${report.load.map((r) => `${r.label} ${ms(r.page.latency.p99)}`).join(', ')} (static twins ${report.load.map((r) => ms(r.ceiling.latency.p99)).join(', ')})`,
  );
  const live = report.surveyed.filter((p) => !p.skipped);
  const noIslandJs = live.filter((p) => p.weights.islands.length === 0 && p.weights.js.files.length > 0);
  const islandFree = live.filter((p) => p.weights.islands.length === 0);
  const lightest = Math.min(...live.map((p) => p.weights.js.gzip)) / 1024;
  add(
    'no JavaScript on pages without islands',
    noIslandJs.length === 0,
    islandFree.length
      ? `${islandFree.length} island-free page(s), ${noIslandJs.length} with JS`
      : `no page is island-free (the header has ${[...new Set(live.flatMap((p) => p.weights.islands))].filter((n) => live.every((p) => p.weights.islands.includes(n))).join(', ')} everywhere); the lightest ships ${lightest.toFixed(1)} KB`,
  );
  const maxJs = Math.max(...live.map((p) => p.weights.js.gzip));
  add(
    'JavaScript ≤ 80 KB gzipped on any page',
    maxJs <= 80 * 1024,
    live.map((p) => `${p.label} ${(p.weights.js.gzip / 1024).toFixed(1)}`).join(', '),
  );
  const maxCss = Math.max(...live.map((p) => p.weights.css.gzip));
  add('CSS ≤ 20 KB gzipped', maxCss <= 20 * 1024, `${(maxCss / 1024).toFixed(1)} KB at most`);
  const unsized = live.flatMap((p) => p.weights.images.unsized.map((src) => `${p.label}: ${src}`));
  add(
    'images sized (width and height)',
    unsized.length === 0,
    unsized.length ? unsized.join(', ') : `${live.reduce((n, p) => n + p.weights.images.total, 0)} images, all sized`,
  );
  // Above the fold: the logo and at most one content image (the hero / LCP candidate).
  const eagerContent = (p) => p.weights.images.eager.filter((src) => src !== '/logo.svg');
  const tooEager = live.filter((p) => eagerContent(p).length > 1);
  add(
    'images lazy below the fold (eager: the logo and at most one hero image)',
    tooEager.length === 0,
    live
      .map(
        (p) =>
          `${p.label}: ${p.weights.images.eager.length} eager of ${p.weights.images.total}${eagerContent(p).length > 1 ? ` (${eagerContent(p).join(' ')})` : ''}`,
      )
      .join(', '),
  );
  const assetCc = live
    .flatMap((p) => Object.entries(p.assetHeaders))
    .filter(([, a]) => a.status !== 200 || !/public, max-age=31536000, immutable/.test(a.cacheControl ?? ''));
  add(
    'hashed assets Cache-Control: public, max-age=31536000, immutable',
    assetCc.length === 0,
    assetCc.length
      ? assetCc.map(([f, a]) => `${f} ${a.status} ${a.cacheControl}`).join(', ')
      : `${new Set(live.flatMap((p) => Object.keys(p.assetHeaders))).size} assets checked`,
  );
  const shared = live.filter((p) => !/private|no-store/.test(p.cacheControl ?? ''));
  add(
    'HTML not shared-cacheable',
    shared.length === 0,
    shared.length
      ? shared.map((p) => `${p.label}: ${p.cacheControl}`).join(', ')
      : `every page: ${[...new Set(live.map((p) => p.cacheControl))].join('; ')}`,
  );
  if (report.streaming.length) {
    const browsers = report.streaming.filter((s) => !s.crawler);
    const late = browsers.filter((s) => !(s.marks.css < 100 && s.marks.header < 100));
    add(
      'slow CMS, cold cache: head, CSS link and header in < 100 ms',
      late.length === 0,
      browsers.map((s) => `${s.label} ${ms(s.marks.header)}`).join(', '),
    );
    const crawlers = report.streaming.filter((s) => s.crawler);
    const pieces = crawlers.filter((s) => s.complete && s.inline && s.totalMs - s.firstChunkMs < 50);
    add(
      'crawlers get the whole document in one piece, content inline',
      pieces.length === crawlers.length,
      crawlers
        .map(
          (s) =>
            `${s.label}: first byte ${ms(s.firstChunkMs)} ms, last ${ms(s.totalMs)} ms, ${s.bytes} bytes, ${s.inline ? 'inline' : 'content in hidden segments'}`,
        )
        .join('; '),
    );
  }
  return out;
}

const ms = (n) => (n === undefined || n === null ? '–' : String(Math.round(n)));

function workerdVersion() {
  const res = spawnSync(join(ROOT, 'node_modules/.bin/workerd'), ['--version'], { encoding: 'utf8' });
  return (res.stdout || res.stderr || '').trim();
}

async function main() {
  const started = new Date();
  const info = {
    date: started.toISOString(),
    ...(await machine()),
    workerd: workerdVersion(),
    loadavgStart: loadavg()
      .map((x) => x.toFixed(2))
      .join(' '),
  };
  log(`${info.cpu}, ${info.memGiB} GiB, ${info.os}, node ${info.node}, ${info.workerd}`);
  const build = buildAll();
  log(`worker bundle: ${build.bytes} bytes, ${build.gzip} gzipped`);
  mkdirSync(RESULTS, { recursive: true });
  const stamp = started.toISOString().replace(/[:.]/g, '-');

  if (opts.soak) {
    const result = await soak(build);
    const report = { mode: 'soak', info, build, soak: result };
    writeFileSync(join(RESULTS, `soak-${stamp}.json`), JSON.stringify(report, null, 2));
    const md = soakMarkdown(report);
    console.log(md);
    if (opts['write-doc']) writeDocSection(join(ROOT, 'docs/PERFORMANCE.md'), 'soak', md);
    const r = result.rss;
    const h = result.heap;
    console.log(
      `soak: ${result.errors} errors; workerd RSS start/peak/end ${(r.startKiB / 1024).toFixed(0)}/${(r.peakKiB / 1024).toFixed(0)}/${(r.endKiB / 1024).toFixed(0)} MiB; site JS heap start/peak/end ${h.startMiB?.toFixed(1)}/${h.peakMiB?.toFixed(1)}/${h.endMiB?.toFixed(1)} MiB; memory ${result.stable ? 'stable' : 'NOT stable'}`,
    );
    return;
  }

  const pages = selectedPages();
  const { surveyed, load } = await benchmark(build, pages);
  const streaming = opts['skip-streaming']
    ? []
    : await streamingCheck(
        build,
        surveyed.filter((p) => !p.skipped),
      );
  for (const p of surveyed) delete p.html;
  // The site search's own figures (bench/search/run.mjs): its code in workerd, not through pages.
  const search = await searchBench();
  log('page cost by serving mode');
  const cost = opts['skip-cost'] ? [] : await renderCost(build, COST_PAGES, { vars: WARM_VARS, log });
  log('click to first contentful paint in Chromium');
  const navigation = opts['skip-navigation'] ? undefined : await navigationTimes(build, { vars: WARM_VARS, log });
  /** @type {Record<string, unknown>} */ (info).loadavgEnd = loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
  const report = {
    mode: 'bench',
    info,
    build,
    duration: DURATION,
    rounds: ROUNDS,
    connections: CONNECTIONS,
    surveyed,
    load,
    streaming,
    search,
    cost,
    navigation,
  };
  writeFileSync(join(RESULTS, `bench-${stamp}.json`), JSON.stringify(report, null, 2));
  writeFileSync(join(RESULTS, 'bench-latest.json'), JSON.stringify(report, null, 2));

  report.targets = [...checkTargets(report), ...searchTargets(search), ...(cost.length ? costTargets(cost) : [])];
  const md = [
    loadMarkdown(report),
    weightMarkdown(report),
    bundleMarkdown(report),
    streaming.length ? streamingMarkdown(report) : '',
    searchMarkdown(search),
    cost.length ? costMarkdown(cost) : '',
    navigation ? navigationMarkdown(navigation) : '',
    targetsMarkdown(report),
  ]
    .filter(Boolean)
    .join('\n\n');
  if (opts['write-doc']) writeDocSection(join(ROOT, 'docs/PERFORMANCE.md'), 'bench', md);
  printTable(report);
  console.log(`\nhostile CMS answers (docs/SECURITY.md):\n${(await securityBench(build, { onLog: onWorkerdLog })).md}`);
  console.log(
    `\ntargets:\n${report.targets.map((t) => `  ${t.ok ? 'met   ' : 'MISSED'}  ${t.target}: ${t.detail}`).join('\n')}`,
  );
  const home = load.find((r) => r.key === 'home');
  console.log(`page/static throughput ratio: ${home ? home.ratio.toFixed(2) : 'n/a (home page not measured)'}`);
}

process.on('exit', workerdLogSummary);

main().catch((err) => {
  console.error(err);
  killLoads();
  process.exitCode = 1;
});
