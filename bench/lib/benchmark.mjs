// The warm benchmark: each page surveyed (status, size, headers, what it ships), then loaded in
// rounds alternated with its own HTML served as a static file, the ceiling (docs/PERFORMANCE.md).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { runLoad } from './cpu-load.mjs';
import { PUBLIC_SNAPSHOT, withServers } from './servers.mjs';
import { combine, get, median, sleep } from './stats.mjs';
import { createWeigher } from './weights.mjs';
import { hungCount, log, onWorkerdLog } from './workerd-log.mjs';

/** Where the static twins live, inside the private copy of public/ (removed after the run). */
export const STATIC_DIR = join(PUBLIC_SNAPSHOT, '__bench');
/** Warm runs measure the warm path: the data stays fresh for the whole run (see PERFORMANCE.md). */
export const WARM_VARS = { CACHE_FRESH_SECONDS: '3600' };

/**
 * Survey: each page warm (third request), its status, size, headers and what it ships; the
 * headers of every asset it names. Pages answering other than expected are skipped.
 */
export async function survey(servers, pages, weigh) {
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

/** One page against its static twin: `rounds` alternated runs of each, then one connection alone. */
async function loadPage(servers, p, { rounds, connections, duration }) {
  await servers.resetStats();
  const hungBefore = hungCount();
  const pageRuns = [];
  const staticRuns = [];
  const options = { connections, duration, pid: servers.pid };
  for (let round = 1; round <= rounds; round++) {
    log(
      `load ${p.path} and its static twin (${p.bytes} bytes), round ${round}/${rounds}: ${connections} connections, ${duration} s each`,
    );
    pageRuns.push(await runLoad(servers.origin, [{ path: p.path, expect: p.expect }], options));
    staticRuns.push(await runLoad(servers.origin, [{ path: `/__bench/${p.key}`, expect: 200 }], options));
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
  return {
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
    hungLogs: hungCount() - hungBefore,
  };
}

/** Survey, then each live page against its static twin. `load`: { rounds, connections, duration }. */
export async function benchmark(build, pages, load) {
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

  const rows = await withServers({ main: build.main, vars: WARM_VARS, onLog: onWorkerdLog }, async (servers) => {
    for (const p of live) {
      const s = await get(servers.origin, `/__bench/${p.key}`);
      if (s.status !== 200 || s.body.length !== p.bytes)
        throw new Error(`static twin of ${p.path}: ${s.status}, ${s.body.length} bytes (want ${p.bytes})`);
      p.staticCacheControl = s.headers.get('cache-control');
    }
    log('warm-up');
    await warm(servers, live);
    const out = [];
    for (const p of live) out.push(await loadPage(servers, p, load));
    return out;
  });
  rmSync(STATIC_DIR, { recursive: true, force: true });
  return { surveyed, load: rows };
}
