// Query parameters shared by every list page: outside input, parsed with valibot.
// Paging policy (docs/ARCHITECTURE.md "Lists and paging"): a malformed pageNum (not digits,
// zero, negative, a fraction, repeated) is page 1; a well-formed one past the end of the list is
// 404. Every page the CMS has is a page of the site, however many there are: the only number
// answered without asking the CMS is one no CMS page can have (above LAST_PAGE_NUMBER).
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import type { QueryRule } from '@/lib/query-rules';
import type { AppContext } from '@/types';

/**
 * The largest page number there can be: the contract's page numbers are 32-bit integers
 * (docs/UPSTREAM.md "Field conventions"). Not a limit on the site's size: at 10 a page it is
 * 21 billion items.
 */
export const LAST_PAGE_NUMBER = 2 ** 31 - 1;

/** Digits only; a number too long for a double becomes Infinity, which is past any end. */
const Digits = v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number));
const Id = v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number), v.minValue(1), v.maxValue(2 ** 31 - 1));

/** Whether a value is an id a profile page reads (`?id=`): what the sitemaps may link. */
export const isIdValue = (value: string | number): boolean => v.is(Id, String(value));

/**
 * Ids, slugs and aliases that may go into a CMS path and a site URL: letters (any script, so
 * '學年曆'), digits, '-' and '_', at most 80. No dots (a '.' or '..' segment would change the
 * path), no slashes, no spaces, no '%': junk such as 'favicon.ico' or 'wp-login.php' never
 * reaches the CMS, and an id that is no such segment is never a link of the feeds or sitemaps.
 */
export const SLUG = /^[\p{L}\p{N}](?:[\p{L}\p{N}_-]{0,78}[\p{L}\p{N}])?$/u;
export const isSlug = (value: string | undefined): value is string => value !== undefined && SLUG.test(value);

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

// Canonical forms of query values (QueryRule, src/lib/query-rules.ts), parsed with the same
// schemas as the functions above.

/**
 * A page number past 1 (page 1 is the list's own URL; a malformed number is page 1), as its
 * digits without leading zeros: a number too long for a double stays the digits (and past any
 * end, a 404), never 'Infinity' or '1e+21'.
 */
export const pageRule: QueryRule = (raw) => {
  if (!v.is(Digits, raw)) return undefined;
  const digits = raw.replace(/^0+/, '');
  return digits.length > 1 || Number(digits) > 1 ? digits : undefined;
};

/** Any valibot schema as a rule: its output as text, or nothing when the value fails it. */
export const schemaRule =
  (schema: v.GenericSchema<string, unknown>): QueryRule =>
  (raw) => {
    const parsed = v.safeParse(schema, raw);
    return parsed.success && parsed.output !== '' && parsed.output !== undefined ? String(parsed.output) : undefined;
  };

/**
 * A filter's rule for a page that answers 404 to a value it cannot read (docs/SECURITY.md "One
 * key per page"): such a value is kept as sent, so the page sees it and refuses it, where the
 * plain rule would drop it and show the unfiltered list under the filter's URL. A 404 is never
 * kept by the page cache, so it makes no second page; an empty value (a form's "all") is none.
 */
export const strictRule =
  (rule: QueryRule): QueryRule =>
  (raw) =>
    raw === '' ? undefined : (rule(raw) ?? raw);

/** A positive integer id, written without leading zeros. */
export const idRule: QueryRule = schemaRule(Id);

/**
 * Past the end of a list: 404 rather than clamping to the last page. A page number that names
 * nothing is not a page (no duplicate of the last page for crawlers, no second upstream call);
 * page 1 of an empty list is the list's empty state, never a 404.
 */
export function pageOrNotFound(pageNum: number, totalPage: number): void {
  if (pageNum > 1 && pageNum > totalPage) throw new HTTPException(404);
}
