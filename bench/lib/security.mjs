// What a hostile or broken CMS answer costs (docs/SECURITY.md): the sanitiser at 1k, 10k and
// 100k elements, and a list whose CMS answer says `totalPage: 1e9`. The site runs against a
// small local CMS that serves exactly those answers (API_BASE_URL), warm data (fresh for the
// whole run). Figures: the first view (the one that sanitises), then CPU ms per view once warm.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { ROOT, withServers } from './servers.mjs';

export const SANITISER_SIZES = [1_000, 10_000, 100_000];

const EMPTY_SITE = {
  site: { name: 'Bench', title: '', copyright: '', description: '', domain: '', keywords: '' },
  info: { addressEn: '', addressTc: '', addressCn: '', email: '', fax: '', phone: '' },
};
const summary = (id) => ({ id, type: 'news', title: `Bench ${id}`, summary: '', publishDate: '2026-01-01' });

/** The CMS answer for a path, or undefined (answered with the CMS's own "no such item"). */
function answer(path) {
  const article = /^\/api\/article\/news\/bench-(\d+)$/.exec(path);
  if (article) return { ...summary(`bench-${article[1]}`), body: '<p>x</p>'.repeat(Number(article[1])) };
  if (path === '/api/article/news')
    return {
      rows: [summary('bench-1000')],
      total: 1e10,
      hasPrev: false,
      hasNext: true,
      totalPage: 1e9,
      pageSize: 10,
      currentPage: 1,
    };
  if (path === '/api/site/infos') return EMPTY_SITE;
  if (path === '/api/menu/list') return [];
  return undefined;
}

function startCms() {
  const server = createServer((req, res) => {
    const data = answer(new URL(req.url ?? '/', 'http://cms.local').pathname);
    res.setHeader('Content-Type', 'application/json');
    res.end(
      JSON.stringify(data === undefined ? { code: 404, msg: 'not found', data: null } : { code: 200, msg: 'ok', data }),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
}

function load(origin, path, seconds) {
  return new Promise((resolve, reject) => {
    const config = { origin, targets: [{ path, expect: 200 }], connections: 4, duration: seconds };
    const child = spawn(process.execPath, [join(ROOT, 'bench/lib/load-runner.mjs'), JSON.stringify(config)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '{}'))
        : reject(new Error(`load runner exited with ${code}`)),
    );
  });
}

/** One page: its first view (wall and CPU ms), then CPU ms per view under a short warm load. */
async function measure(servers, label, path, seconds) {
  const cpu0 = cpuSeconds(servers.pid);
  const t0 = performance.now();
  const first = await fetch(servers.origin + path);
  const bytes = (await first.arrayBuffer()).byteLength;
  const firstMs = performance.now() - t0;
  const firstCpuMs = (cpuSeconds(servers.pid) - cpu0) * 1000;
  const before = cpuSeconds(servers.pid);
  const r = await load(servers.origin, path, seconds);
  const warmCpuMs = ((cpuSeconds(servers.pid) - before) * 1000) / Math.max(1, r.requests);
  return { label, path, status: first.status, bytes, firstMs, firstCpuMs, warmCpuMs, rps: r.rps, p50: r.latency?.p50 };
}

/**
 * Runs the measurements on the given build; returns the rows and a markdown table.
 * @param {{ main: string }} build
 * @param {{ onLog?: (level: string, message: string) => void, seconds?: number }} [options]
 */
export async function securityBench(build, { onLog, seconds = 3 } = {}) {
  const cms = await startCms();
  // A local CMS is plain http: allowed only outside production (src/lib/config.ts), so 'test'.
  const vars = {
    API_BASE_URL: `http://127.0.0.1:${cms.address().port}`,
    ENVIRONMENT: 'test',
    CACHE_FRESH_SECONDS: '3600',
  };
  try {
    const rows = await withServers({ main: build.main, vars, onLog }, async (servers) => {
      const out = [];
      for (const n of SANITISER_SIZES)
        out.push(await measure(servers, `sanitiser, ${n / 1000}k elements`, `/en/news/bench-${n}`, seconds));
      out.push(await measure(servers, 'news list, CMS says totalPage: 1e9', '/en/news/list', seconds));
      return out;
    });
    const fmt = (x) => (x === undefined ? '–' : x.toFixed(1));
    const md = [
      '| CMS answer | status | first view ms (CPU ms) | warm CPU ms/view | warm req/s |',
      '| --- | --- | --- | --- | --- |',
      ...rows.map(
        (r) =>
          `| ${r.label} | ${r.status} | ${fmt(r.firstMs)} (${fmt(r.firstCpuMs)}) | ${fmt(r.warmCpuMs)} | ${Math.round(r.rps)} |`,
      ),
    ].join('\n');
    return { rows, md };
  } finally {
    cms.close();
  }
}

// node bench/lib/security.mjs: these measurements alone (npm run bench runs them after the rest).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { buildAll } = await import('./servers.mjs');
  const { md } = await securityBench(buildAll());
  console.log(md);
}
