import { env } from 'cloudflare:workers';

/** The day the demo's events are dated around (vitest.config.ts DEMO_TODAY): the site's TODAY in these tests. */
export const DEMO_DAY = '2026-11-25';
export const on = (day: string = DEMO_DAY) => ({ TODAY: day }) as Partial<Env>;

/**
 * An UPSTREAM binding of a CMS without the events calls (they answer code 404, as any unknown
 * call) and without the menu item such a CMS has no reason to list; the demo for the rest.
 * Every call is recorded.
 */
export function withoutEvents(day: string = DEMO_DAY) {
  const calls: string[] = [];
  const upstream = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      const url = new URL(req.url);
      calls.push(url.pathname + url.search);
      if (url.pathname.startsWith('/api/event/')) return Response.json({ code: 404, msg: 'Not found', data: null });
      const res = await env.UPSTREAM!.fetch(req);
      if (url.pathname !== '/api/menu/list') return res;
      const answer = (await res.json()) as { data: { menuUrl?: string; children: unknown[] }[] };
      const drop = (items: { menuUrl?: string; children: unknown[] }[]): unknown[] =>
        items
          .filter((i) => i.menuUrl !== '/events')
          .map((i) => ({ ...i, children: drop(i.children as { menuUrl?: string; children: unknown[] }[]) }));
      return Response.json({ ...answer, data: drop(answer.data) });
    },
  } as unknown as Fetcher;
  return {
    calls,
    bindings: { UPSTREAM: upstream, SITE_DOMAIN: `no-events-${crypto.randomUUID()}.test`, TODAY: day } as Partial<Env>,
  };
}

/** An UPSTREAM binding that records every call and passes it to the demo. */
export function counting(day: string = DEMO_DAY, scale?: number) {
  const calls: string[] = [];
  const upstream = {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      const url = new URL(req.url);
      calls.push(url.pathname + url.search);
      const sent = new Request(req);
      if (scale) sent.headers.set('X-Demo-Scale', String(scale));
      return env.UPSTREAM!.fetch(sent);
    },
  } as unknown as Fetcher;
  return {
    calls,
    bindings: { UPSTREAM: upstream, SITE_DOMAIN: `events-${crypto.randomUUID()}.test`, TODAY: day } as Partial<Env>,
  };
}

/** The event ids a page links to, in order. */
export const eventIds = (html: string): string[] =>
  [...html.matchAll(/href="(?:\/sc|\/en)?\/events\/(\d+)"/g)].map((m) => m[1] ?? '');
