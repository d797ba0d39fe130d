// The site search's rows of the growth table (docs/PERFORMANCE.md "Site search"), at 1×, 10×
// and 100× the demo (the demo CMS's DEMO_SCALE, docs/UPSTREAM.md "Demo scale"): the production bundle in workerd with its D1 index, built by the Cron Trigger's steps
// (each step's CPU, the steps, the size), then a search and a suggestion warm and in a fresh
// isolate, the time from a signed publish to the item found, and the site isolate's heap. Beside
// it, the candidate that was not chosen: MiniSearch's serialised index loaded per isolate
// (bench/search/worker.ts), its size, load and memory at the same scales.
//
// CPU is read from /proc for the workerd process (workerd's own clocks do not advance while code
// runs). Under Miniflare, D1 is SQLite in the same process: the figures include the database's
// own work, which in production runs outside the Worker's CPU time.
//
//   node bench/search/run.mjs [--scales 1,10,100]   (also part of npm run bench)
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { cdp, freePort } from '../lib/inspector.mjs';
import { buildAll, RESULTS, ROOT, withServers } from '../lib/servers.mjs';

export const TARGETS = { searchWarmMs: 5, searchFreshMs: 50, suggestWarmMs: 2, heapMiB: 64, publishS: 60, calls: 50 };
export const SCALES = [1, 10, 100];
// The site runs with production vars, which take no short or published secret
// (docs/SECURITY.md "Weak or published secrets"): a random one per run.
const SECRET = randomBytes(32).toString('hex');
const VARS = { CACHE_FRESH_SECONDS: '3600', REVALIDATE_SECRET: SECRET };
/** What visitors type (the query table's kind), in each language. */
const QUERIES = {
  '': ['高考', '學費', '開放日', '陳老師', 'IELTS 入學', '計算機科學'],
  '/sc': ['高考', '入学要求', '住宿', '陈志明', '联系方式', '毕业典礼'],
  '/en': ['tuition', 'tution', 'admis', 'graduation', 'Dr Chan', 'open day'],
};
const ROUNDS = 3;
const REPS = 5;

const cpuSeconds = (pid) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
};

/**
 * Bundles a worker as the site's own bundle is made (wrangler deploy --dry-run --minify, with
 * wrangler.toml's compatibility flags: Node's modules that react-dom's Node build needs come
 * from workerd), into `outdir`; returns the bundle's path.
 */
function bundle(entry, outdir) {
  rmSync(outdir, { recursive: true, force: true });
  const res = spawnSync(
    join(ROOT, 'node_modules/.bin/wrangler'),
    ['deploy', entry, '--dry-run', '--minify', '--outdir', outdir],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' }, timeout: 180_000 },
  );
  if (res.status !== 0) throw new Error(`bundling ${entry} failed:\n${res.stdout}\n${res.stderr}`);
  return join(outdir, `${basename(entry, '.ts')}.js`);
}

/**
 * CPU ms workerd spends on `work`, and its result.
 * @param {number} pid
 * @param {() => Promise<unknown>} work
 */
async function cpu(pid, work) {
  const before = cpuSeconds(pid);
  const started = performance.now();
  const result = await work();
  return { ms: (cpuSeconds(pid) - before) * 1000, wallMs: performance.now() - started, result };
}

