import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '@/types';
import { LOCALE_INFO } from '@/i18n/locales';
import { setLocale } from '@/request/scope';
import { detectLocale } from '@/i18n/negotiate';
import { splitLocale } from '@/i18n/paths';

/** Sets c.get('scope').locale / t / path from the URL prefix: '' tc, '/sc' sc, '/en' en. */
export const localeFromPath: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { locale, path } = splitLocale(c.req.path);
  setLocale(c.get('scope'), locale, path);
  await next();
};

/**
 * docs/REQUIREMENTS.md §4: language detection only at the root. A visitor whose cookie or browser prefers sc or
 * en is sent there with 301; the answer depends on Cookie and Accept-Language, so it must not be
 * stored by any shared cache nor replayed to another visitor.
 */
export const rootRedirect: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.path !== '/' || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
  const locale = detectLocale(c.req.raw);
  c.header('Vary', 'Cookie, Accept-Language');
  if (locale === 'tc') {
    await next();
    c.res.headers.set('Vary', 'Cookie, Accept-Language');
    return;
  }
  const search = new URL(c.req.url).search;
  return new Response(null, {
    status: 301,
    headers: {
      Location: `${LOCALE_INFO[locale].prefix}${search}`,
      'Cache-Control': 'private, no-store',
      Vary: 'Cookie, Accept-Language',
    },
  });
};
