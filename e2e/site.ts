import { createTestHarness } from 'wrangler';

export interface LocalSite {
  /** http://127.0.0.1:<port> */
  origin: string;
  close(): Promise<void>;
}

/**
 * The site and the demo upstream on a loopback port, exactly as `npm run dev` binds them
 * (wrangler's test harness). Used by the browser suite and by `npm run audit`.
 */
export async function startSite(): Promise<LocalSite> {
  process.env.WRANGLER_SEND_METRICS = 'false';
  const server = createTestHarness({
    workers: [{ configPath: './wrangler.toml' }, { configPath: './demo/wrangler.toml' }],
  });
  const { url } = await server.listen();
  return { origin: url.origin, close: () => server.close() };
}
