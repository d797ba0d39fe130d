// The load generator, run as its own process (node bench/lib/load-runner.mjs '<json>') so that
// it never shares an event loop with the orchestrator or the server. Prints one JSON line.
//
// Config: { origin, targets: [{ path, expect }], connections, duration (s), timeout (s), headers }
// With several targets each connection cycles through them in order (a page mix).
import autocannon from 'autocannon';

const config = JSON.parse(process.argv[2] ?? '{}');
const { origin, targets, connections = 32, duration = 10, timeout = 10, headers = {} } = config;
if (!origin || !Array.isArray(targets) || targets.length === 0) {
  console.error('usage: load-runner.mjs \'{"origin":"http://127.0.0.1:8787","targets":[{"path":"/","expect":200}]}\'');
  process.exit(2);
}

/** Per target: responses by status, and how many had a status other than expected. */
const perTarget = targets.map(() => ({ statuses: {}, unexpected: 0, bytes: 0, responses: 0 }));

const requests = targets.map((t, i) => ({
  method: 'GET',
  path: t.path,
  onResponse(status, body) {
    const s = perTarget[i];
    s.responses++;
    s.statuses[status] = (s.statuses[status] ?? 0) + 1;
    if (status !== (t.expect ?? 200)) s.unexpected++;
    s.bytes += typeof body === 'string' ? Buffer.byteLength(body) : (body?.length ?? 0);
  },
}));

// A hard stop in case autocannon never finishes (it should, after `duration`).
const guard = setTimeout(
  () => {
    console.error('load-runner: overran its duration, exiting');
    process.exit(3);
  },
  (duration + timeout + 30) * 1000,
);
guard.unref();

const result = await autocannon({
  url: origin,
  connections,
  duration,
  timeout,
  requests,
  // No Accept-Encoding: bytes as the worker produced them, and no compression cost in workerd.
  headers: { 'user-agent': 'college-site-bench/1 (autocannon)', ...headers },
});

const lat = result.latency;
console.log(
  JSON.stringify({
    connections,
    duration,
    requests: result.requests.total,
    rps: result.requests.average,
    rpsStddev: result.requests.stddev,
    bytesPerSec: result.throughput.average,
    latency: { p50: lat.p50, p90: lat.p90, p99: lat.p99, max: lat.max, mean: lat.average },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodeStats: result.statusCodeStats,
    perTarget: targets.map((t, i) => ({ path: t.path, expect: t.expect ?? 200, ...perTarget[i] })),
  }),
);
clearTimeout(guard);
