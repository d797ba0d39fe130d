// What reading the location cache costs under the local simulator itself: a bare worker (no
// Hono, no React, no site code) answers the same ~17 KB body either from a constant or from
// caches.default.match(), in the same workerd and bindings as the site. The difference is
// Miniflare's Cache API, which is JavaScript in the same workerd here (its `cache:cache`
// isolate) and native, outside the Worker's CPU time, on Cloudflare. See docs/PERFORMANCE.md.
//
//   node bench/cache-api.mjs [--seconds 4] [--rounds 2] [--connections 8]
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runLoad } from './lib/cpu-load.mjs';
import { RESULTS, withServers } from './lib/servers.mjs';

const { values: opts } = parseArgs({
  options: {
    seconds: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '8' },
  },
});

// The site's kept page is ~17 KB with a few headers (src/render/page-cache.ts): the same here.
const BARE = `
const body = new TextEncoder().encode('x'.repeat(17000));
const key = (url) => new Request(new URL('/__pages/bare', url));
export default {
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === '/__bare/put') {
      await caches.default.put(key(url), new Response(body, { headers: {
        'Cache-Control': 'public, max-age=3600', 'x-page-parts': '9000,8000',
        'x-page-data': encodeURIComponent(JSON.stringify([['v1|GET|/api/menu/list||en|1', 'abcdef0123456789']])),
      } }));
      return new Response('ok');
    }
    if (url.pathname === '/__bare/cached') {
      const hit = await caches.default.match(key(url));
      if (!hit) return new Response('miss', { status: 500 });
      return new Response(await hit.arrayBuffer(), { headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
    }
    return new Response(body, { headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
  },
};
`;

const main = join(RESULTS, 'bare-cache-worker.mjs');
writeFileSync(main, BARE);
await withServers({ main }, async (servers) => {
  if ((await fetch(`${servers.origin}/__bare/put`)).status !== 200) throw new Error('put failed');
  const measure = (path) =>
    runLoad(servers.origin, [{ path, expect: 200 }], {
      connections: Number(opts.connections),
      duration: Number(opts.seconds),
      pid: servers.pid,
    });
  for (const path of ['/__bare/plain', '/__bare/cached']) await measure(path);
  /** @type {{ plain: number[], cached: number[] }} */
  const rows = { plain: [], cached: [] };
  for (let round = 0; round < Number(opts.rounds); round++) {
    rows.plain.push((await measure('/__bare/plain')).cpuMsPerRequest);
    rows.cached.push((await measure('/__bare/cached')).cpuMsPerRequest);
  }
  const mean = (/** @type {number[]} */ xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(`bare worker, constant body:         ${rows.plain.map((x) => x.toFixed(2)).join(', ')} ms CPU/request`);
  console.log(`bare worker, caches.default.match:  ${rows.cached.map((x) => x.toFixed(2)).join(', ')} ms CPU/request`);
  console.log(
    `the simulator's Cache API read: ${(mean(rows.cached) - mean(rows.plain)).toFixed(2)} ms CPU per request`,
  );
});
