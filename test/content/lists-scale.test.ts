// Every page of every list, at many times the demo's size (docs/architecture/lists.md "Lists and
// paging"): the last page renders and is linked from the first, a page past it is a 404, and
// no page costs more than a few CMS calls however long the list.
import { describe, expect, it } from 'vitest';
import { href } from '@/lib/href';
import { TEACHER_PAGE_SIZE } from '../../routes/academic/teacher';
import { ALUMNI_PAGE_SIZE } from '../../routes/academic/alumni';
import { PARTNER_PAGE_SIZE } from '../../routes/content/exchange';
import { PAGE_SIZE } from '../../routes/params';
import { atScale, scaledUpstream } from '../demo/helpers';
import { hrefs } from '../helpers';
import { get, mainOf, status } from './helpers';

/** The free plan's subrequest limit: no page may need more CMS calls than this. */
const MAX_CALLS = 50;
/** Cold pages at a large scale on a shared machine: a runner timeout, not a time budget. */
const SLOW = { timeout: 60_000 };

const LISTS = [
  { route: 'news-list', api: '/api/article/news', size: PAGE_SIZE },
  { route: 'teacher', api: '/api/special/teacher/list', size: TEACHER_PAGE_SIZE },
  { route: 'alumni', api: '/api/schoolfellow/list', size: ALUMNI_PAGE_SIZE },
  { route: 'page-global-exchange', api: '/api/special/partners', size: PARTNER_PAGE_SIZE },
] as const;

async function lastPage(k: number, api: string, size: number): Promise<number> {
  return Math.ceil((await atScale<{ total: number }>(k, `${api}?pageSize=1`)).total / size);
}

describe.each([60])('lists at %i times the demo', SLOW, (k) => {
  it.each(LISTS)(
    '$route: page 1 links the last page, which renders; past it is a 404',
    async ({ route, api, size }) => {
      const last = await lastPage(k, api, size);
      expect(last).toBeGreaterThan(2);
      const url = (pageNum: number) => href(route, { pageNum }, 'en');
      const first = scaledUpstream(k);
      const one = await get(url(1), first.bindings);
      expect(one.res.status).toBe(200);
      expect(hrefs(mainOf(one.html))).toContain(url(last));
      expect(first.calls.length).toBeLessThanOrEqual(MAX_CALLS);

      const end = scaledUpstream(k);
      const page = await get(url(last), end.bindings);
      expect(page.res.status).toBe(200);
      const main = mainOf(page.html);
      expect(main).toContain(`aria-current="page" aria-label="Page ${last}"`);
      expect(main).not.toContain('rel="next"');
      expect(main).toContain(`href="${url(last - 1).replace(/&/g, '&amp;')}" rel="prev"`);
      expect(end.calls.length).toBeLessThanOrEqual(MAX_CALLS);

      const past = scaledUpstream(k);
      expect(await status(url(last + 1), past.bindings)).toBe(404);
      expect(past.calls.length).toBeLessThanOrEqual(MAX_CALLS);
    },
  );
});

describe('a list of 1 200 pages', SLOW, () => {
  it('renders page 1 200 (alumni at 150 times the demo: 7 200 alumni, six a page) and 404s page 1 201', async () => {
    const k = 150;
    expect(await lastPage(k, '/api/schoolfellow/list', ALUMNI_PAGE_SIZE)).toBe(1200);
    const end = scaledUpstream(k);
    const page = await get('/alumni?pageNum=1200', end.bindings);
    expect(page.res.status).toBe(200);
    expect(mainOf(page.html)).toContain('aria-current="page" aria-label="第 1200 頁"');
    expect(await status('/alumni?pageNum=1201', scaledUpstream(k).bindings)).toBe(404);
    expect(end.calls.length).toBeLessThanOrEqual(MAX_CALLS);
  });
});
