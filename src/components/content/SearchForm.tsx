import { LOCALE_INFO } from '@/i18n/locales';
import { href } from '@/lib/href';
import { useSite } from '@/components/site-context';
import { KEYWORD_MAX } from '@/search/keyword';

/**
 * A search form in a page's content: a GET form (works without JavaScript) with a visible label,
 * whose keyword comes back escaped by React. The header's box is SearchBox.
 */
export function KeywordForm({
  keyword,
  action,
  label,
  id,
}: {
  keyword: string;
  /** The page the form searches. */
  action: 'search' | 'news-list';
  label: string;
  id: string;
}) {
  const { locale, t } = useSite();
  return (
    <form className="content-search" role="search" aria-label={label} method="get" action={href(action, {}, locale)}>
      <label htmlFor={id}>{label}</label>
      <div className="content-search__row">
        <input
          id={id}
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

/** The news list's search, to the list itself; the header's box searches the whole site (/search). */
export function SearchForm({ keyword }: { keyword: string }) {
  const { t } = useSite();
  return <KeywordForm keyword={keyword} action="news-list" label={t('search.newsLabel')} id="news-search" />;
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

/** "3 results for “fees”": how many a search found, announced as a status. */
export function ResultCount({ count, keyword }: { count: number; keyword: string }) {
  const { locale, t } = useSite();
  const plural = new Intl.PluralRules(LOCALE_INFO[locale].intl).select(count) === 'one' ? 'one' : 'other';
  return (
    <p className="content-search__count" role="status">
      {t(`search.results.${plural}`, { count, keyword })}
    </p>
  );
}
