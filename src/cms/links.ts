// Links from CMS data, made safe and put at their one site path: menu entries, articles, links
// in data, e-mail addresses and phone numbers. No component here: search, sitemaps and feeds
// build the same URLs as the pages do.
import * as v from 'valibot';
import type { Locale } from '@/i18n/locales';
import { localePath, splitLocale } from '@/i18n/paths';
import { href } from '@/lib/href';
import { checkUrl, sitePathHref } from '@/security/urls';
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

export interface PhoneNumber {
  /** E.164, for `tel:` and WhatsApp links: '+85235550100'. */
  e164: string;
  /** As people write it: '+852 3555 0100'. */
  display: string;
}

/** Hong Kong's country code: a number the CMS gives without one (8 digits) is a Hong Kong number. */
const HONG_KONG = '852';

/**
 * A phone number from CMS data in international form, so that it dials from Shenzhen or
 * Canada as well as from Hong Kong ('3555 0100' → +852 3555 0100). Undefined when it cannot
 * be one (then it is shown as text, without a link).
 */
export function phoneNumber(raw: string | undefined): PhoneNumber | undefined {
  const text = (raw ?? '').trim();
  const digits = text.replace(/\D/g, '');
  // The country code follows a plus ('+852', '(+852)') or an international prefix ('00852').
  const prefix = /^[^\d+]*(\+|00)/.exec(text);
  const international = prefix ? (prefix[1] === '00' ? digits.slice(2) : digits) : undefined;
  const full = international ?? (digits.length === 8 ? HONG_KONG + digits : undefined);
  if (!full || !/^[1-9]\d{6,14}$/.test(full)) return undefined;
  const local = full.startsWith(HONG_KONG) ? full.slice(HONG_KONG.length) : undefined;
  const display =
    local?.length === 8
      ? `+${HONG_KONG} ${local.slice(0, 4)} ${local.slice(4)}`
      : prefix
        ? `+${text.slice(prefix[0].length).replace(/\s+/g, ' ')}`
        : `+${full}`;
  return { e164: `+${full}`, display };
}

/** A WhatsApp chat with a number from CMS data (https://wa.me/ takes E.164 without the plus). */
export function whatsappLink(raw: string | undefined): CmsLink | undefined {
  const number = phoneNumber(raw);
  return number ? cmsHref(`https://wa.me/${number.e164.slice(1)}`, 'en', { allowExternal: true }) : undefined;
}

/**
 * A gift on the giving platform: a fund's page (docs/UPSTREAM.md §22), with `amount` added to
 * its query when an amount is suggested. Only https pages of another site: undefined otherwise.
 */
export function giftLink(fundUrl: string, amount?: number): CmsLink | undefined {
  const link = cmsHref(fundUrl, 'en', { allowExternal: true });
  if (!link?.external || !link.href.startsWith('https://')) return undefined;
  if (amount === undefined) return link;
  const url = new URL(link.href);
  url.searchParams.set('amount', String(amount));
  return { href: url.href, external: true };
}

export type MapService = 'osm' | 'google' | 'amap';

/**
 * The campus on the map services visitors use: OpenStreetMap, Google Maps, and Amap (高德地圖)
 * for mainland visitors, where Google is not reachable. Coordinates are WGS 84 (docs/UPSTREAM.md
 * §12); Amap is told so (`coordinate=wgs84`), as it otherwise reads China's GCJ-02.
 */
export function mapLinks(
  latitude: number | undefined,
  longitude: number | undefined,
  name: string,
): { service: MapService; link: CmsLink }[] {
  if (latitude === undefined || longitude === undefined) return [];
  const lat = latitude.toFixed(6);
  const lon = longitude.toFixed(6);
  const urls: Record<MapService, string> = {
    osm: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`,
    google: `https://www.google.com/maps/search/?api=1&query=${lat},${lon}`,
    amap: `https://uri.amap.com/marker?position=${lon},${lat}&name=${encodeURIComponent(name)}&coordinate=wgs84&callnative=0`,
  };
  return (Object.keys(urls) as MapService[]).flatMap((service) => {
    const link = cmsHref(urls[service], 'en', { allowExternal: true });
    return link ? [{ service, link }] : [];
  });
}

/**
 * The CMS article holding the privacy policy: the enquiry form's collection statement and the
 * footer link it, and the site search indexes it.
 */
export const PRIVACY_ARTICLE = 'privacy-policy';

/**
 * The CMS article holding the accessibility statement (docs/UPSTREAM.md §3): every footer and
 * the sitemap link it, and the site search indexes it.
 */
export const ACCESSIBILITY_ARTICLE = 'accessibility';

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
      // The alias is one path segment: '.' and '..' (which no encoding keeps a segment) are no link.
      const slug = item.menuAlias || item.menuName;
      const path =
        slug && !/^\.{1,2}$/.test(slug) ? sitePathHref(sitePathOf(`/${encodeURIComponent(slug)}`)) : undefined;
      return path ? { href: localePath(locale, path), external: false } : undefined;
    }
    case 2:
    case 4:
      return cmsHref(item.menuUrl, locale);
    case 3:
      return cmsHref(item.menuUrl, locale, { allowExternal: true });
  }
}
