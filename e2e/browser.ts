import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { launch } from './chromium';

export { type AxeViolation, axe, islandsReady, launch } from './chromium';

export const baseUrl = (): string => inject('baseUrl');

/** Switches the demo CMS (`POST /__demo/notices`, `/__demo/hko`…: docs/UPSTREAM.md "The demo worker"). */
export async function switchDemo(path: `/__demo/${string}`, body: unknown): Promise<void> {
  const res = await fetch(`${inject('controlUrl')}/demo${path}`, { method: 'POST', body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
}

/** Fires the site's Cron Trigger once (it reads the Observatory's warnings, among its steps). */
export async function fireCron(): Promise<void> {
  const res = await fetch(`${inject('controlUrl')}/scheduled`, { method: 'POST' });
  if (!res.ok) throw new Error(`scheduled: ${res.status} ${await res.text()}`);
}

/**
 * Whether to take the screenshots that are only for a person to look at (every page type at
 * every width): on a developer's machine, yes; in CI (CI=true), where nobody sees them, only
 * when E2E_SCREENSHOTS=1 asks. The screenshots of the visitors' tasks are always taken.
 */
export const LOOK_SCREENSHOTS = process.env.CI !== 'true' || process.env.E2E_SCREENSHOTS === '1';

/**
 * One Chromium for a file's tests: launched before them (with `shots`, a folder made for their
 * screenshots) and closed after. Returns the browser, for the tests to open pages in.
 */
export function browserForFile(shots?: string): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
    if (shots) mkdirSync(shots, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll: ask for it inside a test');
    return browser;
  };
}

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
