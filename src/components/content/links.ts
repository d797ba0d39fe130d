import type { Locale } from '../../i18n/locales';
import { href } from '../../lib/href';

/**
 * Where an article lives on the site, by its CMS type: news under /news, special topics under
 * /subject, every other type (academic calendar, jobs, policies) under /article. Ids may be
 * localised slugs ('學年曆'), so they are percent-encoded as one path segment.
 */
export function articleHref(item: { id: string; type: string }, locale: Locale): string {
  const route = item.type === 'news' ? 'news-detail' : item.type === 'subject' ? 'subject-detail' : 'article';
  return href(route, { id: item.id }, locale);
}
