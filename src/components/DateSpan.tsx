import { dateRange, type RangePart } from '@/i18n/dates';
import type { Locale } from '@/i18n/locales';
import { memoryStore } from '@/lib/isolate';
import { useSite } from '@/components/site-context';

/**
 * A period's parts, remembered per language and pair of days: a page shows the same few event
 * and term dates on every render, and Intl's range formatting ('1 March – 20 June 2027') costs
 * about 20 µs a call in Node (docs/PERFORMANCE.md "Side by side with Astro"). A pure function
 * of its input, bounded as every isolate store is (src/lib/isolate.ts).
 */
function rangeOf(start: string, end: string | undefined, locale: Locale): readonly RangePart[] {
  const ranges = memoryStore<readonly RangePart[]>('date-ranges', { maxBytes: 256 * 1024, maxEntries: 2000 });
  const key = `${locale}|${start}|${end ?? ''}`;
  let parts = ranges.get(key);
  if (parts === undefined) {
    parts = Object.freeze(dateRange(start, end, locale).map((part) => Object.freeze(part)));
    ranges.set(key, parts, key.length * 2 + parts.reduce((n, part) => n + part.text.length * 2 + 32, 0));
  }
  return parts;
}

/**
 * A day or a period in the page language's long form ('1 March – 20 June 2027', '2027年3月1日至
 * 6月20日'), each end a machine-readable <time>. Not the news lists' MM-DD,YYYY (DateText).
 */
export function DateSpan({ start, end }: { start: string; end?: string | undefined }) {
  const { locale } = useSite();
  return (
    <span className="date-span">
      {rangeOf(start, end, locale).map((part, i) =>
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
