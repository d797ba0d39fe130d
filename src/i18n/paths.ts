import { LOCALES, LOCALE_INFO, type Locale } from '@/i18n/locales';

/** The language a pathname belongs to, and the pathname without its prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const { prefix } = LOCALE_INFO[locale];
    if (!prefix) continue;
    if (pathname === prefix) return { locale, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: 'tc', path: pathname };
}

/** A root-relative path ('/news/list') in the given language ('/en/news/list'). */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const { prefix } = LOCALE_INFO[locale];
  if (!prefix) return clean;
  return clean === '/' ? prefix : `${prefix}${clean}`;
}

/**
 * The same page in another language, keeping query and hash. Accepts a path with optional
 * ?query and #hash (as location.pathname + search + hash, or a request URL's path part).
 */
export function switchLocalePath(current: string, target: Locale): string {
  const match = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(current);
  const pathname = match?.[1] || '/';
  const { path } = splitLocale(pathname);
  return `${localePath(target, path)}${match?.[2] ?? ''}${match?.[3] ?? ''}`;
}

/** Route names carry the language: name___default (tc), name___sc, name___en. */
export function routeName(name: string, locale: Locale): string {
  return `${name}___${LOCALE_INFO[locale].routeSuffix}`;
}
