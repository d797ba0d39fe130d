import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, islandsReady, openPage } from './browser';
import { message } from './messages';

// The three visitors' tasks that act on the day's facts (beyond e2e/visitors.e2e.ts): the
// Shenzhen applicant checks a programme's QF level and a scholarship open to Gaokao applicants;
// the parent in Canada prints the fees page, its tables whole; the Hong Kong alumnus switches the
// enquiry form's language and keeps what he typed. On a phone, a tablet and a laptop.
const browser = browserForFile();
const WIDTHS = [390, 820, 1366] as const;
/** The width an A4 page prints at: 210 mm less 2 × 14 mm of margin (src/styles/print.css `@page`), in CSS px. */
const PRINTED_WIDTH = Math.floor(((210 - 2 * 14) * 96) / 25.4);

let client = 0;
const visitor = (width: number, locale: string) =>
  openPage(browser(), {
    locale,
    viewport: { width, height: 900 },
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'CF-Connecting-IP': `198.51.100.${100 + ++client}` },
  });

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

/** A definition list's value for a term (dt → the dd after it). */
const factValue = (list: Locator, term: string) =>
  list.first().evaluate((dl, term) => {
    const dt = Array.from(dl.querySelectorAll('dt')).find((d) => d.textContent === term);
    return dt?.nextElementSibling?.textContent ?? null;
  }, term);

describe('the Shenzhen applicant (sc)', () => {
  it.each(WIDTHS)(
    'at %i px checks a programme’s QF level and a scholarship open to Gaokao applicants',
    async (width) => {
      const { page, context, problems } = await visitor(width, 'zh-CN');
      await page.goto('/sc/Undergraduate');
      await page.locator('main a[href="/sc/programmes/ug-data-science"]').first().click();
      await page.waitForURL(/\/sc\/programmes\/ug-data-science$/);
      // The programme's facts: its QF level, and the register entry that backs it.
      expect(await factValue(page.locator('dl.programme-facts'), message('sc', 'programme.facts.qf'))).toBe(
        message('sc', 'programme.qfValue').replace('{{n}}', '5'),
      );
      expect(await factValue(page.locator('dl.programme-facts'), message('sc', 'programme.facts.qr'))).toMatch(
        /^\d{2}\/\d{6}\/L5\b/,
      );
      await noSidewaysScroll(page);
      // Its scholarships include one for Gaokao applicants, with an amount and a deadline.
      const section = page.locator('section[aria-labelledby="scholarships"]');
      expect(await section.getByRole('heading', { level: 2 }).textContent()).toBe(message('sc', 'scholarships.title'));
      const gaokao = section
        .locator('.scholarships__item')
        .filter({ hasText: message('sc', 'admissions.routes.mainland') });
      expect(await gaokao.count()).toBeGreaterThan(0);
      const first = gaokao.first();
      expect(await factValue(first.locator('dl'), message('sc', 'scholarships.amount'))).toMatch(/HK\$[\d,]+/);
      expect(await first.locator('dd time').first().getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const name = (await first.locator('.scholarships__name a').textContent())?.replace(/（.*）\s*$/, '').trim() ?? '';
      expect(await first.locator('.scholarships__name a').getAttribute('target')).toBe('_blank');
      // The Gaokao route's page offers the same scholarship, and none for other routes only.
      await page.goto('/sc/admissions/mainland');
      const route = page.locator('section[aria-labelledby="scholarships"] .scholarships__item');
      expect(await route.count()).toBeGreaterThan(0);
      expect((await route.locator('.scholarships__name a').allTextContents()).some((t) => t.startsWith(name))).toBe(
        true,
      );
      for (const who of await route
        .locator('dl')
        .evaluateAll((dls) => dls.map((dl) => dl.querySelectorAll('dd')[1]?.textContent ?? '')))
        expect(
          who === message('sc', 'scholarships.everyone') || who.includes(message('sc', 'admissions.routes.mainland')),
          who,
        ).toBe(true);
      await noSidewaysScroll(page);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

/**
 * The page printed, as page.pdf() lays it out: at the paper's width whatever the screen (A4 less
 * the print stylesheet's 14 mm margins: 182 mm, 687 CSS px), in print media. No menus or forms,
 * each table inside the page's width and nothing cut inside its box, the page's address and day
 * at its end.
 */
async function printed(page: Page): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: PRINTED_WIDTH, height: 900 });
  expect(await page.locator('.site-nav').isVisible()).toBe(false);
  expect(await page.locator('.lang-switch-wrap').isVisible()).toBe(false);
  const facts = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    tables: Array.from(document.querySelectorAll('main table.facts-table')).map((t) => {
      const wrap = t.closest('.table-wrap') ?? t;
      return {
        right: t.getBoundingClientRect().right,
        left: t.getBoundingClientRect().left,
        cut: wrap.scrollWidth - wrap.clientWidth,
      };
    }),
  }));
  expect(facts.tables.length).toBeGreaterThanOrEqual(4);
  expect(facts.overflow).toBeLessThanOrEqual(0);
  for (const t of facts.tables) {
    expect(t.left).toBeGreaterThanOrEqual(0);
    expect(t.right).toBeLessThanOrEqual(facts.width);
    expect(t.cut).toBeLessThanOrEqual(0);
  }
  expect(await page.locator('.print-meta').isVisible()).toBe(true);
}

