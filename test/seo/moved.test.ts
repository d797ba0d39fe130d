import { describe, expect, it } from 'vitest';
import { MOVED_PATHS } from '@/cms/paths';
import { sameSiteLocation } from '@/security/redirects';
import { hrefs } from '../helpers';
import { get, request } from './helpers';

describe('one URL per page: every other path answers 301 there, query kept', () => {
  it.each([
    ['/admissions-mainland', '/admissions/mainland'],
    // A tracking parameter is no part of the kept query (docs/SECURITY.md).
    ['/sc/admissions-hkdse?ref=x&utm_source=x', '/sc/admissions/hkdse?ref=x'],
    ['/en/admissions-subsidy', '/en/admissions/subsidy'],
    ['/important-statement', '/page/statement'],
    ['/en/important-statement?a=1&a=2', '/en/page/statement?a=1&a=2'],
    ['/Give', '/give'],
    ['/sc/%E6%8D%90%E8%B4%88', '/sc/give'],
    ['/index1', '/'],
    ['/sc/index1?x=1', '/sc?x=1'],
    ['/en/index1', '/en'],
  ])('%s → %s', async (from, to) => {
    const res = await request(from);
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe(to);
    expect(sameSiteLocation(to)).toBe(to);
    expect((await request(to)).status).toBe(200);
  });

  it('answers HEAD the same way, and refuses a POST rather than redirecting it', async () => {
    expect((await request('/en/Give', { method: 'HEAD' })).status).toBe(301);
    expect((await request('/en/index1', { method: 'POST' })).status).toBe(405);
  });

  it('never links a moved path from the menu, footer or a CMS page', async () => {
    const moved = new Set(
      Object.keys(MOVED_PATHS).flatMap((p) => [p, `/sc${p}`, `/en${p}`, encodeURI(p), `/en${encodeURI(p)}`]),
    );
    for (const path of ['/', '/en/admissions', '/sc/page/sitemap', '/en/about']) {
      const { res, html } = await get(path);
      expect(res.status, path).toBe(200);
      const internal = hrefs(html).map((h) => h.split(/[?#]/)[0] ?? '');
      expect(
        internal.filter((h) => moved.has(h)),
        path,
      ).toEqual([]);
    }
  });
});
