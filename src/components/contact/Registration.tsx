import { Suspense, use } from 'react';
import { registrationOf } from '@/cms/site-info';
import { useSite } from '@/components/site-context';

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
