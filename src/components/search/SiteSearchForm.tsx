import { KeywordForm } from '@/components/content/SearchForm';
import { useSite } from '@/components/site-context';

/** The results page's own search form, to itself. */
export function SiteSearchForm({ keyword }: { keyword: string }) {
  const { t } = useSite();
  return <KeywordForm keyword={keyword} action="search" label={t('siteSearch.refine')} id="search-page-keyword" />;
}
