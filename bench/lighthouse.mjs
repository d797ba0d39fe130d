// npm run lighthouse [-- options]: Lighthouse (mobile preset: Moto G Power emulation, simulated
// slow 4G and 4× CPU slowdown) with Debian's Chromium, on home, news list, news detail, a
// programme and contact in tc and en, against the production bundle served like the benchmark does (one
// workerd, production vars, demo upstream, warm cache). Prints the scores and, for every
// category under its target, the audits that cost points.
//
// Options:
//   --pages a,b        only these page keys (home, news-list, news-detail, programme, contact)
//   --locales tc,en    only these languages
//   --runs <n>         runs per URL; the median performance run is reported (default 3)
//   --write-doc        also write the table into docs/PERFORMANCE.md (between markers)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium-options.mjs';
import { machine } from './lib/pages.mjs';
import { writeDocSection } from './lib/report.mjs';
import { RESULTS, ROOT, buildAll, withServers } from './lib/servers.mjs';

const { values: opts } = parseArgs({
  options: {
    pages: { type: 'string' },
    locales: { type: 'string', default: 'tc,en' },
    runs: { type: 'string', default: '3' },
    'write-doc': { type: 'boolean', default: false },
    chromium: { type: 'string', default: CHROMIUM_PATH },
  },
});

const PAGES = [
  { key: 'home', label: 'home', path: '/' },
  { key: 'news-list', label: 'news list', path: '/news/list' },
  { key: 'news-detail', label: 'news detail', path: '/news/1001' },
  { key: 'programme', label: 'programme', path: '/programmes/ug-data-science' },
  { key: 'contact', label: 'contact', path: '/page/contact-us' },
];
const PREFIX = { tc: '', sc: '/sc', en: '/en' };
/** tc is the default language: at '/', a browser asking for English would be sent to /en. */
const ACCEPT_LANGUAGE = { tc: 'zh-HK,zh-Hant;q=0.9', sc: 'zh-CN,zh;q=0.9', en: 'en-GB,en;q=0.9' };
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const CATEGORIES = Object.keys(TARGETS);

const log = (m) => console.error(`[lighthouse] ${m}`);

function urlsFor() {
  const keys = opts.pages ? new Set(opts.pages.split(',')) : undefined;
  const locales = opts.locales.split(',').filter((l) => l in PREFIX);
  return PAGES.filter((p) => !keys || keys.has(p.key)).flatMap((p) =>
    locales.map((locale) => ({
      ...p,
      locale,
      url: `${PREFIX[locale]}${p.path === '/' && locale !== 'tc' ? '' : p.path}` || '/',
    })),
  );
}

function summarise(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const num = (id) => lhr.audits[id]?.numericValue;
  const metrics = {
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    si: num('speed-index'),
  };
  const lost = {};
  for (const c of CATEGORIES) {
    if (scores[c] >= 100) continue;
    lost[c] = lhr.categories[c].auditRefs
      .filter((ref) => ref.weight > 0 || c !== 'performance')
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(
        ({ audit }) =>
          audit &&
          audit.score !== null &&
          audit.score < 1 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'manual' &&
          audit.scoreDisplayMode !== 'notApplicable',
      )
      .map(({ ref, audit }) => ({
        id: ref.id,
        weight: ref.weight,
        score: audit.score,
        title: audit.title,
        displayValue: audit.displayValue ?? '',
        items: (audit.details?.items ?? [])
          .slice(0, 3)
          .map(
            (i) =>
              i.node?.snippet ?? (i.href ? `${i.text ?? ''} → ${i.href}` : undefined) ?? i.url ?? i.source?.url ?? '',
          )
          .filter(Boolean),
      }));
  }
  return {
    scores,
    metrics,
    lost,
    finalUrl: lhr.finalDisplayedUrl,
    warnings: lhr.runWarnings,
    error: lhr.runtimeError?.message,
  };
}

