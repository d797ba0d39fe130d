import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { islandsReady, openPage, browserForFile } from './browser';
import { LANGS, localised } from './pages';

// What an applicant, a parent and an alumnus come for, in the three languages on a phone, a
// tablet and a laptop: each step screenshotted into screenshots/tasks/ for a person to look at.
const SHOTS = new URL('./screenshots/tasks/', import.meta.url).pathname;
const WIDTHS = [390, 820, 1366] as const;

const browser = browserForFile(SHOTS);

type Lang = (typeof LANGS)[number][0];

const WORDS: Record<Lang, Record<string, string>> = {
  tc: {
    apply: '申請入學',
    mainland: '內地高考生',
    fees: '學費及按金',
    undergraduate: '本科課程',
    programme: '數據科學（榮譽）理學士',
    ask: '查詢此課程',
    name: '您的姓名',
    email: '聯絡電郵',
    subject: '主題',
    message: '內容',
    dev: '我不是機械人（本地開發檢查）',
    send: '提交查詢',
    replyTo: '我們會於三個工作天內回覆至',
    complete: '請先完成真人驗證',
    registration: '第 320 章',
    giveBack: '回饋母校',
    giveNow: '立即捐款',
    search: '搜尋',
  },
  sc: {
    apply: '申请入学',
    mainland: '内地高考生',
    fees: '学费及押金',
    undergraduate: '本科课程',
    programme: '数据科学（荣誉）理学士',
    ask: '咨询此课程',
    name: '您的姓名',
    email: '联系邮箱',
    subject: '主题',
    message: '内容',
    dev: '我不是机器人（本地开发检查）',
    send: '提交咨询',
    replyTo: '我们会于三个工作日内回复至',
    complete: '请先完成真人验证',
    registration: '第 320 章',
    giveBack: '回馈母校',
    giveNow: '立即捐款',
    search: '搜索',
  },
  en: {
    apply: 'Apply',
    mainland: 'Mainland entrance exam',
    fees: 'Fees and deposits',
    undergraduate: 'Undergraduate',
    programme: 'Bachelor of Science (Honours) in Data Science',
    ask: 'Ask about this programme',
    name: 'Your name',
    email: 'Contact email',
    subject: 'Subject',
    message: 'Message',
    dev: 'I am not a robot (local development check)',
    send: 'Send enquiry',
    replyTo: 'We will reply to',
    complete: 'Please complete the human verification',
    registration: 'Cap. 320',
    giveBack: 'Give back',
    giveNow: 'Give now',
    search: 'Search',
  },
};

/** A browser of its own for each visitor: its own client address, so the enquiry limit counts it alone. */
let client = 0;
const visitor = (width: number, lang: Lang) =>
  openPage(browser(), {
    locale: { tc: 'zh-HK', sc: 'zh-CN', en: 'en-CA' }[lang],
    viewport: { width, height: 900 },
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'CF-Connecting-IP': `198.51.100.${++client}` },
  });

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });

/** The text of a locator, whitespace collapsed. */
const textOf = async (page: Page, selector: string) =>
  ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ');

/** Nothing wider than the screen. */
const noSidewaysScroll = (page: Page) =>
  page
    .evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    .then((d) => expect(d).toBeLessThanOrEqual(0));

