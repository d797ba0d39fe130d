import type { Handler } from 'hono';
import { setCookie } from 'hono/cookie';
import { HTTPException } from 'hono/http-exception';
import { safeLocalPath } from '../security/redirects';
import type { AppEnv } from '../types';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, isLocale } from './locales';
import { localePath, switchLocalePath } from './paths';

/**
 * GET /lang/:code?to=/path — the language switcher without JavaScript (SPEC §4): stores the
 * choice (365 days, Path=/, SameSite=Lax, not Secure, as the original site's client did) and
 * lands on the same page in that language. Only same-site paths are followed; the target is
 * forced into the chosen language, so the link cannot be used to send anyone elsewhere.
 */
export const languageSwitch: Handler<AppEnv> = (c) => {
  const code = c.req.param('code');
  if (!isLocale(code)) throw new HTTPException(404);
  const to = safeLocalPath(c.req.query('to'));
  const target = to ? switchLocalePath(to, code) : localePath(code, '/');
  setCookie(c, LOCALE_COOKIE, code, { maxAge: LOCALE_COOKIE_MAX_AGE, path: '/', sameSite: 'Lax', secure: false });
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(target, 302);
};
