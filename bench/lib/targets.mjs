// The benchmark's targets (docs/PERFORMANCE.md), each met or missed, with the figures that
// decide it: throughput and latency under load, what each page ships, caching, streaming.

const ms = (n) => (n === undefined || n === null ? '–' : String(Math.round(n)));

/** Throughput against the static ceiling, hung requests, upstream calls, p99. */
function loadTargets(report, add) {
  const home = report.load.find((r) => r.key === 'home');
  if (home) {
    add(
      'home throughput ≥ 0.85 of the static ceiling (a warm page)',
      home.ratio >= 0.85,
      `req/s ratio ${home.ratio.toFixed(2)} (rounds ${home.ratios.map((r) => r.toFixed(2)).join(', ')}), CPU ratio ${home.cpuRatio.toFixed(2)}`,
    );
  }
  const hung = report.load.filter((r) => r.hungLogs > 0);
  add(
    'no request cancelled as hung by the runtime',
    hung.length === 0,
    hung.length ? hung.map((r) => `${r.label}: ${r.hungLogs}`).join(', ') : 'none',
  );
  const calls = report.load.filter((r) => r.upstream.calls > 0);
  add(
    'zero upstream calls during the warm runs',
    calls.length === 0,
    calls.length
      ? calls
          .map((r) => `${r.label} ${r.upstream.calls} (${Object.keys(r.upstream.byPath ?? {}).join(', ')})`)
          .join('; ')
      : 'none on any page',
  );
  const slow = report.load.filter((r) => r.page.latency.p99 >= 50);
  add(
    `p99 < 50 ms at ${report.connections} connections`,
    slow.length === 0,
    `${report.load.map((r) => `${r.label} ${ms(r.page.latency.p99)}`).join(', ')} (static twins ${report.load.map((r) => ms(r.ceiling.latency.p99)).join(', ')})`,
  );
}

/** JavaScript and CSS weights, and island-free pages shipping no JavaScript. */
function scriptTargets(live, add) {
  const noIslandJs = live.filter((p) => p.weights.islands.length === 0 && p.weights.js.files.length > 0);
  const islandFree = live.filter((p) => p.weights.islands.length === 0);
  const lightest = Math.min(...live.map((p) => p.weights.js.gzip)) / 1024;
  add(
    'no JavaScript on pages without islands',
    noIslandJs.length === 0,
    islandFree.length
      ? `${islandFree.length} island-free page(s), ${noIslandJs.length} with JS`
      : `no page is island-free (the header has ${[...new Set(live.flatMap((p) => p.weights.islands))].filter((n) => live.every((p) => p.weights.islands.includes(n))).join(', ')} everywhere); the lightest ships ${lightest.toFixed(1)} KB`,
  );
  const maxJs = Math.max(...live.map((p) => p.weights.js.gzip));
  add(
    'JavaScript ≤ 80 KB gzipped on any page',
    maxJs <= 80 * 1024,
    live.map((p) => `${p.label} ${(p.weights.js.gzip / 1024).toFixed(1)}`).join(', '),
  );
  // React (about 66 KB of it) is for state a form needs; every other page is server markup
  // with small enhancers (docs/PERFORMANCE.md "What each page ships").
  const formless = live.filter((p) => !p.weights.islands.includes('contact-form'));
  const heavy = formless.filter((p) => p.weights.js.gzip > 10 * 1024);
  add(
    'JavaScript ≤ 10 KB gzipped on every page without a form',
    formless.length > 0 && heavy.length === 0,
    heavy.length
      ? heavy.map((p) => `${p.label} ${(p.weights.js.gzip / 1024).toFixed(1)}`).join(', ')
      : `${formless.length} pages, the heaviest ${(Math.max(...formless.map((p) => p.weights.js.gzip)) / 1024).toFixed(1)} KB`,
  );
  const maxCss = Math.max(...live.map((p) => p.weights.css.gzip));
  add('CSS ≤ 20 KB gzipped', maxCss <= 20 * 1024, `${(maxCss / 1024).toFixed(1)} KB at most`);
}

/** Images sized, and lazy below the fold. */
function imageTargets(live, add) {
  const unsized = live.flatMap((p) => p.weights.images.unsized.map((src) => `${p.label}: ${src}`));
  add(
    'images sized (width and height)',
    unsized.length === 0,
    unsized.length ? unsized.join(', ') : `${live.reduce((n, p) => n + p.weights.images.total, 0)} images, all sized`,
  );
  // Above the fold: the logo and at most one content image (the hero / LCP candidate).
  const eagerContent = (p) => p.weights.images.eager.filter((src) => src !== '/logo.svg');
  const tooEager = live.filter((p) => eagerContent(p).length > 1);
  add(
    'images lazy below the fold (eager: the logo and at most one hero image)',
    tooEager.length === 0,
    live
      .map(
        (p) =>
          `${p.label}: ${p.weights.images.eager.length} eager of ${p.weights.images.total}${eagerContent(p).length > 1 ? ` (${eagerContent(p).join(' ')})` : ''}`,
      )
      .join(', '),
  );
}

/** Hashed assets cached for a year, HTML never in shared caches. */
function cacheTargets(live, add) {
  const assetCc = live
    .flatMap((p) => Object.entries(p.assetHeaders))
    .filter(([, a]) => a.status !== 200 || !/public, max-age=31536000, immutable/.test(a.cacheControl ?? ''));
  add(
    'hashed assets Cache-Control: public, max-age=31536000, immutable',
    assetCc.length === 0,
    assetCc.length
      ? assetCc.map(([f, a]) => `${f} ${a.status} ${a.cacheControl}`).join(', ')
      : `${new Set(live.flatMap((p) => Object.keys(p.assetHeaders))).size} assets checked`,
  );
  const shared = live.filter((p) => !/private|no-store/.test(p.cacheControl ?? ''));
  add(
    'HTML not shared-cacheable',
    shared.length === 0,
    shared.length
      ? shared.map((p) => `${p.label}: ${p.cacheControl}`).join(', ')
      : `every page: ${[...new Set(live.map((p) => p.cacheControl))].join('; ')}`,
  );
}

/** Slow CMS, cold cache: the page's head and header at once; crawlers the whole page in one piece. */
function streamingTargets(streaming, add) {
  const browsers = streaming.filter((s) => !s.crawler);
  const late = browsers.filter((s) => !(s.marks.css < 100 && s.marks.header < 100));
  add(
    'slow CMS, cold cache: head, CSS link and header in < 100 ms',
    late.length === 0,
    browsers.map((s) => `${s.label} ${ms(s.marks.header)}`).join(', '),
  );
  const crawlers = streaming.filter((s) => s.crawler);
  const pieces = crawlers.filter((s) => s.complete && s.inline && s.totalMs - s.firstChunkMs < 50);
  add(
    'crawlers get the whole document in one piece, content inline',
    pieces.length === crawlers.length,
    crawlers
      .map(
        (s) =>
          `${s.label}: first byte ${ms(s.firstChunkMs)} ms, last ${ms(s.totalMs)} ms, ${s.bytes} bytes, ${s.inline ? 'inline' : 'content in hidden segments'}`,
      )
      .join('; '),
  );
}

/** Every target of a bench report: { target, ok, detail }[]. */
export function checkTargets(report) {
  const out = [];
  const add = (target, ok, detail) => out.push({ target, ok, detail });
  loadTargets(report, add);
  const live = report.surveyed.filter((p) => !p.skipped);
  scriptTargets(live, add);
  imageTargets(live, add);
  cacheTargets(live, add);
  if (report.streaming.length) streamingTargets(report.streaming, add);
  return out;
}
