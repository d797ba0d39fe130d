// Tracking parameters (docs/SECURITY.md "Tracking parameters"): what marketing tools and link
// shorteners add to a URL to follow a click. They never change what a page is, so they never
// change the page, its cache key, its canonical URL or a redirect's kept query: the request is
// read without them from the start (the middleware below) and every Location loses them
// (sameSiteRedirects, src/http/redirects.ts). The one list of them is here.

/** Every parameter starting so (any letter case) is a tracking parameter. */
export const TRACKING_PREFIXES = ['utm_'] as const;

/** Tracking parameters by name, lowercase (compared in any letter case). */
export const TRACKING_PARAMS = [
  // Google: Ads click ids, iOS and web-to-app ids, Analytics linker, Display & Video.
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  '_ga',
  '_gl',
  'srsltid',
  // Meta (Facebook, Instagram), Microsoft Ads, TikTok, X (Twitter), LinkedIn, Yandex.
  'fbclid',
  'igshid',
  'msclkid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'yclid',
  'ysclid',
  // Mailchimp, HubSpot, Marketo, Vero and other mailing tools.
  'mc_eid',
  'mc_cid',
  '_hsenc',
  '_hsmi',
  '__hssc',
  '__hstc',
  '__hsfp',
  'hsctatracking',
  'mkt_tok',
  'vero_id',
  'vero_conv',
  'oly_anon_id',
  'oly_enc_id',
  'rb_clickid',
  's_cid',
  'wickedid',
  'epik',
] as const;

const NAMES = new Set<string>(TRACKING_PARAMS);

/** True for a tracking parameter's name (as decoded from the query). */
export function isTracking(name: string): boolean {
  const lower = name.toLowerCase();
  return NAMES.has(lower) || TRACKING_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/** The decoded name of one `name=value` piece of a query string, or undefined if it cannot be decoded. */
function nameOf(piece: string): string | undefined {
  const raw = piece.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/**
 * A query string ('' or '?…') without its tracking parameters; every other piece is kept as it
 * was spelled, in its order (re-serialising through URLSearchParams would respell them).
 */
export function searchWithoutTracking(search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (!query) return '';
  const pieces = query.split('&');
  const kept = pieces.filter((piece) => {
    const name = nameOf(piece);
    return name === undefined || !isTracking(name);
  });
  if (kept.length === pieces.length) return search.startsWith('?') ? search : `?${search}`;
  const text = kept.filter((piece) => piece !== '').join('&');
  return text ? `?${text}` : '';
}

/** The URL without its tracking parameters (a new URL; the same spelling otherwise). */
export function withoutTracking(url: URL): URL {
  const clean = new URL(url);
  const search = searchWithoutTracking(url.search);
  if (search !== url.search) clean.search = search;
  return clean;
}
