// The cost that grows with the site (docs/PERFORMANCE.md "Cost as the site grows"): each row of
// bench/lib/growth-rows.mjs at 1×, 10× and 100× the demo's content (docs/UPSTREAM.md "Demo
// scale"), first and warm, in CPU time above a static file of the same bytes; the CMS calls of
// every first request; the site isolate's memory.
//
// Per scale: the demo CMS runs in a workerd of its own (its CPU is a CMS's, not the site's); a
// survey site finds what the site holds (the news list's pages, the index's children) and saves
// each measured URL's bytes as its static twin; then `rounds` rounds, each in a fresh site
// workerd (KV, Cache API and isolate memory empty). In a round: every row's warm-up paths, then
// each row's URLs, each asked once ("first": neither its data nor its page in the isolate, in
// KV or in the Cache API; the code compiled and the frame's data read by the warm-up). Each
// first request is alone, and the site's workerd is let fall idle after it, so its CPU time (all
// threads, from /proc, in nanoseconds) and the CMS calls it made (the demo's /__demo/stats) are
// its own, waitUntil work included; its twin is asked the same way right after, and the row's
// "first" is the median of (page − twin). Then "warm": the same URLs again, in blocks of
// requests back to back alternating with blocks on their twins. The last round's shared site
// then walks `crawl` distinct URLs (every child sitemap, then profiles, articles, list pages)
// and the site isolate's JS heap is read after a full garbage collection (workerd's inspector).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cdp, freePort } from './inspector.mjs';
import { GROWTH_ROWS } from './growth-rows.mjs';
import { PUBLIC_SNAPSHOT, withDemo, withServers } from './servers.mjs';
import { int, markdownTable, textTable } from './report.mjs';
import { get, median, sleep } from './stats.mjs';

export const GROWTH_SCALES = [1, 10, 100];
/** The targets (docs/PERFORMANCE.md): flat cost, the free plan's subrequest limit, half the isolate limit. */
export const GROWTH_TARGETS = { flatRatio: 1.5, flatFloorMs: 1, maxCalls: 50, heapMiB: 64 };
const TWIN_DIR = join(PUBLIC_SNAPSHOT, '__growth');
const LANGS = ['', '/sc', '/en'];
/** Warm data for the whole run (as bench/lib/benchmark.mjs WARM_VARS): no refresh mid-round. */
const VARS = { CACHE_FRESH_SECONDS: '3600' };
const WARMUP_TIMES = 3;
/** Warm requests of a row: blocks of back-to-back requests, each followed by as many on the twins. */
const WARM = { blocks: 4, perBlock: 10 };

/** CPU time a process has used, all its threads, in ns (/proc/<pid>/task/<tid>/schedstat). */
export function cpuNs(pid) {
  let ns = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // thread ended meanwhile
    }
  }
  return ns;
}

/** Waits until the process has used no CPU for `quietMs` (at most `maxMs`): its waitUntil work is done. */
async function settle(pid, { quietMs = 100, maxMs = 2000, stepMs = 20 } = {}) {
  const end = Date.now() + maxMs;
  let last = cpuNs(pid);
  let quietSince = Date.now();
  while (Date.now() < end) {
    await sleep(stepMs);
    const now = cpuNs(pid);
    if (now !== last) {
      last = now;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietMs) return;
  }
}

/**
 * One request alone, measured: the site workerd's CPU ns from the request until it fell idle
 * again, the CMS calls made meanwhile, the status, bytes and how the page was made (the `page`
 * of the site's `request` log line for this response: production sends no Server-Timing). The
 * workerd is idle when it starts (each probe waits for that at its end, and so does the warm-up).
 */
async function probe(servers, path, headers = {}) {
  const calls0 = (await servers.stats()).calls;
  const ns0 = cpuNs(servers.pid);
  const res = await get(servers.origin, path, headers);
  await settle(servers.pid);
  const ns = cpuNs(servers.pid) - ns0;
  const calls = (await servers.stats()).calls - calls0;
  const made = madeOf(await servers.requestLine(res.headers.get('x-request-id')));
  return { path, status: res.status, bytes: res.body.length, ns, calls, made, body: res.body };
}

/** A request log line's `page` (src/http/request-log.ts), for the table: how its page was made. */
const madeOf = (line) => (line === undefined ? 'no log line' : (line.page ?? 'not a page'));

