// Amounts of money in each language's own form (Intl): 98000 HKD → 'HK$98,000'.
import { LOCALE_INFO, type Locale } from '@/i18n/locales';

const formats = new Map<string, Intl.NumberFormat>();

/** A whole amount in a currency (ISO 4217), without decimals. */
export function money(amount: number, currency: string, locale: Locale): string {
  const key = `${locale}|${currency}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE_INFO[locale].intl, {
      style: 'currency',
      currency,
      currencyDisplay: 'symbol',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    formats.set(key, f);
  }
  return f.format(amount);
}
