import type { Browser, Page } from 'playwright-core';
import { axe, islandsReady, launch, WCAG_TAGS } from '../e2e/chromium.ts';
import { type AuditPage, auditPages, contactPaths } from './pages.ts';
import { type Finding, log, type PartResult } from './report.ts';

/**
 * axe's best-practice rules that this audit does not enforce, each with its reason
 * (docs/commands.md "The audit"). Every other best-practice rule fails the audit like a WCAG rule.
 */
export const EXCLUDED_BEST_PRACTICE: Record<string, string> = {};

const TAGS = [...WCAG_TAGS, 'best-practice'];
const PARALLEL = 2;

async function audit(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await islandsReady(page);
  const violations = await axe(page, { tags: TAGS, disable: Object.keys(EXCLUDED_BEST_PRACTICE) });
  return violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`,
  );
}

/**
 * Until the page has stopped scrolling with the focused field in view (5 s at most): after a
 * failed send the island scrolls smoothly to the first field in error, and a control passing
 * under the sticky header meanwhile is, to axe, a target too small to press (target-size; seen
 * once on the verification check box). The settled page is the one a visitor uses.
 */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const started = performance.now();
        const tick = () => {
          if (window.scrollY === last) still++;
          else {
            still = 0;
            last = window.scrollY;
          }
          // Still, and the field the island focused brought into view.
          const focused = document.activeElement?.getBoundingClientRect();
          const shown = !focused || (focused.top >= 0 && focused.bottom <= window.innerHeight);
          if ((still >= 10 && shown) || performance.now() - started > 5000) resolve();
          else requestAnimationFrame(tick);
        };
        tick();
      }),
  );
}

async function checkPage(browser: Browser, origin: string, page: AuditPage | string): Promise<Finding[]> {
  const context = await browser.newContext({ locale: 'zh-HK', viewport: { width: 1280, height: 900 } });
  const tab = await context.newPage();
  const findings: Finding[] = [];
  try {
    if (typeof page === 'string') {
      // The enquiry form after a failed send: the island shows the errors in place.
      const url = origin + page;
      await tab.goto(url);
      await islandsReady(tab);
      await tab.locator('input[name="name"]').fill('Chan Tai Man');
      await tab.locator('input[name="email"]').fill('not-an-email');
      await tab.locator('input[name="subject"]').fill('Open day');
      await tab.locator('textarea[name="message"]').fill('When is the next open day?');
      await tab.locator('main form button[type="submit"]').click();
      await tab.getByRole('alert').first().waitFor();
      await scrollSettled(tab);
      for (const v of await audit(tab)) findings.push({ url: `${url} (form with errors)`, message: v });
    } else {
      const url = origin + page.path;
      const res = await tab.goto(url);
      if (res?.status() !== page.status)
        findings.push({ url, message: `answers ${res?.status()}, expected ${page.status}` });
      for (const v of await audit(tab)) findings.push({ url, message: v });
    }
  } catch (err) {
    findings.push({
      url: origin + (typeof page === 'string' ? page : page.path),
      message: `could not audit: ${String(err)}`,
    });
  } finally {
    await context.close();
  }
  return findings;
}

/** axe-core (WCAG 2.2 A/AA and best practice) in Debian's Chromium over the same pages as the validator. */
export async function checkAccessibility(origin: string): Promise<PartResult> {
  const queue: (AuditPage | string)[] = [...auditPages(), ...contactPaths()];
  const total = queue.length;
  const findings: Finding[] = [];
  const browser = await launch();
  let done = 0;
  try {
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        findings.push(...(await checkPage(browser, origin, next)));
        if (++done % 20 === 0) log('axe', `${done}/${total} pages`);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  } finally {
    await browser.close();
  }
  return {
    tool: 'axe-core (accessibility)',
    checked: `${total} pages (WCAG 2.2 A/AA + best practice)`,
    findings,
    notes: Object.entries(EXCLUDED_BEST_PRACTICE).map(([id, why]) => `best-practice rule not enforced: ${id} (${why})`),
  };
}
