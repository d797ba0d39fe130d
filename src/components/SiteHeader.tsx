import { href } from '@/lib/href';
import { useSite } from '@/components/site-context';
import { HeaderToggle } from '@/components/HeaderToggle';
import { Island } from '@/components/Island';
import { LOGO_SHAPES, LOGO_VIEW_BOX } from '@/lib/logo';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { MenuNav } from '@/components/MenuNav';
import { SearchBox } from '@/components/SearchBox';
import { APPLY_ANCHOR } from '@/components/academic/ApplyCallout';

interface Props {
  /** Error pages: brand and language links only, nothing that needs upstream data. */
  minimal?: boolean;
}

/**
 * The brand renders from the locales at once (the first bytes must not wait for the CMS);
 * the menu streams in its own Suspense boundary. Source order (brand, search, apply, languages,
 * menu) is the wide screen's reading order; the grid in header.css places them for each width.
 * On phones and tablets the search box opens from its own button (a checkbox toggle, like the
 * menu's), so search is in sight at every width; the Apply call is there in every language.
 */
export function SiteHeader({ minimal = false }: Props) {
  const { locale, t } = useSite();
  return (
    <header className={minimal ? 'site-header site-header--minimal' : 'site-header'}>
      {/* A slim bar from the moment a link is followed until the next page arrives. */}
      <Island name="nav-progress" className="nav-progress">
        <div className="nav-progress__bar" aria-hidden="true" />
      </Island>
      <div className="site-header__bar">
        <a className="brand" href={href('index', {}, locale)}>
          {/* Decorative: the college's name follows in text. A constant drawing (src/lib/logo.ts). */}
          <svg
            className="brand__logo"
            width={40}
            height={40}
            viewBox={LOGO_VIEW_BOX}
            aria-hidden="true"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: public/logo.svg's own shapes, a constant
            dangerouslySetInnerHTML={{ __html: LOGO_SHAPES }}
          />
          <span className="brand__name">{t('site.name')}</span>
        </a>
        {minimal ? null : (
          <>
            <Island name="search-toggle" className="search-toggle-wrap">
              <HeaderToggle id="search-toggle" kind="search" controls="site-search" text={t('search.submit')} />
            </Island>
            <SearchBox />
            <a className="header-apply" href={`${href('admissions', {}, locale)}#${APPLY_ANCHOR}`}>
              {t('nav.apply')}
            </a>
          </>
        )}
        <Island name="lang-switch" as="div" className="lang-switch-wrap">
          <LanguageSwitcher />
        </Island>
        {minimal ? null : <MenuNav />}
      </div>
    </header>
  );
}
