// Where does a request spend its time? Samples workerd's V8 CPU profiler (through workerd's
// inspector) while the load generator drives one page, maps the samples of the minified bundle
// back to source files with its source map, and prints self time by source group and by
// function, plus how busy each isolate was (the site, Miniflare's entry and asset workers).
//
//   node bench/profile.mjs [--path /] [--seconds 8] [--connections 32] [--no-build] [--fresh 3600] [--isolates site|all]
//                          [--page-cache on|shared|off] [--user-agent UA]
//
// Not part of npm test; starts and stops its own workerd like the benchmark.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cdp } from './lib/inspector.mjs';
import { BUNDLE_MAIN, RESULTS, ROOT, buildAll, withServers } from './lib/servers.mjs';

const { values: opts } = parseArgs({
  options: {
    path: { type: 'string', default: '/' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '32' },
    'no-build': { type: 'boolean', default: false },
    fresh: { type: 'string', default: '3600' },
    // PAGE_CACHE (src/lib/config.ts): 'off' profiles a full render, 'shared' the location cache's path.
    'page-cache': { type: 'string', default: 'on' },
    'user-agent': { type: 'string' },
    'inspector-port': { type: 'string', default: '9329' },
    top: { type: 'string', default: '25' },
    // 'site': profile the site's isolate only (least overhead); 'all': also Miniflare's entry
    // and asset workers and the demo upstream, to see the local harness's share.
    isolates: { type: 'string', default: 'site' },
  },
});
const SECONDS = Number(opts.seconds);
const PORT = Number(opts['inspector-port']);
const ALL = [
  'core:user:college-site',
  'core:entry',
  'assets:router:college-site',
  'assets:assets-service:college-site',
  'core:user:college-demo-upstream',
  // Miniflare's Cache API (JS workers here; native and outside the Worker's CPU in production).
  'cache:cache',
];
const WORKERS = opts.isolates === 'all' ? ALL : ALL.slice(0, 1);

function group(source) {
  if (!source) return '(no source)';
  const s = source.replace(/^.*?node_modules\//, 'node_modules/').replace(/^(\.\.\/)+/, '');
  const m = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(s);
  if (m) {
    if (m[1] === 'react-dom') return /server/.test(s) ? 'react-dom/server (Fizz rendering)' : 'react-dom';
    return m[1];
  }
  const dir = /^(src\/[^/]+|routes|locales|demo)/.exec(s);
  return dir ? dir[1] : s;
}

async function main() {
  const build = opts['no-build'] ? { main: BUNDLE_MAIN } : buildAll();
  const map = new SourceMap(JSON.parse(readFileSync(`${build.main}.map`, 'utf8')));
  await withServers(
    {
      main: build.main,
      vars: { CACHE_FRESH_SECONDS: opts.fresh, PAGE_CACHE: opts['page-cache'] },
      inspectorPort: PORT,
    },
    async (servers) => {
      /** @type {Record<string, string>} */
      const ua = opts['user-agent'] ? { 'user-agent': String(opts['user-agent']) } : {};
      for (let i = 0; i < 20; i++)
        await (await fetch(servers.origin + String(opts.path), { headers: ua })).arrayBuffer();
      const sessions = [];
      for (const name of WORKERS) {
        const s = await cdp(`ws://127.0.0.1:${PORT}/${name}`);
        await s.send('Profiler.enable');
        await s.send('Profiler.setSamplingInterval', { interval: 200 });
        sessions.push({ name, s });
      }
      for (const { s } of sessions) await s.send('Profiler.start');
      const child = spawn(
        process.execPath,
        [
          join(ROOT, 'bench/lib/load-runner.mjs'),
          JSON.stringify({
            origin: servers.origin,
            targets: [{ path: opts.path, expect: 0 }],
            connections: Number(opts.connections),
            duration: SECONDS,
            ...(opts['user-agent'] ? { headers: { 'user-agent': opts['user-agent'] } } : {}),
          }),
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      const killer = setTimeout(() => child.kill('SIGKILL'), (SECONDS + 60) * 1000);
      await new Promise((r) => child.on('close', r));
      clearTimeout(killer);
      const load = JSON.parse(out.trim().split('\n').at(-1) ?? '');
      const profiles = {};
      for (const { name, s } of sessions) {
        profiles[name] = (await s.send('Profiler.stop')).profile;
        s.close();
      }
      writeFileSync(join(RESULTS, 'profile-site.cpuprofile'), JSON.stringify(profiles['core:user:college-site']));
      report(load, profiles, map);
    },
  );
}

function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
  }
  return { byId, self, totalUs: profile.endTime - profile.startTime };
}

function report(load, profiles, map) {
  const requests = load.requests;
  console.log(
    `path ${opts.path}: ${requests} requests in ${SECONDS} s (${Math.round(load.rps)} req/s, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms)`,
  );
  console.log('\nbusy time per isolate (samples not idle/program/GC), per request:');
  for (const [name, profile] of Object.entries(profiles)) {
    const { byId, self, totalUs } = selfTimes(profile);
    let busy = 0;
    let gc = 0;
    for (const [id, us] of self) {
      const fn = byId.get(id).callFrame.functionName;
      if (fn === '(idle)' || fn === '(program)') continue;
      if (fn === '(garbage collector)') gc += us;
      busy += us;
    }
    console.log(
      `  ${name.padEnd(40)} ${(busy / 1000 / requests).toFixed(3)} ms/request (GC ${(gc / 1000 / requests).toFixed(3)}), ${((busy / totalUs) * 100).toFixed(0)}% of wall time`,
    );
  }

  const { byId, self } = selfTimes(profiles['core:user:college-site']);
  const groups = new Map();
  const fns = new Map();
  let busy = 0;
  for (const [id, us] of self) {
    const { callFrame } = byId.get(id);
    const fn = callFrame.functionName;
    if (fn === '(idle)' || fn === '(program)') continue;
    busy += us;
    let g;
    let label;
    if (fn.startsWith('(')) {
      g = fn;
      label = fn;
    } else if (callFrame.url && callFrame.lineNumber >= 0) {
      const e = map.findEntry(callFrame.lineNumber, callFrame.columnNumber);
      const src = e?.originalSource;
      g = group(src);
      label = `${e?.name || fn || '(anonymous)'} ${src ? src.replace(/^.*?node_modules\//, '').replace(/^(\.\.\/)+/, '') : '?'}:${(e?.originalLine ?? 0) + 1}`;
    } else {
      g = '(native / runtime)';
      label = fn || '(native)';
    }
    groups.set(g, (groups.get(g) ?? 0) + us);
    fns.set(label, (fns.get(label) ?? 0) + us);
  }
  const top = Number(opts.top);
  const print = (title, m) => {
    console.log(`\n${title}`);
    for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(
        `  ${((us / busy) * 100).toFixed(1).padStart(5)}%  ${(us / 1000 / requests).toFixed(3)} ms/req  ${k}`,
      );
    }
  };
  print('site worker self time by source:', groups);
  print('site worker self time by function:', fns);
  console.log(`\nprofile written to ${join(RESULTS, 'profile-site.cpuprofile')} (open in Chrome DevTools)`);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
