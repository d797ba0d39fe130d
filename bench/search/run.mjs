// The site search's costs (issue targets): a search's CPU time on the demo content, warm, and
// the build time and memory of the index of a site ten times the demo's size. The search code
// runs in workerd (bench/search/worker.ts, bundled here) beside the demo CMS; CPU is read from
// /proc for the workerd process (workerd's own clocks do not advance while code runs), memory
// from the isolate's heap through the inspector after a forced garbage collection.
//
//   node bench/search/run.mjs   (after npm run build:demo; also part of npm run bench)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { cdp, freePort } from '../lib/inspector.mjs';
import { RESULTS, ROOT, withServers } from '../lib/servers.mjs';

export const TARGETS = { searchCpuMs: 5, buildMs: 200, indexMiB: 10 };
const SCALE = 10;
const SEARCH_REPS = 30;
const BUILD_REPS = 3;
/** Queries per /search round: six per language (worker.ts). */
const QUERIES_PER_ROUND = 18;
const LOCALES = 3;

const cpuSeconds = (pid) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
};

async function bundle() {
  const outfile = join(RESULTS, 'build/search-worker/index.js');
  await build({
    entryPoints: [join(ROOT, 'bench/search/worker.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['workerd', 'worker', 'browser'],
    minify: true,
    logLevel: 'warning',
    tsconfig: join(ROOT, 'tsconfig.json'),
  });
  return outfile;
}

/** CPU ms workerd spends on `path`, per unit of work. */
async function cpuPer(servers, path, units) {
  const before = cpuSeconds(servers.pid);
  const res = await fetch(servers.origin + path);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  const body = await res.json();
  return { ms: ((cpuSeconds(servers.pid) - before) * 1000) / units, body };
}

export async function searchBench({ log = (m) => console.error(`[bench search] ${m}`) } = {}) {
  const main = await bundle();
  const inspectorPort = await freePort();
  return withServers(
    { main, vars: { CACHE_FRESH_SECONDS: '3600', ENVIRONMENT: 'development' }, inspectorPort },
    async (servers) => {
      // Warm: every CMS answer cached, every language's index built, the code compiled.
      for (let i = 0; i < 3; i++) await cpuPer(servers, '/search?reps=1', 1);
      await cpuPer(servers, `/build?scale=${SCALE}&reps=1`, 1);
      log(`search: ${SEARCH_REPS} × ${QUERIES_PER_ROUND} queries`);
      const rounds = [];
      for (let i = 0; i < 3; i++)
        rounds.push((await cpuPer(servers, `/search?reps=${SEARCH_REPS}`, SEARCH_REPS * QUERIES_PER_ROUND)).ms);
      const noop = (await cpuPer(servers, '/noop', 1)).ms;
      log(`build: ${BUILD_REPS} × ${LOCALES} indexes at ${SCALE}× and 1×`);
      const big = await cpuPer(servers, `/build?scale=${SCALE}&reps=${BUILD_REPS}`, BUILD_REPS * LOCALES);
      const demo = await cpuPer(servers, `/build?scale=1&reps=${BUILD_REPS}`, BUILD_REPS * LOCALES);
      const site = await cdp(`ws://127.0.0.1:${inspectorPort}/core:user:college-site`, { timeoutMs: 120_000 });
      // workerd's inspector does not answer HeapProfiler.collectGarbage; a heap snapshot starts
      // with a full collection, so the heap right after it holds only what is reachable.
      const heap = async () => {
        await site.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
        return (await site.send('Runtime.getHeapUsage')).usedSize;
      };
      const before = await heap();
      const held = await (await fetch(`${servers.origin}/hold?scale=${SCALE}`)).json();
      const after = await heap();
      await fetch(`${servers.origin}/drop`);
      site.close();
      const median = [...rounds].sort((a, b) => a - b)[1];
      return {
        searchCpuMs: median,
        searchRounds: rounds,
        requestFloorMs: noop,
        demoDocsPerLanguage: demo.body.docs / LOCALES,
        demoBuildMs: demo.ms,
        scale: SCALE,
        docsPerLanguage: big.body.docs / LOCALES,
        buildMs: big.ms,
        indexMiBPerLanguage: (after - before) / LOCALES / 2 ** 20,
        indexMiBAllLanguages: (after - before) / 2 ** 20,
        heldDocs: held.docs,
      };
    },
  );
}

export function searchTargets(r) {
  return [
    {
      target: `search CPU < ${TARGETS.searchCpuMs} ms (warm, demo content)`,
      ok: r.searchCpuMs < TARGETS.searchCpuMs,
      detail: `${r.searchCpuMs.toFixed(2)} ms`,
    },
    {
      target: `index build < ${TARGETS.buildMs} ms (${r.scale}× the demo, per language)`,
      ok: r.buildMs < TARGETS.buildMs,
      detail: `${r.buildMs.toFixed(0)} ms for ${Math.round(r.docsPerLanguage)} documents`,
    },
    {
      target: `index memory < ${TARGETS.indexMiB} MB (${r.scale}× the demo, per language)`,
      ok: r.indexMiBPerLanguage < TARGETS.indexMiB,
      detail: `${r.indexMiBPerLanguage.toFixed(2)} MiB (all three languages ${r.indexMiBAllLanguages.toFixed(2)} MiB)`,
    },
  ];
}

export function searchMarkdown(r) {
  return [
    '### Site search',
    '',
    '| measure | value |',
    '|---|---|',
    `| one search, warm (site index + CMS search + snippets), CPU | ${r.searchCpuMs.toFixed(2)} ms (rounds ${r.searchRounds.map((x) => x.toFixed(2)).join(', ')}) |`,
    `| index build, demo (${Math.round(r.demoDocsPerLanguage)} documents), per language | ${r.demoBuildMs.toFixed(1)} ms |`,
    `| index build, ${r.scale}× the demo (${Math.round(r.docsPerLanguage)} documents), per language | ${r.buildMs.toFixed(1)} ms |`,
    `| index memory, ${r.scale}× the demo, per language (all three) | ${r.indexMiBPerLanguage.toFixed(2)} MiB (${r.indexMiBAllLanguages.toFixed(2)} MiB) |`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await searchBench();
  console.log(searchMarkdown(r));
  for (const t of searchTargets(r)) console.log(`  ${t.ok ? 'met   ' : 'MISSED'}  ${t.target}: ${t.detail}`);
}
