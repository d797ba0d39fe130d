import rosetta from 'rosetta';
import en from '../../locales/en.json';
import sc from '../../locales/sc.json';
import tc from '../../locales/tc.json';
import { FALLBACK_LOCALE, type Locale } from '@/i18n/locales';
import { dayOf } from '@/i18n/dates';

export type Messages = typeof en;
export type Params = Record<string, string | number>;
export type Translate = (key: string, params?: Params) => string;

// One shared table; the language is passed on every call, so no request ever changes
// rosetta's global "current locale" under another concurrent request.
const i18n = rosetta<Messages>({ tc, sc, en });

/** A translator bound to one language; a key missing there falls back to English, then to the key. */
export function translator(locale: Locale): Translate {
  return (key, params) => {
    const own = i18n.t(key, params, locale);
    if (typeof own === 'string' && own !== '') return own;
    const fallback = i18n.t(key, params, FALLBACK_LOCALE);
    return typeof fallback === 'string' && fallback !== '' ? fallback : key;
  };
}

/** docs/REQUIREMENTS.md §9 default date format MM-DD,YYYY; the calendar date of an ISO 'YYYY-MM-DD[...]' string. */
export function formatDate(value: string | Date): string {
  const d = typeof value === 'string' ? dayOf(value) : value;
  if (!d || Number.isNaN(d.getTime())) return '';
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(d.getUTCDate()).padStart(2, '0');
  return `${mm}-${dd},${d.getUTCFullYear()}`;
}
