import { describe, expect, it } from 'vitest';
import { XSS_CORPUS } from '../demo/src/data/xss-corpus';
import { islandsReady, openPage, browserForFile } from './browser';

const browser = browserForFile();

describe('news', () => {
  // The header box searches the whole site (e2e/search.e2e.ts); the news list keeps its own search.
  it('the news list searches news, finds CJK keywords, and says so when nothing matches', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto('/sc/news/list');
    const box = page.getByRole('main').getByRole('searchbox');
    await box.fill('校园');
    await box.press('Enter');
    await page.waitForURL(/\/sc\/news\/list\?keyword=/);
    expect(await page.locator('main h2 a').count()).toBeGreaterThan(0);
    await page.goto('/en/news/list?keyword=zzqqxx');
    await expect.poll(() => page.locator('main').textContent()).toContain('no results found');
    expect(await page.locator('main').textContent()).toContain('Please check your spelling or try other keywords.');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('pages through the list with links, and opens a news item', async () => {
    const { page, context } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto('/en/news/list');
    const first = await page.locator('main h2 a').first().textContent();
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/pageNum=2/);
    expect(await page.locator('[aria-current="page"]', { hasText: '2' }).count()).toBe(1);
    expect(await page.locator('main h2 a').first().textContent()).not.toBe(first);
    expect(await page.locator('main time').first().textContent()).toMatch(/^\d{2}-\d{2},\d{4}$/);
    const title = (await page.locator('main h2 a').first().textContent())!;
    await page.locator('main h2 a').first().click();
    await page.waitForURL(/\/en\/news\/\d+$/);
    expect(await page.locator('h1').textContent()).toBe(title);
    // The list's dates are MM-DD,YYYY (docs/REQUIREMENTS.md §9); the article's own, the long form.
    expect(await page.locator('main time').first().textContent()).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await context.close();
  });

  it('renders the CMS body of the booby-trapped item without running any of its script', async () => {
    const { page, context, problems } = await openPage(browser());
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto('/en/news/1038');
    await page.locator('main a, main img').evaluateAll((els) => {
      for (const el of els) (el as HTMLElement).dispatchEvent(new MouseEvent('mouseover'));
    });
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(problems.filter((p) => /Content Security Policy/.test(p))).toEqual([]);
    await context.close();
  });
});

describe('CMS content safety', () => {
  /** Opens a page and fires at every element of its content the events XSS vectors wait for. */
  async function runsNoScript(path: string): Promise<string[]> {
    const { page, context, problems } = await openPage(browser());
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const res = await page.goto(path);
    const found: string[] = [];
    if (res?.status() !== 200) found.push(`${path}: status ${res?.status()}`);
    await page.locator('main *').evaluateAll((els) => {
      for (const el of els as HTMLElement[]) {
        for (const type of ['mouseover', 'mouseenter', 'focus', 'click', 'animationstart'])
          el.dispatchEvent(new Event(type, { bubbles: true }));
      }
    });
    await page.waitForTimeout(50);
    const active = await page.evaluate(
      () =>
        document.querySelectorAll(
          'main script, main iframe, main object, main embed, main svg, main math, main base, main [onerror], main [onload], main [onclick], main [onmouseover], main [style]',
        ).length,
    );
    if (active) found.push(`${path}: ${active} active element(s)`);
    // The body never takes the page after it (an unclosed table would hold the footer).
    if (await page.evaluate(() => document.querySelector('main .site-footer') !== null))
      found.push(`${path}: the footer is inside the article`);
    for (const d of dialogs) found.push(`${path}: dialog ${d}`);
    for (const p of problems.filter((p) => /Content Security Policy|XSS/i.test(p))) found.push(`${path}: ${p}`);
    await context.close();
    return found;
  }

  it('a page built from each vector of the XSS corpus, and from all of them, runs no script', async () => {
    const paths = ['/en/article/xss-corpus', ...XSS_CORPUS.map((_, i) => `/en/article/xss-corpus-${i}`)];
    const found: string[] = [];
    for (const path of paths) found.push(...(await runsNoScript(path)));
    expect(found).toEqual([]);
  }, 180_000);
});

describe('accordion', () => {
  it('opens and closes on a click of its header, animating the body', async () => {
    const { page, context, problems } = await openPage(browser());
    await page.goto('/en/admissions-faq');
    await islandsReady(page);
    const first = page.locator('details.accordion').first();
    expect(await first.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    await first.locator('summary').click();
    expect(await first.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    await expect
      .poll(() => first.locator('.accordion__body').evaluate((b) => b.getBoundingClientRect().height))
      .toBeGreaterThan(10);
    await first.locator('summary').click();
    await expect.poll(() => first.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await first.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('works without JavaScript as a native disclosure', async () => {
    const { page, context } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto('/en/admissions-faq');
    const first = page.locator('details.accordion').first();
    await first.locator('summary').click();
    expect(await first.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    await context.close();
  });
});
