// Quick before/after check: workerd CPU time per request for any paths, warm cache.
// CPU per request barely moves when other work shares the machine, unlike requests/s, so it
// is the figure to compare when trying a change to src/.
//
//   node bench/cpu.mjs [--no-build] [--seconds 4] [--connections 8] [--rounds 2] /en/ /en /en/news/list
//
// '/en/' (a trailing-slash redirect) is the floor: the worker invoked, nothing rendered.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BUNDLE_DIR, ROOT, buildAll, withServers } from './lib/servers.mjs';

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'no-build': { type: 'boolean', default: false },
    seconds: { type: 'string', default: '4' },
    connections: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '2' },
    fresh: { type: 'string', default: '3600' },
  },
});
const paths = positionals.length ? positionals : ['/en/', '/', '/en/news/list'];

const cpuSeconds = (pid) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
};

function load(origin, path) {
  const duration = Number(opts.seconds);
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(ROOT, 'bench/lib/load-runner.mjs'),
        JSON.stringify({ origin, targets: [{ path, expect: 0 }], connections: Number(opts.connections), duration }),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), (duration + 60) * 1000);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(new Error(`load runner exited with ${code}`));
      else resolve(JSON.parse(out.trim().split('\n').at(-1) ?? ''));
    });
  });
}

const main = opts['no-build'] ? join(BUNDLE_DIR, 'index.js') : buildAll().main;
await withServers({ main, vars: { CACHE_FRESH_SECONDS: opts.fresh } }, async (servers) => {
  for (const p of paths)
    for (let i = 0; i < 5; i++) await (await fetch(servers.origin + p, { redirect: 'manual' })).arrayBuffer();
  console.log(
    ['path'.padEnd(28), 'req/s'.padStart(7), 'p50 ms'.padStart(7), 'CPU ms/req'.padStart(11), '  statuses'].join(''),
  );
  for (let round = 0; round < Number(opts.rounds); round++) {
    for (const path of paths) {
      const before = cpuSeconds(servers.pid);
      const r = await load(servers.origin, path);
      const cpu = ((cpuSeconds(servers.pid) - before) * 1000) / Math.max(1, r.requests);
      const statuses = Object.entries(r.statusCodeStats ?? {})
        .map(([k, v]) => `${k}×${v.count}`)
        .join(' ');
      console.log(
        [
          path.padEnd(28),
          String(Math.round(r.rps)).padStart(7),
          String(r.latency.p50).padStart(7),
          cpu.toFixed(2).padStart(11),
          `  ${statuses}`,
        ].join(''),
      );
    }
  }
});
