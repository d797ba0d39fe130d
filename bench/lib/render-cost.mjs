// What a page costs above a static file, by how it is served (issue: render once per data
// version). Each mode runs in its own workerd with PAGE_CACHE set (src/lib/config.ts); within one
// workerd the page and its static twin (the same bytes from the assets binding) alternate, so
// the difference is measured on the same machine at the same moment:
//
//   memory   a known page from isolate memory (PAGE_CACHE=on)
//   shared   a known page from the location's Cache API, as an isolate that never rendered it
//            (PAGE_CACHE=shared: isolate memory skipped; data versions checked in memory)
//   render   every request rendered in full from warm data (PAGE_CACHE=off)
//   crawler  a search engine's whole document (prerender) on every request (PAGE_CACHE=off, Googlebot)
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runLoad } from './cpu-load.mjs';
import { PUBLIC_SNAPSHOT, withServers } from './servers.mjs';
import { GOOGLEBOT } from './streaming.mjs';

const TWIN_DIR = join(PUBLIC_SNAPSHOT, '__cost');
export const COST_PAGES = [
  { key: 'home', path: '/' },
  { key: 'news-list', path: '/en/news/list' },
  { key: 'news-detail', path: '/en/news/1001' },
];
export const COST_MODES = [
  { key: 'memory', label: 'known page, isolate memory', vars: { PAGE_CACHE: 'on' } },
  { key: 'shared', label: 'known page, location cache (new isolate)', vars: { PAGE_CACHE: 'shared' } },
  { key: 'render', label: 'full render', vars: { PAGE_CACHE: 'off' } },
  {
    key: 'crawler',
    label: "crawler's whole render",
    vars: { PAGE_CACHE: 'off' },
    headers: { 'user-agent': GOOGLEBOT },
  },
];

/** One page's load run: CPU ms per request (no unexpected status allowed), req/s, requests. */
async function cpuPerRequest(servers, path, { connections, duration, headers = {} }) {
  const r = await runLoad(servers.origin, [{ path, expect: 200 }], {
    connections,
    duration,
    headers,
    pid: servers.pid,
  });
  const bad = r.perTarget?.reduce((n, t) => n + t.unexpected, 0) ?? 0;
  if (bad > 0) throw new Error(`${path}: ${bad} unexpected statuses`);
  return { ms: r.cpuMsPerRequest, rps: r.rps, requests: r.requests };
}

/**
 * pages: [{ key, label, path }]. Returns one row per page and mode: CPU ms per request of the
 * page and of its static twin, and the difference.
 */
export async function renderCost(
  build,
  pages,
  {
    vars = {},
    duration = 4,
    rounds = 2,
    connections = 8,
    modes = COST_MODES.map((m) => m.key),
    log = console.error,
  } = {},
) {
  rmSync(TWIN_DIR, { recursive: true, force: true });
  mkdirSync(TWIN_DIR, { recursive: true });
  const rows = [];
  try {
    // The static twins first: the assets binding reads its directory when the server starts.
    await withServers({ main: build.main, vars }, async (servers) => {
      for (const p of pages) {
        for (const mode of COST_MODES) {
          let html = '';
          for (let i = 0; i < 4; i++) {
            const res = await fetch(servers.origin + p.path, {
              headers: { 'accept-encoding': 'identity', ...mode.headers },
            });
            html = await res.text();
          }
          writeFileSync(join(TWIN_DIR, `${p.key}-${mode.key}.html`), html);
        }
      }
    });
    for (const mode of COST_MODES.filter((m) => modes.includes(m.key))) {
      await withServers({ main: build.main, vars: { ...vars, ...mode.vars } }, async (servers) => {
        // JIT warm-up of every path, then the measured rounds.
        for (const p of pages)
          await runLoad(servers.origin, [{ path: p.path, expect: 200 }], {
            connections,
            duration: 2,
            headers: mode.headers,
          });
        for (const p of pages) {
          const twin = `/__cost/${p.key}-${mode.key}`;
          const page = [];
          const still = [];
          for (let round = 0; round < rounds; round++) {
            log(`cost: ${mode.key} ${p.path} round ${round + 1}/${rounds}`);
            page.push(await cpuPerRequest(servers, p.path, { connections, duration, headers: mode.headers }));
            still.push(await cpuPerRequest(servers, twin, { connections, duration }));
          }
          const mean = (xs) => xs.reduce((n, x) => n + x.ms * x.requests, 0) / xs.reduce((n, x) => n + x.requests, 0);
          const pageMs = mean(page);
          const staticMs = mean(still);
          rows.push({
            mode: mode.key,
            label: mode.label,
            page: p.key,
            path: p.path,
            pageMs,
            staticMs,
            aboveMs: pageMs - staticMs,
          });
        }
      });
    }
  } finally {
    rmSync(TWIN_DIR, { recursive: true, force: true });
  }
  return rows;
}

export function costMarkdown(rows) {
  const pages = [...new Set(rows.map((r) => r.page))];
  const lines = [
    `| how the page is served | ${pages.map((p) => `${rows.find((r) => r.page === p).path} ms above static (page / static)`).join(' | ')} |`,
    `| --- | ${pages.map(() => '---:').join(' | ')} |`,
  ];
  for (const mode of COST_MODES) {
    const cells = pages.map((p) => {
      const r = rows.find((x) => x.mode === mode.key && x.page === p);
      return r ? `**${r.aboveMs.toFixed(2)}** (${r.pageMs.toFixed(2)} / ${r.staticMs.toFixed(2)})` : '–';
    });
    lines.push(`| ${mode.label} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/**
 * The targets on these rows (docs/PERFORMANCE.md "Full render within 0.6 ms"): a known page
 * ≤ 0.2 ms above static, a full render ≤ 0.6 ms, a crawler's whole render within 0.3 ms of it.
 */
export function costTargets(rows) {
  const worst = (mode) => rows.filter((r) => r.mode === mode).reduce((m, r) => Math.max(m, r.aboveMs), -Infinity);
  const list = (mode) =>
    rows
      .filter((r) => r.mode === mode)
      .map((r) => `${r.path} ${r.aboveMs.toFixed(2)}`)
      .join(', ');
  const measured = new Set(rows.map((r) => r.mode));
  return [
    {
      mode: 'memory',
      target: 'known page (memory) ≤ 0.2 ms CPU above a static file',
      ok: worst('memory') <= 0.2,
      detail: list('memory'),
    },
    {
      mode: 'shared',
      target: 'known page (location cache, new isolate) ≤ 0.2 ms CPU above a static file',
      ok: worst('shared') <= 0.2,
      detail: list('shared'),
    },
    {
      mode: 'render',
      target: 'full render ≤ 0.6 ms CPU above a static file',
      ok: worst('render') <= 0.6,
      detail: list('render'),
    },
    {
      mode: 'crawler',
      target: "crawler's whole render within 0.3 ms of the full render",
      ok: rows
        .filter((r) => r.mode === 'crawler')
        .every((c) => {
          // Without the full render measured (--modes crawler) there is nothing to hold it to.
          const full = rows.find((r) => r.mode === 'render' && r.path === c.path);
          return full === undefined || c.aboveMs - full.aboveMs <= 0.3;
        }),
      detail: list('crawler'),
    },
  ]
    .filter((t) => measured.has(t.mode))
    .map(({ mode, ...t }) => t);
}
