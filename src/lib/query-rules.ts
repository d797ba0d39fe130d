import * as v from 'valibot';

/**
 * The canonical form of one query value, for a route's `query` (src/seo/canonical.ts): the value
 * as the page reads it, or undefined when the page reads it as absent, so it has no place in the
 * page's canonical URL. The rules are below; src/http/params.ts
 * reads the values from the request.
 */
export type QueryRule = (raw: string) => string | undefined;

/** The query parameters that define a page's content, each with its canonical form. */
export type QueryRules = Readonly<Record<string, QueryRule>>;

/**
 * The largest page number there can be: the contract's page numbers are 32-bit integers
 * (docs/UPSTREAM.md "Field conventions"). Not a limit on the site's size: at 10 a page it is
 * 21 billion items.
 */
export const LAST_PAGE_NUMBER = 2 ** 31 - 1;

/** Digits only; a number too long for a double becomes Infinity, which is past any end. */
export const Digits = v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number));
export const Id = v.pipe(
  v.string(),
  v.regex(/^\d{1,10}$/),
  v.transform(Number),
  v.minValue(1),
  v.maxValue(2 ** 31 - 1),
);

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

// Canonical forms of query values, parsed with the same schemas as the request's readers
// (src/http/params.ts).

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