/** A static twin asked alone, after the same idle gap as a page (no CMS, nothing to wait for). */
async function probeStatic(servers, path) {
  const ns0 = cpuNs(servers.pid);
  const res = await get(servers.origin, path);
  await settle(servers.pid);
  if (res.status !== 200) throw new Error(`static twin ${path}: ${res.status}`);
  return cpuNs(servers.pid) - ns0;
}

/** What the site holds at this scale: read from the CMS and from the site's own sitemap index. */
async function readFacts(demo, servers, scale) {
  const cms = async (path) => {
    const res = await fetch(demo.origin + path, { headers: { lang: 'en' } });
    const body = await res.json();
    if (body.code !== 200) throw new Error(`${path}: ${JSON.stringify(body).slice(0, 200)}`);
    return body.data;
  };
  const news = await cms('/api/article/news?pageSize=10&pageNum=1');
  const first = await cms('/api/special/teacher/list?pageSize=200&pageNum=1');
  const ends = (totalPage) => [...new Set([1, Math.ceil(totalPage / 2), totalPage])];
  const teacherIds = [];
  for (const p of ends(first.totalPage))
    teacherIds.push(...(await cms(`/api/special/teacher/list?pageSize=200&pageNum=${p}`)).rows.map((t) => t.id));
  const newsIds = [];
  for (const p of ends(Math.ceil(news.total / 100)))
    newsIds.push(...(await cms(`/api/article/news?pageSize=100&pageNum=${p}`)).rows.map((a) => a.id));
  const index = await get(servers.origin, '/sitemap.xml');
  if (index.status !== 200) throw new Error(`/sitemap.xml: ${index.status}`);
  const children = [...index.html.matchAll(/\/sitemaps\/([\w-]+)\.xml</g)].map((m) => m[1]);
  return {
    scale,
    langs: LANGS,
    news: news.total,
    newsPages: news.totalPage,
    teachers: first.total,
    teacherIds: [...new Set(teacherIds)],
    newsIds: [...new Set(newsIds)],
    children,
  };
}

/** Every round's rows at this scale (the row functions called once per round). */
function plan(rowKinds, facts, rounds) {
  return Array.from({ length: rounds }, (_, round) =>
    rowKinds.map((kind) => ({
      isolate: 'shared',
      warmup: [],
      urls: [],
      headers: {},
      warm: WARM,
      ...kind(facts, round),
    })),
  );
}

/** A twin's file name: the n-th, .xml for XML (its Content-Type as the page's), .html otherwise. */
const twinName = (n, bytes) => `${n}${/<\?xml/.test(bytes.subarray(0, 64).toString()) ? '.xml' : '.html'}`;

/**
 * The survey: a site at this scale, its facts, and each URL every round will measure asked once,
 * as a first request; its bytes become the URL's static twin (served by the assets binding,
 * which reads its directory when a workerd starts, so the twins are written before the rounds).
 * A page that streamed when first asked (home) is a little longer than when warm: its twin has
 * the bytes of the first answer.
 */
async function survey(site, demo, rowKinds, { rounds, scale, log }) {
  rmSync(TWIN_DIR, { recursive: true, force: true });
  mkdirSync(TWIN_DIR, { recursive: true });
  return withServers({ ...site, demo }, async (servers) => {
    const facts = await readFacts(demo, servers, scale);
    log(
      `growth ${scale}×: ${facts.news} news (${facts.newsPages} list pages), ${facts.teachers} teachers, ${facts.children.length} child sitemaps`,
    );
    const planned = plan(rowKinds, facts, rounds);
    const twins = new Map();
    for (const { url, headers } of planned.flat().flatMap((r) => r.urls.map((url) => ({ url, headers: r.headers })))) {
      if (twins.has(url)) continue;
      const res = await get(servers.origin, url, headers);
      if (res.status !== 200) throw new Error(`growth ${scale}×: ${url} answered ${res.status}`);
      const name = twinName(twins.size, res.body);
      writeFileSync(join(TWIN_DIR, name), res.body);
      // The assets binding serves x.html at /x (and redirects /x.html there).
      twins.set(url, `/__growth/${name.replace(/\.html$/, '')}`);
    }
    return { facts, plan: planned, twins };
  });
}

