import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestHarness } from 'wrangler';

export interface LocalSite {
  /** http://127.0.0.1:<port> */
  origin: string;
  /**
   * The demo CMS's switches and the site's Cron Trigger, for tests in another process:
   * http://127.0.0.1:<port> of a loopback server that answers `POST /demo/__demo/…` with the demo
   * worker's answer (docs/UPSTREAM.md "The demo worker") and `POST /scheduled` by firing the site's
   * trigger once. The demo has no address of its own (the site reaches it by a service binding).
   */
  control: string;
  close(): Promise<void>;
}

/**
 * The site and the demo upstream on a loopback port, exactly as `npm run dev` binds them
 * (wrangler's test harness), with the site search's index built as `npm run dev` builds it: the
 * D1 migrations applied, then the Cron Trigger fired until the index answers. Used by the
 * browser suite and by `npm run audit`.
 */
/** Runs of the Cron Trigger that startSite waits for the index through. */
const MAX_BUILD_STEPS = 1000;

export async function startSite(): Promise<LocalSite> {
  process.env.WRANGLER_SEND_METRICS = 'false';
  const server = createTestHarness({
    workers: [{ configPath: './wrangler.toml' }, { configPath: './demo/wrangler.toml' }],
  });
  const { url } = await server.listen();
  const site = server.getWorker();
  await site.applyD1Migrations('SEARCH_DB');
  // The whole demo site takes about a hundred steps (each one bounded: docs/architecture/search.md
  // "Building"); the bound only stops a build that never ends, and says so.
  let built = false;
  for (let step = 0; step < MAX_BUILD_STEPS && !built; step++) {
    await site.scheduled({ cron: '* * * * *' });
    const res = await fetch(new URL('/en/search/suggest?keyword=tuition', url));
    built = ((await res.json()) as { results: unknown[] }).results.length > 0;
  }
  if (!built) {
    await server.close();
    throw new Error(`the site index did not answer after ${MAX_BUILD_STEPS} runs of the Cron Trigger`);
  }
  const demo = server.getWorker('college-demo-upstream');
  const control = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      try {
        if (req.method === 'POST' && req.url === '/scheduled') {
          await site.scheduled({ cron: '* * * * *' });
          res.writeHead(204).end();
        } else if (req.method === 'POST' && req.url?.startsWith('/demo/__demo/')) {
          const answer = await demo.fetch(new URL(req.url.slice('/demo'.length), url), {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: Buffer.concat(chunks).toString('utf8'),
          });
          res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(await answer.text());
        } else {
          res.writeHead(404).end();
        }
      } catch (err) {
        res.writeHead(500).end(String(err));
      }
    });
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  return {
    origin: url.origin,
    control: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((resolve) => control.close(() => resolve()));
      await server.close();
    },
  };
}
