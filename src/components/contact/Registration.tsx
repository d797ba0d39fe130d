import { Suspense, use } from 'react';
import { LOCALE_INFO, type Locale } from '@/i18n/locales';
import { useSite } from '@/components/site-context';
import type { SiteInfos } from '@/upstream/schemas';

/** The registration and accreditation statement of the CMS's site info, in the page's language. */
export const registrationOf = (info: SiteInfos['info'], locale: Locale): string =>
  info[`registration${LOCALE_INFO[locale].cmsSuffix}`].trim();

function Statement({ className }: { className: string }) {
  const { locale, frame } = useSite();
  const result = use(frame.site());
  const text = result.ok ? registrationOf(result.data.info, locale) : '';
  return text ? <p className={className}>{text}</p> : null;
}

/**
 * Under what law the college is registered and who accredits its programmes (a parent checks
 * this first): from the site info, so the About page and the footer say the same; nothing when
 * the CMS gives none.
 */
export function Registration({ className = 'registration' }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <Statement className={className} />
    </Suspense>
  );
}
