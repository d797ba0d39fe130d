import { sameSiteLocation, withoutTrailingSlash } from '@/security/redirects';
import { sign, verify } from '@/security/hmac';

/**
 * Draft preview tokens (docs/OPERATIONS.md "Draft preview", docs/SECURITY.md "Preview scope").
 * All are HMAC-SHA256 with PREVIEW_SECRET (or PREVIEW_SECRET_PREVIOUS during a rotation),
 * lowercase hex:
 *
 * - the link the CMS mints: /api/preview?path=<P1>[&path=<P2>…]&expires=<unix s>&signature=<hex>
 *   signing `preview-link\n<P1>[\n<P2>…]\n<expires>` (one path: `preview-link\n<P>\n<expires>`);
 *   the first path is where the editor lands, and every path named is what the preview opens;
 * - the session the site keeps in its cookie and forwards to the CMS as `X-Preview`:
 *   `<expires>.<scope>.<hex>`, `<scope>` the base64url (no padding) of the JSON array of the
 *   bound paths, signing `preview-session\n<expires>\n<scope>`.
 *
 * A session opens the drafts of its bound paths only: the site forwards it on a request for one
 * of them and on no other, and the CMS serves a draft only to a session that names the page
 * showing it. The demo CMS mints links and checks sessions with these same functions.
 */

/** A link may be valid for at most a week; a longer one was not minted by a sane CMS. */
export const MAX_PREVIEW_SECONDS = 7 * 24 * 60 * 60;
/** At most this many paths in one link: a larger preview is several links. */
export const MAX_PREVIEW_PATHS = 20;
/**
 * The session token's longest form: it travels in a cookie (browsers keep 4,096 bytes per
 * cookie) and in a header to the CMS. A link whose paths would not fit is refused, not cut.
 */
export const MAX_SESSION_CHARS = 3072;

export const linkMessage = (paths: readonly string[], expires: number) =>
  `preview-link\n${paths.join('\n')}\n${expires}`;
const sessionMessage = (expires: number, scope: string) => `preview-session\n${expires}\n${scope}`;

export type LinkCheck =
  | { ok: true; expires: number; paths: string[] }
  | { ok: false; reason: 'expired' | 'invalid'; detail: string };

export type SessionCheck =
  | { state: 'ok'; expires: number; paths: string[] }
  | { state: 'expired' | 'invalid'; expires?: undefined; paths?: undefined };

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A link's expiry: whole seconds, in the future and not too far in it. */
export function expiryState(expires: number): 'ok' | 'expired' | 'invalid' {
  if (!Number.isSafeInteger(expires)) return 'invalid';
  if (expires <= nowSeconds()) return 'expired';
  return expires - nowSeconds() > MAX_PREVIEW_SECONDS ? 'invalid' : 'ok';
}

/**
 * The page a preview path binds: its same-site path (docs/SECURITY.md "Redirects") without the
 * query, the fragment or a trailing slash, as the URL parser spells it, which is how the site
 * compares it with a request's path. Undefined for anything that is not a same-site path.
 */
export function boundPath(path: string): string | undefined {
  const local = sameSiteLocation(path);
  if (local === undefined) return undefined;
  const { pathname } = new URL(local, 'https://site.invalid');
  return withoutTrailingSlash(pathname) ?? pathname;
}

/** The signature of a preview link for one path or several, for the CMS (and tests) to mint one. */
export async function signLink(secret: string, paths: string | readonly string[], expires: number): Promise<string> {
  return sign(secret, linkMessage(typeof paths === 'string' ? [paths] : paths, expires));
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

function base64url(text: string): string {
  let binary = '';
  for (const byte of encoder.encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): string | undefined {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return decoder.decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/** The scope of a session: its bound paths, deduplicated in their order, as the token carries them. */
const scopeOf = (paths: readonly string[]) => base64url(JSON.stringify([...new Set(paths)]));

/**
 * Checks a link: a forged signature is 'invalid' whatever its expiry; a genuine one that has
 * passed its expiry is 'expired'; a genuine one naming no path, a path off the site, or more
 * than the session can carry is 'invalid' (`detail` says which, for the log).
 */
export async function checkLink(
  secrets: readonly string[],
  paths: readonly string[],
  expiresRaw: string | undefined,
  signature: string | undefined,
): Promise<LinkCheck> {
  const invalid = (detail: string): LinkCheck => ({ ok: false, reason: 'invalid', detail });
  if (!secrets.length) return invalid('unconfigured');
  if (!expiresRaw || !/^\d{1,12}$/.test(expiresRaw) || !signature || !paths.length) return invalid('malformed');
  // A line break would make two lists of paths sign the same message.
  if (paths.length > MAX_PREVIEW_PATHS || paths.some((p) => /[\r\n]/.test(p))) return invalid('malformed');
  const expires = Number(expiresRaw);
  if (!(await verify(secrets, linkMessage(paths, expires), signature))) return invalid('signature');
  const state = expiryState(expires);
  if (state !== 'ok')
    return state === 'expired' ? { ok: false, reason: 'expired', detail: 'expired' } : invalid('lifetime');
  const bound = paths.map(boundPath);
  if (bound.some((p) => p === undefined)) return invalid('off-site');
  const kept = [...new Set(bound as string[])];
  if (`${expires}.${scopeOf(kept)}.`.length + 64 > MAX_SESSION_CHARS) return invalid('too-many-paths');
  return { ok: true, expires, paths: kept };
}

/** The session token for a preview of `paths` (bound paths, as `checkLink` gives them) ending at `expires`. */
export async function sessionToken(secret: string, expires: number, paths: readonly string[]): Promise<string> {
  const scope = scopeOf(paths);
  return `${expires}.${scope}.${await sign(secret, sessionMessage(expires, scope))}`;
}

const SESSION = /^(\d{1,12})\.([A-Za-z0-9_-]{1,3000})\.([0-9a-f]{64})$/;

/** A session token's state, and the paths it opens while 'ok' (genuine and unexpired). */
export async function checkSession(secrets: readonly string[], token: string | undefined): Promise<SessionCheck> {
  const m = token && token.length <= MAX_SESSION_CHARS ? SESSION.exec(token) : null;
  if (!m || !secrets.length) return { state: 'invalid' };
  const expires = Number(m[1]);
  const scope = m[2] ?? '';
  if (!(await verify(secrets, sessionMessage(expires, scope), m[3] ?? ''))) return { state: 'invalid' };
  const state = expiryState(expires);
  if (state !== 'ok') return { state };
  let paths: unknown;
  try {
    paths = JSON.parse(fromBase64url(scope) ?? '');
  } catch {
    return { state: 'invalid' };
  }
  if (!Array.isArray(paths) || !paths.length || !paths.every((p) => typeof p === 'string' && boundPath(p) === p)) {
    return { state: 'invalid' };
  }
  return { state: 'ok', expires, paths: paths as string[] };
}
