import { localePath } from '../i18n/paths';
import { useSite } from '../render/context';
import { LanguageSwitcher } from './LanguageSwitcher';

interface Props {
  /** Error pages: brand and language links only, nothing that needs upstream data. */
  minimal?: boolean;
}

export function SiteHeader({ minimal = false }: Props) {
  const { locale, t } = useSite();
  return (
    <header className={minimal ? 'site-header site-header--minimal' : 'site-header'}>
      <div className="site-header__bar">
        <a className="brand" href={localePath(locale, '/')}>
          <img className="brand__logo" src="/logo.svg" alt="" width={48} height={48} />
          <span className="brand__name">{t('site.name')}</span>
        </a>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
