import { useSite } from '@/components/site-context';
import { asset } from '@/lib/assets';

/** The banner's rules, linked only while it shows (see SiteNotices for why a body stylesheet). */
const Styles = () => <link rel="stylesheet" href={asset('preview.css')} />;

/**
 * The draft preview banner (src/preview/preview.ts): while previewing, says so and offers the
 * exit; after a refused link or an ended session, says why the published page is shown.
 */
export function PreviewBanner() {
  const { preview, t } = useSite();
  if (!preview) return null;
  if (!preview.active) {
    return (
      <div className="preview-banner preview-banner--notice" role="status">
        <Styles />
        <p>{t(preview.notice === 'expired' ? 'preview.expired' : 'preview.invalid')}</p>
      </div>
    );
  }
  return (
    <aside className="preview-banner" aria-label={t('preview.label')}>
      <Styles />
      <p>
        <strong>{t('preview.label')}</strong> {t('preview.banner')}
      </p>
      {/* Leaving changes state: a same-origin POST, never a link another site could send (docs/SECURITY.md). */}
      <form className="preview-banner__form" method="post" action={preview.exitHref}>
        <button className="preview-banner__exit" type="submit">
          {t('preview.exit')}
        </button>
      </form>
    </aside>
  );
}
