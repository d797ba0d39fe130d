import { startServers, BUNDLE_DIR, rssKiB } from './lib/servers.mjs';
import { spawn } from 'node:child_process';
const PORT = 9331;
function cdp(url) { return new Promise((resolve, reject) => { const ws = new WebSocket(url); let id = 0; const pending = new Map();
  ws.onmessage = (ev) => { const m = JSON.parse(String(ev.data)); if (m.id && pending.has(m.id)) { const p = pending.get(m.id); pending.delete(m.id); m.error ? p.fail(new Error(m.error.message)) : p.ok(m.result); } };
  ws.onerror = () => reject(new Error('ws ' + url)); ws.onopen = () => resolve({ send: (method, params = {}) => new Promise((ok, fail) => { pending.set(++id, { ok, fail }); ws.send(JSON.stringify({ id, method, params })); }), close: () => ws.close() }); }); }
const s = await startServers({ main: BUNDLE_DIR + '/index.js', inspectorPort: PORT, vars: { CACHE_FRESH_SECONDS: '3600' } });
const names = ['core:user:college-site', 'core:entry', 'assets:router:college-site', 'assets:assets-service:college-site', 'core:user:college-demo-upstream'];
const sessions = {}; for (const n of names) sessions[n] = await cdp(`ws://127.0.0.1:${PORT}/${n}`);
async function heaps(gc) { const out = {}; for (const n of names) { if (gc) await sessions[n].send('HeapProfiler.collectGarbage'); const u = await sessions[n].send('Runtime.getHeapUsage'); out[n.replace(/^.*:/, '')] = (u.usedSize / 2 ** 20).toFixed(1); } return out; }
const load = (targets, c, d) => new Promise((res) => { const ch = spawn(process.execPath, ['bench/lib/load-runner.mjs', JSON.stringify({ origin: s.origin, targets, connections: c, duration: d })], { stdio: ['ignore', 'pipe', 'inherit'] }); let o = ''; ch.stdout.on('data', (x) => o += x); ch.on('close', () => res(JSON.parse(o))); });
const mib = () => (rssKiB(s.pid) / 1024).toFixed(0);
const phases = JSON.parse(process.argv[2]);
console.log('start rss', mib(), 'heaps', JSON.stringify(await heaps(false)));
for (const [label, paths, c, d] of phases) {
  const r = await load(paths.map((p) => ({ path: p, expect: 0 })), c, d);
  const before = mib(); const h = await heaps(false); const hg = await heaps(true); await new Promise((x) => setTimeout(x, 2000));
  console.log(label.padEnd(12), 'req', r.requests, 'rss', before, '→ after gc+2s', mib(), 'MiB | heaps', JSON.stringify(h), '| after gc', JSON.stringify(hg));
}
for (const x of Object.values(sessions)) x.close();
await s.stop();
