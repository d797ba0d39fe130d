import { localePath } from '@/i18n/paths';
import { useSite } from '@/render/context';
import { KEYWORD_MAX } from '@/search/keyword';

/** The results page's own search form: a GET form to itself, works without JavaScript. */
export function SiteSearchForm({ keyword }: { keyword: string }) {
  const { locale, t } = useSite();
  return (
    <form
      className="content-search"
      role="search"
      aria-label={t('siteSearch.refine')}
      method="get"
      action={localePath(locale, '/search')}
    >
      <label htmlFor="search-page-keyword">{t('siteSearch.refine')}</label>
      <div className="content-search__row">
        <input
          id="search-page-keyword"
          type="search"
          name="keyword"
          defaultValue={keyword}
          maxLength={KEYWORD_MAX}
          placeholder={t('search.placeholder')}
        />
        <button type="submit" className="button">
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
