// The finder and the comparison at 100 times the demo (docs/UPSTREAM.md §23, "Demo scale"):
// hundreds of programmes cost a bounded number of summary calls and no detail call; past the
// bound the finder says so and names the level lists; a comparison reads at most four details.
import { describe, expect, it } from 'vitest';
import { FINDER_MAX_PAGES, FINDER_PAGE_SIZE, MAX_COMPARE } from '@/cms/finder';
import { get as whole, mainOf } from '../content/helpers';
import { atScale, scaledUpstream } from '../demo/helpers';
import { hrefs, textOf } from './helpers';

const K = 100;
/** The free plan's subrequest limit: no page may need more CMS calls than this. */
const MAX_CALLS = 50;
/** Cold pages at a large scale on a shared machine: a runner timeout, not a time budget. */
const SLOW = { timeout: 60_000 };
const TODAY = { TODAY: '2026-11-25' } as Partial<Env>;

async function cold(path: string) {
  const upstream = scaledUpstream(K);
  const { res, html } = await whole(path, { ...TODAY, ...upstream.bindings });
  return { res, html, calls: upstream.calls };
}
const summaryCalls = (calls: string[]) => calls.filter((u) => u.startsWith('/api/programme/list'));
const detailCalls = (calls: string[]) => calls.filter((u) => /^\/api\/programme\/(?!list)/.test(u));

describe(`programmes at ${K} times the demo`, SLOW, () => {
  it('the finder reads its bounded pages of the summary list and no detail; past the bound it says so', async () => {
    const total = (await atScale<{ total: number }>(K, '/api/programme/list?pageSize=1')).total;
    expect(total).toBeGreaterThan(FINDER_MAX_PAGES * FINDER_PAGE_SIZE);
    const { res, html, calls } = await cold('/en/programmes');
    expect(res.status).toBe(200);
    expect(summaryCalls(calls)).toHaveLength(FINDER_MAX_PAGES);
    expect(detailCalls(calls)).toEqual([]);
    expect(calls.length).toBeLessThanOrEqual(MAX_CALLS);
    const text = textOf(mainOf(html));
    const read = FINDER_MAX_PAGES * FINDER_PAGE_SIZE;
    expect(text).toContain(`The finder covers the first ${read} of ${total} programmes`);
    expect(text).toContain(`${read} programmes found`);
    expect(hrefs(mainOf(html))).toEqual(
      expect.arrayContaining(['/en/Undergraduate', '/en/Postgraduate', '/en/HigherDiploma']),
    );
  });

  it('a filter at scale: its results and count are the matching programmes the finder read', async () => {
    const pages = await Promise.all(
      Array.from({ length: FINDER_MAX_PAGES }, (_, i) =>
        atScale<{ rows: { code: string; modes: string[] }[] }>(
          K,
          `/api/programme/list?pageSize=${FINDER_PAGE_SIZE}&pageNum=${i + 1}`,
        ),
      ),
    );
    const want = pages.flatMap((p) => p.rows).filter((r) => r.modes.includes('part-time'));
    expect(want.length).toBeGreaterThan(100);
    const { html, calls } = await cold('/en/programmes?mode=part-time');
    expect(textOf(mainOf(html))).toContain(`${want.length} programmes found`);
    expect(detailCalls(calls)).toEqual([]);
  });

  it('a comparison of four copies reads four details', async () => {
    const codes = ['ug-nursing--57', 'ug-data-science--3', 'pg-mba--99', 'hd-accounting--1'];
    const { res, html, calls } = await cold(`/en/programmes/compare?codes=${codes.join(',')},ug-nursing--100`);
    expect(res.status).toBe(200);
    expect(detailCalls(calls)).toHaveLength(MAX_COMPARE);
    const names = [...mainOf(html).matchAll(/<th scope="col"><a href="[^"]*">([^<]*)<\/a>/g)].map((m) => m[1]);
    expect(names).toHaveLength(4);
    expect(names[0]).toMatch(/^Bachelor of Nursing \(Honours\) \(.+\)$/);
  });
});
