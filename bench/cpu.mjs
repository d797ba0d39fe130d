// Quick before/after check: workerd CPU time per request for any paths, warm cache.
// CPU per request barely moves when other work shares the machine, unlike requests/s, so it
// is the figure to compare when trying a change to src/.
//
//   node bench/cpu.mjs [--no-build] [--seconds 4] [--connections 8] [--rounds 2] /en/ /en /en/news/list
//
// '/en/' (a trailing-slash redirect) is the floor: the worker invoked, nothing rendered.
import { parseArgs } from 'node:util';
import { runLoad } from './lib/cpu-load.mjs';
import { BUNDLE_MAIN, buildAll, withServers } from './lib/servers.mjs';

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

const main = opts['no-build'] ? BUNDLE_MAIN : buildAll().main;
await withServers({ main, vars: { CACHE_FRESH_SECONDS: opts.fresh } }, async (servers) => {
  for (const p of paths)
    for (let i = 0; i < 5; i++) await (await fetch(servers.origin + p, { redirect: 'manual' })).arrayBuffer();
  console.log(
    ['path'.padEnd(28), 'req/s'.padStart(7), 'p50 ms'.padStart(7), 'CPU ms/req'.padStart(11), '  statuses'].join(''),
  );
  for (let round = 0; round < Number(opts.rounds); round++) {
    for (const path of paths) {
      const r = await runLoad(servers.origin, [{ path, expect: 0 }], {
        connections: Number(opts.connections),
        duration: Number(opts.seconds),
        pid: servers.pid,
      });
      const cpu = r.cpuMsPerRequest;
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
