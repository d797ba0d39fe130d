import * as v from 'valibot';

const UrlSchema = v.pipe(v.string(), v.trim(), v.url());

/**
 * Whether a state-changing request comes from a page of this site (the enquiry post's rule 1,
 * leaving a draft preview). The Origin header decides; a request without one (older browsers,
 * some privacy settings) is judged by its Referer; one with neither is not a browser posting
 * from another site, unless Sec-Fetch-Site says so. `Origin: null` (sandboxed or
 * privacy-stripped) is refused.
 *
 * Not hono/csrf: it checks only form content types (a JSON post with a foreign Origin would
 * pass), knows no Referer fallback, and refuses form posts that carry neither header.
 */
export function isSameOrigin(request: Request): boolean {
  const own = new URL(request.url).origin;
  const header = (name: string) => request.headers.get(name) ?? undefined;
  const origin = header('origin');
  if (origin !== undefined) return origin.trim() === own;
  const referer = header('referer');
  if (referer !== undefined) {
    const parsed = v.safeParse(UrlSchema, referer);
    return parsed.success && new URL(parsed.output).origin === own;
  }
  const site = header('sec-fetch-site');
  return site === undefined || site === 'same-origin' || site === 'none';
}
