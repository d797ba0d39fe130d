// npm run bench [-- options]: throughput of each page type against the static ceiling, the
// streaming check with a slow upstream, the weight of what each page ships, what a phone
// downloads for the home page, the worker bundle.
// npm run bench -- --soak (or npm run bench:soak): 60 s at 200 connections on a page mix, with
// workerd's memory sampled from /proc. npm run bench -- --growth: the growth table alone (the
// cost that grows with the site, bench/lib/growth.mjs). See docs/PERFORMANCE.md.
//
// Options:
//   --duration <s>        seconds per load run (default 5)
//   --rounds <n>          page run + static run alternated this many times per page (default 3)
//   --connections <n>     connections per load run (default 32)
//   --pages a,b           only these page keys (bench/lib/pages.mjs)
//   --skip-streaming      leave out the slow-upstream streaming check
//   --skip-cost           leave out the page cost by serving mode (bench/lib/render-cost.mjs)
//   --skip-navigation     leave out click-to-FCP in Chromium (bench/lib/navigation.mjs)
//   --skip-phone          leave out what a phone downloads for the home page (bench/lib/phone.mjs)
//   --skip-growth         leave out the growth table (bench/lib/growth.mjs)
//   --growth              the growth table alone (--growth-scales 1,10,100; --growth-rounds 2:
//                         fresh site workerds a scale; --growth-walk 300: distinct URLs walked
//                         before the site isolate's heap is read)
//   --soak                the load mode instead (--soak-duration 60, --soak-connections 200,
//                         --soak-warmup 20: seconds of the same load before measuring)
//   --write-doc           also write the results into docs/PERFORMANCE.md (between markers)
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PAGES, machine } from './lib/pages.mjs';
import {
  bundleMarkdown,
  loadMarkdown,
  machineLine,
  printTable,
  soakMarkdown,
  streamingMarkdown,
  targetsMarkdown,
  weightMarkdown,
  writeDocSection,
} from './lib/report.mjs';
import { RESULTS, ROOT, buildAll } from './lib/servers.mjs';
import { killLoads } from './lib/cpu-load.mjs';
import { STATIC_DIR, WARM_VARS, benchmark } from './lib/benchmark.mjs';
import { streamingCheck } from './lib/streaming-check.mjs';
import { soak } from './lib/soak.mjs';
import { checkTargets } from './lib/targets.mjs';
import { log, onWorkerdLog, workerdLogSummary } from './lib/workerd-log.mjs';
import { securityBench } from './lib/security.mjs';
import { searchBench, searchMarkdown, searchTargets } from './search/run.mjs';
import { COST_PAGES, costMarkdown, costTargets, renderCost } from './lib/render-cost.mjs';
import { navigationMarkdown, navigationTimes } from './lib/navigation.mjs';
import { phoneBytes, phoneMarkdown, phoneTargets } from './lib/phone.mjs';
import { GROWTH_SCALES, growthMarkdown, growthTargets, growthText, measureGrowth } from './lib/growth.mjs';

const { values: opts } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '32' },
    pages: { type: 'string' },
    'skip-streaming': { type: 'boolean', default: false },
    'skip-cost': { type: 'boolean', default: false },
    'skip-navigation': { type: 'boolean', default: false },
    'skip-phone': { type: 'boolean', default: false },
    'skip-growth': { type: 'boolean', default: false },
    growth: { type: 'boolean', default: false },
    'growth-scales': { type: 'string', default: GROWTH_SCALES.join(',') },
    'growth-rounds': { type: 'string', default: '2' },
    'growth-walk': { type: 'string', default: '300' },
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

process.on('exit', () => {
  killLoads();
  rmSync(STATIC_DIR, { recursive: true, force: true });
});

function selectedPages() {
  if (!opts.pages) return PAGES;
  const keys = new Set(opts.pages.split(','));
  return PAGES.filter((p) => keys.has(p.key));
}

function workerdVersion() {
  const res = spawnSync(join(ROOT, 'node_modules/.bin/workerd'), ['--version'], { encoding: 'utf8' });
  return (res.stdout || res.stderr || '').trim();
}

const loadAverage = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

async function runSoak(build, info, stamp) {
  const result = await soak(build, selectedPages(), {
    duration: Number(opts['soak-duration']),
    connections: Number(opts['soak-connections']),
    warmup: Number(opts['soak-warmup']),
  });
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
}

/** Every part of the bench in turn, as one report (written to bench/results). */
async function measureAll(build, info) {
  const { surveyed, load } = await benchmark(build, selectedPages(), {
    rounds: ROUNDS,
    connections: CONNECTIONS,
    duration: DURATION,
  });
  const streaming = opts['skip-streaming']
    ? []
    : await streamingCheck(
        build,
        surveyed.filter((p) => !p.skipped),
      );
  for (const p of surveyed) delete p.html;
  // The site search's own figures (bench/search/run.mjs): its code in workerd, not through pages.
  const search = await searchBench({ build });
  log('page cost by serving mode');
  const cost = opts['skip-cost'] ? [] : await renderCost(build, COST_PAGES, { vars: WARM_VARS, log });
  log('click to first contentful paint in Chromium');
  const navigation = opts['skip-navigation'] ? undefined : await navigationTimes(build, { vars: WARM_VARS, log });
  const phone = opts['skip-phone'] ? [] : await phoneBytes(build, { vars: WARM_VARS, log });
  const growth = opts['skip-growth'] ? undefined : await growthTable(build);
  /** @type {Record<string, unknown>} */ (info).loadavgEnd = loadAverage();
  const report = { mode: 'bench', info, build, duration: DURATION, rounds: ROUNDS, connections: CONNECTIONS };
  return Object.assign(report, { surveyed, load, streaming, search, cost, navigation, phone, growth });
}

