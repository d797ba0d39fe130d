import { startServers, BUNDLE_DIR } from './lib/servers.mjs';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
const cpu = (pid) => { const s = readFileSync(`/proc/${pid}/stat`, 'utf8'); const f = s.slice(s.lastIndexOf(')') + 2).split(' '); return (Number(f[11]) + Number(f[12])) / 100; };
const s = await startServers({ main: BUNDLE_DIR + '/index.js', vars: { CACHE_FRESH_SECONDS: '3600' } });
for (const p of ['/', '/', '/']) await (await fetch(s.origin + p)).text();
for (const path of (process.argv[2] ?? '/').split(',')) {
  const child = spawn(process.execPath, ['bench/lib/load-runner.mjs', JSON.stringify({ origin: s.origin, targets: [{ path }], connections: 32, duration: 8 })], { stdio: ['ignore', 'pipe', 'inherit'] });
  const w0 = cpu(s.pid), m0 = cpu(process.pid); await new Promise(r => setTimeout(r, 200)); const c0 = cpu(child.pid); const t0 = Date.now();
  let out = ''; child.stdout.on('data', d => out += d);
  let c1; const iv = setInterval(() => { try { c1 = cpu(child.pid) } catch {} }, 200);
  await new Promise(r => child.on('close', r)); clearInterval(iv);
  const el = (Date.now() - t0) / 1000; const r = JSON.parse(out);
  console.log(path, 'rps', r.rps, 'p50', r.latency.p50, 'p99', r.latency.p99, '| cpu s/s workerd', ((cpu(s.pid) - w0) / el).toFixed(2), 'runner', ((c1 - c0) / el).toFixed(2), 'orchestrator', ((cpu(process.pid) - m0) / el).toFixed(2));
}
await s.stop();
