// The streaming check: cold cache, upstream delayed 1000 ms, when do the document's parts
// arrive, for a browser and for a crawler (docs/PERFORMANCE.md).
import { withServers } from './servers.mjs';
import { GOOGLEBOT, timeDocument } from './streaming.mjs';
import { log, onWorkerdLog } from './workerd-log.mjs';

const LOADING = /class="page-loading"|class="block-loading"/;

/** One document timed, and what its HTML says about where the content went. */
function row(check, t) {
  return {
    key: check.key,
    label: check.label,
    path: check.path,
    crawler: Boolean(check.ua),
    status: t.status,
    ttfbMs: t.ttfbMs,
    firstChunkMs: t.chunks[0]?.[0],
    chunks: t.chunks.length,
    marks: t.marks,
    totalMs: t.totalMs,
    bytes: t.chunks.reduce((n, [, b]) => n + b, 0),
    contentLength: t.headers['content-length'] ?? null,
    complete: /<\/html>\s*$/.test(t.html),
    // Content where it belongs, not in hidden segments after a loading indicator.
    inline: !/<div hidden id="S:/.test(t.html) && !LOADING.test(t.html),
    loadingInFirstChunk: /class="page-loading"|class="block-loading"|slider--placeholder/.test(
      t.html.slice(0, t.chunks[0]?.[1] ?? 0),
    ),
  };
}

/** Cold cache, upstream delayed 1000 ms: when do the document's parts arrive? */
export async function streamingCheck(build, pages) {
  const rows = [];
  const checks = [
    ...pages.map((p) => ({ ...p, ua: undefined })),
    { ...pages[0], key: `${pages[0].key}-crawler`, label: `${pages[0].label} (Googlebot)`, ua: GOOGLEBOT },
  ];
  for (const check of checks) {
    // A fresh workerd per check: nothing cached, not even the menu.
    const r = await withServers({ main: build.main, demoDelayMs: 1000, onLog: onWorkerdLog }, async (servers) =>
      row(check, await timeDocument(servers.origin + check.path, check.ua ? { userAgent: check.ua } : {})),
    );
    log(`streaming ${check.label}: first chunk ${r.firstChunkMs} ms, end ${r.totalMs} ms, ${r.chunks} chunks`);
    rows.push(r);
  }
  return rows;
}
