// The soak: a page mix in the three languages at many connections for a minute, with workerd's
// RSS (from /proc) and the site isolate's JS heap (through the inspector) sampled every second.
// See docs/PERFORMANCE.md.
import { runLoad } from './cpu-load.mjs';
import { cdp, freePort } from './inspector.mjs';
import { localeVariants } from './pages.mjs';
import { PUBLIC_SNAPSHOT, rssKiB, withServers } from './servers.mjs';
import { get, median, sleep } from './stats.mjs';
import { survey } from './benchmark.mjs';
import { createWeigher } from './weights.mjs';
import { hungCount, log, onWorkerdLog } from './workerd-log.mjs';

/** The surveyed pages that answer as expected, each in its three languages (a 404 once). */
async function soakTargets(servers, pages) {
  const surveyed = await survey(servers, pages, createWeigher(PUBLIC_SNAPSHOT));
  const live = surveyed.filter((p) => !p.skipped);
  for (const p of surveyed.filter((x) => x.skipped)) log(`skip ${p.path}: ${p.skipped}`);
  const targets = live.flatMap((p) =>
    (p.expect === 200 ? localeVariants(p.path) : [p.path]).map((path) => ({ path, expect: p.expect })),
  );
  for (const t of targets) for (let i = 0; i < 3; i++) await get(servers.origin, t.path);
  return targets;
}

/** Samples of workerd's RSS and the site's JS heap, taken one after another (never overlapping). */
function sampler(pid, heapMiB) {
  const samples = [];
  let sampling = /** @type {Promise<unknown>} */ (Promise.resolve());
  const sample = () => {
    sampling = sampling.then(async () =>
      samples.push({ t: Date.now(), rssKiB: rssKiB(pid), heapMiB: await heapMiB() }),
    );
    return sampling;
  };
  return { samples, sample };
}

/** RSS and heap at start, peak, end, after, and per half of the run; stable or not. */
function memorySummary(samples, { t0, end, after, duration, startRss, startHeap }) {
  const during = samples.filter((s) => s.t >= t0 && s.t <= end.t);
  const firstHalf = during.filter((s) => s.t - t0 < (duration * 1000) / 2);
  const secondHalf = during.filter((s) => s.t - t0 >= (duration * 1000) / 2);
  const max = (xs, f) => Math.max(...xs.map(f).filter((x) => x !== undefined));
  const rss = {
    beforeWarmupKiB: startRss,
    startKiB: samples[0].rssKiB,
    peakKiB: max(samples, (s) => s.rssKiB),
    endKiB: end.rssKiB,
    afterKiB: after.rssKiB,
    firstHalfPeakKiB: max(firstHalf, (s) => s.rssKiB),
    secondHalfPeakKiB: max(secondHalf, (s) => s.rssKiB),
  };
  const heapMedian = (xs) => median(xs.map((s) => s.heapMiB).filter((x) => x !== undefined));
  const heap = {
    beforeWarmupMiB: startHeap,
    startMiB: samples[0].heapMiB,
    peakMiB: max(samples, (s) => s.heapMiB),
    endMiB: end.heapMiB,
    afterMiB: after.heapMiB,
    firstHalfMedianMiB: heapMedian(firstHalf),
    secondHalfMedianMiB: heapMedian(secondHalf),
  };
  // Stable: in the second half of the run, workerd's RSS peak stays within 10 % of the first
  // half's, and the site's JS heap (a GC sawtooth, so its median) within 20 % (+1 MiB).
  const stable =
    rss.secondHalfPeakKiB <= rss.firstHalfPeakKiB * 1.1 &&
    heap.secondHalfMedianMiB <= heap.firstHalfMedianMiB * 1.2 + 1;
  return { rss, heap, stable };
}

/** The soak run itself, once warm: load with sampling, then five quiet seconds. */
async function measure(servers, targets, heapMiB, { connections, duration }) {
  await servers.resetStats();
  const hungBefore = hungCount();
  const { samples, sample } = sampler(servers.pid, heapMiB);
  await sample();
  const t0 = Date.now();
  const timer = setInterval(sample, 1000);
  log(`soak: ${targets.length} URLs, ${connections} connections, ${duration} s (workerd pid ${servers.pid})`);
  let result;
  try {
    result = await runLoad(servers.origin, targets, { connections, duration, pid: servers.pid });
  } finally {
    clearInterval(timer);
  }
  await sample();
  const end = samples.at(-1);
  await sleep(5000);
  await sample();
  return { result, samples, t0, end, after: samples.at(-1), hungLogs: hungCount() - hungBefore };
}

/** `options`: { duration, connections, warmup } in seconds and connections. */
export async function soak(build, pages, { duration, connections, warmup }) {
  const inspectorPort = await freePort();
  // Production vars as they are (fresh for 60 s): the background refresh runs under load too.
  return withServers({ main: build.main, inspectorPort, onLog: onWorkerdLog }, async (servers) => {
    const targets = await soakTargets(servers, pages);
    // The site's own isolate: its JS heap is what the site's code controls. workerd's RSS also
    // holds the runtime's allocator arenas, which grow under load to a plateau (see
    // docs/PERFORMANCE.md: a static-file-only load shows the same growth).
    const site = await cdp(`ws://127.0.0.1:${inspectorPort}/core:user:college-site`);
    const heapMiB = async () => {
      try {
        return (await site.send('Runtime.getHeapUsage')).usedSize / 2 ** 20;
      } catch {
        return undefined;
      }
    };
    const startRss = rssKiB(servers.pid);
    const startHeap = await heapMiB();
    if (warmup > 0) {
      log(`soak warm-up: ${warmup} s at ${connections} connections (the runtime's memory settles)`);
      await runLoad(servers.origin, targets, { connections, duration: warmup });
      await sleep(2000);
    }
    const m = await measure(servers, targets, heapMiB, { connections, duration });
    site.close();
    const upstream = await servers.stats();
    const unexpected = m.result.perTarget.reduce((n, t) => n + t.unexpected, 0);
    return {
      targets: targets.map((t) => t.path),
      connections,
      duration,
      warmup,
      result: m.result,
      errors: m.result.errors + m.result.timeouts + unexpected,
      unexpected,
      hungLogs: m.hungLogs,
      upstream,
      ...memorySummary(m.samples, { ...m, duration, startRss, startHeap }),
      samples: m.samples.map((s) => [
        Math.round((s.t - m.t0) / 100) / 10,
        s.rssKiB,
        s.heapMiB === undefined ? null : Math.round(s.heapMiB * 10) / 10,
      ]),
    };
  });
}