describe('the parent (en)', () => {
  it.each(WIDTHS)('at %i px prints the fees page to PDF with every table whole', async (width) => {
    const { page, context, problems } = await visitor(width, 'en-CA');
    await page.goto('/en/admissions/fees');
    // The print rules come after the load event, with the islands' entry (src/styles/print.css).
    await islandsReady(page);
    const tables = page.locator('main table.facts-table');
    expect(await tables.count()).toBeGreaterThanOrEqual(4);
    // On the screen of a phone a wide table scrolls in its own box and says so; the page does not.
    await noSidewaysScroll(page);
    const scrolling = await page
      .locator('main .table-wrap')
      .evaluateAll((wraps) => wraps.map((w) => w.scrollWidth > w.clientWidth));
    if (scrolling.some(Boolean)) expect(await page.locator('main .table-wrap__hint').first().isVisible()).toBe(true);
    await printed(page);
    expect(await page.locator('.print-meta').textContent()).toContain('/en/admissions/fees');
    // The PDF itself (headless Chromium prints at A4, in print media).
    const pdf = await page.pdf({ format: 'A4', printBackground: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width, height: 900 });
    expect(await page.locator('.print-meta').isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('without JavaScript prints the fees page the same way (the print rules come with noscript.css)', async () => {
    const { page, context, problems } = await openPage(browser(), {
      locale: 'en-CA',
      viewport: { width: 390, height: 900 },
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'CF-Connecting-IP': `198.51.100.${100 + ++client}` },
    });
    await page.goto('/en/admissions/fees');
    expect(await page.locator('.print-meta').isVisible()).toBe(false);
    await printed(page);
    expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the alumnus (tc)', () => {
  it.each(WIDTHS)('at %i px switches the enquiry form to English and keeps his message', async (width) => {
    const { page, context, problems } = await visitor(width, 'zh-HK');
    await page.goto('/page/contact-us');
    await islandsReady(page);
    const typed = {
      name: '陳大文',
      email: 'tm.chan@example.hk',
      subject: '校友證',
      message: '請問如何補領校友證？我於 2012 年畢業。',
    };
    await page.locator('input[name="name"]').fill(typed.name);
    await page.locator('input[name="email"]').fill(typed.email);
    await page.locator('input[name="subject"]').fill(typed.subject);
    await page.locator('textarea[name="message"]').fill(typed.message);
    // The language switch is in the header at every width.
    await page.locator('a[data-lang-switch="en"]').click();
    await page.waitForURL(/\/en\/page\/contact-us$/);
    await islandsReady(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    // What he typed, in the English form's own fields.
    await expect.poll(() => page.getByLabel('Message', { exact: true }).inputValue()).toBe(typed.message);
    expect(await page.getByLabel('Your name', { exact: true }).inputValue()).toBe(typed.name);
    expect(await page.getByLabel('Contact email', { exact: true }).inputValue()).toBe(typed.email);
    expect(await page.getByLabel('Subject', { exact: true }).inputValue()).toBe(typed.subject);
    // Never in the address.
    expect(page.url()).not.toContain(encodeURIComponent('校友證'));
    // And back to Chinese, still there.
    await page.locator('a[data-lang-switch="tc"]').click();
    await page.waitForURL(/\/page\/contact-us$/);
    await islandsReady(page);
    await expect.poll(() => page.locator('textarea[name="message"]').inputValue()).toBe(typed.message);
    await noSidewaysScroll(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
