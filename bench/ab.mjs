// Two builds of the site, measured side by side: the same page's CPU per request in build A and
// in build B, each in a workerd of its own, in alternating phases, so both meet the same machine at the same
// moment (a machine shared with other work moves both alike). For a change whose cost matters:
//
//   npx node bench/ab.mjs --a <worker.js of build A> --b <worker.js of build B> [--path /en] [--rounds 6]
//
// Build each with `npx wrangler deploy --dry-run --minify --outdir <dir>` in its own checkout
// (the bundle is <dir>/worker.js). Vars as bench/lib/servers.mjs sets them; PAGE_CACHE=off by
// default, so every request renders (--vars PAGE_CACHE=on to measure kept pages).
import { parseArgs } from 'node:util';
import { runLoad } from './lib/cpu-load.mjs';
import { buildAll, startServers } from './lib/servers.mjs';
import { median } from './lib/stats.mjs';

const { values: opts } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    path: { type: 'string', default: '/' },
    rounds: { type: 'string', default: '6' },
    seconds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '8' },
    vars: { type: 'string', default: 'PAGE_CACHE=off' },
    ua: { type: 'string' },
  },
});
if (!opts.a || !opts.b) throw new Error('--a and --b name the two bundles (worker.js) to compare');
buildAll({ quiet: true }); // the demo bundle and public/ snapshot both builds are served with
const vars = Object.fromEntries(
  opts.vars
    .split(',')
    .filter(Boolean)
    .map((kv) => kv.split('=')),
);
// Each build in a workerd of its own (its CPU is its own); phases alternate between them.
const servers = { a: await startServers({ main: opts.a, vars: { CACHE_FRESH_SECONDS: '3600', ...vars } }) };
servers.b = await startServers({ main: opts.b, vars: { CACHE_FRESH_SECONDS: '3600', ...vars } });
const headers = opts.ua ? { 'user-agent': opts.ua } : undefined;
const run = (side, duration) =>
  runLoad(servers[side].origin, [{ path: opts.path, expect: 200 }], {
    connections: Number(opts.connections),
    duration,
    pid: servers[side].pid,
    ...(headers ? { headers } : {}),
  });
const figures = { a: [], b: [] };
try {
  for (const side of ['a', 'b']) await run(side, 2);
  for (let round = 1; round <= Number(opts.rounds); round++) {
    for (const side of round % 2 ? ['a', 'b'] : ['b', 'a']) {
      const r = await run(side, Number(opts.seconds));
      figures[side].push(r.cpuMsPerRequest);
      console.error(
        `round ${round} ${side}: ${r.cpuMsPerRequest.toFixed(2)} ms CPU per request (${r.requests} requests)`,
      );
    }
  }
} finally {
  await servers.a.stop();
  await servers.b.stop();
}
const a = median(figures.a);
const b = median(figures.b);
console.log(
  `${opts.path}: A ${a.toFixed(2)} ms, B ${b.toFixed(2)} ms CPU per request (median of ${opts.rounds}); B/A ${(b / a).toFixed(2)}`,
);
