import type { TestProject } from 'vitest/node';
import { startSite } from './site';

/**
 * Starts the site and the demo upstream on a loopback port for the browser suite (about 1 s)
 * and stops them when the suite ends.
 */
export default async function setup(project: TestProject) {
  const site = await startSite();
  project.provide('baseUrl', site.origin);
  return site.close;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
