import { createTestHarness } from 'wrangler';

export interface LocalSite {
  /** http://127.0.0.1:<port> */
  origin: string;
  close(): Promise<void>;
}

/**
 * The site and the demo upstream on a loopback port, exactly as `npm run dev` binds them
 * (wrangler's test harness), with the site search's index built as `npm run dev` builds it: the
 * D1 migrations applied, then the Cron Trigger fired until the index answers. Used by the
 * browser suite and by `npm run audit`.
 */
export async function startSite(): Promise<LocalSite> {
  process.env.WRANGLER_SEND_METRICS = 'false';
  const server = createTestHarness({
    workers: [{ configPath: './wrangler.toml' }, { configPath: './demo/wrangler.toml' }],
  });
  const { url } = await server.listen();
  const site = server.getWorker();
  await site.applyD1Migrations('SEARCH_DB');
  for (let step = 0; step < 50; step++) {
    await site.scheduled({ cron: '* * * * *' });
    const res = await fetch(new URL('/en/search/suggest?keyword=tuition', url));
    if (((await res.json()) as { results: unknown[] }).results.length > 0) break;
  }
  return { origin: url.origin, close: () => server.close() };
}
