import { sign, verify } from '@/security/hmac';

/**
 * Draft preview tokens (docs/OPERATIONS.md "Draft preview"). All are HMAC-SHA256 with
 * PREVIEW_SECRET (or PREVIEW_SECRET_PREVIOUS during a rotation), lowercase hex:
 *
 * - the link the CMS mints:  /api/preview?path=<site path>&expires=<unix s>&signature=<hex>
 *   signing `preview-link\n<path>\n<expires>`;
 * - the session the site keeps in its cookie and forwards to the CMS as `X-Preview`:
 *   `<expires>.<hex>` signing `preview-session\n<expires>`.
 *
 * The demo CMS mints links and checks sessions with these same functions.
 */

/** A link may be valid for at most a week; a longer one was not minted by a sane CMS. */
export const MAX_PREVIEW_SECONDS = 7 * 24 * 60 * 60;

export const linkMessage = (path: string, expires: number) => `preview-link\n${path}\n${expires}`;
const sessionMessage = (expires: number) => `preview-session\n${expires}`;

export type LinkCheck = { ok: true; expires: number } | { ok: false; reason: 'expired' | 'invalid' };

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A link's expiry: whole seconds, in the future and not too far in it. */
export function expiryState(expires: number): 'ok' | 'expired' | 'invalid' {
  if (!Number.isSafeInteger(expires)) return 'invalid';
  if (expires <= nowSeconds()) return 'expired';
  return expires - nowSeconds() > MAX_PREVIEW_SECONDS ? 'invalid' : 'ok';
}

/** The signature of a preview link, for the CMS (and tests) to mint one. */
export async function signLink(secret: string, path: string, expires: number): Promise<string> {
  return sign(secret, linkMessage(path, expires));
}

/**
 * Checks a link: a forged signature is 'invalid' whatever its expiry; a genuine one that has
 * passed its expiry is 'expired'.
 */
export async function checkLink(
  secrets: readonly string[],
  path: string,
  expiresRaw: string | undefined,
  signature: string | undefined,
): Promise<LinkCheck> {
  if (!secrets.length || !expiresRaw || !/^\d{1,12}$/.test(expiresRaw) || !signature) {
    return { ok: false, reason: 'invalid' };
  }
  const expires = Number(expiresRaw);
  if (!(await verify(secrets, linkMessage(path, expires), signature))) return { ok: false, reason: 'invalid' };
  const state = expiryState(expires);
  return state === 'ok' ? { ok: true, expires } : { ok: false, reason: state };
}

/** The session token for a preview ending at `expires`. */
export async function sessionToken(secret: string, expires: number): Promise<string> {
  return `${expires}.${await sign(secret, sessionMessage(expires))}`;
}

/** A session token's state: 'ok' while genuine and unexpired. */
export async function checkSession(
  secrets: readonly string[],
  token: string | undefined,
): Promise<'ok' | 'expired' | 'invalid'> {
  const m = token ? /^(\d{1,12})\.([0-9a-f]{64})$/.exec(token) : null;
  if (!m || !secrets.length) return 'invalid';
  const expires = Number(m[1]);
  if (!(await verify(secrets, sessionMessage(expires), m[2] ?? ''))) return 'invalid';
  return expiryState(expires);
}
