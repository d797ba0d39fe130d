import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { inject } from 'vitest';

export { type AxeViolation, axe, islandsReady, launch } from './chromium';

export const baseUrl = (): string => inject('baseUrl');

export interface Watched {
  page: Page;
  context: BrowserContext;
  /** Console errors, warnings and page errors seen so far (hydration warnings land here). */
  problems: string[];
}

/** A page that records every console error or warning and every uncaught error. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Watched> {
  const context = await browser.newContext({ baseURL: baseUrl(), ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return { page, context, problems };
}
