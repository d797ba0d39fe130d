// The page cost by serving mode alone (bench/lib/render-cost.mjs), without the rest of
// npm run bench: CPU ms per request above a static file, for each mode and page.
//
//   node bench/cost.mjs [--no-build] [--modes memory,shared,render,crawler] [--pages home,news-list,news-detail]
//                       [--rounds 2] [--seconds 4] [--connections 8]
import { parseArgs } from 'node:util';
import { COST_MODES, COST_PAGES, costMarkdown, costTargets, renderCost } from './lib/render-cost.mjs';
import { BUNDLE_MAIN, buildAll } from './lib/servers.mjs';

const { values: opts } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    modes: { type: 'string', default: COST_MODES.map((m) => m.key).join(',') },
    pages: { type: 'string', default: COST_PAGES.map((p) => p.key).join(',') },
    rounds: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '4' },
    connections: { type: 'string', default: '8' },
  },
});
const keys = new Set(opts.pages.split(','));
const main = opts['no-build'] ? BUNDLE_MAIN : buildAll().main;
const rows = await renderCost(
  { main },
  COST_PAGES.filter((p) => keys.has(p.key)),
  {
    vars: { CACHE_FRESH_SECONDS: '3600' },
    modes: opts.modes.split(','),
    rounds: Number(opts.rounds),
    duration: Number(opts.seconds),
    connections: Number(opts.connections),
  },
);
console.log(costMarkdown(rows));
console.log(
  costTargets(rows)
    .map((t) => `${t.ok ? 'met   ' : 'MISSED'}  ${t.target}: ${t.detail}`)
    .join('\n'),
);
