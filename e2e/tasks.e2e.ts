import { describe, expect, it } from 'vitest';
import { islandsReady, openPage, browserForFile } from './browser';

const browser = browserForFile();

/**
 * Records, in the tab's sessionStorage (it outlives the page), when the bar turned on and how it
 * looked: the browser gives the old page no time to be read once its navigation is under way.
 */
const watchBar = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('.nav-progress')!;
    sessionStorage.removeItem('bar');
    new MutationObserver(() => {
      if (!el.classList.contains('is-active') || sessionStorage.getItem('bar')) return;
      const box = el.getBoundingClientRect();
      sessionStorage.setItem(
        'bar',
        JSON.stringify({ top: box.top, height: box.height, opacity: getComputedStyle(el).opacity }),
      );
    }).observe(el, { attributes: true });
  });

const seenBar = async (page: import('playwright-core').Page) =>
  JSON.parse((await page.evaluate(() => sessionStorage.getItem('bar'))) ?? 'null') as {
    top: number;
    height: number;
    opacity: string;
  } | null;

describe('navigation progress bar', () => {
  it('shows from the moment a link is followed until the next page arrives', async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    // The news list answers slowly, as a list that waits for its data before the first byte.
    await page.route(/\/en\/news\/list$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/en');
    await islandsReady(page);
    expect(await page.locator('.nav-progress.is-active').count()).toBe(0);
    await watchBar(page);
    // A click without hovering first: speculation rules prerender a hovered link, and a
    // prerendered page arrives at once, with nothing to wait for.
    await page
      .locator('main a[href="/en/news/list"]')
      .first()
      .evaluate((a) => (a as HTMLAnchorElement).click());
    await page.waitForURL(/\/en\/news\/list$/);
    await page.waitForLoadState('load');
    expect(await seenBar(page)).toEqual({ top: 0, height: 3, opacity: '1' });
    // The new page starts without it.
    expect(await page.locator('.nav-progress.is-active').count()).toBe(0);
    await context.close();
  });

  it('shows while a search form is sent', async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.route(/\/en\/search\?/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/en');
    await islandsReady(page);
    await watchBar(page);
    await page.locator('#site-search').fill('library');
    await page.locator('#site-search').press('Enter');
    await page.waitForURL(/\/en\/search\?/);
    await page.waitForLoadState('load');
    expect((await seenBar(page))?.opacity).toBe('1');
    expect(await page.locator('.nav-progress.is-active').count()).toBe(0);
    await context.close();
  });

  it('stays hidden for links that load nothing here: same-page anchors and new windows', async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto('/en/page/contact-us');
    await islandsReady(page);
    await watchBar(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // the skip link: #main
    await page
      .locator('a[target="_blank"]')
      .first()
      .evaluate((a) => {
        a.addEventListener('click', (e) => e.preventDefault(), { once: true });
        (a as HTMLAnchorElement).click();
      });
    expect(await page.locator('.nav-progress.is-active').count()).toBe(0);
    expect(await seenBar(page)).toBeNull();
    await context.close();
  });
});

describe('personal data', () => {
  it('shows a collection statement with the enquiry form, linking the privacy policy', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 375, height: 800 } });
    await page.goto('/en/page/contact-us');
    const pics = page.locator('section.pics');
    expect(await pics.isVisible()).toBe(true);
    expect(await pics.getByRole('heading').textContent()).toBe('Personal Information Collection Statement');
    // Where the data is collected: right after the form, before the page ends.
    const [form, statement] = await Promise.all([page.locator('form.contact-form').boundingBox(), pics.boundingBox()]);
    expect(form && statement && statement.y > form.y + form.height - 1).toBe(true);
    await pics.getByRole('link', { name: 'Read the College’s privacy policy' }).click();
    await page.waitForURL(/\/en\/article\/privacy-policy$/);
    expect(await page.locator('h1').textContent()).toBe('Privacy Policy');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('links the privacy policy from every page footer', async () => {
    const { page, context } = await openPage(browser(), { locale: 'zh-HK' });
    for (const [path, name] of [
      ['/', '私隱政策'],
      ['/sc/news/list', '隐私政策'],
      ['/en/faculties', 'Privacy policy'],
    ] as const) {
      await page.goto(path);
      const link = page.locator('footer').getByRole('link', { name, exact: true });
      expect(await link.count(), path).toBe(1);
      expect(await link.getAttribute('href')).toMatch(/\/article\/privacy-policy$/);
    }
    await context.close();
  });

  it('offers phone and email as links beside the form', async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto('/en/page/contact-us');
    const aside = page.locator('aside.contact-details');
    expect(await aside.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await aside.locator('a[href^="mailto:"]').count()).toBe(1);
    const [form, details] = await Promise.all([page.locator('form.contact-form').boundingBox(), aside.boundingBox()]);
    // Beside, on a wide screen.
    expect(form && details && details.x >= form.x + form.width && Math.abs(details.y - form.y) < 200).toBe(true);
    await context.close();
  });
});
