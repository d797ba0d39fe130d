// What a phone (390 × 844 CSS px, 3× density) downloads for a page until its load event, and
// what it fetches after it (island chunks loaded when idle or near the viewport), in headless
// Chromium through the DevTools protocol with the browser cache off: transferred bytes as
// Chromium counts them (encodedDataLength, headers included), the same responses with their text
// bodies compressed here in gzip and in Brotli, and the median of the runs. Used by
// `npm run bench` (the home page's figure and its target) and by bench/phone-bytes.mjs (any
// pages, any checkout). docs/PERFORMANCE.md "What a phone downloads for the home page".
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { launch } from '../../e2e/chromium.ts';
import { withServers } from './servers.mjs';

/**
 * The tc home page until the load event in the build before this work (`364979f`, the commit
 * before the slider became a DOM enhancer and images went through CmsImage), measured with
 * bench/phone-bytes.mjs --root on a checkout of it: the median of 7 runs.
 */
export const BEFORE = { commit: '364979f', path: '/', bytes: 27_267 };

/** The runs of one page: each a fresh browser context, so nothing is cached between them. */
export async function phoneVisits(browser, origin, path, runs) {
  // The site's data warm first, as a visitor after the first would find it.
  for (let i = 0; i < 3; i++) await (await fetch(origin + path)).arrayBuffer();
  const all = [];
  for (let run = 0; run < runs; run++) {
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
    await page.goto(origin + path, { waitUntil: 'load' });
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
    all.push({
      transferred,
      gz,
      brotli,
      byType,
      later,
      urls: rows.map(([, r]) => `${r.type} ${new URL(r.url).pathname} ${r.bytes}`),
    });
    await ctx.close();
  }
  all.sort((a, b) => a.transferred - b.transferred);
  return {
    path,
    transferred: all.map((r) => r.transferred),
    gzip: all.map((r) => r.gz),
    brotli: all.map((r) => r.brotli),
    median: all[Math.floor(all.length / 2)],
  };
}

/**
 * `npm run bench`'s step: the home page in each language, `runs` times each (a lazy slide
 * starts before or after the load event by a race in a local run, so the figure is a median).
 */
export async function phoneBytes(build, { vars, log, paths = ['/', '/sc', '/en'], runs = 7 }) {
  const browser = await launch();
  try {
    return await withServers({ main: build.main, vars }, async (servers) => {
      const out = [];
      for (const path of paths) {
        log(`what a phone downloads: ${path} (${runs} runs)`);
        out.push(await phoneVisits(browser, servers.origin, path, runs));
      }
      return out;
    });
  } finally {
    await browser.close();
  }
}

/** The target: the home page's bytes until load at most half of the build before. */
export function phoneTargets(results) {
  const home = results.find((r) => r.path === BEFORE.path);
  if (!home) return [];
  const bound = Math.floor(BEFORE.bytes / 2);
  return [
    {
      target: `a phone's bytes for the home page until load ≤ half of the build before (${BEFORE.commit}: ${BEFORE.bytes.toLocaleString('en')} bytes)`,
      ok: home.median.transferred <= bound,
      detail: `${home.median.transferred.toLocaleString('en')} bytes, median of ${home.transferred.length} (runs ${home.transferred.join(', ')}; bound ${bound.toLocaleString('en')})`,
    },
  ];
}

/** The table for the terminal and docs/PERFORMANCE.md: each page's median, by kind of response. */
export function phoneMarkdown(results) {
  const lines = [
    '| page | until load (median) | document | stylesheets | images | scripts | after the load event | Brotli 5 / 11 (estimate) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of results) {
    const m = r.median;
    const of = (type) => m.byType[type]?.bytes ?? 0;
    lines.push(
      `| ${r.path} | ${m.transferred} | ${of('Document')} | ${of('Stylesheet')} | ${of('Image')} | ${of('Script')} | ${m.later.bytes} | ${m.brotli.q5} / ${m.brotli.q11} |`,
    );
  }
  return lines.join('\n');
}
