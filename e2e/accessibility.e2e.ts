import { describe, expect, it } from 'vitest';
import { axe, browserForFile, islandsReady, LOOK_SCREENSHOTS, openPage } from './browser';
import { LANGS, PAGE_TYPES, localised } from './pages';

const SHOTS = new URL('./screenshots/', import.meta.url).pathname;
/** Screenshots of the main pages for a person to look at (git ignores the folder). */
const SCREENSHOT_TYPES = new Set([
  'home',
  'news-list',
  'news-detail',
  'faculty',
  'teachers',
  'contact',
  'not-found',
  'menu-page',
]);

const browser = browserForFile(SHOTS);

describe.each(LANGS)('every page type in %s', (lang, prefix) => {
  it.each(Object.entries(PAGE_TYPES))(
    '%s: no WCAG 2.2 A/AA violation, no console error or hydration warning',
    async (type, path) => {
      // A Hong Kong browser, so '/' is not redirected away from tc.
      const { page, context, problems } = await openPage(browser(), {
        locale: 'zh-HK',
        viewport: { width: 1280, height: 900 },
      });
      const res = await page.goto(localised(prefix, path));
      expect(res?.status()).toBe(type === 'not-found' ? 404 : 200);
      await page.waitForLoadState('networkidle');
      await islandsReady(page);
      const violations = await axe(page);
      expect(
        violations.map(
          (v) =>
            `${v.id}: ${v.help} (${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')})`,
        ),
      ).toEqual([]);
      if (LOOK_SCREENSHOTS && SCREENSHOT_TYPES.has(type)) {
        await page.screenshot({ path: `${SHOTS}${type}-${lang}-1280.png`, fullPage: true });
        await page.setViewportSize({ width: 375, height: 800 });
        await page.screenshot({ path: `${SHOTS}${type}-${lang}-375.png`, fullPage: true });
      }
      // The 404 page's own status shows up as a console error in Chromium; nothing else may.
      expect(problems.filter((p) => !(type === 'not-found' && p.includes('404')))).toEqual([]);
      await context.close();
    },
  );
});
