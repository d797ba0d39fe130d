import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { islandsReady, openPage, browserForFile } from './browser';

const browser = browserForFile();

const visibleSlide = (page: import('playwright-core').Page) =>
  page.locator('.slider__track').evaluate((el) => Math.round(el.scrollLeft / el.clientWidth));

/** The slide the slider itself says is current (its dots), whatever the smooth scroll is doing. */
const currentSlide = (page: import('playwright-core').Page) =>
  page.locator('.slider__dot').evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('aria-current') === 'true'));

describe('home slider', () => {
  it('moves with the buttons, the dots and the arrow keys', async () => {
    const { page, context, problems } = await openPage(browser(), { reducedMotion: 'reduce' });
    await page.goto('/en');
    await islandsReady(page);
    // The buttons' rules come with the script that adds them (src/client/island-styles.ts).
    const button = page.getByRole('button', { name: 'Next slide' });
    expect(await button.evaluate((b) => [getComputedStyle(b).minWidth, getComputedStyle(b).borderRadius])).toEqual([
      '36px',
      '999px',
    ]);
    await button.click();
    await expect.poll(() => visibleSlide(page)).toBe(1);
    await page.getByRole('link', { name: 'Go to slide 3' }).click();
    await expect.poll(() => visibleSlide(page)).toBe(2);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => visibleSlide(page)).toBe(1);
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => visibleSlide(page)).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('plays by itself, pauses on hover and focus, and never plays under reduced motion', async () => {
    // Real time (a slide every 6 s): the browser's smooth scroll does not follow a fake clock.
    const { page, context } = await openPage(browser(), { reducedMotion: 'no-preference' });
    await page.goto('/en');
    await expect.poll(() => page.locator('div[hidden][id^="S:"]').count()).toBe(0);
    await islandsReady(page);
    await expect.poll(() => currentSlide(page), { timeout: 9000 }).toBe(1);
    await page.hover('.slider');
    await page.waitForTimeout(7000);
    expect(await currentSlide(page)).toBe(1);
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'Next slide' }).focus();
    await page.waitForTimeout(7000);
    expect(await currentSlide(page)).toBe(1);
    await context.close();

    const reduced = await openPage(browser(), { reducedMotion: 'reduce' });
    await reduced.page.goto('/en');
    await islandsReady(reduced.page);
    await reduced.page.waitForTimeout(7000);
    expect(await currentSlide(reduced.page)).toBe(0);
    expect(await reduced.page.getByRole('button', { name: 'Play' }).count()).toBe(1);
    await reduced.context.close();
  });

  it('swipes natively without JavaScript, and its dots reach every slide', async () => {
    const { page, context } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto('/en');
    await page.locator('.slider__track').evaluate((el) => el.scrollTo({ left: el.clientWidth }));
    await expect.poll(() => visibleSlide(page)).toBe(1);
    // The same markup the island enhances: a link per slide, no buttons (they need the script).
    expect(await page.locator('.slider__controls button').count()).toBe(0);
    const dots = page.locator('.slider__dot');
    expect(await dots.count()).toBe(4);
    for (const n of [3, 2, 4, 1]) {
      await page.getByRole('link', { name: `Go to slide ${n}` }).click();
      await expect.poll(() => visibleSlide(page)).toBe(n - 1);
    }
    // The admissions slide, unreachable before without a swipe, and its link.
    await page.getByRole('link', { name: 'Go to slide 2' }).click();
    const slide = page.locator('#slide-2');
    expect(await slide.isVisible()).toBe(true);
    expect(await slide.getByRole('link').getAttribute('href')).toBe('/en/admissions');
    await context.close();
  });

  it('in a browser that cannot adopt a stylesheet, the islands that draw leave their server markup as it is', async () => {
    const { page, context, problems } = await openPage(browser(), { reducedMotion: 'reduce' });
    // As Safari before 16.4: no constructed stylesheets (src/client/island-styles.ts).
    await context.addInitScript(() => {
      delete (Document.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
    });
    await page.goto('/en');
    // Every island started: brought to life, or left as it is.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-island]')).every((el) =>
        ['true', 'unstyled'].includes(el.dataset.islandReady ?? ''),
      ),
    );
    const ready = await page.evaluate(() =>
      Object.fromEntries(
        Array.from(document.querySelectorAll<HTMLElement>('[data-island]')).map((el) => [
          el.dataset.island,
          el.dataset.islandReady,
        ]),
      ),
    );
    // The enhancers that draw are not run; the others are.
    expect(ready).toMatchObject({ slider: 'unstyled', 'search-suggest': 'unstyled', 'nav-progress': 'unstyled' });
    expect(ready['mobile-menu']).toBe('true');
    expect(await page.locator('.slider__controls button').count()).toBe(0);
    await page.getByRole('link', { name: 'Go to slide 3' }).click();
    await expect.poll(() => visibleSlide(page)).toBe(2);
    // The search box is the plain form: no combobox, and it searches.
    expect(await page.getAttribute('#site-search', 'role')).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('keyboard use', () => {
  it('reaches the skip link first, then opens a submenu and follows a link with the keyboard only', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto('/en');
    await islandsReady(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    // Tab to the "News" submenu toggle.
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'News') break;
    }
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLAnchorElement).getAttribute('href'))).toBe(
      '/en/news/list',
    );
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    expect(await page.locator('details.nav-sub[open]').count()).toBe(0);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/news\/list$/);
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });

  it('opens and closes the mobile menu with the keyboard', async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 375, height: 800 } });
    await page.goto('/en');
    await islandsReady(page);
    expect(await page.locator('#site-nav').isVisible()).toBe(false);
    await page.locator('#nav-toggle').focus();
    await page.keyboard.press('Space');
    expect(await page.locator('#site-nav').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.locator('#site-nav').isVisible()).toBe(false);
    await context.close();
  });
});

