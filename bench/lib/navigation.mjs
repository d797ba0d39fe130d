// Click to the next page's first contentful paint in Chromium, with and without the site's
// Speculation Rules (src/render/speculation.tsx), for home → news list → news detail.
//
// A visitor's hover comes before each click (the rules' "moderate" eagerness starts a prerender
// after about 200 ms of hover). The click time is read in the page; the next page's FCP is its
// paint entry, or its activation when it was prerendered and painted before it was shown. "Without"
// removes the rules from each page before the hover (a removed rule set cancels its speculations).
// Chromium refuses prerendering while automation (DevTools) is attached, so what is measured
// here is the rules' prefetch; a visitor's browser prerenders, which is faster still.
//
// The conditions compared (rules or not, reduced motion or not, another server) are run
// interleaved, one visit of each in turn, in an order that rotates every run, so that the load
// of a shared machine weighs on all of them alike.
import { launch } from '../../e2e/chromium.ts';
import { withServers } from './servers.mjs';
import { median } from './stats.mjs';

const STEPS = [
  { label: 'home → news list', link: 'main a[href="/en/news/list"]' },
  { label: 'news list → news detail', link: 'main a[href^="/en/news/1"]' },
];
const HOVER_MS = 400;
const WARM_PATHS = ['/en', '/en/news/list', '/en/news/1038', '/en/news/1001'];

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

/** One visitor in a fresh browser context: /en, then each step; click to FCP of each. */
async function visit(browser, { origin, reducedMotion, rules }) {
  const context = await browser.newContext({ baseURL: origin, reducedMotion });
  try {
    const page = await context.newPage();
    await page.goto('/en', { waitUntil: 'load' });
    const out = [];
    for (const s of STEPS) out.push(await step(page, s.link, rules));
    return out;
  } finally {
    await context.close();
  }
}

/** Each server's pages requested a few times, so that the first visit finds them warm. */
export async function warmOrigin(origin) {
  for (const path of WARM_PATHS) for (let i = 0; i < 3; i++) await (await fetch(origin + path)).arrayBuffer();
}

/**
 * Click-to-FCP per step for each condition ({ label, origin, reducedMotion, rules }), over `runs`
 * visits each, interleaved. Rows: the condition's label and rules, median, min, max, counts.
 */
export async function compareNavigation(conditions, { runs, log = console.error }) {
  const samples = conditions.map(() => STEPS.map(() => []));
  const browser = await launch();
  try {
    for (let run = 0; run < runs; run++) {
      for (let k = 0; k < conditions.length; k++) {
        const i = (run + k) % conditions.length;
        const times = await visit(browser, conditions[i]);
        for (const [j, t] of times.entries()) samples[i][j].push(t);
      }
      if ((run + 1) % 5 === 0) log(`navigation: ${run + 1}/${runs} runs of ${conditions.length} conditions`);
    }
  } finally {
    await browser.close();
  }
  return conditions.flatMap((c, i) =>
    STEPS.map((s, j) => {
      const all = samples[i][j];
      const ms = all.map((x) => x.ms);
      return {
        step: s.label,
        motion: c.label,
        rules: c.rules,
        medianMs: median(ms),
        minMs: Math.min(...ms),
        maxMs: Math.max(...ms),
        prerendered: all.filter((x) => x.prerendered).length,
        prefetched: all.filter((x) => x.prefetched).length,
        runs,
      };
    }),
  );
}

/**
 * What the site ships, with and without the rules. The stylesheet has no view transition
 * (docs/PERFORMANCE.md "Click to first contentful paint"), so reduced motion is not a separate
 * condition.
 */
export async function navigationTimes(build, { vars = {}, runs = 9, log = console.error } = {}) {
  return withServers({ main: build.main, vars }, async (servers) => {
    await warmOrigin(servers.origin);
    const base = { origin: servers.origin, reducedMotion: /** @type {const} */ ('no-preference') };
    const rows = await compareNavigation(
      [
        { ...base, label: 'as shipped', rules: true },
        { ...base, label: 'as shipped', rules: false },
      ],
      { runs, log },
    );
    for (const r of rows)
      log(`navigation ${r.step} ${r.rules ? 'with' : 'without'} rules: ${r.medianMs.toFixed(0)} ms`);
    return { hoverMs: HOVER_MS, rows };
  });
}

const cell = (r) => `${r.medianMs.toFixed(0)} (${r.minMs.toFixed(0)}–${r.maxMs.toFixed(0)})`;

export function navigationMarkdown({ hoverMs, rows }) {
  const lines = [
    `Click to the next page's first contentful paint, Chromium (headless, ${rows[0]?.runs ?? 0} runs each, interleaved, a ${hoverMs} ms hover before each click):`,
    '',
    '| step | with speculation rules: median ms (min–max); prerendered, prefetched | without: median ms (min–max) |',
    '| --- | ---: | ---: |',
  ];
  for (const label of [...new Set(rows.map((r) => r.step))]) {
    const w = rows.find((r) => r.step === label && r.rules);
    const wo = rows.find((r) => r.step === label && !r.rules);
    lines.push(`| ${label} | ${cell(w)}; ${w.prerendered}/${w.runs}, ${w.prefetched}/${w.runs} | ${cell(wo)} |`);
  }
  return lines.join('\n');
}

/** One row per condition and step: for comparing stylesheet variants (bench/view-transitions.mjs). */
export function variantsMarkdown(rows) {
  const lines = ['| variant | step | median ms | min–max | prefetched |', '| --- | --- | ---: | ---: | ---: |'];
  for (const r of rows)
    lines.push(
      `| ${r.motion} | ${r.step} | ${r.medianMs.toFixed(0)} | ${r.minMs.toFixed(0)}–${r.maxMs.toFixed(0)} | ${r.prefetched}/${r.runs} |`,
    );
  return lines.join('\n');
}
