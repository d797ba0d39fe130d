// The bench's own log line, and workerd's warnings and errors: the first few of each kind are
// shown, the rest counted. Requests the runtime cancelled as hung are counted apart (see
// docs/PERFORMANCE.md).

export const log = (msg) => console.error(`[bench] ${msg}`);

const seen = new Map();
let hung = 0;

/** How many requests workerd has cancelled as hung so far (compare before and after a run). */
export const hungCount = () => hung;

/** The `onLog` of `withServers` (bench/lib/servers.mjs). */
export function onWorkerdLog(level, message) {
  if (/had hung and would never generate a response/.test(message)) hung++;
  const kind = message.replace(/"requestId":"[^"]*"|"ms":\d+|[0-9a-f]{8}-[0-9a-f-]{27}/g, '');
  const n = (seen.get(kind) ?? 0) + 1;
  seen.set(kind, n);
  if (n <= 3) console.error(`[workerd ${level}] ${message.slice(0, 300)}`);
  else if (n === 4) console.error(`[workerd ${level}] (more of the same are counted, not shown)`);
}

/** The kinds logged more than three times, with their counts. */
export function workerdLogSummary() {
  const repeated = [...seen].filter(([, n]) => n > 3);
  for (const [kind, n] of repeated) log(`workerd logged ${n}× ${kind.slice(0, 160)}`);
}
