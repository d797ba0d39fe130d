import { Island } from '@/components/Island';
import { Lines } from '@/components/Lines';
import {
  daysLabel,
  fill,
  type HoursRow,
  type HoursText,
  hongKongInstant,
  type OfficeHoursProps,
} from '@/contact/hours';
import { clockTime } from '@/i18n/dates';
import { LOCALE_INFO } from '@/i18n/locales';
import { useSite } from '@/components/site-context';

/**
 * A week the rows are read in on Hong Kong's clock, which has kept no summer time since 1979:
 * any recent week gives the same times.
 */
const A_WEEK = Date.UTC(2024, 0, 1);

/**
 * The office hours with their zone ("Hong Kong time (UTC+8)": a caller abroad knows whose 9 am
 * it is). Rows the CMS gives in structure (docs/UPSTREAM.md §12 `openingHours`) are written in the
 * page's language, and the island adds them on the visitor's own clock where the browser can
 * say it; otherwise the CMS's free text, as written.
 */
export function OfficeHours({ rows, free }: { rows: readonly HoursRow[]; free: string }) {
  const { t, locale } = useSite();
  if (!rows.length) {
    if (!free) return null;
    return (
      <>
        <p>
          <Lines text={free} />
        </p>
        <p className="office-hours__zone">{t('time.zone')}</p>
      </>
    );
  }
  const intl = LOCALE_INFO[locale].intl;
  const text: HoursText = {
    range: t('contactInfo.hours.range', { from: '{from}', to: '{to}' }),
    row: t('contactInfo.hours.row', { days: '{days}', times: '{times}' }),
    times: t('contactInfo.hours.times', { opens: '{opens}', closes: '{closes}' }),
    nextDay: t('contactInfo.hours.nextDay', { time: '{time}' }),
  };
  // The days no row names: closed (said, so that a missing day is not read as unknown).
  const closed = [1, 2, 3, 4, 5, 6, 7].filter((day) => !rows.some((row) => row.days.includes(day)));
  const clock = (day: number, time: string) => clockTime(hongKongInstant(day, time, A_WEEK), locale);
  const props: OfficeHoursProps = {
    rows: [...rows],
    intl,
    text,
    yours: t('contactInfo.hours.yours', { zone: '{zone}' }),
  };
  return (
    <Island name="office-hours" props={props} className="office-hours">
      <ul className="office-hours__rows">
        {rows.map((row) => {
          const first = row.days[0] ?? 1;
          const times = fill(text.times, { opens: clock(first, row.opens), closes: clock(first, row.closes) });
          const line = fill(text.row, { days: daysLabel(row.days, intl, text.range), times });
          return <li key={line}>{line}</li>;
        })}
        {closed.length ? <li>{t('contactInfo.hours.closed', { days: daysLabel(closed, intl, text.range) })}</li> : null}
      </ul>
      <p className="office-hours__zone">{t('time.zone')}</p>
    </Island>
  );
}
