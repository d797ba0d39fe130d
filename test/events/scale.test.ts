// Events at 100 times the demo (DEMO_SCALE): every page of /events is reachable from the first,
// the last renders and one past it is a 404, and no page or calendar reads more than a bounded
// number of CMS pages (docs/UPSTREAM.md §26: CALENDAR_PAGES), whatever the size of the CMS.
import { describe, expect, it } from 'vitest';
import { CALENDAR_PAGES, EVENTS_PAGE_SIZE } from '@/cms/events';
import { href } from '@/lib/href';
import { atScale } from '../demo/helpers';
import { app, get, hrefs, mainOf, status } from '../content/helpers';
import { request } from '../helpers';
import { DEMO_DAY, counting, eventIds } from './helpers';

const K = 100;
const SLOW = { timeout: 60_000 };
const eventCalls = (calls: string[]) => calls.filter((c) => c.startsWith('/api/event/list'));

async function lastPage(): Promise<number> {
  const { total } = await atScale<{ total: number }>(K, `/api/event/list?pageSize=1&from=${DEMO_DAY}`);
  return Math.ceil(total / EVENTS_PAGE_SIZE);
}

describe(`events at ${K} times the demo`, SLOW, () => {
  it('page 1 links the last page with one CMS call', async () => {
    const last = await lastPage();
    expect(last).toBeGreaterThan(50);
    const cms = counting(DEMO_DAY, K);
    const { res, html } = await get('/en/events', cms.bindings);
    expect(res.status).toBe(200);
    expect(hrefs(mainOf(html))).toContain(href('events', { pageNum: last }, 'en'));
    expect(eventCalls(cms.calls)).toHaveLength(1);
  });

  it('the last page renders with one CMS call; past it is a 404', async () => {
    const last = await lastPage();
    const cms = counting(DEMO_DAY, K);
    const { res, html } = await get(href('events', { pageNum: last }, 'en'), cms.bindings);
    expect(res.status).toBe(200);
    expect(eventIds(mainOf(html)).length).toBeGreaterThan(0);
    expect(eventCalls(cms.calls)).toHaveLength(1);
    expect(await status(href('events', { pageNum: last + 1 }, 'en'), counting(DEMO_DAY, K).bindings)).toBe(404);
  });

  it('the calendar of every upcoming event reads at most CALENDAR_PAGES pages and says where it stops', async () => {
    const cms = counting(DEMO_DAY, K);
    const res = await request(app, '/en/events/calendar.ics', {}, cms.bindings);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(eventCalls(cms.calls).length).toBeLessThanOrEqual(CALENDAR_PAGES);
    expect(text.split('BEGIN:VEVENT').length - 1).toBe(CALENDAR_PAGES * 100);
    expect(text.replace(/\r\n /g, '')).toContain('later ones are at http://site.test/en/events');
  });

  it("a type's calendar is bounded alike", async () => {
    const cms = counting(DEMO_DAY, K);
    const res = await request(app, '/en/events/calendar.ics?category=lecture', {}, cms.bindings);
    expect(res.status).toBe(200);
    expect(eventCalls(cms.calls).length).toBeLessThanOrEqual(CALENDAR_PAGES);
  });
});
