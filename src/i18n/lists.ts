// Lists and plural forms in each language's own way (Intl), each formatter made once per
// language and kind: 'A, B and C', 'A、B及C', 'A, B or C'; 'one' or 'other' for a count.
import { LOCALE_INFO, type Locale } from '@/i18n/locales';

const lists = new Map<string, Intl.ListFormat>();
const plurals = new Map<Locale, Intl.PluralRules>();

/** Items joined as the language joins a list ('and' by default, 'or' with 'disjunction'). */
export function listOf(items: string[], locale: Locale, type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  const key = `${locale}|${type}`;
  let f = lists.get(key);
  if (!f) {
    f = new Intl.ListFormat(LOCALE_INFO[locale].intl, { style: 'long', type });
    lists.set(key, f);
  }
  return f.format(items);
}

/** The plural category of a count in the language ('one', 'other', …). */
export function pluralOf(n: number, locale: Locale): Intl.LDMLPluralRule {
  let rules = plurals.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALE_INFO[locale].intl);
    plurals.set(locale, rules);
  }
  return rules.select(n);
}
