import { Block } from '@/components/Block';
import { href } from '@/lib/href';
import type { Result } from '@/cms/result';
import { ADMISSION_PAGES, type AdmissionSlug } from '@/cms/paths';
import { useSite } from '@/components/site-context';

/**
 * Overview, sub-pages and fees as one navigation list, the current page marked; the programme
 * finder last when the site has one (`finder`: src/cms/finder.ts finderAvailable).
 */
export function AdmissionsNav({
  current,
  finder,
}: {
  current?: AdmissionSlug | 'fees';
  finder?: Promise<Result<true>> | undefined;
}) {
  const { locale, t } = useSite();
  return (
    <nav className="subnav" aria-label={t('admissions.nav')}>
      <ul>
        <li>
          <a href={href('admissions', {}, locale)} aria-current={current === undefined ? 'page' : undefined}>
            {t('admissions.overview')}
          </a>
        </li>
        {ADMISSION_PAGES.map((p) => (
          <li key={p.slug}>
            <a href={href(`admissions-${p.slug}`, {}, locale)} aria-current={p.slug === current ? 'page' : undefined}>
              {t(`admissions.pages.${p.slug}`)}
            </a>
          </li>
        ))}
        <li>
          <a href={href('admissions-fees', {}, locale)} aria-current={current === 'fees' ? 'page' : undefined}>
            {t('admissions.fees.pageTitle')}
          </a>
        </li>
        {finder ? (
          <Block data={finder} optional>
            {() => (
              <li>
                <a href={href('programmes', {}, locale)}>{t('finder.title')}</a>
              </li>
            )}
          </Block>
        ) : null}
      </ul>
    </nav>
  );
}
