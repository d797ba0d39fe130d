import { startServers, BUNDLE_DIR } from './lib/servers.mjs';
import { spawn } from 'node:child_process';
let hung = 0, dropped = 0;
const s = await startServers({ main: BUNDLE_DIR + '/index.js', demoDelayMs: Number(process.argv[3] ?? 0), vars: { CACHE_FRESH_SECONDS: '3600' }, onLog: (l, m) => { if (m.includes('hung')) hung++; if (m.includes('dropped queued')) dropped++; } });
const r = await new Promise((res) => { const ch = spawn(process.execPath, ['bench/lib/load-runner.mjs', JSON.stringify({ origin: s.origin, targets: [{ path: process.argv[2], expect: 404 }], connections: 32, duration: 5, timeout: 5 })], { stdio: ['ignore', 'pipe', 'inherit'] }); let o = ''; ch.stdout.on('data', (x) => o += x); ch.on('close', () => res(JSON.parse(o))); });
console.log(process.argv[2], 'delay', process.argv[3] ?? 0, 'requests', r.requests, 'statuses', JSON.stringify(r.statusCodeStats), 'errors', r.errors, 'timeouts', r.timeouts, 'p99', r.latency.p99, '| hung logs', hung, 'dropped-action warnings', dropped);
await s.stop();
