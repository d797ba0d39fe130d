// The Event structured data (schema.org) of an event page (docs/SEO.md): its dates with the
// Hong Kong offset, status, attendance mode, the place and/or the online location, free
// registration as an Offer, and the college as organiser. A pure builder like src/seo/jsonld.ts.
import type { Locale } from '@/i18n/locales';
import { eventFirstDay, eventLastDay } from '@/cms/events';
import { hongKongClock } from '@/lib/today';
import { type JsonLd, collegeRef } from '@/seo/jsonld';
import type { Attendance, EventDetail, EventStatus } from '@/upstream/schemas';

const STATUS: Record<EventStatus, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
};

const MODE: Record<Attendance, string> = {
  offline: 'https://schema.org/OfflineEventAttendanceMode',
  online: 'https://schema.org/OnlineEventAttendanceMode',
  mixed: 'https://schema.org/MixedEventAttendanceMode',
};

/** An instant as ISO 8601 with Hong Kong's offset: '2026-12-05T10:00:00+08:00'. */
export const hongKongIso = (at: number): string => `${hongKongClock(at)}+08:00`;

export interface EventFacts {
  event: EventDetail;
  /** The event page's absolute URL. */
  url: string;
  /** The registration page (https), when there is one. */
  registration?: string | undefined;
  /** Where it is watched online (https). */
  online?: string | undefined;
  image?: string | undefined;
}

export function eventLd(
  origin: string,
  locale: Locale,
  { event: e, url, registration, online, image }: EventFacts,
): JsonLd {
  const place =
    e.attendance !== 'online' && e.venue
      ? {
          '@type': 'Place',
          name: e.venue,
          address: { '@type': 'PostalAddress', streetAddress: e.address || e.venue },
          ...(e.lat !== undefined && e.lng !== undefined
            ? { geo: { '@type': 'GeoCoordinates', latitude: e.lat, longitude: e.lng } }
            : {}),
        }
      : undefined;
  const virtual =
    e.attendance !== 'offline' ? { '@type': 'VirtualLocation', url: online ?? registration ?? url } : undefined;
  const location = [place, virtual].filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.title,
    ...(e.summary ? { description: e.summary } : {}),
    url,
    startDate: e.allDay ? eventFirstDay(e) : hongKongIso(e.start),
    ...(e.allDay ? { endDate: eventLastDay(e) } : e.end !== undefined ? { endDate: hongKongIso(e.end) } : {}),
    eventStatus: STATUS[e.status],
    eventAttendanceMode: MODE[e.attendance],
    location: location.length === 1 ? location[0] : location,
    ...(image ? { image: [image] } : {}),
    ...(e.language.length ? { inLanguage: e.language.length === 1 ? e.language[0] : e.language } : {}),
    organizer: collegeRef(origin, locale),
    isAccessibleForFree: true,
    ...(registration
      ? {
          offers: {
            '@type': 'Offer',
            url: registration,
            price: 0,
            priceCurrency: 'HKD',
            availability: 'https://schema.org/InStock',
            ...(e.registrationDeadline !== undefined ? { validThrough: hongKongIso(e.registrationDeadline) } : {}),
          },
        }
      : {}),
  };
}
