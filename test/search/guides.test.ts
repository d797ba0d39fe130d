// The admissions menu's guide pages are found by the site search (docs/architecture/search.md "Site
// search"): a menu page is indexed under /{alias} with its text, headings and tables.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAll, pathsFound } from './helpers';

beforeAll(() => buildAll(), 60_000);

describe('site search finds the guides', () => {
  it.each([
    ['tc', '宿舍', '/student-housing'],
    ['sc', '住宿', '/student-housing'],
    ['en', 'housing', '/student-housing'],
    ['sc', '签证', '/non-local-students'],
    ['tc', '簽證', '/non-local-students'],
    ['en', 'visa', '/non-local-students'],
  ] as const)('%s “%s”: %s is the best result', async (locale, keyword, path) => {
    expect((await pathsFound(locale, keyword))[0]).toBe(path);
  });

  it('finds the guide by a phrase of its body (en “cost of living”)', async () => {
    expect(await pathsFound('en', 'cost of living')).toContain('/non-local-students');
  });
});
