// Bytes a phone (390 × 844 CSS px, 3× density) downloads for a page until its load event, and
// what it fetches after it, for any pages and any checkout: the production bundle in a local
// workerd with the demo CMS (bench/lib/servers.mjs), measured by bench/lib/phone.mjs (headless
// Chromium, the browser cache off, the median of the runs). `npm run bench` measures the home
// page in the three languages the same way and prints its target.
//
//   node bench/phone-bytes.mjs [--paths /,/en] [--runs 7] [--root <another checkout of the site>]
//
// --root measures another checkout (its own build, bench/lib/servers.mjs and demo) with this
// checkout's measure, so an older commit can be compared with this one: `git worktree add
// --detach <dir> <commit>`, its node_modules hard-linked from this one's (`cp -al`), `npm run
// build` in it, then this command from that directory (Miniflare reads the demo's bundle below
// the working directory). NO_BUILD=1 reuses that tree's last bench build.
import { parseArgs } from 'node:util';
import { launch } from '../e2e/chromium.ts';
import { phoneVisits } from './lib/phone.mjs';

const { values: o } = parseArgs({
  options: {
    root: { type: 'string', default: new URL('..', import.meta.url).pathname.replace(/\/$/, '') },
    paths: { type: 'string', default: '/,/en' },
    runs: { type: 'string', default: '7' },
  },
});
const { withServers, buildAll, BUNDLE_MAIN } = await import(`${o.root}/bench/lib/servers.mjs`);
const main = process.env.NO_BUILD ? BUNDLE_MAIN : buildAll({ quiet: true }).main;
const browser = await launch();
try {
  await withServers({ main, vars: { CACHE_FRESH_SECONDS: '3600' } }, async (servers) => {
    for (const path of o.paths.split(',')) {
      console.log(JSON.stringify(await phoneVisits(browser, servers.origin, path, Number(o.runs)), null, 1));
    }
  });
} finally {
  await browser.close();
}
