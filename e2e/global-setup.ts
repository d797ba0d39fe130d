import type { TestProject } from 'vitest/node';
import { startSite } from './site';

/**
 * Starts the site and the demo upstream on a loopback port for the browser suite (about 1 s)
 * and stops them when the suite ends.
 */
export default async function setup(project: TestProject) {
  const site = await startSite();
  project.provide('baseUrl', site.origin);
  project.provide('controlUrl', site.control);
  return site.close;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The demo CMS's switches and the site's Cron Trigger (e2e/site.ts `control`). */
    controlUrl: string;
  }
}
