// Documents of the events (docs/architecture/search.md "Site search"; docs/UPSTREAM.md §26): one per
// event and language, found by its title in any language, its summary and its venue, under the
// kind `event`, dated by its first day like news (src/search/rank.ts RANKING.event). The list is read a page at a time
// in the three languages, as the other paged lists are; a CMS without events gives none.
import { eventFirstDay } from '@/cms/events';
import { LOCALES } from '@/i18n/locales';
import { sitePath } from '@/lib/href';
import type { RequestScope } from '@/request/scope';
import type { Each } from '@/search/build/docs-lists';
import type { IndexDoc } from '@/search/store';
import { getEventList } from '@/upstream/api';
import { isNotFound } from '@/upstream/errors';
import type { EventPage, EventSummary } from '@/upstream/schemas';

/** Events asked for per page (the contract's largest). */
export const EVENTS_PAGE_SIZE = 100;

export function eventDocs(rows: Each<readonly EventSummary[]>): Each<IndexDoc[]> {
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
    docs: eventDocs({ tc: pages.tc.rows, sc: pages.sc.rows, en: pages.en.rows }),
    more: pageNum < total && !empty ? [`events:${pageNum + 1}`] : [],
  };
}
