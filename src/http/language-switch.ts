import type { Handler } from 'hono';
import { setCookie } from 'hono/cookie';
import { HTTPException } from 'hono/http-exception';
import { languageSwitchTarget } from '@/security/redirects';
import type { AppEnv } from '@/types';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, isLocale } from '@/i18n/locales';

/**
 * GET /lang/:code?to=/path — the language switcher without JavaScript (docs/REQUIREMENTS.md §4): stores the
 * choice (365 days, Path=/, SameSite=Lax, not Secure, as the original site's client did) and
 * lands on the same page in that language. The target is forced into the chosen language and
 * must still be a same-site path after that (src/security/redirects.ts), or it is the home page.
 */
export const languageSwitch: Handler<AppEnv> = (c) => {
  const code = c.req.param('code');
  if (!isLocale(code)) throw new HTTPException(404);
  const target = languageSwitchTarget(c.req.query('to'), code);
  setCookie(c, LOCALE_COOKIE, code, { maxAge: LOCALE_COOKIE_MAX_AGE, path: '/', sameSite: 'Lax', secure: false });
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(target, 302);
};
