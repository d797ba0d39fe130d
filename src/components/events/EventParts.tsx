import { DateSpan } from '@/components/DateSpan';
import { Section } from '@/components/Section';
import { Slots } from '@/components/Slots';
import { eventFirstDay, eventLastDay, eventIsPast } from '@/cms/events';
import { clockTime } from '@/i18n/dates';
import { href } from '@/lib/href';
import { useSite } from '@/components/site-context';
import { hongKongIso } from '@/seo/jsonld-events';
import type { EventSummary } from '@/upstream/schemas';

/**
 * When an event is: its day or days, and (unless all day) its time on Hong Kong's clock with
 * the zone named once ('10:00 am – 6:00 pm, Hong Kong time (UTC+8)').
 */
export function EventWhen({ event: e }: { event: EventSummary }) {
  const { t, locale } = useSite();
  const first = eventFirstDay(e);
  const last = eventLastDay(e);
  const start = <time dateTime={hongKongIso(e.start)}>{clockTime(e.start, locale)}</time>;
  const end = e.end !== undefined ? <time dateTime={hongKongIso(e.end)}>{clockTime(e.end, locale)}</time> : null;
  return (
    <span className="event-when">
      <DateSpan start={first} end={last !== first ? last : undefined} />
      {e.allDay ? (
        <span className="event-when__time">{t('events.allDay')}</span>
      ) : (
        <span className="event-when__time">
          {end && last === first ? (
            <Slots text={t('events.timeRange', { start: '{start}', end: '{end}' })} slots={{ start, end }} />
          ) : (
            start
          )}{' '}
          <span className="event-when__zone">{t('time.zone')}</span>
        </span>
      )}
    </span>
  );
}

/**
 * Events as cards: title (to its page), type, when, where; a past one says it has ended. Their
 * titles are h2 on /events, h3 under another page's section heading.
 */
export function EventCards({
  events,
  day,
  heading = 'h3',
}: {
  events: readonly EventSummary[];
  day: string;
  heading?: 'h2' | 'h3';
}) {
  const { t, locale } = useSite();
  const Heading = heading;
  return (
    <ul className="event-cards">
      {events.map((e) => (
        <li key={e.id} className="event-card">
          <article aria-labelledby={`event-${e.id}`}>
            <Heading id={`event-${e.id}`} className="event-card__title">
              <a href={href('event', { id: e.id }, locale)}>{e.title}</a>
            </Heading>
            <p className="event-card__meta">
              {e.category ? <span className="event-card__category">{t(`events.categories.${e.category}`)}</span> : null}
              {eventIsPast(e, day) ? <span className="event-card__ended">{t('events.ended')}</span> : null}
              {e.status !== 'scheduled' ? (
                <span className="event-card__ended">{t(`events.status.${e.status}`)}</span>
              ) : null}
            </p>
            <p className="event-card__when">
              <EventWhen event={e} />
            </p>
            {e.venue ? <p className="event-card__venue">{e.venue}</p> : null}
            {e.summary ? <p className="event-card__summary">{e.summary}</p> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}

/** The next few events on another page (home, alumni, an admissions route, a programme). */
export function EventsTeaser({
  id,
  title,
  events,
  day,
  more,
}: {
  id: string;
  title: string;
  events: readonly EventSummary[];
  day: string;
  /** The /events list these come from (filtered as they are). */
  more: string;
}) {
  const { t } = useSite();
  if (!events.length) return null;
  return (
    <Section id={id} title={title} className="events-teaser">
      <EventCards events={events} day={day} />
      <p>
        <a href={more}>{t('events.all')}</a>
      </p>
    </Section>
  );
}

/**
 * A calendar a visitor may subscribe to: the `webcal:` link calendar apps open as a
 * subscription, and the same file over https (to download, or to paste into a calendar app).
 */
export function SubscribeLinks({ path, label }: { path: string; label: string }) {
  const { t, origin } = useSite();
  const https = origin + path;
  const webcal = https.replace(/^https?:/, 'webcal:');
  return (
    <ul className="calendar-links">
      <li>
        <a href={webcal} className="button button--ghost">
          {label}
        </a>
      </li>
      <li>
        <a href={path} download>
          {t('events.calendarLink')}
        </a>
      </li>
    </ul>
  );
}
