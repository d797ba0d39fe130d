import type { Locale } from '@/i18n/locales';
import { localePath, splitLocale, switchLocalePath } from '@/i18n/paths';
import { memoryStore } from '@/lib/isolate';
import { log } from '@/lib/log';
import { siteOrigin } from '@/lib/origin';
import { searchWithoutTracking } from '@/lib/tracking';
import type { RequestScope } from '@/request/scope';

const BASE = 'https://same.invalid';
const MAX_LOCATION = 2048;
/** Backslashes (browsers read them as '/'), control, format and line-separator characters. */
const UNSAFE_IN_PATH = /[\\\p{Cc}\p{Cf}\u2028\u2029]/u;
const UNSAFE_ANYWHERE = /[\p{Cc}]/u;
const HOST_START = /^[/\\]{2}/;

/** A path no browser can read as another host, in any of the forms it takes along the way. */
function pathIsLocal(path: string): boolean {
  let form = path;
  // Percent-decoding (a later hop may decode once more) and compatibility forms ('／', '＼').
  for (let i = 0; i < 4; i++) {
    for (const variant of [form, form.normalize('NFKC')]) {
      if (!variant.startsWith('/') || HOST_START.test(variant) || UNSAFE_IN_PATH.test(variant)) return false;
    }
    let next: string;
    try {
      next = decodeURIComponent(form);
    } catch {
      return false;
    }
    if (next === form) return true;
    form = next;
  }
  return false;
}

/**
 * The one decision on every Location the site sends (docs/SECURITY.md): a same-site,
 * root-relative path after every transformation a browser or a later hop applies, returned in
 * its serialised ASCII form; anything else is undefined. An absolute URL on the site's own
 * origin (`origin`) counts as its path.
 */
export function sameSiteLocation(location: string | null | undefined, origin?: string): string | undefined {
  if (typeof location !== 'string' || location.length > MAX_LOCATION) return undefined;
  let target = location;
  if (origin && (target === origin || target.startsWith(`${origin}/`) || target.startsWith(`${origin}?`))) {
    target = target.slice(origin.length) || '/';
    if (!target.startsWith('/')) target = `/${target}`;
  }
  if (UNSAFE_ANYWHERE.test(target)) return undefined;
  const rawPath = /^[^?#]*/.exec(target)?.[0] ?? '';
  if (!pathIsLocal(rawPath)) return undefined;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return undefined;
  }
  // Dot segments ('/a/..//host') resolve into new paths: the serialised path is checked again.
  if (url.origin !== BASE || !pathIsLocal(url.pathname)) return undefined;
  return url.pathname + url.search + url.hash;
}

/**
 * Where the language switch to `code` lands for `to`: the same page in that language, or that
 * language's home page when the result would not be a same-site path.
 */
export function languageSwitchTarget(to: string | undefined, code: Locale): string {
  const home = localePath(code, '/');
  if (!to?.startsWith('/')) return home;
  return sameSiteLocation(switchLocalePath(to, code)) ?? home;
}

/** Longer URLs (no page of the site has one) switch to the language's home page. */
export const LANGUAGE_LINK_MAX = 512;

/**
 * The target a page links to for the switch: one the endpoint keeps as it is, so following
 * the link (with or without JavaScript) lands on the same place. A URL longer than any page's
 * is not repeated in every language link (a long bogus path must not multiply the answer).
 */
export function languageLinkTarget(current: string, code: Locale): string {
  if (current.length > LANGUAGE_LINK_MAX) return localePath(code, '/');
  // Every page asks this for its own URL in each language on every render: the answer is a
  // pure function of its input (two same-site checks, each parsing the URL), so it is
  // remembered as the URL checks are (src/security/urls.ts), in a bounded isolate store. Only
  // for a URL without a query: a query may hold what one visitor typed (a search, a name), which
  // the isolate does not keep.
  const remember = !current.includes('?');
  const key = `${code}${current}`;
  const known = remember ? languageLinks().get(key) : undefined;
  if (known !== undefined) return known;
  const target = languageSwitchTarget(current, code);
  const chosen = languageSwitchTarget(target, code) === target ? target : localePath(code, '/');
  if (remember) languageLinks().set(key, chosen, (key.length + chosen.length) * 2);
  return chosen;
}

const languageLinks = () => memoryStore<string>('language-links', { maxBytes: 512 * 1024, maxEntries: 3000 });

/**
 * The path without trailing slashes, for the 301 of docs/REQUIREMENTS.md §2 ("no trailing slash"). Repeated
 * leading slashes collapse to one so the Location can never name another host.
 */
export function withoutTrailingSlash(pathname: string): string | undefined {
  if (pathname === '/' || !pathname.endsWith('/')) return undefined;
  const trimmed = pathname.replace(/\/+$/, '').replace(/^[/\\]+/, '/');
  return trimmed === '' ? '/' : trimmed;
}

/** A same-site path ('/a?b#c') without its tracking parameters (src/lib/tracking.ts), spelled as it was otherwise. */
function keptQuery(path: string): string {
  const url = new URL(path, BASE);
  const search = searchWithoutTracking(url.search);
  return search === url.search ? path : `${url.pathname}${search}${url.hash}`;
}

/**
 * The Location a redirect of this request finally carries (`sameSiteLocation` on whatever
 * target it was given, src/http/redirects.ts runs it on every redirect): a target that is not a
 * same-site path becomes the home page of the request's language (logged). A target keeps no
 * tracking parameter: they never change a redirect's kept query. `path` is the request's path,
 * language prefix included.
 */
export function finalLocation(scope: RequestScope, location: string, path: string): string {
  const safe = sameSiteLocation(location, siteOrigin(scope));
  if (safe === undefined) log('warn', 'redirect.unsafe', { requestId: scope.id, path, location });
  return safe === undefined ? localePath(splitLocale(path).locale, '/') : keptQuery(safe);
}
