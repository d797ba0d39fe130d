// The breadcrumb trail of an inner page: home, the page's parent where its route names one,
// the page itself. One trail for the visible navigation and the BreadcrumbList (docs/SEO.md).
import type { Locale } from '@/i18n/locales';
import type { Translate } from '@/i18n/messages';
import { pageUrl } from '@/seo/canonical';
import type { Crumb } from '@/seo/jsonld';
import { sitePath } from '@/lib/href';
import type { FixedRouteName } from '@/route-table';

/** A page's parent in the trail: its route (src/route-table.ts) and the message naming it. */
export interface ParentPage {
  route: FixedRouteName;
  label: string;
}

export function trailOf(
  origin: string,
  locale: Locale,
  t: Translate,
  parents: readonly ParentPage[],
  page: { title: string; url: string },
): Crumb[] {
  return [
    { name: t('site.home'), url: pageUrl(origin, locale, '/') },
    ...parents.map((p) => ({ name: t(p.label), url: pageUrl(origin, locale, sitePath(p.route, {})) })),
    { name: page.title, url: page.url },
  ];
}
