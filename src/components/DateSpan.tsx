import { dateRange } from '@/i18n/dates';
import { useSite } from '@/components/site-context';

/**
 * A day or a period in the page language's long form ('1 March – 20 June 2027', '2027年3月1日至
 * 6月20日'), each end a machine-readable <time>. Not the news lists' MM-DD,YYYY (DateText).
 */
export function DateSpan({ start, end }: { start: string; end?: string | undefined }) {
  const { locale } = useSite();
  return (
    <span className="date-span">
      {dateRange(start, end, locale).map((part, i) =>
        part.end ? (
          <time key={i} dateTime={(part.end === 'end' ? end : start)?.slice(0, 10)}>
            {part.text}
          </time>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}
