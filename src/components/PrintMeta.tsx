import { DateSpan } from '@/components/DateSpan';
import { useSite } from '@/components/site-context';

/**
 * The page's full address and the day it was rendered, at the end of its content: shown on
 * paper only (src/styles/print.css), so a printed page says where it came from and when.
 */
export function PrintMeta() {
  const { t, links, day } = useSite();
  // Each run of text as one string: React writes `<!-- -->` between adjacent text children.
  return (
    <p className="print-meta">
      {`${t('print.page')} ${links.canonical}${day ? ` · ${t('print.asOf')} ` : ''}`}
      {day ? <DateSpan start={day} /> : null}
    </p>
  );
}
