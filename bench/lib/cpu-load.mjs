// One load run in its own process (bench/lib/load-runner.mjs), and the CPU time workerd spent
// on it: the figure that hardly moves when other work shares the machine (docs/PERFORMANCE.md).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './servers.mjs';

const RUNNER = join(ROOT, 'bench/lib/load-runner.mjs');
/** Load runners under way, killed when the orchestrator stops (see killLoads). */
const running = new Set();

/** CPU seconds (user + system) a process has used so far. */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
}

/**
 * autocannon against `targets` ([{ path, expect }]) for `duration` s; killed if it overruns.
 * @param {string} origin
 * @param {{ path: string, expect: number }[]} targets
 * @param {{ connections: number, duration: number, headers?: Record<string, string> }} options
 */
export function spawnLoad(origin, targets, { connections, duration, headers }) {
  return new Promise((resolve, reject) => {
    const config = { origin, targets, connections, duration, ...(headers ? { headers } : {}) };
    const child = spawn(process.execPath, [RUNNER, JSON.stringify(config)], { stdio: ['ignore', 'pipe', 'inherit'] });
    running.add(child);
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), (duration + 60) * 1000);
    child.on('close', (code) => {
      clearTimeout(timer);
      running.delete(child);
      if (code !== 0) return reject(new Error(`load runner exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1) ?? ''));
      } catch (err) {
        reject(new Error(`load runner output unreadable: ${out.slice(0, 500)}`, { cause: err }));
      }
    });
  });
}

/**
 * A load run; with `pid`, also that process's (workerd's) CPU ms per request as `cpuMsPerRequest`.
 * @param {string} origin
 * @param {{ path: string, expect: number }[]} targets
 * @param {{ connections: number, duration: number, headers?: Record<string, string>, pid?: number }} options
 */
export async function runLoad(origin, targets, { pid, connections, duration, headers }) {
  const before = pid ? cpuSeconds(pid) : 0;
  const result = await spawnLoad(origin, targets, { connections, duration, ...(headers ? { headers } : {}) });
  if (pid) result.cpuMsPerRequest = ((cpuSeconds(pid) - before) * 1000) / Math.max(1, result.requests);
  return result;
}

export function killLoads() {
  for (const child of running) child.kill('SIGKILL');
}
