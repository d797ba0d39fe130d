import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { axe, baseUrl, browserForFile, fireCron, islandsReady, openPage, switchDemo } from './browser';
import { message } from './messages';
import { LANGS, localised } from './pages';

// Site notices as a visitor meets them on a bad day (docs/OPERATIONS.md "Site notices", "Severe
// weather"): the demo CMS's emergency and information notices switched on, and the Observatory's
// stand-in raising Signal No. 8. Every other file of the suite shares this one site: afterAll
// switches everything off and waits until no page shows a notice any more.
const browser = browserForFile();
const WIDTHS = [390, 1366] as const;
/** The site reads the CMS's notices at most every 30 s and the Observatory's reading every 15 s. */
const SETTLE_MS = 90_000;

/** What a page in each language shows now: its notices' classes. */
async function shown(): Promise<string[][]> {
  return Promise.all(
    LANGS.map(async ([, prefix]) => {
      const html = await (await fetch(new URL(localised(prefix, '/about'), baseUrl()))).text();
      return [...html.matchAll(/class="site-notice site-notice--(\w+)"/g)].map((m) => m[1]);
    }),
  );
}

async function settle(want: string[]): Promise<void> {
  // In a hook, where expect.poll is not available: vi.waitFor retries the same way.
  await vi.waitFor(async () => expect(await shown()).toEqual(LANGS.map(() => want)), {
    timeout: SETTLE_MS,
    interval: 1_000,
  });
}

beforeAll(async () => {
  await switchDemo('/__demo/notices', { levels: ['emergency', 'info'] });
  await switchDemo('/__demo/hko', { signals: ['TC8NE'] });
  await fireCron();
  await settle(['emergency', 'weather', 'info']);
}, SETTLE_MS + 10_000);

afterAll(async () => {
  await switchDemo('/__demo/notices', { levels: [] });
  await switchDemo('/__demo/hko', { signals: [] });
  await fireCron();
  await settle([]);
}, SETTLE_MS + 10_000);

/** The skip link, the notices and the header, in document order. */
const order = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.body.querySelectorAll('a.skip-link, section.site-notice, header.site-header')).map((el) =>
      el.matches('section') ? el.className : el.className.split(' ')[0],
    ),
  );

describe.each(LANGS)('notices in %s', (lang, prefix) => {
  it.each(WIDTHS)(
    'at %i px: the emergency first, with a heading, read once; the No. 8 line links the arrangements; 0 axe violations',
    async (width) => {
      const { page, context, problems } = await openPage(browser(), {
        locale: 'zh-HK',
        viewport: { width, height: 900 },
      });
      await page.goto(localised(prefix, '/about'));
      await islandsReady(page);
      expect(await order(page)).toEqual([
        'skip-link',
        'site-notice site-notice--emergency',
        'site-notice site-notice--weather',
        'site-notice site-notice--info',
        'site-header',
      ]);
      const emergency = page.locator('section.site-notice--emergency');
      const [box, header] = await Promise.all([
        emergency.boundingBox(),
        page.locator('header.site-header').boundingBox(),
      ]);
      expect(box && header && box.y + box.height <= header.y + 1).toBe(true);
      expect(box?.y).toBeLessThan(1);
      // Named by its heading, which says it is an emergency; never dismissible.
      const heading = emergency.getByRole('heading', { level: 2 });
      expect(await heading.textContent()).toContain(message(lang, 'notices.level.emergency'));
      expect(await emergency.getAttribute('aria-labelledby')).toBe(await heading.getAttribute('id'));
      expect(await emergency.getByRole('button').count()).toBe(0);
      // Read where it stands, not announced again on every page.
      expect(
        await page
          .locator('.site-notices [aria-live], .site-notices [role="alert"], .site-notices [role="status"]')
          .count(),
      ).toBe(0);
      // From the top of the page the keyboard reaches the skip link, then the emergency's link.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('.site-notice--emergency'))).toBe(true);
      // The Observatory's signal, its time with the zone, and the college's standing arrangements.
      const weather = page.locator('section.site-notice--weather');
      const line = (await weather.locator('.site-notice__signal').textContent()) ?? '';
      expect(line).toContain(message(lang, 'weather.signal.TC8NE'));
      expect(line).toContain(message(lang, 'time.zone'));
      const arrangements = weather.getByRole('link', { name: message(lang, 'weather.arrangements') });
      expect(await arrangements.getAttribute('href')).toBe(localised(prefix, '/severe-weather'));
      const violations = await axe(page);
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await arrangements.click();
      await page.waitForURL(new RegExp(`${localised(prefix, '/severe-weather')}$`));
      expect(await page.locator('main h1').count()).toBe(1);
      // The notices are on this page too.
      expect(await page.locator('section.site-notice--emergency').count()).toBe(1);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it.each(WIDTHS)(
    'at %i px with JavaScript: the information notice is dismissed in place, for the session',
    async (width) => {
      const { page, context, problems } = await openPage(browser(), {
        locale: 'zh-HK',
        viewport: { width, height: 900 },
      });
      await page.goto(localised(prefix, '/about'));
      await islandsReady(page);
      const info = page.locator('section.site-notice--info');
      const close = info.getByRole('button', { name: new RegExp(`^${message(lang, 'notices.dismiss')}`) });
      await close.click();
      await expect.poll(() => info.count()).toBe(0);
      expect(page.url()).toBe(new URL(localised(prefix, '/about'), baseUrl()).href);
      // The focus is not lost with the button: it is on the page's main content.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
      // The next page leaves it out; the emergency and the signal stay.
      await page.goto(localised(prefix, '/admissions'));
      expect(await page.locator('section.site-notice--info').count()).toBe(0);
      expect(await page.locator('section.site-notice--emergency').count()).toBe(1);
      expect(await page.locator('section.site-notice--weather').count()).toBe(1);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

describe('without JavaScript', () => {
  it.each(LANGS)(
    '%s: the dismiss form posts, returns to the page, and the information notice is gone',
    async (_lang, prefix) => {
      const { page, context } = await openPage(browser(), { locale: 'zh-HK', javaScriptEnabled: false });
      await page.goto(localised(prefix, '/faculties'));
      expect(await page.locator('section.site-notice--info').count()).toBe(1);
      const [res] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.locator('section.site-notice--info button[type="submit"]').click(),
      ]);
      expect(res.status()).toBe(303);
      await page.waitForURL(new RegExp(`${localised(prefix, '/faculties')}$`));
      await page.waitForLoadState();
      expect(await page.locator('section.site-notice--info').count()).toBe(0);
      expect(await page.locator('section.site-notice--emergency').count()).toBe(1);
      await context.close();
    },
  );
});
