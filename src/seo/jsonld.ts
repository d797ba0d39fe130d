// Structured data (schema.org, JSON-LD) for search engines: the college on the home page, a
// news article, a teacher, and the breadcrumb trail of every inner page (docs/SEO.md). Pure
// builders: absolute URLs and texts go in, plain objects come out.
import { LOCALES, LOCALE_INFO, type Locale } from '@/i18n/locales';
import { translator } from '@/i18n/messages';
import type { SiteInfos } from '@/upstream/schemas';
import { phoneNumber } from '@/cms/links';

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** The logo search engines show for the college (an image on the site). */
export const LOGO_PATH = '/logo.svg';

/** The college itself, as the publisher of news and the employer of teachers. */
export function collegeRef(origin: string, locale: Locale): JsonLd {
  return {
    '@type': 'CollegeOrUniversity',
    '@id': `${origin}/#college`,
    name: translator(locale)('site.name'),
    url: `${origin}/`,
    logo: { '@type': 'ImageObject', url: origin + LOGO_PATH },
  };
}

/** CollegeOrUniversity: names in the three languages, address, telephone, email, logo, url. */
export function collegeLd(origin: string, locale: Locale, site: SiteInfos): JsonLd {
  const { info } = site;
  const address = { tc: info.addressTc, sc: info.addressCn, en: info.addressEn }[locale] || info.addressEn;
  const others = LOCALES.filter((l) => l !== locale).map((l) => translator(l)('site.name'));
  // In international form, as everywhere the site shows a number.
  const telephone = phoneNumber(info.phone)?.display ?? info.phone;
  const faxNumber = phoneNumber(info.fax)?.display ?? info.fax;
  return {
    '@context': CONTEXT,
    ...collegeRef(origin, locale),
    alternateName: [...new Set(others)],
    ...(address ? { address: { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'HK' } } : {}),
    ...(telephone ? { telephone } : {}),
    ...(info.email ? { email: info.email } : {}),
    ...(faxNumber ? { faxNumber } : {}),
  };
}

export interface ArticleFacts {
  url: string;
  headline: string;
  description?: string;
  /** RFC 3339. */
  published: string;
  modified?: string;
  image: string;
  author?: string;
}

/** NewsArticle: headline, dates, image, language, author and publisher. */
export function newsArticleLd(origin: string, locale: Locale, a: ArticleFacts): JsonLd {
  const college = collegeRef(origin, locale);
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': a.url },
    url: a.url,
    // Search engines cut a headline at 110 characters.
    headline: Array.from(a.headline).slice(0, 110).join(''),
    ...(a.description ? { description: a.description } : {}),
    image: [a.image],
    datePublished: a.published,
    ...(a.modified ? { dateModified: a.modified } : {}),
    inLanguage: LOCALE_INFO[locale].htmlLang,
    author: a.author ? { '@type': 'Organization', name: a.author } : college,
    publisher: college,
  };
}

export interface PersonFacts {
  url: string;
  name: string;
  jobTitle?: string;
  image?: string;
}

/** Person: a teacher, working for the college. */
export function personLd(origin: string, locale: Locale, p: PersonFacts): JsonLd {
  const college = collegeRef(origin, locale);
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    url: p.url,
    name: p.name,
    ...(p.jobTitle ? { jobTitle: p.jobTitle } : {}),
    ...(p.image ? { image: p.image } : {}),
    worksFor: college,
  };
}

export interface ProgrammeFacts {
  url: string;
  name: string;
  description?: string;
  /** ISO 8601 duration, e.g. 'P48M'. */
  timeToComplete: string;
  modes: readonly string[];
  startDate?: string;
  applicationDeadline?: string;
  places?: number;
  /** Tuition offers: amount, ISO 4217 currency and for whom (the offer's name). */
  offers: readonly { name: string; price: number; currency: string }[];
  /** Entry requirements as text, by route. */
  prerequisites: readonly string[];
  /** The codes that name it elsewhere: its Qualifications Register number, JUPAS and E-APP codes. */
  identifiers?: readonly { propertyID: string; value: string }[];
  /** The award and its Hong Kong Qualifications Framework level. */
  credential?: { name: string; qfLevel?: number };
  /** Media of instruction (BCP 47); without, the page's language. */
  media?: readonly string[];
}

/** EducationalOccupationalProgram: a programme of the college, with its length, intake and fees. */
export function programmeLd(origin: string, locale: Locale, p: ProgrammeFacts): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'EducationalOccupationalProgram',
    url: p.url,
    name: p.name,
    ...(p.description ? { description: p.description } : {}),
    provider: collegeRef(origin, locale),
    inLanguage: p.media?.length ? (p.media.length === 1 ? p.media[0] : [...p.media]) : LOCALE_INFO[locale].htmlLang,
    ...(p.identifiers?.length
      ? {
          identifier: p.identifiers.map((i) => ({
            '@type': 'PropertyValue',
            propertyID: i.propertyID,
            value: i.value,
          })),
        }
      : {}),
    ...(p.credential
      ? {
          educationalCredentialAwarded: {
            '@type': 'EducationalOccupationalCredential',
            name: p.credential.name,
            ...(p.credential.qfLevel
              ? { educationalLevel: `Hong Kong Qualifications Framework Level ${p.credential.qfLevel}` }
              : {}),
          },
        }
      : {}),
    timeToComplete: p.timeToComplete,
    ...(p.modes.length ? { educationalProgramMode: p.modes.length === 1 ? p.modes[0] : [...p.modes] } : {}),
    ...(p.startDate ? { startDate: p.startDate } : {}),
    ...(p.applicationDeadline ? { applicationDeadline: p.applicationDeadline } : {}),
    ...(p.places ? { maximumEnrollment: p.places } : {}),
    ...(p.prerequisites.length ? { programPrerequisites: [...p.prerequisites] } : {}),
    ...(p.offers.length
      ? {
          offers: p.offers.map((o) => ({
            '@type': 'Offer',
            name: o.name,
            category: 'Tuition',
            price: o.price,
            priceCurrency: o.currency,
          })),
        }
      : {}),
  };
}

/** ItemList of programmes (the programme finder's results, in order), each an EducationalOccupationalProgram. */
export function programmeListLd(
  origin: string,
  locale: Locale,
  url: string,
  items: readonly { url: string; name: string; timeToComplete: string; modes: readonly string[] }[],
  start = 1,
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    url,
    numberOfItems: items.length,
    itemListElement: items.map((p, i) => ({
      '@type': 'ListItem',
      position: start + i,
      item: {
        '@type': 'EducationalOccupationalProgram',
        url: p.url,
        name: p.name,
        provider: collegeRef(origin, locale),
        timeToComplete: p.timeToComplete,
        ...(p.modes.length ? { educationalProgramMode: p.modes.length === 1 ? p.modes[0] : [...p.modes] } : {}),
      },
    })),
  };
}

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

/** BreadcrumbList: the trail shown on the page, item by item. */
export function breadcrumbLd(trail: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
}

/** A JSON-LD block's text: JSON that can never close its <script> element. */
export const jsonLdText = (data: JsonLd): string =>
  JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