describe.each(LANGS)('the applicant (%s)', (lang, prefix) => {
  const w = WORDS[lang];
  it.each(WIDTHS)('at %i px finds dates, fees and a programme page, and sends an enquiry', async (width) => {
    const { page, context, problems } = await visitor(width, lang);
    const name = (step: string) => `applicant-${lang}-${width}-${step}`;
    await page.goto(localised(prefix, '/'));
    await islandsReady(page);
    // 1. The Apply call, in the header at every width, to the apply box with the dates.
    const apply = page.locator('.site-header').getByRole('link', { name: w.apply, exact: true });
    expect(await apply.isVisible()).toBe(true);
    await apply.click();
    await page.waitForURL(/\/admissions#apply$/);
    expect(await page.locator('#apply').isVisible()).toBe(true);
    await shot(page, name('1-apply'));
    // 2. The Gaokao route: its banner and its table give the same days.
    await page.locator('.subnav').getByRole('link', { name: w.mainland }).click();
    await page.waitForURL(/\/admissions\/mainland$/);
    const boxDays = await page
      .locator('.apply-cta time')
      .evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')));
    const tableDays = await page
      .locator('.key-dates time')
      .evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')));
    expect(boxDays.length).toBeGreaterThan(0);
    for (const day of boxDays) expect(tableDays).toContain(day);
    expect(await page.locator('.key-dates').isVisible()).toBe(true);
    await noSidewaysScroll(page);
    await shot(page, name('2-route-dates-fees'));
    // 3. The fees of every level and route.
    await page.locator('.subnav').getByRole('link', { name: w.fees }).click();
    await page.waitForURL(/\/admissions\/fees$/);
    expect(await page.locator('table.facts-table').count()).toBeGreaterThanOrEqual(4);
    await shot(page, name('3-fees'));
    // 4. A programme page, from the undergraduate list.
    await page.goto(localised(prefix, '/Undergraduate'));
    await page.getByRole('link', { name: w.programme, exact: true }).click();
    await page.waitForURL(/\/programmes\/ug-data-science$/);
    expect(await page.locator('h1').textContent()).toBe(w.programme);
    await noSidewaysScroll(page);
    await shot(page, name('4-programme'));
    // 5. An enquiry about it: chosen in advance; an unticked check asks to be completed, keeping the text.
    await page.getByRole('link', { name: w.ask }).click();
    await page.waitForURL(/\/page\/contact-us\?type=programme&programme=ug-data-science$/);
    await islandsReady(page);
    expect(await page.locator('#contact-programme').inputValue()).toBe('ug-data-science');
    await page.getByLabel(w.name, { exact: true }).fill('Li Ming');
    await page.getByLabel(w.email, { exact: true }).fill('li.ming@example.cn');
    await page.getByLabel(w.subject, { exact: true }).fill('Interview');
    await page.getByLabel(w.message, { exact: true }).fill('When are the online interviews?');
    await page.getByRole('button', { name: w.send }).click();
    await expect.poll(() => textOf(page, '.contact-form__alert')).toContain(w.complete);
    expect(await page.getByLabel(w.message, { exact: true }).inputValue()).toBe('When are the online interviews?');
    await shot(page, name('5-unticked'));
    await page.getByLabel(w.dev).check();
    await page.getByRole('button', { name: w.send }).click();
    // 6. The confirmation names the address and the reply time, and no form invites a second send.
    await expect.poll(() => textOf(page, '.contact-sent')).toContain(w.replyTo);
    expect(await textOf(page, '.contact-sent')).toContain('li.ming@example.cn');
    expect(await page.locator('form.contact-form').count()).toBe(0);
    await shot(page, name('6-sent'));
    expect(problems.filter((p) => !p.includes('status of 422'))).toEqual([]);
    await context.close();
  });
});

describe.each(LANGS)('the parent (%s)', (lang, prefix) => {
  const w = WORDS[lang];
  it.each(WIDTHS)(
    'at %i px finds the accreditation, her route’s fees and a number that dials from Canada',
    async (width) => {
      const { page, context, problems } = await visitor(width, lang);
      const name = (step: string) => `parent-${lang}-${width}-${step}`;
      await page.goto(localised(prefix, '/about'));
      expect(await textOf(page, 'main')).toContain(w.registration);
      expect(await textOf(page, '.site-footer__registration')).toContain(w.registration);
      await shot(page, name('1-about'));
      await page.goto(localised(prefix, '/admissions/international'));
      const fees = page.locator('table.facts-table').filter({ hasText: 'HK$150,000' });
      expect(await fees.count()).toBe(1);
      await shot(page, name('2-fees'));
      await page.goto(localised(prefix, '/page/contact-us'));
      const phone = page.locator('aside.contact-details a[href^="tel:"]');
      expect(await phone.getAttribute('href')).toBe('tel:+85235550100');
      expect(await phone.textContent()).toBe('+852 3555 0100');
      expect(await page.locator('.site-footer a[href^="tel:"]').getAttribute('href')).toBe('tel:+85235550100');
      // Where the campus is, on the map services she and a mainland applicant would use.
      for (const host of ['openstreetmap.org', 'google.com/maps', 'uri.amap.com'])
        expect(await page.locator(`aside.contact-details a[href*="${host}"]`).count(), host).toBe(1);
      await shot(page, name('3-contact'));
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

describe.each(LANGS)('the alumnus (%s)', (lang, prefix) => {
  const w = WORDS[lang];
  it.each(WIDTHS)('at %i px reaches Give from the alumni page', async (width) => {
    const { page, context, problems } = await visitor(width, lang);
    const name = (step: string) => `alumnus-${lang}-${width}-${step}`;
    await page.goto(localised(prefix, '/alumni'));
    const cta = page.locator('aside.give-cta');
    expect(await cta.getByRole('heading').textContent()).toBe(w.giveBack);
    await shot(page, name('1-alumni'));
    await cta.getByRole('link', { name: w.giveNow }).click();
    await page.waitForURL(/\/give$/);
    const amounts = page.locator('.give-fund__amounts a.button');
    expect(await amounts.count()).toBeGreaterThanOrEqual(10);
    expect(await amounts.first().getAttribute('href')).toMatch(/^https:\/\/give\.[^?]+\?amount=\d+$/);
    expect(await amounts.first().getAttribute('target')).toBe('_blank');
    // The footer leads there too, from every page.
    expect(
      await page
        .locator('.site-footer')
        .getByRole('link', { name: { tc: '捐贈', sc: '捐赠', en: 'Give' }[lang], exact: true })
        .count(),
    ).toBe(1);
    await noSidewaysScroll(page);
    await shot(page, name('2-give'));
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe.each(LANGS)('search in sight (%s)', (lang, prefix) => {
  const w = WORDS[lang];
  it.each(WIDTHS)('at %i px: a search button or box in the header, without opening the menu', async (width) => {
    const { page, context } = await visitor(width, lang);
    await page.goto(localised(prefix, '/'));
    await islandsReady(page);
    const box = page.locator('#site-search');
    if (width < 1000) {
      expect(await box.isVisible()).toBe(false);
      const button = page.locator('label[for="search-toggle"]');
      expect(await button.isVisible()).toBe(true);
      expect(await button.textContent()).toContain(w.search);
      await button.click();
      await expect.poll(() => box.isVisible()).toBe(true);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('site-search');
      expect(await page.locator('#site-nav').isVisible()).toBe(false);
    }
    expect(await box.isVisible()).toBe(true);
    await shot(page, `search-${lang}-${width}`);
    await box.fill('IELTS');
    await box.press('Enter');
    await page.waitForURL(/\/search\?keyword=IELTS/);
    await context.close();
  });
});

describe('without JavaScript', () => {
  it('the confirmation after a post names the address once and offers no second send', async () => {
    const { page, context } = await openPage(browser(), {
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'CF-Connecting-IP': '198.51.100.250' },
    });
    await page.goto('/en/page/contact-us');
    await page.locator('select[name="type"]').selectOption('fees');
    await page.locator('input[name="name"]').fill('Jane Doe');
    await page.locator('input[name="email"]').fill('jane.doe@example.ca');
    await page.locator('input[name="subject"]').fill('Deposit');
    await page.locator('textarea[name="message"]').fill('Is the deposit refundable if the visa is refused?');
    await page.locator('input[name="g-recaptcha-response"]').check();
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL(/sent=1$/);
    const text = await textOf(page, 'main');
    // Masked, from a cookie the confirmation clears once shown (docs/SECURITY.md "Cookies").
    expect(text).toContain('We will reply to j…e@example.ca within three working days.');
    expect(text).toContain('there is no need to send it again');
    expect(await page.locator('main form').count()).toBe(0);
    // A reload shows the thanks again, no longer the address, and sends nothing.
    await page.reload();
    const again = await textOf(page, 'main');
    expect(again).toContain('We will reply to the email address you gave within three working days.');
    expect(again).not.toContain('example.ca');
    await shot(page, 'nojs-sent-en');
    await context.close();
  });
});
