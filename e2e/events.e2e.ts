import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, islandsReady, openPage } from './browser';
import { message } from './messages';
import { LANGS, localised } from './pages';

// The events a visitor comes for: the Shenzhen applicant finds the admission talk in Shenzhen
// from the home page, the alumnus finds homecoming from the alumni page; each opens it, reads
// its day and time with the zone, and takes its calendar (.ics).
const browser = browserForFile();
const WIDTHS = [390, 1366] as const;
type Lang = (typeof LANGS)[number][0];

const visitor = (width: number, lang: Lang) =>
  openPage(browser(), {
    locale: { tc: 'zh-HK', sc: 'zh-CN', en: 'en-CA' }[lang],
    viewport: { width, height: 900 },
    reducedMotion: 'reduce',
  });

/** On an event's page: its time with the zone, and a calendar file a calendar app takes. */
async function readEvent(page: Page, lang: Lang, id: string) {
  await page.waitForURL(new RegExp(`/events/${id}$`));
  const facts = page.locator('main .event__facts');
  expect(await facts.isVisible()).toBe(true);
  // A start time on Hong Kong's clock, machine-readable with its offset, and the zone in words.
  const starts = await facts.locator('time[datetime*="T"]').first().getAttribute('datetime');
  expect(starts).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?\+08:00$/);
  expect(await facts.textContent()).toContain(message(lang, 'time.zone'));
  const section = page.locator('section[aria-labelledby="event-calendar"]');
  expect(await section.getByRole('heading').textContent()).toBe(message(lang, 'events.addToCalendar'));
  // A subscription a calendar app opens (webcal:) and the file itself.
  expect(await section.locator(`a[href^="webcal://"][href$="/events/${id}/calendar.ics"]`).count()).toBe(1);
  const link = section.locator(`a[download][href$="/events/${id}/calendar.ics"]`);
  expect(await link.count()).toBe(1);
  const res = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/calendar\b/);
  const ics = await res.text();
  expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`DTSTART`);
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

describe.each(LANGS)('the Shenzhen applicant (%s)', (lang, prefix) => {
  it.each(WIDTHS)('at %i px finds the Shenzhen admission talk from the home page and its calendar', async (width) => {
    const { page, context, problems } = await visitor(width, lang);
    await page.goto(localised(prefix, '/'));
    await islandsReady(page);
    // The home page's events, then every upcoming event.
    const all = page.locator(`main a[href="${localised(prefix, '/events')}"]`);
    expect(await all.count()).toBeGreaterThan(0);
    await all.first().click();
    await page.waitForURL(/\/events$/);
    expect(await page.locator('h1').textContent()).toBe(message(lang, 'events.title'));
    // Narrowed to admission talks, the Shenzhen one (201) is there.
    await page.locator('#events-category').selectOption('admission-talk');
    await page.locator('form.filter-form button[type="submit"]').click();
    await page.waitForURL(/category=admission-talk/);
    const cards = page.locator('.event-card');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(
      await cards.locator('.event-card__category').evaluateAll((els) => [...new Set(els.map((e) => e.textContent))]),
    ).toEqual([message(lang, 'events.categories.admission-talk')]);
    await noSidewaysScroll(page);
    await page.locator(`.event-card a[href$="/events/201"]`).click();
    await readEvent(page, lang, '201');
    await noSidewaysScroll(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe.each(LANGS)('the alumnus (%s)', (lang, prefix) => {
  it.each([...WIDTHS].reverse())('at %i px finds homecoming from the alumni page and its calendar', async (width) => {
    const { page, context, problems } = await visitor(width, lang);
    await page.goto(localised(prefix, '/alumni'));
    await islandsReady(page);
    const homecoming = page.locator(`main a[href="${localised(prefix, '/events/601')}"]`);
    expect(await homecoming.count()).toBe(1);
    const title = (await homecoming.textContent()) ?? '';
    await homecoming.click();
    await readEvent(page, lang, '601');
    expect(await page.locator('h1').textContent()).toBe(title);
    await noSidewaysScroll(page);
    // Every alumni event from the alumni page: the list filtered to them.
    await page.goto(localised(prefix, '/alumni'));
    await page.locator(`main a[href="${localised(prefix, '/events?category=alumni')}"]`).click();
    await page.waitForURL(/\/events\?category=alumni$/);
    expect(await page.locator(`.event-card a[href$="/events/601"]`).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
