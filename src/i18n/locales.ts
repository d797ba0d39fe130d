/** The three site languages and everything that differs between them. */
export const LOCALES = ['tc', 'sc', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'tc';
/** Messages missing in a language fall back to this one (docs/REQUIREMENTS.md §9: fallback en-US). */
export const FALLBACK_LOCALE: Locale = 'en';

export interface LocaleInfo {
  code: Locale;
  /** URL prefix: '' for the default language (strategy "prefix except default"). */
  prefix: '' | '/sc' | '/en';
  /** Suffix of route names: name___default, name___sc, name___en. */
  routeSuffix: 'default' | 'sc' | 'en';
  displayName: string;
  /** What the CMS API expects in the `lang` header (docs/REQUIREMENTS.md §4: sc is sent as cn). */
  apiCode: 'tc' | 'cn' | 'en';
  /** BCP 47 tag for <html lang> and hreflang. */
  htmlLang: string;
  /** Intl locale for dates and numbers. */
  intl: string;
  /** Suffix of the CMS's localised fields (addressTc, trafficRoutesCn, addressEn). */
  cmsSuffix: 'Tc' | 'Cn' | 'En';
  /** The CMS department field holding the name in this language. */
  deptNameField: 'deptNameTc' | 'deptName' | 'deptNameEn';
  /** The reCAPTCHA widget's `hl` language. */
  captchaLang: string;
  /** Open Graph locale (og:locale) of link previews. */
  ogLocale: 'zh_HK' | 'zh_CN' | 'en_GB';
  /** The Turnstile widget's `language` (it has zh-tw and zh-cn, no zh-hk). */
  turnstileLang: string;
  /**
   * How a period of days is written (src/i18n/dates.ts): Intl's range form ('1 March – 20 June
   * 2027'), or the two days joined by this word, the second without what it shares with the
   * first ('2027年3月1日至6月20日': Intl writes Chinese ranges with numbers alone).
   */
  rangeJoin?: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  tc: {
    code: 'tc',
    prefix: '',
    routeSuffix: 'default',
    displayName: '繁體',
    apiCode: 'tc',
    htmlLang: 'zh-Hant-HK',
    intl: 'zh-Hant-HK',
    cmsSuffix: 'Tc',
    deptNameField: 'deptNameTc',
    captchaLang: 'zh-HK',
    ogLocale: 'zh_HK',
    turnstileLang: 'zh-tw',
    rangeJoin: '至',
  },
  sc: {
    code: 'sc',
    prefix: '/sc',
    routeSuffix: 'sc',
    displayName: '简体',
    apiCode: 'cn',
    htmlLang: 'zh-Hans-CN',
    intl: 'zh-Hans-CN',
    cmsSuffix: 'Cn',
    deptNameField: 'deptName',
    captchaLang: 'zh-CN',
    ogLocale: 'zh_CN',
    turnstileLang: 'zh-cn',
    rangeJoin: '至',
  },
  en: {
    code: 'en',
    prefix: '/en',
    routeSuffix: 'en',
    displayName: 'EN',
    apiCode: 'en',
    htmlLang: 'en',
    intl: 'en-HK',
    cmsSuffix: 'En',
    deptNameField: 'deptNameEn',
    captchaLang: 'en',
    ogLocale: 'en_GB',
    turnstileLang: 'en',
  },
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language cookie (docs/REQUIREMENTS.md §4, §9). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
