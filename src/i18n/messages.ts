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
  const lookup = (locale: Locale, key: string, params: Params | undefined): string => {
    const own = i18n.t(key, params, locale);
    if (typeof own === 'string' && own !== '') return own;
    const fallback = i18n.t(key, params, FALLBACK_LOCALE);
    return typeof fallback === 'string' && fallback !== '' ? fallback : key;
  };
  // A page asks for the same few dozen messages without parameters on every render: each
  // language's answer to such a key is worked out once (the same lookup, so the same text) and
  // read from a map afterwards. Only the tables' own keys are kept, so the maps never outgrow
  // the tables whatever keys are asked for.
  const keys = leafKeys(tables);
  const plain = new Map<Locale, Map<string, string>>();
  return (locale) => {
    let known = plain.get(locale);
    if (!known) {
      known = new Map();
      plain.set(locale, known);
    }
    const answers = known;
    return (key, params) => {
      if (params !== undefined) return lookup(locale, key, params);
      let text = answers.get(key);
      if (text === undefined) {
        text = lookup(locale, key, undefined);
        if (keys.has(key)) answers.set(key, text);
      }
      return text;
    };
  };
}

/** The dotted key of every message in any of the tables ('nav.home'). */
function leafKeys(tables: Record<Locale, Messages>): Set<string> {
  const keys = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') keys.add(prefix);
    else if (node && typeof node === 'object')
      for (const [name, child] of Object.entries(node)) walk(child, prefix ? `${prefix}.${name}` : name);
  };
  for (const table of Object.values(tables)) walk(table, '');
  return keys;
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
