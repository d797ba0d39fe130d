import { useSite } from '@/components/site-context';

/** docs/REQUIREMENTS.md §4 loading indicator: the Suspense fallback that streaming replaces with the page. */
export function PageLoading() {
  const { t } = useSite();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span className="page-loading__text">{t('a11y.loading')}</span>
    </div>
  );
}
