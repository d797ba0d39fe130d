// The page cache keeps an event's page no longer than its day in Hong Kong (pageDay →
// keepUntil): the first request after midnight renders it again, and it says the event is over.
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, expect, it, vi } from 'vitest';
import { dayEnds } from '@/lib/today';
import { resetIsolate } from '@/lib/isolate';
import { app } from '../content/helpers';

afterEach(() => {
  vi.useRealTimers();
});

/** A visitor's request (not a crawler's: the page cache serves it), and where the page came from. */
async function visit(e: Env, path: string) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://site.test${path}`), e, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  const how = /page;desc="(\w+)"/.exec(res.headers.get('Server-Timing') ?? '')?.[1];
  return { res, html, kept: how === 'memory' || how === 'shared' };
}

it.each(['/en/events/301', '/en/events'])(
  '%s is kept through 2 December in Hong Kong, and rendered again on the 3rd',
  async (path) => {
    resetIsolate();
    vi.useFakeTimers({ toFake: ['Date'] });
    // 6 pm in Hong Kong on 2 December 2026, the day of the public lecture (event 301, 6:30 pm); no
    // TODAY: the site's day is the clock's.
    vi.setSystemTime(Date.parse('2026-12-02T10:00:00Z'));
    const e = { ...env, SITE_DOMAIN: `kept-${crypto.randomUUID()}.example` } as Env;
    await visit(e, path);
    await visit(e, path);
    const third = await visit(e, path);
    expect(third.kept).toBe(true);
    // The list links the lecture; its page offers its calendar.
    expect(third.html).toContain(
      path === '/en/events' ? 'href="/en/events/301"' : 'href="/en/events/301/calendar.ics"',
    );
    vi.setSystemTime(dayEnds('2026-12-02') + 1000);
    const next = await visit(e, path);
    expect(next.kept).toBe(false);
    expect(next.res.status).toBe(200);
    if (path === '/en/events') expect(next.html).not.toContain('href="/en/events/301"');
    else expect(next.html).toContain('This event has ended');
  },
);