async function main() {
  const started = new Date();
  /** @type {Record<string, any>} */
  const info = {
    date: started.toISOString(),
    ...(await machine()),
    loadavgStart: loadavg()
      .map((x) => x.toFixed(2))
      .join(' '),
  };
  const build = buildAll();
  const runs = Number(opts.runs);
  const results = await withServers(
    { main: build.main },
    async (servers) => {
      const targets = urlsFor();
      for (const t of targets)
        for (let i = 0; i < 3; i++)
          await (
            await fetch(servers.origin + t.url, { headers: { 'accept-language': ACCEPT_LANGUAGE[t.locale] } })
          ).arrayBuffer();
      const chrome = await chromeLauncher.launch({
        chromePath: opts.chromium,
        chromeFlags: [...CHROMIUM_FLAGS],
        logLevel: 'silent',
      });
      const killChrome = () => {
        try {
          chrome.kill();
        } catch {
          // already gone
        }
      };
      process.once('exit', killChrome);
      const out = [];
      try {
        for (const t of targets) {
          const attempts = [];
          for (let i = 0; i < runs; i++) {
            log(`${t.locale} ${t.label}: ${servers.origin}${t.url}${runs > 1 ? ` (run ${i + 1}/${runs})` : ''}`);
            // A trace that failed to record (NO_NAVSTART, NO_FCP…) says nothing about the page: again.
            let summary;
            for (let tries = 1; tries <= 3; tries++) {
              const result = await lighthouse(
                servers.origin + t.url,
                { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
                {
                  extends: 'lighthouse:default',
                  settings: { extraHeaders: { 'Accept-Language': ACCEPT_LANGUAGE[t.locale] } },
                },
              );
              summary = summarise(/** @type {NonNullable<typeof result>} */ (result).lhr);
              if (!summary.error) break;
              log(`  runtime error (${summary.error.slice(0, 80)}), try ${tries + 1}/3`);
            }
            attempts.push(summary);
          }
          attempts.sort((a, b) => a.scores.performance - b.scores.performance);
          out.push({ ...t, ...attempts[Math.floor(attempts.length / 2)], runs: attempts.map((a) => a.scores) });
        }
      } finally {
        killChrome();
      }
      return out;
    },
    { deadlineMs: 30 * 60_000 },
  );

  info.loadavgEnd = loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
  mkdirSync(RESULTS, { recursive: true });
  const report = { info, chromium: opts.chromium, results };
  writeFileSync(
    join(RESULTS, `lighthouse-${started.toISOString().replace(/[:.]/g, '-')}.json`),
    JSON.stringify(report, null, 2),
  );
  writeFileSync(join(RESULTS, 'lighthouse-latest.json'), JSON.stringify(report, null, 2));

  const head = [
    'page',
    'lang',
    'URL',
    'perf',
    'a11y',
    'best practices',
    'SEO',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'SI ms',
  ];
  const rows = results.map((r) =>
    [
      r.label,
      r.locale,
      r.url,
      ...CATEGORIES.map((c) => `${r.scores[c]}${r.scores[c] < TARGETS[c] ? ' ✗' : ''}`),
      Math.round(r.metrics.fcp ?? 0),
      Math.round(r.metrics.lcp ?? 0),
      Math.round(r.metrics.tbt ?? 0),
      (r.metrics.cls ?? 0).toFixed(3),
      Math.round(r.metrics.si ?? 0),
    ].map(String),
  );
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const lostLines = [];
  for (const r of results) {
    if (r.error) lostLines.push(`${r.locale} ${r.label}: runtime error: ${r.error}`);
    for (const [c, audits] of Object.entries(r.lost)) {
      for (const a of audits)
        lostLines.push(
          `${r.locale} ${r.label} — ${c}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}${a.items.length ? ` — ${a.items.join(' | ').slice(0, 200)}` : ''}`,
        );
    }
  }
  const machineLine = `${info.date}, ${info.cpu}, ${info.os}, load average ${info.loadavgStart} at start, ${info.loadavgEnd} at end`;
  console.log(
    `machine: ${machineLine}; Lighthouse mobile preset (simulated throttling), Chromium ${opts.chromium}, median of ${runs} run(s) per URL`,
  );
  console.log([line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n'));
  if (lostLines.length) console.log(`\nwhere points were lost:\n${lostLines.map((l) => `  ${l}`).join('\n')}`);

  if (opts['write-doc']) {
    const md = [
      `Run: ${info.date.slice(0, 10)} (${machineLine}). Lighthouse mobile preset (simulated throttling), Chromium at ${opts.chromium}, production bundle, warm cache; the run with the median performance score of ${runs} per URL (all runs' scores in bench/results/lighthouse-latest.json).`,
      '',
      `| ${head.join(' | ')} |`,
      `| ${head.map((_, i) => (i < 3 ? '---' : '---:')).join(' | ')} |`,
      ...rows.map((r) => `| ${r.join(' | ')} |`),
      ...(lostLines.length ? ['', 'Where points were lost:', '', ...lostLines.map((l) => `- ${l}`)] : []),
    ].join('\n');
    writeDocSection(join(ROOT, 'docs/PERFORMANCE.md'), 'lighthouse', md);
  }
  const missed = results.filter((r) => CATEGORIES.some((c) => r.scores[c] < TARGETS[c]));
  console.log(`lighthouse: ${results.length - missed.length}/${results.length} URLs meet every target`);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
