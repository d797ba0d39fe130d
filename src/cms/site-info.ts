// The CMS's site info in one language: each localised field is named by the language's suffix
// (LOCALE_INFO.cmsSuffix: addressEn, addressCn…). The footer, the contact page and the site
// search read it here.
import { LOCALE_INFO, type Locale } from '@/i18n/locales';
import type { SiteInfos } from '@/upstream/schemas';

/** docs/REQUIREMENTS.md §3: the address, traffic routes (and office hours) in the page's language. */
export function localisedInfo(info: SiteInfos['info'], locale: Locale) {
  const suffix = LOCALE_INFO[locale].cmsSuffix;
  return {
    address: info[`address${suffix}`],
    trafficRoutes: info[`trafficRoutes${suffix}`],
    officeHours: info[`officeHours${suffix}`],
  };
}

/** The registration and accreditation statement of the CMS's site info, in the page's language. */
export const registrationOf = (info: SiteInfos['info'], locale: Locale): string =>
  info[`registration${LOCALE_INFO[locale].cmsSuffix}`].trim();