/** A row's URLs, each asked for the first time in this isolate, and its static twin's first request. */
async function firstVisits(servers, row, twins) {
  const samples = [];
  for (const url of row.urls) {
    const page = await probe(servers, url, row.headers);
    if (page.status !== 200) throw new Error(`${url}: ${page.status}`);
    const twinNs = await probeStatic(servers, twins.get(url));
    samples.push({ url, bytes: page.bytes, calls: page.calls, made: page.made, pageNs: page.ns, twinNs });
  }
  return samples;
}

/**
 * CPU ns of `count` requests back to back (no idle gap), going through `paths` in turn; each
 * response's request id is added to `ids` when given.
 * @param {any} servers
 * @param {string[]} paths
 * @param {number} count
 * @param {Record<string, string>} [headers]
 * @param {(string | null)[]} [ids]
 */
async function block(servers, paths, count, headers = {}, ids = undefined) {
  const ns0 = cpuNs(servers.pid);
  for (let i = 0; i < count; i++) {
    const path = paths[i % paths.length];
    const res = await get(servers.origin, path, headers);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} when warm`);
    ids?.push(res.headers.get('x-request-id'));
  }
  return cpuNs(servers.pid) - ns0;
}

/**
 * The same URLs again, now known to the isolate: blocks of requests back to back, one
 * connection, alternating with blocks on their twins (so that a change in the machine's load
 * weighs on both alike); CPU ms per request of each, the CMS calls the page blocks made, and
 * how their pages were made (the request log's `page`, read after the blocks).
 */
async function warmVisits(servers, row, twins) {
  const { blocks, perBlock } = row.warm;
  const still = row.urls.map((url) => twins.get(url));
  const pairs = [];
  /** @type {(string | null)[]} */
  const ids = [];
  let calls = 0;
  await block(servers, row.urls, row.urls.length, row.headers);
  await settle(servers.pid);
  for (let b = 0; b < blocks; b++) {
    const calls0 = (await servers.stats()).calls;
    const pageNs = await block(servers, row.urls, perBlock, row.headers, ids);
    await settle(servers.pid);
    calls += (await servers.stats()).calls - calls0;
    const twinNs = await block(servers, still, perBlock);
    await settle(servers.pid);
    pairs.push({ pageMs: pageNs / 1e6 / perBlock, twinMs: twinNs / 1e6 / perBlock });
  }
  const made = [];
  for (const id of ids) made.push(madeOf(await servers.requestLine(id)));
  return { pairs, requests: blocks * perBlock, calls, made };
}

/**
 * The site isolate's heap after a full collection: workerd's inspector does not answer
 * HeapProfiler.collectGarbage, and a heap snapshot starts with a full collection.
 */
async function heapAfterGc(site) {
  await site.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  return site.send('Runtime.getHeapUsage');
}

/**
 * Distinct URLs of the site at this scale, `count` of them: every child sitemap the index names
 * (as many as fit), then, taken in turn, teacher profiles, news articles and news list pages from
 * the start, the middle and the end of their lists, in the three languages.
 */
function crawlUrls(facts, count) {
  const inTurn = (ids, path) => ids.map((id, i) => `${LANGS[i % 3]}${path}${id}`);
  const pages = Array.from({ length: facts.newsPages }, (_, i) => i + 1);
  const lists = [
    inTurn(facts.teacherIds, '/teacher/detail?id='),
    inTurn(facts.newsIds, '/news/'),
    inTurn(
      pages.filter((p) => p % Math.max(1, Math.floor(pages.length / 200)) === 0),
      '/news/list?pageNum=',
    ),
  ];
  const walk = facts.children.slice(0, count).map((c) => `/sitemaps/${c}.xml`);
  for (let i = 0; walk.length < count && lists.some((l) => i < l.length); i++)
    for (const list of lists) if (i < list.length && walk.length < count) walk.push(list[i]);
  return walk;
}

/**
 * Walks `urls` one request at a time: the most CMS calls one made, and the most heap in use
 * seen (every tenth request), through `site`, the isolate's inspector session.
 */
async function crawl(servers, urls, site) {
  let peak = 0;
  let mostCalls = { calls: 0, url: '' };
  const statuses = {};
  for (const [i, url] of urls.entries()) {
    const calls0 = (await servers.stats()).calls;
    const res = await get(servers.origin, url);
    const calls = (await servers.stats()).calls - calls0;
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    if (calls > mostCalls.calls) mostCalls = { calls, url };
    if (i % 10 === 0) peak = Math.max(peak, (await site.send('Runtime.getHeapUsage')).usedSize);
  }
  await settle(servers.pid);
  peak = Math.max(peak, (await site.send('Runtime.getHeapUsage')).usedSize);
  return { urls: urls.length, statuses, mostCalls, peakUsedBytes: peak };
}

/** First requests a round gives a row of its own at least: fresh isolates until it has them. */
const OWN_FIRST = 3;

/**
 * One round: a fresh site for the shared rows, and for each row of its own as many as give it
 * OWN_FIRST first requests (three at 1× for the one news child). Warm requests in the first site
 * of each; in the last round, the shared site then walks and its heap is read.
 */
async function runRound(site, demo, rows, twins, { last, crawlCount, facts, log }) {
  const shared = rows.filter((r) => r.isolate !== 'own');
  const own = rows.filter((r) => r.isolate === 'own');
  const sites = [
    ...(shared.length ? [{ group: shared, warm: true, memory: last }] : []),
    ...own.flatMap((row) =>
      Array.from({ length: Math.max(1, Math.ceil(OWN_FIRST / Math.max(1, row.urls.length))) }, (_, i) => ({
        group: [row],
        warm: i === 0,
        memory: false,
      })),
    ),
  ];
  /** @type {{ rows: Record<string, any>, memory?: { walk: any, heap: any } }} */
  const out = { rows: {} };
  for (const { group, warm, memory } of sites) {
    const inspectorPort = await freePort();
    await withServers({ ...site, demo, inspectorPort, requestLog: true }, async (servers) => {
      for (const path of new Set(group.flatMap((r) => r.warmup)))
        for (let i = 0; i < WARMUP_TIMES; i++)
          await get(servers.origin, path, group.find((r) => r.warmup.includes(path))?.headers);
      await settle(servers.pid);
      const context = { servers, demo, facts, last, probe: (path, headers) => probe(servers, path, headers) };
      for (const row of group) {
        log(`growth ${facts.scale}×: ${row.label}${row.urls.length ? `, ${row.urls.length} URL(s) first` : ''}`);
        out.rows[row.key] ??= { first: [], custom: [] };
        const done = out.rows[row.key];
        if (row.urls.length) done.first.push(...(await firstVisits(servers, row, twins)));
        if (row.measure) done.custom.push(...(await row.measure(context)));
      }
      if (warm)
        for (const row of group.filter((r) => r.urls.length && r.warm))
          out.rows[row.key].warm = await warmVisits(servers, row, twins);
      if (memory) out.memory = await walkAndHeap(servers, inspectorPort, { crawlCount, facts, log });
    });
  }
  return out;
}

/** The walk through distinct URLs and the heap after it, through one inspector session (workerd's takes one at a time). */
async function walkAndHeap(servers, inspectorPort, { crawlCount, facts, log }) {
  const site = await cdp(`ws://127.0.0.1:${inspectorPort}/core:user:college-site`, { timeoutMs: 120_000 });
  try {
    let walk;
    if (crawlCount > 0) {
      log(`growth ${facts.scale}×: a walk through ${crawlCount} distinct URLs`);
      walk = await crawl(servers, crawlUrls(facts, crawlCount), site);
    }
    // A heap that cannot be read leaves its cells empty (and the target missed), not the run lost.
    const heap = await heapAfterGc(site).catch((err) => log(`growth ${facts.scale}×: heap not read: ${err.message}`));
    return { walk, heap };
  } finally {
    site.close();
  }
}

