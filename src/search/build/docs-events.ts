// Documents of the events (docs/architecture/search.md "Site search"; docs/UPSTREAM.md §26): one per
// event and language, found by its title in any language, its summary, its venue and the facts its
// page shows first (`eventFacts`), under the kind `event`, dated by its first day like news
// (src/search/rank.ts RANKING.event). The list is read a page at a time in the three languages,
// as the other paged lists are; a CMS without events gives none.
import { eventFirstDay, eventLastDay } from '@/cms/events';
import { clockTime, longDate } from '@/i18n/dates';
import { LOCALES, type Locale } from '@/i18n/locales';
import type { Translate } from '@/i18n/messages';
import { sitePath } from '@/lib/href';
import type { RequestScope } from '@/request/scope';
import type { Each } from '@/search/build/docs-lists';
import type { IndexDoc } from '@/search/store';
import { getEventList } from '@/upstream/api';
import { isNotFound } from '@/upstream/errors';
import type { EventPage, EventSummary } from '@/upstream/schemas';

/** Events asked for per page (the contract's largest). */
export const EVENTS_PAGE_SIZE = 100;

/**
 * What an event's page shows first, under the labels it shows them with (routes/events/detail.tsx):
 * its kind (the title's kicker), when (its days and its time on Hong Kong's clock) and where.
 * Labelled facts weigh least (docs/architecture/search.md "Terms"); with them the Beijing talk
 * holds every word of 北京招生讲座时间地点, and "graduation ceremony date" finds the ceremony.
 * Who it is for, its languages and how to attend are left out: their words (students, Cantonese,
 * online) are in many queries that are not about an event.
 */
export function eventFacts(e: EventSummary, t: Translate, locale: Locale): string[] {
  const first = eventFirstDay(e);
  const last = eventLastDay(e);
  const days = [longDate(first, locale), ...(last !== first ? [longDate(last, locale)] : [])];
  const when = [...days, e.allDay ? t('events.allDay') : clockTime(e.start, locale)].join(' ');
  return [
    t(`events.categories.${e.category}`),
    `${t('events.dateTime')} ${when}`,
    ...(e.venue ? [`${t('events.venue')} ${e.venue}`] : []),
  ];
}

export function eventDocs(rows: Each<readonly EventSummary[]>, t: Each<Translate>): Each<IndexDoc[]> {
  const out = {} as Each<IndexDoc[]>;
  for (const locale of LOCALES) {
    out[locale] = rows[locale].map((e) => {
      const names = LOCALES.filter((l) => l !== locale).flatMap((l) => rows[l].find((x) => x.id === e.id)?.title ?? []);
      return {
        id: `event:${e.id}`,
        kind: 'event',
        path: sitePath('event', { id: e.id }),
        title: e.title,
        text: [e.summary, e.venue].filter(Boolean).join(' · '),
        date: eventFirstDay(e),
        ...(names.length ? { names: [...new Set(names)] } : {}),
        ...(e.venue ? { heads: [e.venue] } : {}),
        facts: eventFacts(e, t[locale], locale),
      };
    });
  }
  return out;
}

const none: EventPage = {
  rows: [],
  total: 0,
  hasPrev: false,
  hasNext: false,
  totalPage: 0,
  pageSize: 0,
  currentPage: 1,
};

/**
 * The build's unit `events:{n}`: page n of every event in each language, and the next page's
 * unit while there are more. Three CMS reads, like every paged unit.
 */
export async function eventsUnit(
  scopes: Each<RequestScope>,
  pageNum: number,
): Promise<{ docs: Each<IndexDoc[]>; more: string[] }> {
  const read = (scope: RequestScope) =>
    getEventList(scope, { pageNum, pageSize: EVENTS_PAGE_SIZE, isAsc: 'asc' }).catch((err: unknown) =>
      isNotFound(err) ? none : Promise.reject(err),
    );
  const [tc, sc, en] = await Promise.all(LOCALES.map((l) => read(scopes[l])));
  const pages: Each<EventPage> = { tc: tc as EventPage, sc: sc as EventPage, en: en as EventPage };
  const total = Math.max(...LOCALES.map((l) => pages[l].totalPage));
  const empty = LOCALES.every((l) => pages[l].rows.length === 0);
  return {
    docs: eventDocs(
      { tc: pages.tc.rows, sc: pages.sc.rows, en: pages.en.rows },
      { tc: scopes.tc.t, sc: scopes.sc.t, en: scopes.en.t },
    ),
    more: pageNum < total && !empty ? [`events:${pageNum + 1}`] : [],
  };
}
