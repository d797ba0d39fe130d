// npx node bench/view-transitions.mjs [--runs 20]: click to the next page's first contentful
// paint (bench/lib/navigation.mjs) with the site's stylesheet in several cross-document view
// transition variants, each appended to the built stylesheet and served by its own workerd:
// no transition, the 150 ms root cross-fade with the header held, the header held with no root
// animation, and a transition with no animation at all. Visits are interleaved, so the load of
// a shared machine weighs on every variant alike. With the speculation rules, as shipped.
// See docs/PERFORMANCE.md "Click to first contentful paint".
import { appendFileSync, cpSync, readdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { compareNavigation, variantsMarkdown, warmOrigin } from './lib/navigation.mjs';
import { PUBLIC_SNAPSHOT, RESULTS, buildAll, startServers } from './lib/servers.mjs';
import { WARM_VARS } from './lib/benchmark.mjs';
import { log, onWorkerdLog } from './lib/workerd-log.mjs';

const { values: opts } = parseArgs({ options: { runs: { type: 'string', default: '20' } } });

const motion = (css) => `@media (prefers-reduced-motion:no-preference){${css}}`;
const held = '@view-transition{navigation:auto}.site-header{view-transition-name:site-header}';
const VARIANTS = [
  { key: 'none', label: 'no view transition', css: '@view-transition{navigation:none}' },
  {
    key: 'cross-fade',
    label: '150 ms root cross-fade, header held',
    css: motion(`${held}::view-transition-old(root),::view-transition-new(root){animation-duration:150ms}`),
  },
  {
    key: 'header-only',
    label: 'header held, no root animation',
    css: motion(`${held}::view-transition-old(root),::view-transition-new(root){animation:none}`),
  },
  {
    key: 'no-animation',
    label: 'transition, no animation at all',
    css: motion(`${held}::view-transition-group(*),::view-transition-old(*),::view-transition-new(*){animation:none}`),
  },
];

/**
 * A copy of the served public/ whose site stylesheets (site.css and the slim ones of the home
 * page and articles, src/lib/assets.ts Stylesheet) end with the variant's rules.
 */
function variantDir(variant) {
  const dir = join(RESULTS, `public-vt-${variant.key}`);
  rmSync(dir, { recursive: true, force: true });
  cpSync(PUBLIC_SNAPSHOT, dir, { recursive: true });
  const sheets = readdirSync(join(dir, 'assets')).filter((f) => /^site-(?:[a-z]+-)?[A-Z0-9]+\.css$/.test(f));
  if (sheets.length !== 3) throw new Error(`expected three site stylesheets, found ${sheets.join(', ') || 'none'}`);
  for (const sheet of sheets) appendFileSync(join(dir, 'assets', sheet), `\n${variant.css}\n`);
  return dir;
}

async function main() {
  const runs = Number(opts.runs);
  const build = buildAll();
  const dirs = VARIANTS.map(variantDir);
  const servers = [];
  try {
    for (const dir of dirs)
      servers.push(await startServers({ main: build.main, vars: WARM_VARS, assetsDir: dir, onLog: onWorkerdLog }));
    for (const s of servers) await warmOrigin(s.origin);
    const conditions = VARIANTS.map((v, i) => ({
      label: v.label,
      origin: servers[i].origin,
      reducedMotion: /** @type {const} */ ('no-preference'),
      rules: true,
    }));
    const loadStart = loadavg()[0].toFixed(2);
    const rows = await compareNavigation(conditions, { runs, log });
    const loadEnd = loadavg()[0].toFixed(2);
    console.log(`${runs} runs per variant, interleaved; load average ${loadStart} at start, ${loadEnd} at end\n`);
    console.log(variantsMarkdown(rows));
  } finally {
    for (const s of servers) await s.stop().catch(() => {});
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
