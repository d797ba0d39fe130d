import type { Locale } from '@/i18n/locales';
import { href } from '@/lib/href';
import { ACCESSIBILITY_ARTICLE, PRIVACY_ARTICLE } from '@/cms/links';

/**
 * The footer's fixed links (docs/REQUIREMENTS.md). The external ones are the only external
 * URLs the site renders besides CMS menu items of type 3: they are allowed explicitly, here.
 */
export const FIXED_INTERNAL = [
  { key: 'give', href: (locale: Locale) => href('give', {}, locale) },
  { key: 'undergraduate', href: (locale: Locale) => href('undergraduate', {}, locale) },
  { key: 'postgraduate', href: (locale: Locale) => href('postgraduate', {}, locale) },
  { key: 'privacy', href: (locale: Locale) => href('article', { id: PRIVACY_ARTICLE }, locale) },
  { key: 'accessibility', href: (locale: Locale) => href('article', { id: ACCESSIBILITY_ARTICLE }, locale) },
] as const;

export const FIXED_EXTERNAL = [
  { key: 'library', href: 'https://library.crescent-harbour.edu.example/' },
  { key: 'campusLife', href: 'https://campuslife.crescent-harbour.edu.example/' },
  { key: 'integrity', href: 'https://integrity.crescent-harbour.edu.example/verify' },
  { key: 'busRoutes', href: 'https://transit-lookup.example/routes?stop=crescent-harbour' },
] as const;