/** The growth table (bench/lib/growth.mjs) with this run's options. */
function growthTable(build) {
  log('the cost that grows with the site: the growth table');
  return measureGrowth(build, {
    scales: opts['growth-scales'].split(',').map(Number),
    rounds: Number(opts['growth-rounds']),
    crawl: Number(opts['growth-walk']),
    log,
    onLog: onWorkerdLog,
  });
}

const printTargets = (targets) =>
  console.log(
    `\ntargets:\n${targets.map((t) => `  ${t.ok ? 'met   ' : 'MISSED'}  ${t.target}: ${t.detail}`).join('\n')}`,
  );

/** The growth section of docs/PERFORMANCE.md: the machine, the table, its targets. */
function growthSection(info, growth, targets) {
  return [`Run: ${machineLine(info)}.`, growthMarkdown(growth), targetsMarkdown({ targets })].join('\n\n');
}

/** --growth: the growth table alone, its targets, and (--write-doc) its section of docs/PERFORMANCE.md. */
async function runGrowth(build, info, stamp) {
  const growth = await growthTable(build);
  /** @type {Record<string, unknown>} */ (info).loadavgEnd = loadAverage();
  const targets = growthTargets(growth);
  const report = { mode: 'growth', info, build, growth, targets };
  writeFileSync(join(RESULTS, `growth-${stamp}.json`), JSON.stringify(report, null, 2));
  if (opts['write-doc'])
    writeDocSection(join(ROOT, 'docs/PERFORMANCE.md'), 'growth', growthSection(info, growth, targets));
  console.log(growthText(growth));
  printTargets(targets);
}

/** The tables for docs/PERFORMANCE.md, in the order the doc shows them. */
function markdown(report) {
  const { streaming, search, cost, navigation, phone } = report;
  return [
    loadMarkdown(report),
    weightMarkdown(report),
    bundleMarkdown(report),
    streaming.length ? streamingMarkdown(report) : '',
    searchMarkdown(search),
    cost.length ? costMarkdown(cost) : '',
    navigation ? navigationMarkdown(navigation) : '',
    phone.length ? phoneMarkdown(phone) : '',
    targetsMarkdown(report),
  ]
    .filter(Boolean)
    .join('\n\n');
}

async function runBench(build, info, stamp) {
  const report = await measureAll(build, info);
  writeFileSync(join(RESULTS, `bench-${stamp}.json`), JSON.stringify(report, null, 2));
  writeFileSync(join(RESULTS, 'bench-latest.json'), JSON.stringify(report, null, 2));
  const { search, cost, load, growth, phone } = report;
  report.targets = [
    ...checkTargets(report),
    ...searchTargets(search),
    ...(cost.length ? costTargets(cost) : []),
    ...phoneTargets(phone),
  ];
  report.growthTargets = growth ? growthTargets(growth) : [];
  if (opts['write-doc']) {
    const doc = join(ROOT, 'docs/PERFORMANCE.md');
    writeDocSection(doc, 'bench', markdown(report));
    if (growth) writeDocSection(doc, 'growth', growthSection(report.info, growth, report.growthTargets));
  }
  printTable(report);
  if (phone.length)
    console.log(`\nwhat a phone downloads (bytes, 390 px, the browser cache off):\n${phoneMarkdown(phone)}`);
  if (growth) console.log(`\n${growthText(growth)}`);
  console.log(`\nhostile CMS answers (docs/SECURITY.md):\n${(await securityBench(build, { onLog: onWorkerdLog })).md}`);
  printTargets([...report.targets, ...report.growthTargets]);
  const home = load.find((r) => r.key === 'home');
  console.log(`page/static throughput ratio: ${home ? home.ratio.toFixed(2) : 'n/a (home page not measured)'}`);
}

async function main() {
  const started = new Date();
  const info = {
    date: started.toISOString(),
    ...(await machine()),
    workerd: workerdVersion(),
    loadavgStart: loadAverage(),
  };
  log(`${info.cpu}, ${info.memGiB} GiB, ${info.os}, node ${info.node}, ${info.workerd}`);
  const build = buildAll();
  log(`worker bundle: ${build.bytes} bytes, ${build.gzip} gzipped`);
  mkdirSync(RESULTS, { recursive: true });
  const stamp = started.toISOString().replace(/[:.]/g, '-');
  if (opts.soak) await runSoak(build, info, stamp);
  else if (opts.growth) await runGrowth(build, info, stamp);
  else await runBench(build, info, stamp);
}

process.on('exit', workerdLogSummary);

main().catch((err) => {
  console.error(err);
  killLoads();
  process.exitCode = 1;
});
