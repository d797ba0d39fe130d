import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axe, browserForFile, islandsReady, openPage } from './browser';
import { message } from './messages';

// The programme finder (/programmes) and the comparison (/programmes/compare?codes=…): the
// parent in Canada narrows the list and compares two programmes side by side; the Shenzhen
// applicant keeps only the programmes that take the Gaokao.
const browser = browserForFile();
const WIDTHS = [1366, 390] as const;

const violationsOf = async (page: Page) =>
  (await axe(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/** The count the finder states ("13 programmes found"). */
const statedCount = async (page: Page) =>
  Number(((await page.locator('.finder-results__count').textContent()) ?? '').match(/\d+/)?.[0]);

/** Every result's link, page after page. */
async function allResults(page: Page): Promise<string[]> {
  const hrefs: string[] = [];
  for (;;) {
    hrefs.push(
      ...(await page
        .locator('.finder-result__name a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))),
    );
    const next = page.locator('main a[rel="next"]');
    if ((await next.count()) === 0) return hrefs;
    await next.click();
    await page.waitForLoadState();
  }
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

describe('the parent (en)', () => {
  it.each(WIDTHS)('at %i px filters to undergraduate programmes and compares two side by side', async (width) => {
    const { page, context, problems } = await openPage(browser(), {
      locale: 'en-CA',
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
    });
    await page.goto('/en/programmes');
    await islandsReady(page);
    const everything = await statedCount(page);
    expect(await violationsOf(page)).toEqual([]);
    // A choice submits the form at once (the finder's island).
    await page.getByLabel(message('en', 'finder.filter.level'), { exact: true }).selectOption('ug');
    await page.waitForURL(/[?&]level=ug\b/);
    const undergraduate = await statedCount(page);
    expect(undergraduate).toBeGreaterThan(1);
    expect(undergraduate).toBeLessThan(everything);
    const levels = await page
      .locator('.finder-result__facts')
      .evaluateAll((dls) => dls.map((dl) => dl.querySelector('dd')?.textContent));
    expect(new Set(levels)).toEqual(new Set(['Undergraduate']));
    await noSidewaysScroll(page);
    // Two chosen to compare, kept in the URL with the filter.
    const names = await page.locator('.finder-result__name a').evaluateAll((as) => as.map((a) => a.textContent ?? ''));
    const [first, second] = names;
    await page.getByRole('button', { name: `Add to compare: ${first}`, exact: true }).click();
    await page.waitForURL(/compare=/);
    await page.getByRole('button', { name: `Add to compare: ${second}`, exact: true }).click();
    await page.waitForURL(/compare=[^&]+(%2C|,)/);
    expect(await page.locator('#finder-compare').textContent()).toBe('Chosen to compare (2 of 4)');
    expect(new URL(page.url()).searchParams.get('level')).toBe('ug');
    await page.getByRole('link', { name: message('en', 'finder.compare.go'), exact: true }).click();
    await page.waitForURL(/\/en\/programmes\/compare\?codes=/);
    // One column a programme, in the order chosen.
    const table = page.locator('table.compare-table');
    expect(await table.locator('thead th[scope="col"] > a:first-child').allTextContents()).toEqual([first, second]);
    // The facts in which they differ are marked in words; the level they share is not.
    const differing = table.locator('tr.compare-row--differs');
    expect(await differing.count()).toBeGreaterThan(0);
    for (const row of await differing.all()) {
      expect(await row.locator('th .compare-differs').textContent()).toBe(' (differs)');
      const cells = await row.locator('td').allTextContents();
      expect(cells).toHaveLength(2);
      expect(cells[0]).not.toBe(cells[1]);
    }
    const level = table.locator('tr[data-fact="level"]');
    expect(await level.getAttribute('class')).toBeNull();
    expect(await level.locator('td').allTextContents()).toEqual(['Undergraduate', 'Undergraduate']);
    // On a phone the table scrolls inside its own box, and says so; on a laptop it fits. The page never scrolls sideways.
    await noSidewaysScroll(page);
    const wrap = page.locator('.compare-wrap');
    if (width < 700) expect(await page.locator('.compare-scrolls').isVisible()).toBe(true);
    else expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await violationsOf(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the Shenzhen applicant (sc)', () => {
  it.each([390, 1366])('at %i px keeps only the programmes that take the Gaokao', async (width) => {
    const { page, context, problems } = await openPage(browser(), {
      locale: 'zh-CN',
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
    });
    await page.goto('/sc/programmes');
    await islandsReady(page);
    const everything = await statedCount(page);
    const route = page.getByLabel(message('sc', 'finder.filter.route'), { exact: true });
    const option = (await route.locator('option[value="mainland"]').textContent()) ?? '';
    await route.selectOption('mainland');
    await page.waitForURL(/[?&]route=mainland\b/);
    const found = await statedCount(page);
    // The option said how many it would leave; fewer than every programme.
    expect(option).toContain(`（${found}）`);
    expect(found).toBeLessThan(everything);
    expect(await violationsOf(page)).toEqual([]);
    const hrefs = await allResults(page);
    expect(hrefs).toHaveLength(found);
    // Each one's own page lists the Gaokao among its entry requirements.
    for (const href of hrefs) {
      const html = await (await page.request.get(href)).text();
      const requirements = html.match(/<dl class="requirements">([\s\S]*?)<\/dl>/)?.[1] ?? '';
      expect(requirements, href).toContain('href="/sc/admissions/mainland"');
    }
    await noSidewaysScroll(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
