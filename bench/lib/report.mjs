// Tables for the terminal and for docs/PERFORMANCE.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const kb = (n) => (n / 1024).toFixed(1);
const ms = (n) => (n === undefined || n === null ? '–' : Number(n).toFixed(Number(n) < 10 ? 1 : 0));
export const int = (n) => Math.round(n).toLocaleString('en-US');

export function machineLine(info) {
  const load = info.loadavgStart
    ? `, load average ${info.loadavgStart} at start${info.loadavgEnd ? `, ${info.loadavgEnd} at end` : ''}`
    : '';
  return `${info.date.slice(0, 10)} (${info.date}), ${info.cpu}, ${info.memGiB} GiB RAM, ${info.os}, Node ${info.node}, workerd ${info.workerd.replace(/^workerd\s*/, '')}${load}`;
}

/** A markdown table: the first `left` columns aligned left, the others right. */
export function markdownTable(head, rows, left = 1) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map((_h, i) => (i < left ? '---' : '---:'))), ...rows.map(line)].join('\n');
}

/** A plain-text table: the first `left` columns aligned left, the others right. */
export function textTable(head, rows, left = 1) {
  const widths = head.map((h, i) => Math.max(String(h).length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (i < left ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const LOAD_HEAD = [
  'page',
  'path',
  'req/s',
  'p50 ms',
  'p99 ms',
  'p50 ms at 1 conn',
  'bytes',
  'gzip',
  'upstream calls',
  'bad responses',
  'workerd CPU ms/req',
  'static req/s',
  'static p99 ms',
  'static CPU ms/req',
  'page/static req/s',
  'page/static CPU',
];

function loadRows(report) {
  return report.load.map((r) => [
    r.label,
    r.path,
    int(r.page.rps),
    ms(r.page.latency.p50),
    ms(r.page.latency.p99),
    ms(r.single.latency.p50),
    int(r.bytes),
    int(r.gzipBytes),
    String(r.upstream.calls),
    String(r.page.errors + r.page.timeouts + r.page.unexpected),
    r.page.cpuMsPerRequest.toFixed(2),
    int(r.ceiling.rps),
    ms(r.ceiling.latency.p99),
    r.ceiling.cpuMsPerRequest.toFixed(2),
    r.ratio.toFixed(2),
    r.cpuRatio.toFixed(2),
  ]);
}

const WEIGHT_HEAD = [
  'page',
  'islands',
  'JS files',
  'JS gzip KB',
  'CSS gzip KB',
  'images (unsized / eager)',
  'HTML Cache-Control',
  'asset Cache-Control',
];

function weightRows(report) {
  return report.surveyed.map((p) => {
    if (p.skipped) return [p.label, `skipped: ${p.skipped}`, '', '', '', '', '', ''];
    const w = p.weights;
    const assetCc = [...new Set(Object.values(p.assetHeaders).map((a) => `${a.status} ${a.cacheControl}`))].join('; ');
    return [
      p.label,
      w.islands.join(', ') || 'none',
      String(w.js.files.length),
      w.js.files.length ? kb(w.js.gzip) : '0',
      kb(w.css.gzip),
      `${w.images.total} (${w.images.unsized.length} / ${w.images.eager.length}${w.images.eager.length ? `: ${w.images.eager.join(' ')}` : ''})`,
      p.cacheControl ?? '–',
      assetCc || '–',
    ];
  });
}

const STREAM_HEAD = [
  'request',
  'status',
  'first chunk ms',
  'head+CSS ms',
  'header ms',
  'loading indicator ms',
  'last chunk ms',
  'chunks',
  'Content-Length',
];

function streamRows(report) {
  return report.streaming.map((s) => [
    s.label,
    String(s.status),
    ms(s.firstChunkMs),
    ms(s.marks.css),
    ms(s.marks.header),
    s.marks.loading === undefined ? (s.loadingInFirstChunk ? 'block placeholders' : '–') : ms(s.marks.loading),
    ms(s.totalMs),
    String(s.chunks),
    s.contentLength ?? 'chunked',
  ]);
}

export function printTable(report) {
  const out = [];
  out.push(`machine: ${machineLine(report.info)}`);
  out.push(
    `load: ${report.connections} connections, ${report.rounds} rounds of ${report.duration} s page + ${report.duration} s static twin per page (medians), autocannon in its own process; load generator and workerd share the ${report.info.cores} cores; loopback only`,
  );
  out.push('');
  out.push(textTable(LOAD_HEAD, loadRows(report)));
  for (const p of report.surveyed.filter((x) => x.skipped)) out.push(`skipped ${p.path}: ${p.skipped}`);
  out.push('');
  out.push(
    textTable(
      WEIGHT_HEAD.slice(0, 6),
      weightRows(report).map((r) => r.slice(0, 6)),
    ),
  );
  out.push('');
  out.push(
    `worker bundle (wrangler deploy --dry-run --minify): ${kb(report.build.bytes)} KB, ${kb(report.build.gzip)} KB gzipped`,
  );
  if (report.streaming.length) {
    out.push('');
    out.push('streaming, cold cache, upstream delayed 1000 ms:');
    out.push(textTable(STREAM_HEAD, streamRows(report)));
  }
  console.log(out.join('\n'));
}

export function loadMarkdown(report) {
  const skipped = report.surveyed.filter((x) => x.skipped).map((p) => `- skipped \`${p.path}\`: ${p.skipped}`);
  return [
    `Run: ${machineLine(report.info)}.`,
    `Each page: ${report.rounds} rounds of ${report.duration} s on the page then ${report.duration} s on its static twin, ${report.connections} connections (medians of the rounds), then 2 s at 1 connection; autocannon in its own process; the load generator and workerd share the ${report.info.cores} cores; loopback only. Warm cache (data fresh for the run).`,
    '',
    markdownTable(LOAD_HEAD, loadRows(report)),
    ...(skipped.length ? ['', ...skipped] : []),
  ].join('\n');
}

export function weightMarkdown(report) {
  return markdownTable(
    WEIGHT_HEAD,
    weightRows(report).map((r) => r.map((c) => String(c).replace(/\|/g, '\\|'))),
  );
}

export function bundleMarkdown(report) {
  return `Worker bundle (\`wrangler deploy --dry-run --minify\`): ${kb(report.build.bytes)} KB, **${kb(report.build.gzip)} KB gzipped**.`;
}

export function streamingMarkdown(report) {
  return [
    'Cold cache (a fresh workerd per request), upstream delayed 1000 ms (`DEMO_DELAY_MS`):',
    '',
    markdownTable(STREAM_HEAD, streamRows(report)),
  ].join('\n');
}

export function soakMarkdown(report) {
  const s = report.soak;
  const r = s.result;
  const mib = (k) => (k / 1024).toFixed(0);
  const h1 = (x) => (x === undefined || x === null ? '–' : x.toFixed(1));
  const statuses = Object.entries(r.statusCodeStats ?? {})
    .map(([code, v]) => `${code}: ${int(v.count)}`)
    .join(', ');
  const calls = Object.entries(s.upstream.byPath ?? {})
    .map(([p, n]) => `${p} ${n}`)
    .join(', ');
  return [
    `Run: ${machineLine(report.info)}. Production vars (data fresh for 60 s, so background refreshes happen under load). ${s.warmup} s of the same load first, then the measured ${s.duration} s.`,
    '',
    markdownTable(
      [
        'URLs',
        'connections',
        'seconds',
        'requests',
        'req/s',
        'p50 ms',
        'p99 ms',
        'max ms',
        'errors',
        'upstream calls',
        'workerd RSS start / peak / end / +5 s MiB',
        'site JS heap start / peak / end MiB',
        'memory',
      ],
      [
        [
          String(s.targets.length),
          String(s.connections),
          String(s.duration),
          int(r.requests),
          int(r.rps),
          ms(r.latency.p50),
          ms(r.latency.p99),
          ms(r.latency.max),
          String(s.errors),
          String(s.upstream.calls),
          `${mib(s.rss.startKiB)} / ${mib(s.rss.peakKiB)} / ${mib(s.rss.endKiB)} / ${mib(s.rss.afterKiB)}`,
          `${h1(s.heap.startMiB)} / ${h1(s.heap.peakMiB)} / ${h1(s.heap.endMiB)}`,
          s.stable ? 'stable' : '**not stable**',
        ],
      ],
    ),
    '',
    `Statuses: ${statuses}. Errors = socket errors ${r.errors} + timeouts ${r.timeouts} + unexpected statuses ${s.unexpected}. workerd RSS before the warm-up ${mib(s.rss.beforeWarmupKiB)} MiB; peak in the first half ${mib(s.rss.firstHalfPeakKiB)} MiB, in the second half ${mib(s.rss.secondHalfPeakKiB)} MiB. Site JS heap (a GC sawtooth) median first half ${h1(s.heap.firstHalfMedianMiB)} MiB, second half ${h1(s.heap.secondHalfMedianMiB)} MiB. Stable means: second-half RSS peak within 10 % of the first half's, heap median within 20 %.${s.hungLogs ? ` workerd logged ${s.hungLogs} hung request(s) (see the cross-request fetch joining in the text).` : ''} Upstream calls: ${calls || 'none'}.`,
    '',
    `Mix: ${s.targets.map((t) => `\`${t}\``).join(', ')}.`,
  ].join('\n');
}

export function targetsMarkdown(report) {
  return markdownTable(
    ['target', 'this run', 'figures'],
    report.targets.map((t) => [t.target, t.ok ? 'met' : '**missed**', t.detail.replace(/\|/g, '\\|')]),
  );
}

/** Replaces the text between <!-- name:start --> and <!-- name:end --> in a markdown file. */
export function writeDocSection(file, name, body) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  const block = `${start}\n${body}\n${end}`;
  const next = i >= 0 && j > i ? text.slice(0, i) + block + text.slice(j + end.length) : `${text}\n${block}\n`;
  writeFileSync(file, next);
}
