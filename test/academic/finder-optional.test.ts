// The finder needs the optional summary list (docs/UPSTREAM.md §23). A CMS without it: the
// finder is a 404, nothing links it, and every page that would is a 200 all the same.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { get as whole, mainOf } from '../content/helpers';
import { hrefs } from './helpers';

const TODAY = { TODAY: '2026-11-25' } as Partial<Env>;

/** A CMS that has no GET /api/programme/list: it answers that path as an unknown route (code 404). */
function withoutSummaries(): Partial<Env> {
  const upstream = {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      if (new URL(req.url).pathname === '/api/programme/list')
        return Promise.resolve(Response.json({ code: 404, msg: 'not found', data: null }));
      return env.UPSTREAM!.fetch(req);
    },
  } as unknown as Fetcher;
  return { ...TODAY, UPSTREAM: upstream, SITE_DOMAIN: `no-summaries-${crypto.randomUUID()}.test` };
}

const FINDER = /^\/en\/programmes(\?|$)/;
const PAGES = [
  '/en',
  '/en/admissions',
  '/en/admissions/mainland',
  '/en/admissions/fees',
  '/en/Undergraduate',
  '/en/programmes/ug-data-science',
  '/en/programmes/compare?codes=ug-data-science,ug-nursing',
];

describe('the finder is optional', () => {
  it('without the summary list /programmes is a 404', async () => {
    const { res } = await whole('/en/programmes', withoutSummaries());
    expect(res.status).toBe(404);
  });

  it.each(PAGES)('without the summary list %s is a 200 with no link to the finder', async (path) => {
    const { res, html } = await whole(path, withoutSummaries());
    expect(res.status).toBe(200);
    expect(hrefs(html).filter((h) => FINDER.test(h))).toEqual([]);
  });

  it.each(PAGES.filter((p) => !p.includes('compare')))('with it, %s links the finder', async (path) => {
    const { res, html } = await whole(path, TODAY);
    expect(res.status).toBe(200);
    expect(hrefs(mainOf(html)).filter((h) => FINDER.test(h)).length).toBeGreaterThan(0);
  });
});
