import { Island } from '@/components/Island';
import { RichText } from '@/components/RichText';
import { asset } from '@/lib/assets';
import { SafeLink } from '@/components/SafeLink';
import { clockTime, longDate } from '@/i18n/dates';
import { calendarDay } from '@/lib/today';
import { DISMISS_PATH, dismissible } from '@/notices/dismiss';
import type { PageNotices, Signal, SiteNotice } from '@/notices/types';
import { useSite } from '@/components/site-context';

/**
 * The notices above the header (docs/architecture/notices.md "Site notices"). Each is a region named by
 * its heading, read once where it stands: no live region, so a screen reader does not announce
 * it again on every page. Emergencies first, then the Observatory's signals, then warnings and
 * information. A notice that may be dismissed carries a small form (works without JavaScript):
 * its answer hides it for the session and returns to this page.
 *
 * The notices' rules come with them: most pages show none, so the page's own stylesheet leaves
 * them out, and a stylesheet in the body holds back what follows it until it has loaded (the
 * notices never show unstyled; docs/PERFORMANCE.md "What a phone downloads for the home page").
 */
export function SiteNotices({ notices, signals, arrangements }: PageNotices) {
  const first = notices.filter((n) => n.level === 'emergency');
  const rest = notices.filter((n) => n.level !== 'emergency');
  return (
    <>
      <link rel="stylesheet" href={asset('notices.css')} />
      {first.map((notice, i) => (
        <NoticeBlock key={notice.id} notice={notice} index={i} />
      ))}
      {signals.length > 0 ? <WeatherSignals signals={signals} arrangements={arrangements} /> : null}
      {rest.map((notice, i) => (
        <NoticeBlock key={notice.id} notice={notice} index={first.length + i} />
      ))}
    </>
  );
}

function NoticeBlock({ notice, index }: { notice: SiteNotice; index: number }) {
  const { t, url } = useSite();
  const headingId = `site-notice-${index + 1}`;
  return (
    <section className={`site-notice site-notice--${notice.level}`} aria-labelledby={headingId}>
      <div className="site-notice__inner">
        <h2 className="site-notice__title" id={headingId}>
          <span className="site-notice__level">{t(`notices.level.${notice.level}`)}</span>{' '}
          <span className="site-notice__text">{notice.title}</span>
        </h2>
        {notice.body ? <RichText html={notice.body} className="site-notice__body rich-text" /> : null}
        {notice.link ? (
          <p className="site-notice__more">
            <SafeLink link={notice.link}>
              {t('notices.more')}
              <span className="visually-hidden">{`: ${notice.title}`}</span>
            </SafeLink>
          </p>
        ) : null}
        {dismissible(notice.id, notice.level) ? (
          <Island name="notice-dismiss" className="site-notice__actions">
            <form className="site-notice__dismiss" method="post" action={DISMISS_PATH}>
              <input type="hidden" name="id" value={notice.id} />
              <input type="hidden" name="back" value={url} />
              <button type="submit" className="site-notice__close">
                {t('notices.dismiss')}
                <span className="visually-hidden">{`: ${notice.title}`}</span>
              </button>
            </form>
          </Island>
        ) : null}
      </div>
    </section>
  );
}

function WeatherSignals({ signals, arrangements }: { signals: Signal[]; arrangements: PageNotices['arrangements'] }) {
  const { t, locale } = useSite();
  return (
    <section className="site-notice site-notice--weather" aria-labelledby="site-notice-weather">
      <div className="site-notice__inner">
        <h2 className="visually-hidden" id="site-notice-weather">
          {t('weather.heading')}
        </h2>
        {signals.map((signal) => {
          const known = `weather.signal.${signal.code}`;
          const name = t(known) === known ? signal.names[locale] : t(known);
          return (
            <p className="site-notice__signal" key={signal.code}>
              {t('weather.line', {
                signal: name,
                time: clockTime(signal.issued, locale),
                date: longDate(calendarDay(signal.issued), locale),
                zone: t('time.zone'),
              })}{' '}
              {arrangements ? <SafeLink link={arrangements}>{t('weather.arrangements')}</SafeLink> : null}
            </p>
          );
        })}
      </div>
    </section>
  );
}