describe('not found', () => {
  for (const [path, text, home] of [
    ['/no-such-page', '找不到頁面：/no-such-page', '/'],
    ['/sc/no-such-page', '找不到页面：/sc/no-such-page', '/sc'],
    ['/en/no-such-page', 'Page Not Found: /en/no-such-page', '/en'],
  ] as const) {
    it(`${path} shows the 404 page with a way home`, async () => {
      // A Hong Kong browser: the tc home link '/' is itself subject to root language detection.
      const { page, context } = await openPage(browser(), { locale: 'zh-HK' });
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect.poll(() => page.locator('main').textContent()).toContain(text);
      await page.locator('main a.button').click();
      expect(new URL(page.url()).pathname).toBe(home);
      await context.close();
    });
  }
});

describe('island chunk that fails to load', () => {
  it('reloads the page once, not in a loop', async () => {
    const { page, context } = await openPage(browser());
    let loads = 0;
    page.on('load', () => loads++);
    // Every island chunk fails (as after a deploy replaced them); the entry and what it imports
    // statically load.
    const manifest = JSON.parse(
      readFileSync(new URL('../src/generated/assets.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    const entry = readFileSync(new URL(`../public${manifest['islands.js']}`, import.meta.url), 'utf8');
    const statics = new Set(
      [...entry.matchAll(/(?:^|;)\s*import(?:[^("';]*from)?\s*"\.\/(chunk-[^"]+)"/g)].map((m) => m[1]),
    );
    await page.route(/\/assets\/chunk-[^/]+\.js$/, (route) =>
      statics.has(new URL(route.request().url()).pathname.split('/').pop() ?? '') ? route.continue() : route.abort(),
    );
    await page.goto('/en');
    await page.waitForTimeout(2500);
    expect(loads).toBe(2);
    await context.close();
  });
});

describe('without JavaScript', () => {
  for (const path of ['/en', '/sc/news/list', '/faculties/fse', '/en/page/contact-us']) {
    it(`${path} shows its content above the footer and no loading indicator`, async () => {
      const { page, context } = await openPage(browser(), {
        javaScriptEnabled: false,
        viewport: { width: 1280, height: 900 },
      });
      await page.goto(path);
      await page.goto(path); // a second time, as most visitors find it: data warm
      expect(await page.locator('.page-loading:visible').count()).toBe(0);
      const h1 = await page.locator('h1').first().boundingBox();
      const footer = await page.locator('footer.site-footer').boundingBox();
      expect(h1 && footer && h1.y < footer.y).toBe(true);
      await context.close();
    });
  }
});
