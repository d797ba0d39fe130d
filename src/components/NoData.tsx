import { useSite } from '@/components/site-context';

/** docs/REQUIREMENTS.md §8 no-data screen: replaces a block (or a page) whose data cannot be had. */
export function NoData({ compact = false }: { compact?: boolean }) {
  const { t } = useSite();
  return (
    <div className={compact ? 'no-data no-data--compact' : 'no-data'} role="status">
      {compact ? (
        <p className="no-data__title">{t('noData.title')}</p>
      ) : (
        <h2 className="no-data__title">{t('noData.title')}</h2>
      )}
      <p className="no-data__text">{t('noData.text')}</p>
    </div>
  );
}
