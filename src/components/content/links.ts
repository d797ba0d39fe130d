import type { Locale } from '../../i18n/locales';
import { GIVE_PATH } from '../../cms/paths';
import { localePath } from '../../i18n/paths';

/**
 * Where an article lives on the site, by its CMS type: news under /news, special topics under
 * /subject, every other type (academic calendar, jobs, policies) under /article. Ids may be
 * localised slugs ('學年曆'), so they are percent-encoded as one path segment.
 */
export function articleHref(item: { id: string; type: string }, locale: Locale): string {
  const base = item.type === 'news' ? '/news' : item.type === 'subject' ? '/subject' : '/article';
  return localePath(locale, `${base}/${encodeURIComponent(item.id)}`);
}

/** The Give page's one path, the same in every language (the footer's fixed link and the sitemap use it). */
export const givePath = (_locale: Locale): string => GIVE_PATH;
