import rosetta from 'rosetta';
import en from '../../locales/en.json';
import sc from '../../locales/sc.json';
import tc from '../../locales/tc.json';
import { FALLBACK_LOCALE, type Locale } from '@/i18n/locales';
import { dayOf } from '@/i18n/dates';

export type Messages = typeof en;
export type Params = Record<string, string | number>;

/** Every message's dotted key ('nav.home'): the leaves of locales/en.json (the three files have the same keys). */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<Messages>;

/**
 * A message by its key. A key written out must be a key of the messages, so a misspelt one fails
 * tsc instead of rendering itself; a key built at run time (`careers.group.${code}`) must be
 * able to name one (its fixed parts spell a key's), and an unknown one still renders itself.
 */
export type Translate = <K extends string>(
  key: K & ([Extract<MessageKey, K>] extends [never] ? MessageKey : unknown),
  params?: Params,
) => string;

/**
 * The translators over a set of tables (the site's: locales/*.json, below): one shared rosetta
 * table, and the language passed on every call, so no request ever changes rosetta's global
 * "current locale" under another concurrent request. A key missing in a language falls back to
 * English, then to the key.
 */
export function translatorsOver(tables: Record<Locale, Messages>): (locale: Locale) => Translate {
  const i18n = rosetta<Messages>(tables);
  return (locale) => (key, params) => {
    const own = i18n.t(key, params, locale);
    if (typeof own === 'string' && own !== '') return own;
    const fallback = i18n.t(key, params, FALLBACK_LOCALE);
    return typeof fallback === 'string' && fallback !== '' ? fallback : key;
  };
}

/** A translator bound to one language, over the site's messages. */
export const translator: (locale: Locale) => Translate = translatorsOver({ tc, sc, en });

/** docs/REQUIREMENTS.md §9 default date format MM-DD,YYYY; the calendar date of an ISO 'YYYY-MM-DD[...]' string. */
export function formatDate(value: string | Date): string {
  const d = typeof value === 'string' ? dayOf(value) : value;
  if (!d || Number.isNaN(d.getTime())) return '';
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(d.getUTCDate()).padStart(2, '0');
  return `${mm}-${dd},${d.getUTCFullYear()}`;
}
