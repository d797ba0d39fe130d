import { localePath } from '../i18n/paths';
import { useSite } from '../render/context';

/** Site-wide search: a GET form that lands on the whole-site results page (works without JS). */
export function SearchBox({ value = '' }: { value?: string }) {
  const { locale, t } = useSite();
  return (
    <form
      className="nav-search"
      role="search"
      aria-label={t('search.label')}
      method="get"
      action={localePath(locale, '/search')}
    >
      <label htmlFor="site-search" className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id="site-search"
        type="search"
        name="keyword"
        defaultValue={value}
        placeholder={t('search.placeholder')}
        maxLength={100}
      />
      <button type="submit">{t('search.submit')}</button>
    </form>
  );
}
