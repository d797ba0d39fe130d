import { href } from '@/lib/href';
import { useSite } from '@/render/context';
import { Island } from '@/components/Island';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { MenuNav } from '@/components/MenuNav';
import { SearchBox } from '@/components/SearchBox';

interface Props {
  /** Error pages: brand and language links only, nothing that needs upstream data. */
  minimal?: boolean;
}

/**
 * The brand renders from the locales at once (the first bytes must not wait for the CMS);
 * the menu streams in its own Suspense boundary. Source order (brand, search, languages, menu)
 * is the wide screen's reading order; the grid in header.css places them for each width.
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
          <img className="brand__logo" src="/logo.svg" alt="" width={40} height={40} />
          <span className="brand__name">{t('site.name')}</span>
        </a>
        {minimal ? null : <SearchBox />}
        <Island name="lang-switch" as="div" className="lang-switch-wrap">
          <LanguageSwitcher />
        </Island>
        {minimal ? null : <MenuNav />}
      </div>
    </header>
  );
}
