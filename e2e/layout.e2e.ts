import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOOK_SCREENSHOTS, openPage, browserForFile } from './browser';
import { LANGS, PAGE_TYPES, localised } from './pages';

/** The widths every page is designed for (docs/commands.md: the browser suite's screenshots). */
const WIDTHS = [320, 375, 768, 1024, 1280, 1920] as const;
const SHOTS = new URL('./screenshots/layout/', import.meta.url).pathname;

const browser = browserForFile(SHOTS);

interface HeaderFacts {
  height: number;
  scrollPadding: number;
  overflow: number;
  logoTop: number;
  logoBottom: number;
  brandOverflows: boolean;
  navTops: number[];
  navRight: number;
  barRight: number;
}

const headerFacts = (page: Page): Promise<HeaderFacts> =>
  page.evaluate(() => {
    const header = document.querySelector('.site-header')!.getBoundingClientRect();
    const logo = document.querySelector('.brand__logo')!.getBoundingClientRect();
    const brand = document.querySelector('.brand')!;
    const bar = document.querySelector('.site-header__bar')!.getBoundingClientRect();
    const items = Array.from(document.querySelectorAll('.site-nav > ul > li')).filter(
      (li) => (li as HTMLElement).offsetParent !== null,
    );
    const rects = items.map((li) => li.getBoundingClientRect());
    return {
      height: header.height,
      scrollPadding: Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      logoTop: logo.top - header.top,
      logoBottom: header.bottom - logo.bottom,
      brandOverflows: brand.scrollHeight > brand.clientHeight + 1 || brand.scrollWidth > brand.clientWidth + 1,
      navTops: rects.map((r) => Math.round(r.top)),
      navRight: Math.max(0, ...rects.map((r) => r.right)),
      barRight: bar.right,
    };
  });

describe.each(LANGS)('header in %s', (_lang, prefix) => {
  it.each(WIDTHS)('at %i px: one row of menu, nothing overflows, the logo has room, one offset', async (width) => {
    const { page, context } = await openPage(browser(), { locale: 'zh-HK', viewport: { width, height: 900 } });
    await page.goto(localised(prefix, '/'));
    await page.waitForSelector('.site-nav > ul', { state: 'attached' });
    const facts = await headerFacts(page);
    expect(facts.overflow).toBeLessThanOrEqual(0);
    expect(facts.brandOverflows).toBe(false);
    expect(facts.logoTop).toBeGreaterThanOrEqual(8);
    if (width >= 1000) {
      // The whole menu on one line under the brand row, inside the bar.
      expect(facts.navTops.length).toBeGreaterThan(3);
      expect(new Set(facts.navTops).size).toBe(1);
      expect(facts.navRight).toBeLessThanOrEqual(facts.barRight);
    } else {
      expect(facts.logoBottom).toBeGreaterThanOrEqual(8);
      expect(await page.locator('#site-nav').isVisible()).toBe(false);
    }
    // Hash links stop exactly below the sticky header: the CSS offset is its real height.
    expect(Math.abs(facts.height - facts.scrollPadding)).toBeLessThan(1);
    await context.close();
  });
});

describe('hash links', () => {
  for (const width of [375, 1280]) {
    it(`at ${width} px stop right below the header, not further down`, async () => {
      const { page, context } = await openPage(browser(), {
        viewport: { width, height: 700 },
        reducedMotion: 'reduce',
      });
      await page.goto('/en/teacher/detail?id=3002');
      await page.evaluate(() => {
        location.hash = '#teacher-biography';
      });
      const gap = await page.evaluate(
        () =>
          document.getElementById('teacher-biography')!.getBoundingClientRect().top -
          document.querySelector('.site-header')!.getBoundingClientRect().bottom,
      );
      expect(Math.abs(gap)).toBeLessThan(2);
      await context.close();
    });
  }
});

describe('people lists on a phone', () => {
  // The scroll down to the list's end: what the page shows below the list (the alumni
  // association's sections, the footer) does not make the list itself longer.
  for (const [path, most] of [
    ['/sc/teacher', 3000],
    ['/sc/alumni', 2400],
  ] as const) {
    it(`${path} at 375 px is compact rows, a short scroll`, async () => {
      const { page, context } = await openPage(browser(), { viewport: { width: 375, height: 800 } });
      await page.goto(path);
      const height = await page.evaluate(
        () => document.querySelector('.people')!.getBoundingClientRect().bottom + scrollY,
      );
      expect(height).toBeLessThan(most);
      // Rows: the photo sits beside the name, not above it.
      const [photo, title] = await Promise.all([
        page.locator('.person-card__photo').first().boundingBox(),
        page.locator('.person-card .card__title').first().boundingBox(),
      ]);
      expect(photo && title && photo.x + photo.width <= title.x).toBe(true);
      await context.close();
    });
  }

  it('fills every row on wide screens (columns divide the page size)', async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    for (const [path, size] of [
      ['/en/teacher', 16],
      ['/en/alumni', 6],
    ] as const) {
      await page.goto(path);
      const columns = await page
        .locator('.people')
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
      expect(size % columns).toBe(0);
      expect(columns).toBeGreaterThan(1);
    }
    await context.close();
  });
});

describe('every page type at every width', () => {
  it.each(LANGS)(
    '%s: no sideways scroll, headings on one grid; screenshots for a person to look at',
    async (lang, prefix) => {
      const { page, context } = await openPage(browser(), { locale: 'zh-HK' });
      /** Per width: where each page's main column starts. */
      const lefts = new Map<number, Map<string, number>>(WIDTHS.map((w) => [w, new Map()]));
      for (const [type, path] of Object.entries(PAGE_TYPES)) {
        // Loaded at the narrowest width (what a phone loads), then widened in place: the same
        // layout rules as a fresh load at each width, for one navigation a page.
        await page.setViewportSize({ width: WIDTHS[0], height: 900 });
        await page.goto(localised(prefix, path));
        await page.waitForLoadState('load');
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          const facts = await page.evaluate(() => ({
            overflow: document.documentElement.scrollWidth - window.innerWidth,
            main: document.querySelector('main')!.getBoundingClientRect().left,
          }));
          expect(facts.overflow, `${type} at ${width}`).toBeLessThanOrEqual(0);
          lefts.get(width)?.set(type, Math.round(facts.main));
          if (LOOK_SCREENSHOTS) await page.screenshot({ path: `${SHOTS}${type}-${lang}-${width}.png`, fullPage: true });
        }
      }
      for (const [width, byType] of lefts) {
        // One container: every page's main column starts at the same x (the error page centres).
        byType.delete('not-found');
        expect(new Set(byType.values()).size, `${width}: ${JSON.stringify([...byType])}`).toBe(1);
      }
      await context.close();
    },
    600_000,
  );
});
