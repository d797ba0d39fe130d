import { localePath } from '../../i18n/paths';
import { useSite } from '../../render/context';

/** The admissions sub-pages: path under /admissions and the CMS page (menu alias) behind it. */
export const ADMISSION_PAGES = [
  { slug: 'mainland', alias: 'admissions-mainland' },
  { slug: 'international', alias: 'admissions-international' },
  { slug: 'hkdse', alias: 'admissions-hkdse' },
  { slug: 'associate', alias: 'admissions-associate' },
  { slug: 'subsidy', alias: 'admissions-subsidy' },
] as const;
export type AdmissionSlug = (typeof ADMISSION_PAGES)[number]['slug'];

/** Overview and sub-pages as one navigation list, the current page marked. */
export function AdmissionsNav({ current }: { current?: AdmissionSlug }) {
  const { locale, t } = useSite();
  return (
    <nav className="subnav" aria-label={t('admissions.nav')}>
      <ul>
        <li>
          <a href={localePath(locale, '/admissions')} aria-current={current === undefined ? 'page' : undefined}>
            {t('admissions.overview')}
          </a>
        </li>
        {ADMISSION_PAGES.map((p) => (
          <li key={p.slug}>
            <a
              href={localePath(locale, `/admissions/${p.slug}`)}
              aria-current={p.slug === current ? 'page' : undefined}
            >
              {t(`admissions.pages.${p.slug}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
