import { describe, expect, it } from 'vitest';
import { baseUrl, islandsReady, openPage, browserForFile } from './browser';

const browser = browserForFile();

describe('root redirect', () => {
  for (const [locale, expected] of [
    ['en-US', '/en'],
    ['zh-CN', '/sc'],
    ['zh-HK', '/'],
  ] as const) {
    it(`a browser in ${locale} lands on ${expected}`, async () => {
      const { page, context } = await openPage(browser(), { locale });
      await page.goto('/');
      expect(new URL(page.url()).pathname).toBe(expected);
      await context.close();
    });
  }

  it('the saved cookie wins over the browser language', async () => {
    const { page, context } = await openPage(browser(), { locale: 'en-US' });
    await context.addCookies([{ name: 'i18n_redirected', value: 'sc', url: baseUrl() }]);
    await page.goto('/?from=mail');
    expect(page.url()).toBe(`${baseUrl()}/sc?from=mail`);
    await context.close();
  });
});

describe('language switcher', () => {
  // The page's own query (its canonical one: here the list's page) and the hash come along; a
  // parameter that is no part of the page does not (docs/SEO.md, the canonical URL).
  it('with JavaScript: keeps page, query and hash, and stores the cookie', async () => {
    const { page, context, problems } = await openPage(browser(), { locale: 'zh-HK' });
    await page.goto('/news/list?pageNum=2&x=1#main');
    await islandsReady(page);
    await page.getByRole('link', { name: 'EN', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/en/news/list?pageNum=2#main`);
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.secure).toBe(false);
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/en');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('without JavaScript: the same page in the other language, cookie set by the server', async () => {
    const { page, context } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto('/en/news/list?pageNum=2&x=1');
    await page.getByRole('link', { name: '简体', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/sc/news/list?pageNum=2`);
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('sc');
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-Hans-CN');
    await context.close();
  });
});
