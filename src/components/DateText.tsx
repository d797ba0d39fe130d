import { formatDate } from '@/i18n/messages';

/**
 * A date of the news lists shown as MM-DD,YYYY (docs/REQUIREMENTS.md §9), with a machine-readable
 * datetime. Everywhere else a date is in its language's long form (DateSpan).
 */
export function DateText({ value, className }: { value: string; className?: string }) {
  const text = formatDate(value);
  if (!text) return null;
  return (
    <time dateTime={value.slice(0, 10)} className={className}>
      {text}
    </time>
  );
}
