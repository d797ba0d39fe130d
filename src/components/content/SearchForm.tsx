import { localePath } from '../../i18n/paths';
import { useSite } from '../../render/context';

/**
 * The news list's search: a GET form to the list itself (works without JavaScript); the header's
 * search box searches the whole site (/search). The keyword comes back escaped by React.
 */
export function SearchForm({ keyword }: { keyword: string }) {
  const { locale, t } = useSite();
  return (
    <form
      className="content-search"
      role="search"
      aria-label={t('search.newsLabel')}
      method="get"
      action={localePath(locale, '/news/list')}
    >
      <label htmlFor="news-search">{t('search.newsLabel')}</label>
      <div className="content-search__row">
        <input
          id="news-search"
          type="search"
          name="keyword"
          defaultValue={keyword}
          maxLength={100}
          placeholder={t('search.placeholder')}
        />
        <button type="submit" className="button">
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}

/** docs/REQUIREMENTS.md §8 empty search: 'no results found', with advice on what to try instead. */
export function NoResults() {
  const { t } = useSite();
  return (
    <div className="no-data no-results" role="status">
      <h2 className="no-data__title">{t('search.noResults')}</h2>
      <p className="no-data__text">{t('search.noResultsHint')}</p>
    </div>
  );
}
