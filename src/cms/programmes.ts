// Where a programme is shown, and the site-wide list of each level (the levels themselves are the
// CMS contract's: LEVELS in src/upstream/schemas-admissions.ts).
import { type CmsLink, cmsHref } from '@/cms/links';
import type { Locale } from '@/i18n/locales';
import { href, sitePath } from '@/lib/href';
import type { RouteName } from '@/route-table';
import type { Level, OutItem } from '@/upstream/schemas';

/** The site-wide list of each level (the footer's fixed /Undergraduate and /Postgraduate). */
export const LEVEL_ROUTES = { ug: 'undergraduate', pg: 'postgraduate', hd: 'higher-diploma' } as const satisfies Record<
  Level,
  RouteName
>;

/**
 * Where a programme of a list (GET /api/out/list) is shown: its page on this site when the CMS
 * has its detail (the item has a `code`), else undefined (the faculty's site keeps it).
 */
export const programmePath = (item: Pick<OutItem, 'code'>): string | undefined =>
  item.code ? sitePath('programme', { code: item.code }) : undefined;

/** The link of a programme of a list: its page here, or the faculty's site (the one external link these lists allow). */
export function programmeLink(item: Pick<OutItem, 'code' | 'link'>, locale: Locale): CmsLink | undefined {
  if (item.code) return { href: href('programme', { code: item.code }, locale), external: false };
  return cmsHref(item.link, locale, { allowExternal: true });
}
