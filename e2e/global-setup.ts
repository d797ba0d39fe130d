import type { TestProject } from 'vitest/node';
import { createTestHarness } from 'wrangler';

/**
 * Starts the site and the demo upstream on a loopback port for the browser suite (about 1 s),
 * exactly as `npm run dev` binds them, and stops them when the suite ends.
 */
export default async function setup(project: TestProject) {
  process.env.WRANGLER_SEND_METRICS = 'false';
  const server = createTestHarness({
    workers: [{ configPath: './wrangler.toml' }, { configPath: './demo/wrangler.toml' }],
  });
  const { url } = await server.listen();
  project.provide('baseUrl', url.origin);
  return async () => {
    await server.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
