// Links from CMS data, made safe and put at their one site path: menu entries, articles, links
// in data, e-mail addresses and phone numbers. No component here: search, sitemaps and feeds
// build the same URLs as the pages do.
import * as v from 'valibot';
import type { Locale } from '@/i18n/locales';
import { localePath, splitLocale } from '@/i18n/paths';
import { href } from '@/lib/href';
import { checkUrl } from '@/security/urls';
import type { MenuItem } from '@/upstream/schemas';
import { sitePathOf } from '@/cms/paths';
export interface CmsLink {
  href: string;
  external: boolean;
}

/**
 * A link from CMS data, made safe and localised: internal paths go to their one site path
 * (src/cms/paths.ts) and get the page's language prefix (unless they already carry one), bare anchors point into the home page, external URLs only
 * when the caller allows them, script protocols never.
 */
export function cmsHref(raw: string | undefined, locale: Locale, { allowExternal = false } = {}): CmsLink | undefined {
  const checked = checkUrl(raw, { allowExternal });
  if (!checked) return undefined;
  if (checked.kind === 'external') return { href: checked.href, external: true };
  if (checked.kind === 'anchor') return { href: localePath(locale, '/') + checked.href, external: false };
  const pathOnly = checked.href.split(/[?#]/)[0] ?? '/';
  if (splitLocale(pathOnly).locale !== 'tc') return { href: checked.href, external: false };
  const href = sitePathOf(pathOnly) + checked.href.slice(pathOnly.length);
  return { href: localePath(locale, href), external: false };
}

const Email = v.pipe(v.string(), v.maxLength(254), v.email());

/**
 * A `mailto:` link for an address from CMS data, only when it is one valid address: nothing
 * after it (`?bcc=`, `&body=`, a second address) can ride along. Undefined: show it as text.
 */
export function mailtoHref(address: string | undefined): string | undefined {
  return v.is(Email, address) ? `mailto:${address}` : undefined;
}

/** A `tel:` link for a phone number from CMS data: its digits and a leading plus only. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The CMS article holding the privacy policy: the enquiry form's collection statement and the
 * footer link it, and the site search indexes it.
 */
export const PRIVACY_ARTICLE = 'privacy-policy';

/**
 * Where an article lives on the site, by its CMS type: news under /news, special topics under
 * /subject, every other type (academic calendar, jobs, policies) under /article. Ids may be
 * localised slugs ('學年曆'), so they are percent-encoded as one path segment.
 */
export function articleHref(item: { id: string; type: string }, locale: Locale): string {
  const route = item.type === 'news' ? 'news-detail' : item.type === 'subject' ? 'subject-detail' : 'article';
  return href(route, { id: item.id }, locale);
}

/**
 * docs/REQUIREMENTS.md §3 menu types: 0 container (no link), 1 article (/alias, or the name), 2 internal link,
 * 3 external link (the only menu type allowed to leave the site), 4 anchor link.
 */
export function menuLink(item: MenuItem, locale: Locale): CmsLink | undefined {
  switch (item.menuType) {
    case 0:
      return undefined;
    case 1: {
      const slug = item.menuAlias || item.menuName;
      return slug
        ? { href: localePath(locale, sitePathOf(`/${encodeURIComponent(slug)}`)), external: false }
        : undefined;
    }
    case 2:
    case 4:
      return cmsHref(item.menuUrl, locale);
    case 3:
      return cmsHref(item.menuUrl, locale, { allowExternal: true });
  }
}
