import { PRIVACY_ARTICLE } from '@/cms/links';
import { href } from '@/lib/href';
import { useSite } from '@/components/site-context';

/**
 * The Personal Information Collection Statement shown where the enquiry form collects personal
 * data: why, who receives it, how long it is kept, how to see and correct it, and the policy.
 */
export function CollectionStatement() {
  const { locale, t } = useSite();
  return (
    <section className="pics" aria-labelledby="pics-title">
      <h2 id="pics-title">{t('pics.title')}</h2>
      <dl>
        <dt>{t('pics.purposeLabel')}</dt>
        <dd>{t('pics.purpose')}</dd>
        <dt>{t('pics.recipientsLabel')}</dt>
        <dd>{t('pics.recipients')}</dd>
        <dt>{t('pics.retentionLabel')}</dt>
        <dd>{t('pics.retention')}</dd>
        <dt>{t('pics.accessLabel')}</dt>
        <dd>{t('pics.access')}</dd>
      </dl>
      <p>
        <a href={href('article', { id: PRIVACY_ARTICLE }, locale)}>{t('pics.policy')}</a>
      </p>
    </section>
  );
}
