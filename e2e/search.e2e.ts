// The header search box's suggestions: the ARIA combobox pattern, used with the keyboard only;
// the results page's best matches above the groups of each kind.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axe, islandsReady, LOOK_SCREENSHOTS, openPage, browserForFile } from './browser';

const SHOTS = new URL('./screenshots/', import.meta.url).pathname;
const browser = browserForFile(SHOTS);

/** Tabs from the top of the page to the header's search box, as a keyboard user would. */
async function tabToSearch(page: Page): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.id === 'site-search')) return;
  }
  throw new Error('the search box was never reached with Tab');
}

const attr = (page: Page, name: string) => page.getAttribute('#site-search', name);

describe('search suggestions (combobox)', () => {
  it('keyboard only: type, arrow to a suggestion, Escape closes, Enter opens it', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto('/en/about');
    await islandsReady(page);
    await tabToSearch(page);
    expect(await attr(page, 'role')).toBe('combobox');
    expect(await attr(page, 'aria-expanded')).toBe('false');

    await page.keyboard.type('tuit');
    const listbox = page.locator('#site-search-suggestions[role="listbox"]');
    await listbox.waitFor({ state: 'visible' });
    expect(await attr(page, 'aria-expanded')).toBe('true');
    expect(await attr(page, 'aria-controls')).toBe('site-search-suggestions');
    const options = listbox.locator('[role="option"]');
    expect(await options.count()).toBeGreaterThan(0);
    expect(await page.locator('.search-suggest [role="status"]').textContent()).toMatch(/suggestions?; use the up/);

    await page.keyboard.press('ArrowDown');
    const first = await options.first().getAttribute('id');
    expect(await attr(page, 'aria-activedescendant')).toBe(first);
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    // Focus never leaves the input (aria-activedescendant names the option).
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search');

    // axe with the list open: the combobox, listbox and options are valid ARIA.
    expect((await axe(page)).map((v) => v.id)).toEqual([]);

    await page.keyboard.press('Escape');
    expect(await listbox.isVisible()).toBe(false);
    expect(await attr(page, 'aria-expanded')).toBe('false');
    expect(await attr(page, 'aria-activedescendant')).toBeNull();

    await page.keyboard.press('ArrowDown');
    await listbox.waitFor({ state: 'visible' });
    const chosen = await page.evaluate(() => {
      const id = document.getElementById('site-search')?.getAttribute('aria-activedescendant');
      return id ? document.getElementById(id)?.textContent : null;
    });
    // The first suggestion for "tuit": the fees page, where tuition is stated.
    expect(chosen).toContain('Fees and');
    await Promise.all([page.waitForURL(/\/en\/admissions\/fees$/), page.keyboard.press('Enter')]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Enter without choosing a suggestion searches the whole site', async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto('/sc/about');
    await islandsReady(page);
    await tabToSearch(page);
    await page.keyboard.type('学费');
    await page.locator('#site-search-suggestions').waitFor({ state: 'visible' });
    await Promise.all([page.waitForURL(/\/sc\/search\?keyword=/), page.keyboard.press('Enter')]);
    expect(decodeURIComponent(new URL(page.url()).search)).toBe('?keyword=学费');
    expect(await page.locator('main a[href="/sc/admissions/fees"]').count()).toBeGreaterThan(0);
    await context.close();
  });

  it.each([390, 820, 1366])(
    'at %i px the first suggestion is visible and clickable, not clipped by the header',
    async (width) => {
      const { page, context, problems } = await openPage(browser(), { viewport: { width, height: 844 } });
      await page.goto('/en/about');
      await islandsReady(page);
      // Below 1000 px the box opens behind the header's search button.
      if (width < 1000) await page.locator('label[for="search-toggle"]').click();
      await page.locator('#site-search').focus();
      await page.keyboard.type('tuit');
      const first = page.locator('#site-search-suggestions [role="option"]').first();
      await first.waitFor({ state: 'visible' });
      // The option's centre is on screen and the option itself is what a tap there reaches.
      const reached = await first.evaluate((option) => {
        const box = option.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const onScreen = x >= 0 && y >= 0 && x <= window.innerWidth && y <= window.innerHeight;
        const hit = document.elementFromPoint(x, y);
        return onScreen && hit !== null && option.contains(hit);
      });
      expect(reached).toBe(true);
      // The list's rules come with its script, adopted under the page's CSP: over the page on a
      // wide screen, on a line of its own under the box below 1000 px; no stylesheet of the page
      // carries them (src/client/island-styles.ts).
      const styled = await page.evaluate(() => ({
        position: getComputedStyle(document.querySelector('#site-search-suggestions') as Element).position,
        adopted: document.adoptedStyleSheets.some((s) =>
          [...s.cssRules].some((r) => r.cssText.includes('search-suggest__list')),
        ),
        linked: [...document.styleSheets].some((s) =>
          [...s.cssRules].some((r) => r.cssText.includes('search-suggest__list')),
        ),
      }));
      expect(styled).toEqual({ position: width < 1000 ? 'static' : 'absolute', adopted: true, linked: false });
      await Promise.all([page.waitForURL(/\/en\/admissions\/fees$/), first.click()]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('the best matches of every kind lead, under their own label, and the arrows go through them first', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto('/en/about');
    await islandsReady(page);
    await tabToSearch(page);
    await page.keyboard.type('exchange week');
    const listbox = page.locator('#site-search-suggestions[role="listbox"]');
    await listbox.waitFor({ state: 'visible' });
    const groups = listbox.locator('[role="group"]');
    const label = await groups.first().getAttribute('aria-labelledby');
    expect(await page.locator(`[id="${label}"]`).textContent()).toBe('Best matches');
    // The best one is a news item; a page follows it in the same group, before the news group.
    const best = groups.first().locator('[role="option"]');
    expect(await best.count()).toBeGreaterThan(1);
    expect(await best.count()).toBeLessThanOrEqual(3);
    await page.keyboard.press('ArrowDown');
    expect(await attr(page, 'aria-activedescendant')).toBe(await best.first().getAttribute('id'));
    expect((await axe(page)).map((v) => v.id)).toEqual([]);
    if (LOOK_SCREENSHOTS) await page.screenshot({ path: `${SHOTS}search-suggest-best-en-1280.png` });
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('results page: the best matches', () => {
  it.each([390, 1366])(
    'at %i px: a section with a heading and a list above the groups, within the page',
    async (width) => {
      const { page, context, problems } = await openPage(browser(), { viewport: { width, height: 844 } });
      await page.goto(`/search?keyword=${encodeURIComponent('交流團')}`);
      const section = page.locator('main section[aria-labelledby="search-best"]');
      await section.getByRole('heading', { level: 2, name: '最佳結果' }).waitFor({ state: 'visible' });
      const items = section.locator('ol > li');
      expect(await items.count()).toBeGreaterThan(1);
      expect(await items.count()).toBeLessThanOrEqual(3);
      // Above every group of a kind, and nothing wider than the screen.
      const above = await page.evaluate(() => {
        const best = document.querySelector('[aria-labelledby="search-best"]')?.getBoundingClientRect();
        const group = document.querySelector('[aria-labelledby="search-news"]')?.getBoundingClientRect();
        return best !== undefined && group !== undefined && best.bottom <= group.top;
      });
      expect(above).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // Keyboard: the first link after the search form is the best match.
      await page.locator('main input[name="keyword"]').focus();
      let reached = '';
      for (let i = 0; i < 5 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await page.evaluate(() =>
          document.activeElement?.closest('[aria-labelledby="search-best"]')
            ? (document.activeElement?.getAttribute('href') ?? '')
            : '',
        );
      }
      expect(reached).toBe(await items.first().locator('a').getAttribute('href'));
      expect((await axe(page)).map((v) => v.id)).toEqual([]);
      if (LOOK_SCREENSHOTS) await page.screenshot({ path: `${SHOTS}search-best-tc-${width}.png`, fullPage: true });
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
