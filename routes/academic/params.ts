// Query parameters of the academic pages: outside input, parsed with valibot. A malformed
// filter or page number falls back to its default; only a well-formed page number past the
// end of a list is a 404 (see pageOrNotFound).
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import type { AppContext } from '../../src/types';

/**
 * No list here comes near this many pages (16 teachers a page would be 16 000 people), and the
 * CMS refuses larger page numbers: a bigger one is past the end without asking.
 */
export const MAX_PAGE = 1000;

const Digits = v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number));
const Id = v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number), v.minValue(1), v.maxValue(2 ** 31 - 1));

/**
 * The one value of a query parameter. Repeated parameters (?pageNum=1&pageNum=2) are
 * ambiguous, so they count as malformed rather than silently picking one.
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

/** userType of the alumni filter: 1 undergraduate, 2 postgraduate. */
export function userTypeParam(c: AppContext): 1 | 2 | undefined {
  const parsed = v.safeParse(v.picklist(['1', '2']), single(c, 'userType'));
  return parsed.success ? (Number(parsed.output) as 1 | 2) : undefined;
}

/**
 * pageNum: absent or malformed (not digits, zero, negative, repeated) is page 1; digits past
 * MAX_PAGE are past the end of any list, so 404 at once (no upstream call).
 */
export function pageParam(c: AppContext): number {
  const parsed = v.safeParse(Digits, single(c, 'pageNum'));
  if (!parsed.success || parsed.output < 1) return 1;
  if (parsed.output > MAX_PAGE) throw new HTTPException(404);
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

/** The list's own URL with only the parsed filters, for paging links and the head. */
export function listUrl(path: string, filters: Record<string, number | string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') query.set(key, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** validate() for detail pages: exactly one well-formed ?id=. */
export const hasId = (c: AppContext): boolean => idParam(c, 'id') !== undefined;
