import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium-options.mjs';

// The browser and axe-core, shared by the browser suite and `npm run audit`: free of vitest so
// that a plain Node script can import it.

/** The system's Chromium with the project's flags (chromium-options.mjs). */
export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
}

/** Waits until every island marker on the page has been brought to life. */
export async function islandsReady(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-island]')).every(
      (el) => el.dataset.islandReady === 'true',
    ),
  );
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's tags for the WCAG 2.0, 2.1 and 2.2 A and AA rules. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

export interface AxeOptions {
  /** axe tags to run (default: WCAG_TAGS). */
  tags?: string[];
  /** Rule ids switched off (each with its reason where the caller lists it). */
  disable?: string[];
}

/**
 * Runs axe-core in the page (by default the WCAG 2.2 A and AA rules). Evaluated through
 * DevTools, so the page's CSP (which rightly refuses injected inline scripts) stays on.
 */
export async function axe(page: Page, { tags = WCAG_TAGS, disable = [] }: AxeOptions = {}): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(
    async ({ tags, disable }) => {
      const result = await (
        window as unknown as {
          axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> };
        }
      ).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(disable.map((id) => [id, { enabled: false }])),
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target })),
      }));
    },
    { tags, disable },
  );
}
