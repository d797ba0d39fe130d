/**
 * The canonical form of one query value, for a route's `query` (src/seo/canonical.ts): the value
 * as the page reads it, or undefined when the page reads it as absent, so it has no place in the
 * page's canonical URL. The rules themselves are in src/http/params.ts.
 */
export type QueryRule = (raw: string) => string | undefined;

/** The query parameters that define a page's content, each with its canonical form. */
export type QueryRules = Readonly<Record<string, QueryRule>>;
