// One decision for every link the site renders from outside data (CMS menus, bodies, fixed
// links) and every client-side navigation (docs/REQUIREMENTS.md §2, §8): script-protocol URLs
// never, external URLs only where the caller explicitly allows them.
import { memoryStore } from '@/lib/isolate';

export const SCRIPT_PROTOCOL_ERROR = 'Cannot navigate to an URL with script protocol';
export const EXTERNAL_URL_ERROR = 'Navigation to external URL is not allowed by default';

const SCRIPT_PROTOCOLS = new Set(['javascript:', 'vbscript:', 'data:', 'file:', 'blob:']);
const BASE = 'https://same.invalid';

/** Undo the disguises browsers see through: entities, control characters, whitespace. */
function normalise(raw: string): string {
  const decoded = raw
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(
      /&(colon|tab|newline);/gi,
      (_, name: string) => ({ colon: ':', tab: '\t', newline: '\n' })[name.toLowerCase()] ?? '',
    );
  // The URL parser strips leading C0/space and removes tabs/newlines anywhere.
  return decoded.replace(/[\u0000-\u0020\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/g, '');
}

export function hasScriptProtocol(raw: string): boolean {
  const value = normalise(raw);
  let scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
  if (!scheme) {
    // Percent-encoded schemes ("java%73cript:") are not schemes to the parser, but be strict.
    try {
      scheme = /^([a-z][a-z0-9+.-]*):/i.exec(decodeURIComponent(value))?.[1];
    } catch {
      return true;
    }
  }
  return scheme !== undefined && SCRIPT_PROTOCOLS.has(`${scheme.toLowerCase()}:`);
}

export type UrlKind = 'internal' | 'external' | 'anchor';

export interface SafeUrl {
  href: string;
  kind: UrlKind;
}

/**
 * Classifies a URL for rendering: undefined when it must not become a link. Internal paths
 * come back as the URL parser resolves them against the site (dot segments gone, backslashes
 * slashes), root-relative with exactly one leading '/'; a path that resolves to '//host' in
 * any spelling is no link at all.
 */
export function checkUrl(raw: string | null | undefined, { allowExternal = false } = {}): SafeUrl | undefined {
  if (typeof raw !== 'string') return undefined;
  // A page checks the same few hundred menu and body links on every render: the decision is
  // a pure function of its input, so it is remembered (an isolate store, src/lib/isolate.ts;
  // the browser's navigation guard below decides afresh and never builds the store).
  const key = `${allowExternal ? 'x' : 'i'}${raw}`;
  const decided = memoryStore<Readonly<SafeUrl> | null>('url-decisions', { maxBytes: 1024 * 1024, maxEntries: 5000 });
  const known = decided.get(key);
  if (known !== undefined) return known ?? undefined;
  const result = decide(raw, allowExternal);
  decided.set(key, result ? Object.freeze(result) : null, key.length * 2 + (result?.href.length ?? 0) * 2);
  return result;
}

function decide(raw: string, allowExternal: boolean): SafeUrl | undefined {
  const trimmed = raw.trim();
  if (trimmed === '' || trimmed.length > 2048 || hasScriptProtocol(trimmed)) return undefined;
  if (trimmed.startsWith('#')) return { href: trimmed, kind: 'anchor' };
  const clean = normalise(trimmed);
  let url: URL;
  try {
    // Anything that names a scheme is absolute, even 'https:host' (which a parser would read
    // as a path relative to an https page, but as another host from an http one).
    url = /^[a-z][a-z0-9+.-]*:/i.test(clean) ? new URL(clean.replace(/^(https?:)\/*/i, '$1//')) : new URL(clean, BASE);
  } catch {
    return undefined;
  }
  if (url.origin === BASE) {
    // Decided on the resolved path, not on what was written: dot segments, backslashes, tabs and
    // encoded dots ('/.//x', '/a/..//x', '/%2e//x', '/./\\x') all resolve, and a path that then
    // starts with '//' would be read by a browser as another host (docs/SECURITY.md "Links from
    // the CMS"). What is emitted is the parser's normalised path, so it starts with one '/'.
    if (/^[\\/]{2}/.test(clean) || url.pathname.startsWith('//')) return undefined;
    return { href: url.pathname + url.search + url.hash, kind: 'internal' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:' && url.protocol !== 'mailto:' && url.protocol !== 'tel:')
    return undefined;
  if (!allowExternal) return undefined;
  return { href: url.href, kind: 'external' };
}

/** Client-side navigation guard with the docs/REQUIREMENTS.md §8 messages. */
export function assertNavigable(raw: string, { allowExternal = false } = {}): string {
  if (hasScriptProtocol(raw)) throw new Error(SCRIPT_PROTOCOL_ERROR);
  const checked = decide(raw, true);
  if (!checked) throw new Error(SCRIPT_PROTOCOL_ERROR);
  if (checked.kind === 'external' && !allowExternal) throw new Error(EXTERNAL_URL_ERROR);
  return checked.href;
}

/**
 * An image source from CMS data, under the rules of links: a same-site path or an https URL.
 * Never data:, http: (mixed content) or a script protocol. Undefined: no image.
 */
export function imageSrc(raw: string | null | undefined): string | undefined {
  const checked = checkUrl(raw, { allowExternal: true });
  if (!checked || checked.kind === 'anchor') return undefined;
  if (checked.kind === 'internal') return checked.href;
  return checked.href.startsWith('https://') ? checked.href : undefined;
}

/**
 * A path of this site built from CMS data (a menu alias, an article id, a stored search
 * document's path): the same decision as every CMS link, on the resolved path. The normalised
 * path, or undefined when it would not stay a path of this site.
 */
export function sitePathHref(path: string): string | undefined {
  const checked = checkUrl(path.startsWith('/') ? path : `/${path}`);
  return checked?.kind === 'internal' ? checked.href : undefined;
}
