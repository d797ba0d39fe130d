// Query parameters shared by every list page, read from the request: outside input, parsed with
// valibot by the rules of src/lib/query-rules.ts.
// Paging policy (docs/architecture/lists.md "Lists and paging"): a malformed pageNum (not digits,
// zero, negative, a fraction, repeated) is page 1; a well-formed one past the end of the list is
// 404. Every page the CMS has is a page of the site, however many there are: the only number
// answered without asking the CMS is one no CMS page can have (above LAST_PAGE_NUMBER).
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import { Digits, Id, LAST_PAGE_NUMBER } from '@/lib/query-rules';
import { type Keyword, normaliseKeyword } from '@/search/keyword';
import type { AppContext } from '@/types';

/**
 * The one value of a query parameter. Repeated parameters (?pageNum=1&pageNum=2) are
 * ambiguous, so they count as absent rather than silently picking one.
 */
export function single(c: AppContext, name: string): string | undefined {
  const values = c.req.queries(name);
  return values && values.length === 1 ? values[0] : undefined;
}

/** A positive integer id (deptId, a person's id), or undefined when absent or malformed. */
export function idParam(c: AppContext, name: string): number | undefined {
  const parsed = v.safeParse(Id, single(c, name));
  return parsed.success ? parsed.output : undefined;
}

export function pageParam(c: AppContext): number {
  const parsed = v.safeParse(Digits, single(c, 'pageNum'));
  if (!parsed.success || parsed.output < 1) return 1;
  if (parsed.output > LAST_PAGE_NUMBER) throw new HTTPException(404);
  return parsed.output;
}

/**
 * Past the end of a list: 404 rather than clamping to the last page. A page number that names
 * nothing is not a page (no duplicate of the last page for crawlers, no second upstream call);
 * page 1 of an empty list is the list's empty state, never a 404.
 */
export function pageOrNotFound(pageNum: number, totalPage: number): void {
  if (pageNum > 1 && pageNum > totalPage) throw new HTTPException(404);
}

/** The first ?keyword= of the request, normalised (src/search/keyword.ts). */
export const keywordOf = (c: AppContext): Keyword => normaliseKeyword(c.req.queries('keyword')?.[0] ?? '');