/**
 * The growth table's figures. `options`: { scales, rounds, crawl (distinct URLs walked before
 * the heap is read), rows (row kinds, default GROWTH_ROWS), log, onLog (workerd's warnings) }.
 * @param {{ main: string }} build
 * @param {{ scales?: number[], rounds?: number, crawl?: number, rows?: ((facts: any, round: number) => any)[],
 *   log?: (message: string) => void, onLog?: (level: any, message: any) => void }} [options]
 */
export async function measureGrowth(
  build,
  {
    scales = GROWTH_SCALES,
    rounds = 2,
    crawl: crawlCount = 300,
    rows: rowKinds = GROWTH_ROWS,
    log = console.error,
    onLog,
  } = {},
) {
  const site = { main: build.main, vars: VARS, ...(onLog ? { onLog } : {}) };
  const perScale = [];
  try {
    for (const scale of scales) {
      const t0 = Date.now();
      const result = await withDemo({ demoScale: scale, ...(onLog ? { onLog } : {}) }, async (demo) => {
        const { facts, plan: roundsPlan, twins } = await survey(site, demo, rowKinds, { rounds, scale, log });
        const done = [];
        for (const [r, rows] of roundsPlan.entries())
          done.push(
            await runRound(site, demo, rows, twins, { last: r === roundsPlan.length - 1, crawlCount, facts, log }),
          );
        return { scale, facts, plan: roundsPlan, rounds: done };
      });
      result.seconds = (Date.now() - t0) / 1000;
      perScale.push(result);
    }
  } finally {
    rmSync(TWIN_DIR, { recursive: true, force: true });
  }
  return summarise(perScale, { rounds, crawlCount });
}