async function get(origin, path) {
  const res = await fetch(origin + path);
  const body = await res.text();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${body.slice(0, 300)}`);
  return body;
}

const paths = (endpoint) =>
  Object.entries(QUERIES).flatMap(([prefix, qs]) =>
    qs.map((q) => `${prefix}${endpoint}?keyword=${encodeURIComponent(q)}`),
  );

/** CPU per request of a list of paths, warm: the median of ROUNDS rounds of about 90 requests. */
async function warmCpu(servers, list) {
  for (const p of list) await get(servers.origin, p);
  const reps = Math.ceil(90 / list.length);
  const rounds = [];
  for (let r = 0; r < ROUNDS; r++) {
    const { ms } = await cpu(servers.pid, async () => {
      for (let i = 0; i < reps; i++) for (const p of list) await get(servers.origin, p);
    });
    rounds.push(ms / (reps * list.length));
  }
  return rounds.sort((a, b) => a - b)[1];
}

/** The site's D1 database (search_state and the generation tables). */
const dbOf = (servers) => servers.mf.getD1Database('SEARCH_DB', 'college-site');

/** Runs the Cron Trigger until visitors search a complete index: the build's steps and costs. */
async function buildIndex(servers, inspectorPort, log) {
  const site = await servers.mf.getWorker('college-site');
  const db = await dbOf(servers);
  const steps = [];
  for (let i = 0; i < 2000; i++) {
    await servers.resetStats();
    let failed = false;
    const { ms, wallMs } = await cpu(servers.pid, () =>
      site.scheduled({ cron: '* * * * *' }).catch((err) => {
        // As deployed: a trigger cut short changes nothing (its writes are one batch); the next goes on.
        failed = true;
        log(`  step ${i + 1} did not finish: ${String(err).slice(0, 200)}`);
      }),
    );
    const { calls } = await servers.stats();
    steps.push({ cpuMs: ms, wallMs, calls, failed, heapMiB: await heapMiB(inspectorPort, 'college-site') });
    const state = await db.prepare('SELECT current, building FROM search_state').first();
    if (state?.current && !state.building) break;
    if (i % 10 === 9) log(`  ${i + 1} steps`);
  }
  const { current } = await db.prepare('SELECT current FROM search_state').first();
  const counts = {};
  for (const l of ['tc', 'sc', 'en'])
    counts[l] = (await db.prepare(`SELECT count(*) AS n FROM search_g${current}_${l}`).first()).n;
  const meta = (await db.prepare('SELECT 1').run()).meta;
  return { steps, docs: counts, dbBytes: meta.size_after };
}

/** The site isolate's JS heap after a full garbage collection (a heap snapshot starts with one). */
async function heapMiB(inspectorPort, worker) {
  const site = await cdp(`ws://127.0.0.1:${inspectorPort}/core:user:${worker}`, { timeoutMs: 120_000 });
  try {
    await site.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    return (await site.send('Runtime.getHeapUsage')).usedSize / 2 ** 20;
  } finally {
    site.close();
  }
}

/** A signed revalidation call, as the CMS sends it (docs/OPERATIONS.md). */
async function revalidate(origin, scope) {
  const { createHmac } = await import('node:crypto');
  const body = JSON.stringify({ timestamp: Math.floor(Date.now() / 1000), ...scope });
  const signature = createHmac('sha256', SECRET).update(body).digest('hex');
  const res = await fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', 'X-Signature': `sha256=${signature}` },
  });
  if (!res.ok) throw new Error(`revalidate: ${res.status} ${await res.text()}`);
}

