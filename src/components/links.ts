import * as v from 'valibot';
import type { Locale } from '../i18n/locales';
import { localePath, splitLocale } from '../i18n/paths';
import { sitePathOf } from '../cms/paths';
import { checkUrl } from '../security/urls';

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
