// A minimal Chrome DevTools Protocol client for workerd's inspector (one isolate per socket:
// ws://127.0.0.1:<port>/core:user:<worker name>). Used by bench/profile.mjs (CPU profiles)
// and the soak (JS heap of the site's isolate).
import { createServer } from 'node:net';

export function cdp(url, { timeoutMs = 10_000 } = {}) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    let id = 0;
    const pending = new Map();
    ws.onmessage = (ev) => {
      const msg = JSON.parse(String(ev.data));
      const p = msg.id ? pending.get(msg.id) : undefined;
      if (!p) return;
      pending.delete(msg.id);
      clearTimeout(p.timer);
      if (msg.error) p.fail(new Error(msg.error.message));
      else p.ok(msg.result);
    };
    ws.onerror = () => reject(new Error(`inspector connection failed: ${url}`));
    ws.onopen = () =>
      resolve({
        send: (method, params = {}) =>
          new Promise((ok, fail) => {
            const n = ++id;
            const timer = setTimeout(() => {
              pending.delete(n);
              fail(new Error(`${method}: no answer in ${timeoutMs} ms`));
            }, timeoutMs);
            pending.set(n, { ok, fail, timer });
            ws.send(JSON.stringify({ id: n, method, params }));
          }),
        close: () => ws.close(),
      });
  });
}

/** A TCP port nobody listens on right now (for the inspector). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}