/** From the CMS's publish (a news title changed, the signed webhook sent) to the item found. */
async function publishToFound(servers) {
  const word = `okapi${Date.now().toString(36)}`;
  const demo = await servers.mf.getWorker('college-demo-upstream');
  const news = JSON.parse(await get(servers.origin, '/en/search/suggest?keyword=graduation'));
  const id = news.results
    .find((r) => r.kind === 'news')
    ?.href.split('/')
    .pop();
  const started = performance.now();
  await demo.fetch('http://demo.local/__demo/publish', {
    method: 'POST',
    body: JSON.stringify({ type: 'news', id: Number(id) % 100_000, title: { en: `Graduation ${word}` } }),
  });
  await revalidate(servers.origin, { kinds: ['news'] });
  for (;;) {
    const found = JSON.parse(await get(servers.origin, `/en/search/suggest?keyword=${word}`));
    if (found.results.length) return (performance.now() - started) / 1000;
    if (performance.now() - started > 120_000) return Number.POSITIVE_INFINITY;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Fresh isolates measured for each first-request figure (the mean is kept: /proc counts CPU in 10 ms ticks). */
const FRESH_RUNS = 5;
/** The first requests measured in fresh isolates: a search, a suggestion, and each without a keyword. */
const FRESH_PATHS = {
  search: '/en/search?keyword=tuition',
  searchFloor: '/en/search',
  suggest: '/en/search/suggest?keyword=tuition',
  suggestFloor: '/en/search/suggest?keyword=',
};
const FRESH_COPIES = Object.keys(FRESH_PATHS).length * FRESH_RUNS;

/**
 * The CPU of each FRESH_PATHS request as the first request of a fresh isolate (one of the site's
 * copies that has answered nothing yet; `prepare` readies it first), the mean of FRESH_RUNS.
 */
/**
 * @param {any} servers
 * @param {(path: string) => string} request
 * @param {(worker: any) => Promise<void>} [prepare]
 */
async function freshFirst(servers, request, prepare = async () => {}) {
  const out = {};
  let n = 0;
  for (const [key, path] of Object.entries(FRESH_PATHS)) {
    const runs = [];
    for (let i = 0; i < FRESH_RUNS; i++) {
      const worker = await servers.mf.getWorker(`college-site-${++n}`);
      await prepare(worker);
      runs.push(
        (await cpu(servers.pid, async () => (await worker.fetch(`http://site.local${request(path)}`)).text())).ms,
      );
    }
    out[key] = runs.reduce((a, b) => a + b, 0) / runs.length;
  }
  return out;
}

async function measureScale(main, scale, log) {
  const dir = join(RESULTS, `search-d1-${scale}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const inspectorPort = await freePort();
  const warm = await withServers(
    { main, vars: VARS, demoScale: scale, d1Persist: dir, inspectorPort, unlimited: true, copies: FRESH_COPIES },
    async (servers) => {
      log(`${scale}×: building the index (Cron Trigger steps)`);
      const built = await buildIndex(servers, inspectorPort, log);
      log(`${scale}×: searches and suggestions, warm`);
      const search = await warmCpu(servers, paths('/search'));
      const searchFloor = await warmCpu(servers, ['/en/search', '/search', '/sc/search']);
      const suggest = await warmCpu(servers, paths('/search/suggest'));
      const suggestFloor = await warmCpu(servers, ['/en/search/suggest?keyword=', '/search/suggest?keyword=']);
      const heap = await heapMiB(inspectorPort, 'college-site');
      log(`${scale}×: fresh isolates`);
      const fresh = await freshFirst(servers, (path) => path);
      log(`${scale}×: publish to found`);
      const publishS = await publishToFound(servers);
      return { ...built, search, searchFloor, suggest, suggestFloor, heap, fresh, publishS };
    },
  );
  return { scale, dir, ...warm };
}

const siteQuery = (mode, reps, list) =>
  `/site?${mode ? `mode=${mode}&` : ''}reps=${reps}&${list.map((p) => `path=${encodeURIComponent(p)}`).join('&')}`;

/** Requests per round of the site's own CPU: /proc counts in 10 ms ticks, so many make it exact. */
const OWN_REQUESTS = 270;

/**
 * The site's own CPU per request of a list of paths, warm, its database answers replayed
 * (bench/search/replay-d1.ts): what the Worker pays, Miniflare's SQLite left out.
 */
async function siteOwn(servers, list) {
  await get(servers.origin, siteQuery('record', 1, list));
  await get(servers.origin, siteQuery('replay', 1, list));
  const reps = Math.ceil(OWN_REQUESTS / list.length);
  const rounds = [];
  for (let r = 0; r < ROUNDS; r++) {
    const all = await cpu(servers.pid, () => get(servers.origin, siteQuery('replay', reps, list)));
    const none = await cpu(servers.pid, () => get(servers.origin, siteQuery('replay', 0, list)));
    rounds.push((all.ms - none.ms) / (reps * list.length));
  }
  return rounds.sort((a, b) => a - b)[1];
}

/** The site's own CPU, warm and in fresh isolates, on the index built at this scale (kept in `dir`). */
async function ownCpu(main, scale, dir, log) {
  const options = { main, vars: VARS, demoScale: scale, d1Persist: dir, copies: FRESH_COPIES, unlimited: true };
  return withServers(options, async (servers) => {
    log(`${scale}×: the site's own CPU (database answers replayed)`);
    const warm = {
      search: await siteOwn(servers, paths('/search')),
      searchFloor: await siteOwn(servers, ['/en/search', '/search', '/sc/search']),
      suggest: await siteOwn(servers, paths('/search/suggest')),
      suggestFloor: await siteOwn(servers, [
        '/en/search/suggest?keyword=',
        '/search/suggest?keyword=',
        '/sc/search/suggest?keyword=',
      ]),
    };
    const recorded = await get(servers.origin, '/recorded');
    const fresh = await freshFirst(
      servers,
      (path) => siteQuery(undefined, 1, [path]),
      async (worker) =>
        void (await (await worker.fetch('http://site.local/replay', { method: 'POST', body: recorded })).text()),
    );
    return { ...warm, fresh };
  });
}

/** MiniSearch per isolate at one scale: index size, a fresh isolate's load, memory, a warm search. */
async function candidate(main, scale, log) {
  const inspectorPort = await freePort();
  return withServers({ main, vars: VARS, demoScale: scale, inspectorPort }, async (servers) => {
    log(`${scale}×: MiniSearch candidate`);
    const sizes = JSON.parse(await get(servers.origin, '/collect'));
    const before = await heapMiB(inspectorPort, 'college-site');
    const load = await cpu(servers.pid, () => get(servers.origin, '/load?locale=en'));
    const oneLanguage = (await heapMiB(inspectorPort, 'college-site')) - before;
    await get(servers.origin, '/load?locale=tc');
    await get(servers.origin, '/load?locale=sc');
    const threeLanguages = (await heapMiB(inspectorPort, 'college-site')) - before;
    await get(servers.origin, '/search?reps=1');
    const search = await cpu(servers.pid, () => get(servers.origin, `/search?reps=${REPS * 10}`));
    return {
      scale,
      docs: sizes.en.docs,
      jsonMiB: sizes.en.bytes / 2 ** 20,
      loadMs: load.ms,
      heapMiB: oneLanguage,
      heapAllMiB: threeLanguages,
      searchMs: search.ms / (REPS * 10 * 4),
    };
  });
}

/**
 * @param {{ build?: { main: string }, scales?: number[], log?: (m: string) => void }} [options]
 */
export async function searchBench({
  build: built,
  scales = SCALES,
  log = (m) => console.error(`[bench search] ${m}`),
} = {}) {
  const main = built?.main ?? buildAll({ quiet: true }).main;
  const benchMain = bundle('bench/search/worker.ts', join(RESULTS, 'build/search-bench'));
  const rows = [];
  for (const scale of scales) {
    const row = await measureScale(main, scale, log);
    row.own = await ownCpu(benchMain, scale, row.dir, log);
    rmSync(row.dir, { recursive: true, force: true });
    rows.push(row);
  }
  const minisearch = [];
  for (const scale of scales) minisearch.push(await candidate(benchMain, scale, log));
  const result = { at: new Date().toISOString().slice(0, 10), rows, minisearch };
  // npm run bench prints the page tables itself; the search's rows are printed here, once.
  console.log(`\n${searchMarkdown(result)}\n`);
  return result;
}

const f = (x, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : '–');

export function searchTargets(r) {
  const top = r.rows.at(-1);
  const first = r.rows[0];
  if (!top || !first) return [];
  const at = `${top.scale}×`;
  const maxCalls = Math.max(...r.rows.flatMap((row) => row.steps.map((s) => s.calls)));
  return [
    {
      target: `search ≤ ${TARGETS.searchWarmMs} ms CPU warm at ${at} (the site's own, the whole results page)`,
      ok: top.own.search <= TARGETS.searchWarmMs,
      detail: `${f(top.own.search, 2)} ms, ${f(top.own.search - top.own.searchFloor, 2)} above the page without a search (with Miniflare's SQLite ${f(top.search, 2)} ms)`,
    },
    {
      target: `search ≤ ${TARGETS.searchFreshMs} ms CPU in a fresh isolate at ${at} (the site's own, above the same first page without a search)`,
      ok: top.own.fresh.search - top.own.fresh.searchFloor <= TARGETS.searchFreshMs,
      detail: `${f(top.own.fresh.search)} ms, ${f(top.own.fresh.search - top.own.fresh.searchFloor)} above the page without a search (with Miniflare's SQLite ${f(top.fresh.search)} ms)`,
    },
    {
      target: `suggestion ≤ ${TARGETS.suggestWarmMs} ms CPU warm at ${at} (the site's own)`,
      ok: top.own.suggest <= TARGETS.suggestWarmMs,
      detail: `${f(top.own.suggest, 2)} ms (with Miniflare's SQLite ${f(top.suggest, 2)} ms)`,
    },
    {
      target: `search and suggestion CPU at ${at} within 1.5× of 1× (flat cost)`,
      ok: top.own.search <= 1.5 * first.own.search && top.own.suggest <= 1.5 * first.own.suggest,
      // (the whole request's CPU: the floors, a page without a search, are the same at every size)
      detail: `search ${f(top.own.search, 2)} / ${f(first.own.search, 2)} ms, suggestion ${f(top.own.suggest, 2)} / ${f(first.own.suggest, 2)} ms`,
    },
    {
      target: `no build step makes more than ${TARGETS.calls} CMS calls`,
      ok: maxCalls <= TARGETS.calls,
      detail: `at most ${maxCalls}`,
    },
    {
      target: `site isolate heap ≤ ${TARGETS.heapMiB} MB at ${at}`,
      ok: top.heap <= TARGETS.heapMiB,
      detail: `${f(top.heap)} MiB`,
    },
    {
      target: `publish → found ≤ ${TARGETS.publishS} s at ${at}`,
      ok: top.publishS <= TARGETS.publishS,
      detail: `${f(top.publishS, 2)} s`,
    },
  ];
}

export function searchMarkdown(r) {
  const head = `| measure | ${r.rows.map((x) => `${x.scale}×`).join(' | ')} |`;
  const line = `|---|${r.rows.map(() => '---:').join('|')}|`;
  const row = (label, cell) => `| ${label} | ${r.rows.map(cell).join(' | ')} |`;
  const sum = (steps, k) => steps.reduce((n, s) => n + s[k], 0);
  const m = r.minisearch;
  return [
    '### Site search',
    '',
    `Run of ${r.at ?? 'today'} (\`bench/search/run.mjs\`). In brackets: above the same request without a keyword (the empty form page, which the page cache keeps, or an empty suggestion).`,
    '',
    head,
    line,
    row('documents per language (en)', (x) => String(x.docs.en)),
    row(
      "search, warm: the site's own CPU per request, database answers replayed (the whole results page)",
      (x) => `${f(x.own.search, 2)} ms (${f(x.own.search - x.own.searchFloor, 2)})`,
    ),
    row(
      "suggestion, warm: the site's own CPU per request, database answers replayed",
      (x) => `${f(x.own.suggest, 2)} ms (${f(x.own.suggest - x.own.suggestFloor, 2)})`,
    ),
    row(
      "search, fresh isolate: the site's own CPU of its first request, database answers replayed",
      (x) => `${f(x.own.fresh.search)} ms (${f(x.own.fresh.search - x.own.fresh.searchFloor)})`,
    ),
    row(
      "suggestion, fresh isolate: the site's own CPU of its first request, database answers replayed",
      (x) => `${f(x.own.fresh.suggest)} ms (${f(x.own.fresh.suggest - x.own.fresh.suggestFloor)})`,
    ),
    row(
      'search, warm: workerd CPU per request, Miniflare’s SQLite included',
      (x) => `${f(x.search, 2)} ms (${f(x.search - x.searchFloor, 2)})`,
    ),
    row(
      'suggestion, warm: workerd CPU per request, Miniflare’s SQLite included',
      (x) => `${f(x.suggest, 2)} ms (${f(x.suggest - x.suggestFloor, 2)})`,
    ),
    row(
      'search, fresh isolate: workerd CPU of its first request, Miniflare’s SQLite included',
      (x) => `${f(x.fresh.search)} ms (${f(x.fresh.search - x.fresh.searchFloor)})`,
    ),
    row(
      'suggestion, fresh isolate: workerd CPU of its first request, Miniflare’s SQLite included',
      (x) => `${f(x.fresh.suggest)} ms (${f(x.fresh.suggest - x.fresh.suggestFloor)})`,
    ),
    row('index build: Cron Trigger steps (a minute apart)', (x) => String(x.steps.length)),
    row(
      'index build: CPU in all (per step, at most)',
      (x) => `${f(sum(x.steps, 'cpuMs') / 1000, 1)} s (${f(Math.max(...x.steps.map((s) => s.cpuMs)), 0)} ms)`,
    ),
    row(
      'index build: site isolate heap after a step, at most',
      (x) => `${f(Math.max(...x.steps.map((s) => s.heapMiB)))} MiB`,
    ),
    row(
      'index build: CMS calls in all (per step, at most)',
      (x) => `${sum(x.steps, 'calls')} (${Math.max(...x.steps.map((s) => s.calls))})`,
    ),
    row('index size (D1 database)', (x) => `${f(x.dbBytes / 2 ** 20, 1)} MiB`),
    row('publish → found by the search', (x) => `${f(x.publishS, 2)} s`),
    row('site isolate heap after the searches', (x) => `${f(x.heap)} MiB`),
    '',
    'The candidate not chosen, MiniSearch loaded per isolate (same documents):',
    '',
    `| measure | ${m.map((x) => `${x.scale}×`).join(' | ')} |`,
    `|---|${m.map(() => '---:').join('|')}|`,
    `| serialised index, one language | ${m.map((x) => `${f(x.jsonMiB, 1)} MiB`).join(' | ')} |`,
    `| load in a fresh isolate (parse + rebuild), one language, CPU | ${m.map((x) => `${f(x.loadMs, 0)} ms`).join(' | ')} |`,
    `| isolate heap held, one language (three) | ${m.map((x) => `${f(x.heapMiB)} MiB (${f(x.heapAllMiB)})`).join(' | ')} |`,
    `| search, warm, CPU | ${m.map((x) => `${f(x.searchMs, 2)} ms`).join(' | ')} |`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { scales: { type: 'string' } } });
  const scales = values.scales ? values.scales.split(',').map(Number) : SCALES;
  const r = await searchBench({ scales });
  for (const t of searchTargets(r)) console.log(`  ${t.ok ? 'met   ' : 'MISSED'}  ${t.target}: ${t.detail}`);
}
