// The demo's events (docs/UPSTREAM.md §26–27): every answer passes the site's schemas in every
// language, the filters mean what the contract says, dates are the demo's day's (DEMO_TODAY), and
// at any scale copies have ids of their own.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as s from '@/upstream/schemas';
import { api, atScale, data } from './helpers';

const LANGS = ['tc', 'cn', 'en'] as const;
const issues = (schema: v.GenericSchema, value: unknown) => {
  const r = v.safeParse(schema, value);
  return r.success ? [] : r.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`);
};

describe('demo events', () => {
  it('every event, listed and by id, matches the schemas in every language', async () => {
    for (const lang of LANGS) {
      const page = await data<unknown>('/api/event/list?pageSize=100', { lang });
      expect(issues(s.EventPageSchema, page), lang).toEqual([]);
      const rows = v.parse(s.EventPageSchema, page).rows;
      expect(rows.length).toBeGreaterThan(20);
      for (const row of rows)
        expect(issues(s.EventSchema, await data(`/api/event/${row.id}`, { lang })), `${row.id} ${lang}`).toEqual([]);
    }
  });

  it('a year around the demo day: upcoming and past ones, homecoming on the first Saturday of December', async () => {
    const all = v.parse(s.EventPageSchema, await data('/api/event/list?pageSize=100')).rows;
    const upcoming = v.parse(s.EventPageSchema, await data('/api/event/list?pageSize=100&from=2026-11-25')).rows;
    const past = v.parse(s.EventPageSchema, await data('/api/event/list?pageSize=100&before=2026-11-25')).rows;
    expect(upcoming.length).toBeGreaterThan(10);
    expect(past.length).toBeGreaterThan(3);
    const homecoming = all.find((e) => e.id === '601');
    expect(new Date(homecoming!.start).toISOString()).toBe('2026-12-05T02:00:00.000Z');
    const days = all.map((e) => e.start);
    expect(Math.max(...days) - Math.min(...days)).toBeLessThan(366 * 86_400_000);
  });

  it('filters by type, audience, route and programme, and orders either way', async () => {
    const rows = async (q: string) => v.parse(s.EventPageSchema, await data(`/api/event/list?pageSize=100&${q}`)).rows;
    expect((await rows('category=admission-talk')).every((e) => e.category === 'admission-talk')).toBe(true);
    expect((await rows('audience=alumni')).every((e) => e.audience.includes('alumni'))).toBe(true);
    expect((await rows('route=mainland')).map((e) => e.venue)).toContain('深圳 福田灣景會議中心');
    expect((await rows('programme=ug-data-science')).length).toBeGreaterThan(0);
    const desc = (await rows('isAsc=desc')).map((e) => e.start);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('answers bad parameters with code 400 and an unknown event with 404', async () => {
    expect((await api('/api/event/list?from=tomorrow')).code).toBe(400);
    expect((await api('/api/event/list?pageSize=101')).code).toBe(400);
    expect((await api('/api/event/999')).code).toBe(404);
    expect((await api('/api/event/not-an-event')).code).toBe(404);
  });

  it('at 100 times: 100 times as many, each copy with its own id and title', async () => {
    const base = await atScale<{ total: number }>(1, '/api/event/list?pageSize=1');
    const scaled = await atScale<{ total: number; rows: { id: number; title: string }[] }>(
      100,
      '/api/event/list?pageSize=100&pageNum=20',
    );
    expect(scaled.total).toBe(base.total * 100);
    expect(scaled.rows.length).toBe(100);
    expect(new Set(scaled.rows.map((r) => r.title)).size).toBe(100);
    const copy = await atScale<{ id: number; title: string }>(100, '/api/event/7000601');
    expect(copy.id).toBe(7000601);
    expect(copy.title).toBe('Homecoming Day (session 8)');
  });
});
