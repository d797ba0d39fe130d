// /events/:id: one event (GET /api/event/{id}): when (Hong Kong time, the zone named), where
// (with the map links of the contact page), for whom and in which language, registration and
// its deadline, "add to calendar", and its Event structured data. A past event says so from the
// day after its last day in Hong Kong; the page is kept no longer than the day (pageDay).
import type { ReactNode } from 'react';
import { MailTo } from '@/components/MailTo';
import { MapLinks } from '@/components/MapLinks';
import { PageTitle } from '@/components/PageTitle';
import { RichText } from '@/components/RichText';
import { SafeLink } from '@/components/SafeLink';
import { EventWhen, SubscribeLinks } from '@/components/events/EventParts';
import { cmsHref } from '@/cms/links';
import { audienceText, eventFirstDay, eventIsPast, languagesText } from '@/cms/events';
import { safeHtml } from '@/cms/load';
import { required } from '@/cms/required';
import type { SafeHtml } from '@/security/safe-html';
import { clockTime, longDate } from '@/i18n/dates';
import { href } from '@/lib/href';
import { absoluteUrl, siteOrigin } from '@/lib/origin';
import { calendarDay, pageDay } from '@/lib/today';
import { useSite } from '@/components/site-context';
import { defineRoute } from '@/render/route';
import { eventLd } from '@/seo/jsonld-events';
import { getEvent } from '@/upstream/api';
import type { EventDetail } from '@/upstream/schemas';
import { slugOf } from '../params';

/** One dt/dd pair of the event's facts. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

interface EventData {
  event: EventDetail;
  body: SafeHtml;
  day: string;
}

/** An https link from the event's data (registration, online room), or none. */
const httpsLink = (url: string | undefined) => {
  const link = cmsHref(url, 'en', { allowExternal: true });
  return link?.external && link.href.startsWith('https://') ? link : undefined;
};

/** How to register, until when (Hong Kong time); closed once its deadline's day or the event is past. */
function Registration({ event: e, day, past }: { event: EventDetail; day: string; past: boolean }) {
  const { t, locale } = useSite();
  if (!e.registrationUrl) return <p>{t('events.noRegistration')}</p>;
  const link = httpsLink(e.registrationUrl);
  const deadline = e.registrationDeadline;
  const closed = past || (deadline !== undefined && calendarDay(deadline) < day);
  if (closed) return <p>{t('events.registrationClosed')}</p>;
  return (
    <>
      {deadline !== undefined ? (
        <p>
          {t('events.registerBy', {
            date: longDate(calendarDay(deadline), locale),
            time: clockTime(deadline, locale),
            zone: t('time.zone'),
          })}
        </p>
      ) : null}
      {link ? (
        <p>
          <SafeLink link={link} className="button">
            {t('events.register')}
          </SafeLink>
        </p>
      ) : null}
    </>
  );
}

function EventView({ data: { event: e, body, day } }: { data: EventData }) {
  const { t, locale } = useSite();
  const past = eventIsPast(e, day);
  const online = httpsLink(e.onlineUrl);
  const languages = languagesText(e, t, locale);
  return (
    <article className="event">
      <PageTitle title={e.title} kicker={e.category ? t(`events.categories.${e.category}`) : undefined}>
        {e.summary ? <p>{e.summary}</p> : null}
      </PageTitle>
      {past ? (
        <p className="notice" role="status">
          {t('events.isPast')}
        </p>
      ) : null}
      {e.status !== 'scheduled' ? (
        <p className="notice" role="status">
          {t(`events.status.${e.status}`)}
        </p>
      ) : null}
      <dl className="programme-facts event__facts">
        <Row label={t('events.dateTime')}>
          <EventWhen event={e} />
        </Row>
        <Row label={t('events.venue')}>
          {e.venue}
          {e.address ? <span className="event__address">{e.address}</span> : null}
        </Row>
        <Row label={t('events.mode')}>{t(`events.attendance.${e.attendance}`)}</Row>
        {e.audience.length ? <Row label={t('events.for')}>{audienceText(e, t, locale)}</Row> : null}
        {languages ? <Row label={t('events.language')}>{languages}</Row> : null}
        {e.capacity ? <Row label={t('events.places')}>{e.capacity}</Row> : null}
        {e.contactEmail ? (
          <Row label={t('events.contact')}>
            <MailTo address={e.contactEmail} />
          </Row>
        ) : null}
      </dl>
      <MapLinks latitude={e.lat} longitude={e.lng} name={e.venue || e.address}>
        {online && !past ? (
          <li>
            <SafeLink link={online} className="button button--ghost">
              {t('events.watchOnline')}
            </SafeLink>
          </li>
        ) : null}
      </MapLinks>
      {body.trim() ? <RichText html={body} /> : null}
      <section className="section" aria-labelledby="event-registration">
        <h2 id="event-registration">{t('events.registration')}</h2>
        <Registration event={e} day={day} past={past} />
      </section>
      {past ? null : (
        <section className="section" aria-labelledby="event-calendar">
          <h2 id="event-calendar">{t('events.addToCalendar')}</h2>
          <p>{t('events.addToCalendarHint')}</p>
          <SubscribeLinks path={href('event-calendar', { id: e.id }, locale)} label={t('events.addToCalendar')} />
        </section>
      )}
      <p>
        <a href={href('events', past ? { when: 'past' } : {}, locale)}>{t('events.back')}</a>
      </p>
    </article>
  );
}

export const eventPage = defineRoute('event', {
  parent: { route: 'events', label: 'events.title' },
  input: (c) => slugOf(c.req.param('id')),
  load: async (c, id): Promise<EventData> => {
    const day = pageDay(c.get('scope'));
    const event = await required(getEvent(c.get('scope'), id));
    const body = await safeHtml(event.body, c.get('scope').locale);
    return { event, body, day };
  },
  head: ({ event: e }, c) => {
    const locale = c.get('scope').locale;
    const url = absoluteUrl(c.get('scope'), href('event', { id: e.id }, locale));
    return {
      title: e.title,
      // Its day and place first: talks of one series share their summary, never both.
      description: [longDate(eventFirstDay(e), locale), e.venue, e.summary].filter(Boolean).join(' · '),
      ...(e.cover ? { image: { src: e.cover } } : {}),
      jsonLd: [
        eventLd(siteOrigin(c.get('scope')), locale, {
          event: e,
          url,
          registration: httpsLink(e.registrationUrl)?.href,
          online: httpsLink(e.onlineUrl)?.href,
          image: e.cover ? new URL(e.cover, `${siteOrigin(c.get('scope'))}/`).href : undefined,
        }),
      ],
    };
  },
  Page: EventView,
});
