import { startServers, BUNDLE_DIR } from './lib/servers.mjs';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
const cpu = (pid) => { const s = readFileSync(`/proc/${pid}/stat`, 'utf8'); const f = s.slice(s.lastIndexOf(')') + 2).split(' '); return (Number(f[11]) + Number(f[12])) / 100; };
const dir = process.env.DIR ?? '/work/main';
const s = await startServers({ main: (process.env.BUNDLE ?? BUNDLE_DIR) + '/index.js', vars: { CACHE_FRESH_SECONDS: '3600' } });
const paths = process.argv[2].split(',');
for (const p of paths) for (let i = 0; i < 5; i++) await (await fetch(s.origin + p, { redirect: 'manual' })).arrayBuffer();
for (let round = 0; round < 2; round++) for (const path of paths) {
  const w0 = cpu(s.pid);
  const child = spawn(process.execPath, ['bench/lib/load-runner.mjs', JSON.stringify({ origin: s.origin, targets: [{ path, expect: 0 }], connections: 8, duration: 4 })], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = ''; child.stdout.on('data', d => out += d);
  await new Promise(r => child.on('close', r));
  const r = JSON.parse(out);
  console.log(path.padEnd(22), 'rps', String(Math.round(r.rps)).padStart(5), 'p50', r.latency.p50, 'cpu ms/req', ((cpu(s.pid) - w0) * 1000 / r.requests).toFixed(2), 'status', JSON.stringify(r.statusCodeStats));
}
await s.stop();
