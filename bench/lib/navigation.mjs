// Click to the next page's first contentful paint in Chromium, with and without the site's
// Speculation Rules (src/render/speculation.tsx), for home → news list → news detail.
//
// A visitor's hover comes before each click (the rules' "moderate" eagerness starts a prerender
// after about 200 ms of hover). The click time is read in the page; the next page's FCP is its
// paint entry, or its activation when it was prerendered and painted before it was shown. "Without"
// removes the rules from each page before the hover (a removed rule set cancels its speculations).
// Chromium refuses prerendering while automation (DevTools) is attached, so what is measured
// here is the rules' prefetch; a visitor's browser prerenders, which is faster still.
import { launch } from '../../e2e/chromium.ts';
import { withServers } from './servers.mjs';
import { median } from './stats.mjs';

const STEPS = [
  { label: 'home → news list', link: 'main a[href="/en/news/list"]' },
  { label: 'news list → news detail', link: 'main a[href^="/en/news/1"]' },
];
const HOVER_MS = 400;

async function step(page, link, withRules) {
  if (!withRules) {
    await page.evaluate(() => {
      for (const s of document.querySelectorAll('script[type="speculationrules"]')) s.remove();
    });
  }
  const anchor = page.locator(link).first();
  await anchor.scrollIntoViewIfNeeded();
  await anchor.hover();
  await page.waitForTimeout(HOVER_MS);
  const target = await anchor.getAttribute('href');
  const clickAt = await page.evaluate((selector) => {
    const a = document.querySelector(selector);
    setTimeout(() => a.click(), 0);
    return performance.timeOrigin + performance.now();
  }, link);
  await page.waitForURL((url) => url.pathname === target);
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  const t = await page.evaluate(() => {
    const nav = /** @type {any} */ (performance.getEntriesByType('navigation')[0]);
    const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime;
    const activation = nav?.activationStart ?? 0;
    return {
      fcpAt: performance.timeOrigin + Math.max(fcp, activation),
      prerendered: activation > 0,
      prefetched: nav?.deliveryType === 'navigational-prefetch',
    };
  });
  return { ms: t.fcpAt - clickAt, prerendered: t.prerendered, prefetched: t.prefetched };
}

/** Median click-to-FCP per step, with and without the rules, over `runs` fresh browser contexts. */
export async function navigationTimes(build, { vars = {}, runs = 5, log = console.error } = {}) {
  return withServers({ main: build.main, vars }, async (servers) => {
    for (const path of ['/en', '/en/news/list', '/en/news/1038', '/en/news/1001'])
      for (let i = 0; i < 3; i++) await (await fetch(servers.origin + path)).arrayBuffer();
    const browser = await launch();
    try {
      const rows = [];
      // With the view transition, and as for a visitor who prefers reduced motion (none).
      for (const reducedMotion of /** @type {const} */ (['no-preference', 'reduce']))
        for (const withRules of [true, false]) {
          const samples = STEPS.map(
            () => /** @type {{ ms: number, prerendered: boolean, prefetched: boolean }[]} */ ([]),
          );
          for (let run = 0; run < runs; run++) {
            const context = await browser.newContext({ baseURL: servers.origin, reducedMotion });
            const page = await context.newPage();
            await page.goto('/en', { waitUntil: 'load' });
            for (const [i, s] of STEPS.entries()) samples[i].push(await step(page, s.link, withRules));
            await context.close();
          }
          for (const [i, s] of STEPS.entries()) {
            const ms = samples[i].map((x) => x.ms);
            rows.push({
              step: s.label,
              motion: reducedMotion === 'reduce' ? 'reduced motion (no view transition)' : 'view transition',
              rules: withRules,
              medianMs: median(ms),
              minMs: Math.min(...ms),
              maxMs: Math.max(...ms),
              prerendered: samples[i].filter((x) => x.prerendered).length,
              prefetched: samples[i].filter((x) => x.prefetched).length,
              runs,
            });
            log(
              `navigation ${s.label} ${reducedMotion} ${withRules ? 'with' : 'without'} rules: ${median(ms).toFixed(0)} ms`,
            );
          }
        }
      return { hoverMs: HOVER_MS, rows };
    } finally {
      await browser.close();
    }
  });
}

export function navigationMarkdown({ hoverMs, rows }) {
  const lines = [
    `Click to the next page's first contentful paint, Chromium (headless, ${rows[0]?.runs ?? 0} runs each, a ${hoverMs} ms hover before each click):`,
    '',
    '| step | motion | with speculation rules: median ms (min–max); prerendered, prefetched | without: median ms (min–max) |',
    '| --- | --- | ---: | ---: |',
  ];
  const keys = [...new Set(rows.map((r) => `${r.step}|${r.motion}`))];
  for (const key of keys) {
    const [label, motion] = key.split('|');
    const w = rows.find((r) => r.step === label && r.motion === motion && r.rules);
    const wo = rows.find((r) => r.step === label && r.motion === motion && !r.rules);
    const cell = (r) => `${r.medianMs.toFixed(0)} (${r.minMs.toFixed(0)}–${r.maxMs.toFixed(0)})`;
    lines.push(
      `| ${label} | ${motion} | ${cell(w)}; ${w.prerendered}/${w.runs}, ${w.prefetched}/${w.runs} | ${cell(wo)} |`,
    );
  }
  return lines.join('\n');
}
