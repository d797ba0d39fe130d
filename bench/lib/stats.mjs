// Small helpers shared by the load runs: an HTTP GET that keeps the body, medians, rounds as one.

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One uncompressed GET, redirects not followed: status, headers, body bytes and text. */
export async function get(origin, path, headers = {}) {
  const res = await fetch(origin + path, {
    redirect: 'manual',
    headers: { 'accept-encoding': 'identity', ...headers },
  });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, body, html: body.toString('utf8') };
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Rounds of one target as one: rates and latencies are medians of the rounds, counts summed. */
export function combine(runs) {
  const sum = (f) => runs.reduce((n, r) => n + f(r), 0);
  return {
    rounds: runs.length,
    requests: sum((r) => r.requests),
    rps: median(runs.map((r) => r.rps)),
    latency: {
      p50: median(runs.map((r) => r.latency.p50)),
      p99: median(runs.map((r) => r.latency.p99)),
      max: Math.max(...runs.map((r) => r.latency.max)),
    },
    cpuMsPerRequest:
      sum((r) => r.cpuMsPerRequest * r.requests) /
      Math.max(
        1,
        sum((r) => r.requests),
      ),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    unexpected: sum((r) => r.perTarget.reduce((n, t) => n + t.unexpected, 0)),
    runs: runs.map((r) => ({ rps: r.rps, p50: r.latency.p50, p99: r.latency.p99, cpuMsPerRequest: r.cpuMsPerRequest })),
  };
}
