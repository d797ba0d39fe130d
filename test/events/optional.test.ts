// A CMS without the events calls (docs/UPSTREAM.md §26–27 are optional): no page answers 5xx,
// none links to the events pages, and the events pages themselves are 404, never an error page.
import { describe, expect, it } from 'vitest';
import { get, mainOf, status } from '../content/helpers';
import { request } from '../helpers';
import { app } from '../content/helpers';
import { withoutEvents } from './helpers';

/** Pages that show events when the CMS has them. */
const PAGES = [
  '/',
  '/en',
  '/sc/alumni',
  '/en/admissions/mainland',
  '/en/programmes/ug-data-science',
  '/en/page/sitemap',
];

const eventLinks = (html: string) => [...html.matchAll(/href="[^"]*\/events[/"?][^"]*"/g)].map((m) => m[0]);

describe('a CMS without events', () => {
  it.each(PAGES)('%s renders, without a link to the events pages', async (path) => {
    const cms = withoutEvents();
    const { res, html } = await get(path, cms.bindings);
    expect(res.status).toBe(200);
    expect(eventLinks(html)).toEqual([]);
  });

  it.each([
    '/events',
    '/en/events?when=past',
    '/en/events/601',
    '/en/events/calendar.ics',
    '/en/events/601/calendar.ics',
    '/en/events/feed.xml',
  ])('%s is 404, not an error', async (path) => {
    const cms = withoutEvents();
    expect(await status(path, cms.bindings)).toBe(404);
  });

  it('the sitemaps list no events, and still answer', async () => {
    const cms = withoutEvents();
    const index = await request(app, '/sitemap.xml', {}, cms.bindings);
    expect(index.status).toBe(200);
    const child = await request(app, '/sitemaps/events-1.xml', {}, cms.bindings);
    expect(child.status).toBe(200);
    expect(await child.text()).not.toContain('/events');
    const pages = await request(app, '/sitemaps/pages-1.xml', {}, cms.bindings);
    expect(await pages.text()).not.toContain('/events');
  });

  it('the admissions key dates calendar needs no events call', async () => {
    const cms = withoutEvents();
    const res = await request(app, '/en/admissions/calendar.ics?route=mainland', {}, cms.bindings);
    expect(res.status).toBe(200);
    expect(cms.calls.filter((c) => c.startsWith('/api/event/'))).toEqual([]);
  });
});

describe('a CMS with events', () => {
  it('the menu, the home page and the sitemap link them', async () => {
    const { html } = await get('/en', { TODAY: '2026-11-25' } as Partial<Env>);
    expect(eventLinks(html).length).toBeGreaterThan(1);
    expect(mainOf(html)).toContain('href="/en/events/601"');
    const child = await (await request(app, '/sitemaps/events-1.xml')).text();
    expect(child).toContain('/en/events/601');
    // The list itself is a page of the CMS menu.
    expect(await (await request(app, '/sitemaps/pages-1.xml')).text()).toContain('/en/events<');
  });
});
