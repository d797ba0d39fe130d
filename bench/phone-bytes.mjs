// Bytes a phone (390 × 844 CSS px, 3× density) downloads for a page until its load event, and
// what it fetches after it (island chunks loaded when idle or near the viewport): the production
// bundle in a local workerd with the demo CMS (bench/lib/servers.mjs), headless Chromium
// (/usr/bin/chromium) through the DevTools protocol, the browser cache off, median of the runs.
// Transferred bytes as Chromium counts them (encodedDataLength, headers included).
//
//   node bench/phone-bytes.mjs [--paths /,/en] [--runs 3] [--root <another checkout of the site>]
//
// --root measures another checkout (its own build, bench/lib/servers.mjs and demo), so an older
// commit can be compared with this one (`git worktree add --detach <dir> <commit>`, its
// node_modules linked to this one's). NO_BUILD=1 reuses that tree's last bench build.
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
const { values: o } = parseArgs({
  options: {
    root: { type: 'string', default: new URL('..', import.meta.url).pathname.replace(/\/$/, '') },
    paths: { type: 'string', default: '/,/en' },
    runs: { type: 'string', default: '3' },
  },
});
const { withServers, buildAll, BUNDLE_MAIN } = await import(`${o.root}/bench/lib/servers.mjs`);
const { chromium } = await import(`${o.root}/node_modules/playwright-core/index.mjs`);
const main = process.env.NO_BUILD ? BUNDLE_MAIN : buildAll({ quiet: true }).main;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true });
try {
  await withServers({ main, vars: { CACHE_FRESH_SECONDS: '3600' } }, async (servers) => {
    for (const path of o.paths.split(',')) {
      // warm the site's data first
      for (let i = 0; i < 3; i++) await (await fetch(servers.origin + path)).arrayBuffer();
      const runs = [];
      for (let run = 0; run < Number(o.runs); run++) {
        const ctx = await browser.newContext({
          locale: path.startsWith('/en') ? 'en-GB' : path.startsWith('/sc') ? 'zh-CN' : 'zh-HK',
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 3,
          isMobile: true,
          hasTouch: true,
        });
        const page = await ctx.newPage();
        const cdp = await ctx.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        const reqs = new Map();
        let loaded = false;
        cdp.on('Network.responseReceived', (e) => {
          const r = reqs.get(e.requestId) ?? {};
          // The bytes received with the headers: the response's headers on the wire.
          Object.assign(r, { url: e.response.url, type: e.type, headerBytes: e.response.encodedDataLength });
          reqs.set(e.requestId, r);
        });
        cdp.on('Network.loadingFinished', (e) => {
          const r = reqs.get(e.requestId) ?? {};
          Object.assign(r, { bytes: e.encodedDataLength, done: true, afterLoad: loaded });
          reqs.set(e.requestId, r);
        });
        await page.goto(servers.origin + path, { waitUntil: 'load' });
        loaded = true;
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1500);
        const after = [...reqs.values()].filter((r) => r.done && r.afterLoad);
        const later = {
          n: after.length,
          bytes: after.reduce((s, r) => s + r.bytes, 0),
          urls: after.map((r) => `${r.type} ${new URL(r.url).pathname} ${r.bytes}`),
        };
        const rows = [...reqs.entries()].filter(([, r]) => r.done && !r.afterLoad);
        let transferred = 0;
        let gz = 0;
        // The same responses with their text bodies in Brotli, which Cloudflare's edge sends to a
        // browser that accepts it (the local workerd sends gzip), at two qualities: the headers
        // as received, the body compressed here.
        const brotli = { q5: 0, q11: 0 };
        const byType = {};
        for (const [id, r] of rows) {
          transferred += r.bytes;
          let body;
          try {
            const b = await cdp.send('Network.getResponseBody', { requestId: id });
            body = Buffer.from(b.body, b.base64Encoded ? 'base64' : 'utf8');
          } catch {
            body = undefined;
          }
          // Already compressed: counted as sent by gzip and Brotli alike.
          const binary =
            /image\/(png|jpe?g|webp|avif)|woff2/.test(r.type ?? '') || /\.(png|jpe?g|webp|avif|woff2)$/.test(r.url);
          const g = body ? (binary ? body.length : gzipSync(body).length) : r.bytes;
          gz += g;
          for (const [k, q] of Object.entries({ q5: 5, q11: 11 })) {
            brotli[k] +=
              body && !binary && r.headerBytes !== undefined
                ? r.headerBytes + brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: q } }).length
                : r.bytes;
          }
          const k = r.type ?? 'Other';
          byType[k] = byType[k] ?? { n: 0, bytes: 0, gzip: 0 };
          byType[k].n++;
          byType[k].bytes += r.bytes;
          byType[k].gzip += g;
        }
        runs.push({
          transferred,
          gz,
          brotli,
          byType,
          later,
          urls: rows.map(([, r]) => `${r.type} ${new URL(r.url).pathname} ${r.bytes}`),
        });
        await ctx.close();
      }
      runs.sort((a, b) => a.transferred - b.transferred);
      const med = runs[Math.floor(runs.length / 2)];
      console.log(
        JSON.stringify(
          {
            path,
            transferred: runs.map((r) => r.transferred),
            gzip: runs.map((r) => r.gz),
            brotli: runs.map((r) => r.brotli),
            median: med,
          },
          null,
          1,
        ),
      );
    }
  });
} finally {
  await browser.close();
}