/** Custom figures of one row from every round, combined by their own rule (mean unless 'max'). */
function customFigures(custom) {
  const figures = {};
  for (const c of custom) {
    figures[c.name] ??= { ...c, values: [] };
    const f = figures[c.name];
    f.values.push(c.value);
    f.value =
      (c.combine ?? 'mean') === 'max' ? Math.max(...f.values) : f.values.reduce((a, b) => a + b, 0) / f.values.length;
    f.n = f.values.length;
  }
  return figures;
}

/**
 * How the requests' pages were made, counted ("render 6", "memory 78, render 2"): the request
 * log's `page`; "not a page" where it is null (a sitemap), "no log line" where none was found.
 */
function madeCounts(made) {
  if (made.length === 0) return '–';
  const counts = new Map();
  for (const m of made) counts.set(m, (counts.get(m) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([m, n]) => `${m} ${n}`)
    .join(', ');
}

/** One row's figures at one scale, from every round. */
function rowFigures(scaleResult, key) {
  const done = scaleResult.rounds.map((r) => r.rows[key]).filter(Boolean);
  const first = done.flatMap((r) => r.first);
  const warm = done.map((r) => r.warm).filter(Boolean);
  const figures = {};
  if (first.length) {
    const above = first.map((s) => (s.pageNs - s.twinNs) / 1e6);
    figures.first = {
      name: 'first: CPU ms above static (median)',
      unit: 'ms',
      value: median(above),
      n: above.length,
      page: median(first.map((s) => s.pageNs / 1e6)),
      twin: median(first.map((s) => s.twinNs / 1e6)),
      flat: true,
    };
    figures.calls = {
      name: 'CMS calls, most in one first request',
      unit: 'calls',
      value: Math.max(...first.map((s) => s.calls)),
      atMost: GROWTH_TARGETS.maxCalls,
    };
    figures.bytes = { name: 'bytes (median)', unit: 'bytes', value: median(first.map((s) => s.bytes)) };
  }
  if (warm.length) {
    // Each block against the twins' block right after it; the median pair, as a spike of the
    // machine's load lands in one block.
    const pairs = warm.flatMap((w) => w.pairs);
    figures.warm = {
      name: 'warm: CPU ms above static (median of blocks)',
      unit: 'ms',
      value: median(pairs.map((p) => p.pageMs - p.twinMs)),
      page: median(pairs.map((p) => p.pageMs)),
      twin: median(pairs.map((p) => p.twinMs)),
      requests: warm.reduce((n, w) => n + w.requests, 0),
      flat: true,
    };
    figures.warmCalls = {
      name: 'CMS calls in the warm requests, all together',
      unit: 'calls',
      value: warm.reduce((n, w) => n + w.calls, 0),
    };
  }
  if (first.length || warm.length)
    figures.made = {
      name: "how the page was made, first / warm (the request log's page)",
      unit: 'made',
      value: `${madeCounts(first.map((s) => s.made))} / ${madeCounts(warm.flatMap((w) => w.made))}`,
    };
  return { ...figures, ...customFigures(done.flatMap((r) => r.custom)) };
}

const mib = (bytes) => bytes / 2 ** 20;

/** The whole table's data: per row and scale its figures and URLs; memory per scale. */
function summarise(perScale, { rounds, crawlCount }) {
  const rows = [];
  for (const scaleResult of perScale)
    for (const row of scaleResult.plan[0]) {
      let entry = rows.find((r) => r.key === row.key);
      if (!entry) {
        entry = { key: row.key, label: row.label, isolate: row.isolate, byScale: {} };
        rows.push(entry);
      }
      entry.byScale[scaleResult.scale] = {
        urls: [...new Set(scaleResult.plan.flatMap((rs) => rs.find((r) => r.key === row.key)?.urls ?? []))],
        figures: rowFigures(scaleResult, row.key),
      };
    }
  const memory = perScale.map((s) => {
    const m = s.rounds.at(-1).memory;
    return {
      scale: s.scale,
      heapMiB: m?.heap ? mib(m.heap.usedSize) : undefined,
      backingMiB: m?.heap?.backingStorageSize === undefined ? undefined : mib(m.heap.backingStorageSize),
      peakUsedMiB: m?.walk ? mib(m.walk.peakUsedBytes) : undefined,
      walk: m?.walk,
    };
  });
  return {
    scales: perScale.map((s) => s.scale),
    rounds,
    crawl: crawlCount,
    facts: perScale.map(({ facts: { teacherIds, newsIds, langs, ...f } }) => ({ ...f, children: f.children.length })),
    seconds: perScale.map((s) => s.seconds),
    rows,
    memory,
    raw: perScale.map((s) => ({ scale: s.scale, rounds: s.rounds })),
  };
}

/**
 * Flat: at the largest scale within 1.5× of the smallest, or within 1 ms of it. A figure near
 * zero (a warm page that costs what its twin costs) moved between −0.6 and +1.1 ms over six runs
 * on this shared machine; below zero, cheaper than its twin, it is that noise and counts as zero.
 */
function flatEnough(small, large) {
  const base = Math.max(0, small);
  return large <= Math.max(GROWTH_TARGETS.flatRatio * base, base + GROWTH_TARGETS.flatFloorMs);
}

const fixed = (x, d = 2) => (x === undefined || Number.isNaN(x) ? '–' : x.toFixed(d));

/** The growth table's targets (docs/PERFORMANCE.md), each met or missed with its figures. */
export function growthTargets(growth) {
  const lo = Math.min(...growth.scales);
  const hi = Math.max(...growth.scales);
  const out = [];
  const lines = [];
  const notFlat = [];
  for (const row of growth.rows) {
    const a = row.byScale[lo]?.figures ?? {};
    const b = row.byScale[hi]?.figures ?? {};
    for (const [key, f] of Object.entries(b)) {
      if (!f.flat || a[key] === undefined) continue;
      const line = `${row.label} ${key} ${fixed(a[key].value)} → ${fixed(f.value)}`;
      lines.push(line);
      if (!flatEnough(a[key].value, f.value)) notFlat.push(line);
    }
  }
  out.push({
    target: `CPU per request above the static twin at ${hi}× within ${GROWTH_TARGETS.flatRatio}× of ${lo}× (or ${GROWTH_TARGETS.flatFloorMs} ms), every row`,
    ok: notFlat.length === 0,
    detail: notFlat.length ? `not flat: ${notFlat.join('; ')}` : `ms: ${lines.join('; ')}`,
  });
  const calls = growth.rows.flatMap((row) =>
    Object.entries(row.byScale).flatMap(([scale, s]) =>
      Object.values(s.figures)
        .filter((f) => f.unit === 'calls')
        .map((f) => ({ what: row.label, scale, value: f.value })),
    ),
  );
  for (const m of growth.memory)
    if (m.walk)
      calls.push({ what: `walk, ${m.walk.mostCalls.url}`, scale: String(m.scale), value: m.walk.mostCalls.calls });
  const most = calls.reduce((m, c) => (c.value > m.value ? c : m), { value: -1, what: 'nothing measured', scale: '?' });
  out.push({
    target: `no request more than ${GROWTH_TARGETS.maxCalls} CMS calls, at any size`,
    ok: most.value >= 0 && most.value <= GROWTH_TARGETS.maxCalls,
    detail: `most ${most.value}: ${most.what} at ${most.scale}×`,
  });
  const big = growth.memory.find((m) => m.scale === hi);
  out.push({
    target: `site isolate's JS heap at ${hi}× ≤ ${GROWTH_TARGETS.heapMiB} MB (after a full GC)`,
    ok: big?.heapMiB !== undefined && big.heapMiB <= GROWTH_TARGETS.heapMiB,
    detail: `${fixed(big?.heapMiB, 1)} MiB${big?.walk ? ` after ${big.walk.urls} distinct URLs; at most ${fixed(big.peakUsedMiB, 1)} MiB in use during the walk` : ''}`,
  });
  // Figures of joined rows with a limit of their own ({ atMost, atScale? }).
  for (const row of growth.rows)
    for (const [scale, s] of Object.entries(row.byScale))
      for (const f of Object.values(s.figures))
        if (f.atMost !== undefined && f.unit !== 'calls' && (f.atScale === undefined || f.atScale === Number(scale)))
          out.push({
            target: `${row.label}: ${f.name} ≤ ${f.atMost} ${f.unit} at ${scale}×`,
            ok: f.value <= f.atMost,
            detail: `${fixed(f.value)} ${f.unit}`,
          });
  return out;
}

/** The table's lines: per row its figures at each scale, then the site isolate's memory. */
function tableRows(growth) {
  const lo = Math.min(...growth.scales);
  const hi = Math.max(...growth.scales);
  const out = [];
  const cell = (f) => {
    if (f === undefined) return '–';
    if (f.unit === 'ms' && f.n !== undefined && f.key === 'first')
      return `${fixed(f.value)} (${fixed(f.page, 1)} / ${fixed(f.twin, 1)})`;
    if (f.unit === 'ms' && f.page !== undefined) return `${fixed(f.value)} (${fixed(f.page)} / ${fixed(f.twin)})`;
    if (f.unit === 'bytes' || f.unit === 'calls') return int(f.value);
    if (f.unit === 'made') return f.value;
    return `${fixed(f.value)} ${f.unit}`;
  };
  for (const row of growth.rows) {
    const keys = [...new Set(growth.scales.flatMap((s) => Object.keys(row.byScale[s]?.figures ?? {})))];
    for (const [i, key] of keys.entries()) {
      const at = (s) => {
        const f = row.byScale[s]?.figures[key];
        return f && { ...f, key };
      };
      const name = growth.scales.map((s) => at(s)?.name).find(Boolean);
      const a = at(lo);
      const b = at(hi);
      // A ratio of figures near zero says nothing (the flat target then allows the floor instead).
      const ratio = a?.flat && b && a.value >= 2 * GROWTH_TARGETS.flatFloorMs ? fixed(b.value / a.value) : '';
      out.push([i === 0 ? row.label : '', name, ...growth.scales.map((s) => cell(at(s))), ratio]);
    }
  }
  const mem = (f) => growth.scales.map((s) => f(growth.memory.find((m) => m.scale === s)));
  out.push([
    'site isolate',
    `JS heap after a full GC, MiB (after the rows and a walk through ${growth.crawl} distinct URLs)`,
    ...mem((m) => fixed(m?.heapMiB, 1)),
    '',
  ]);
  out.push(['', 'JS heap in use during the walk, most seen, MiB', ...mem((m) => fixed(m?.peakUsedMiB, 1)), '']);
  out.push([
    '',
    'ArrayBuffer memory after the GC, MiB (outside the JS heap)',
    ...mem((m) => fixed(m?.backingMiB, 1)),
    '',
  ]);
  out.push([
    '',
    'CMS calls, most in one request of the walk',
    ...mem((m) => (m?.walk ? String(m.walk.mostCalls.calls) : '–')),
    '',
  ]);
  return out;
}

const growthHead = (growth) => [
  'row',
  'figure',
  ...growth.scales.map((s) => `${s}×`),
  `${Math.max(...growth.scales)}× / ${Math.min(...growth.scales)}×`,
];

/** What each scale holds, and how long it took. */
function factsLine(growth) {
  return growth.facts
    .map(
      (f, i) =>
        `${f.scale}×: ${int(f.news)} news (${int(f.newsPages)} list pages), ${int(f.teachers)} teachers, ${int(f.children)} child sitemaps (${Math.round(growth.seconds[i])} s)`,
    )
    .join('; ');
}

export function growthText(growth) {
  return [
    `growth: ${factsLine(growth)}`,
    'CPU ms per request above its static twin (page / twin); first: the median over every first request; warm: the same URLs again, blocks of 10 requests back to back (4 a round), each followed by 10 on their twins, the median block',
    textTable(growthHead(growth), tableRows(growth), 2),
  ].join('\n');
}

export function growthMarkdown(growth) {
  return [
    `Scales: ${factsLine(growth)}. ${growth.rounds} rounds a scale (a fresh site workerd each), the demo CMS in a workerd of its own.`,
    '',
    markdownTable(
      growthHead(growth),
      tableRows(growth).map((r) => r.map((c) => String(c).replace(/\|/g, '\\|'))),
      2,
    ),
  ].join('\n');
}
