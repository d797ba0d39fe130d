import { parseAccept } from 'hono/utils/accept';
import { parse } from 'hono/utils/cookie';
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, type Locale } from '@/i18n/locales';

/**
 * Maps one language tag to a site language. Chinese is split by script first (Hant/Hans),
 * then by region; a bare `zh` is taken as simplified, as browsers in mainland China send it.
 */
export function localeForTag(tag: string): Locale | undefined {
  const normal = tag.trim().toLowerCase().replace(/_/g, '-');
  // RFC 5646 shape only: anything with other characters is noise, not a language.
  if (!/^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(normal)) return undefined;
  const parts = normal.split('-');
  const [lang, ...rest] = parts;
  if (lang === 'en') return 'en';
  if (lang !== 'zh') return undefined;
  if (rest.includes('hant')) return 'tc';
  if (rest.includes('hans')) return 'sc';
  const region = rest.find((p) => p.length === 2);
  if (region === 'hk' || region === 'mo' || region === 'tw') return 'tc';
  return 'sc';
}

/** Picks the best site language from an Accept-Language header (hono's parser), honouring q-values. */
export function negotiateAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  // Stable sort keeps header order among equal q-values, as RFC 9110 intends.
  const ranked = parseAccept(header)
    .filter((a) => Number.isFinite(a.q) && a.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { type } of ranked) {
    const locale = localeForTag(type);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** docs/REQUIREMENTS.md §4: saved cookie, then browser languages, then tc. */
export function detectLocale(request: Request): Locale {
  const cookies = request.headers.get('Cookie');
  const saved = cookies ? parse(cookies, LOCALE_COOKIE)[LOCALE_COOKIE] : undefined;
  if (isLocale(saved)) return saved;
  return negotiateAcceptLanguage(request.headers.get('Accept-Language') ?? undefined);
}
