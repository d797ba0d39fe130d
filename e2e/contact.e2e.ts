import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { islandsReady, openPage, browserForFile } from './browser';

// The enquiry limiter allows 5 posts a minute per client: this file sends 4.
const browser = browserForFile();

async function fill(page: Page, values: { name: string; email: string; subject: string; message: string }) {
  await page.getByLabel('Your name').fill(values.name);
  await page.getByLabel('Contact email').fill(values.email);
  await page.getByLabel('Subject').fill(values.subject);
  await page.getByLabel('Message').fill(values.message);
}

const ENQUIRY = {
  name: 'Chan Tai Man',
  email: 'tm.chan@example.com',
  subject: 'Open day',
  message: 'When is the next open day?',
};

describe('enquiry form with JavaScript', () => {
  it('refuses a verification left undone in place, asking to complete it, keeping every value', async () => {
    const { page, context, problems } = await openPage(browser());
    await page.goto('/en/page/contact-us');
    await islandsReady(page);
    await fill(page, ENQUIRY);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('Please complete the human verification before sending your enquiry.');
    expect(page.url()).toMatch(/\/en\/page\/contact-us$/); // no reload
    expect(await page.getByLabel('Message').inputValue()).toBe(ENQUIRY.message);
    // Chromium reports the 422 answer of the in-place post itself; nothing else may appear.
    expect(problems.filter((p) => !p.includes('status of 422'))).toEqual([]);
    await context.close();
  });

  it('sends in place and thanks the visitor', async () => {
    const { page, context, problems } = await openPage(browser());
    await page.goto('/en/page/contact-us');
    await islandsReady(page);
    await fill(page, ENQUIRY);
    await page.getByLabel('I am not a robot (local development check)').check();
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect.poll(() => page.locator('main').textContent()).toContain('Thank you for your enquiry.');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('enquiry form without JavaScript', () => {
  it('re-renders with the localised error and the typed values on a bad email', async () => {
    const { page, context } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto('/sc/page/contact-us');
    await page.locator('input[name="name"]').fill('陳大文');
    await page.locator('input[name="email"]').fill('not-an-email');
    await page.locator('input[name="subject"]').fill('开放日');
    await page.locator('textarea[name="message"]').fill('请问下次开放日是哪天？');
    await page.locator('input[name="g-recaptcha-response"]').check();
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.locator('main form button[type="submit"]').click(),
    ]);
    expect(res.status()).toBe(422);
    await page.waitForLoadState();
    expect(await page.locator('textarea[name="message"]').inputValue()).toBe('请问下次开放日是哪天？');
    expect(await page.locator('input[name="email"]').inputValue()).toBe('not-an-email');
    expect(await page.getByRole('alert').first().textContent()).toBeTruthy();
    await context.close();
  });

  it('posts, redirects (303) and shows the thanks, so a reload does not resend', async () => {
    const { page, context } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto('/page/contact-us');
    await page.locator('input[name="name"]').fill('陳大文');
    await page.locator('input[name="email"]').fill('tm.chan@example.com');
    await page.locator('input[name="subject"]').fill('開放日');
    await page.locator('textarea[name="message"]').fill('請問下次開放日是哪天？');
    await page.locator('input[name="g-recaptcha-response"]').check();
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.locator('main form button[type="submit"]').click(),
    ]);
    expect(res.status()).toBe(303);
    await page.waitForURL(/sent=1/);
    expect(await page.locator('main').textContent()).toContain('感謝您的查詢');
    await context.close();
  });
});
