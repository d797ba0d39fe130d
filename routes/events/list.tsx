// /events: what is ahead (soonest first) or, with ?when=past, the archive (latest first),
// filtered by type, audience and month, paged at any size. Unknown filter values are the 404
// page, decided before any CMS call; the page is kept no longer than the day (pageDay), so an
// event leaves "upcoming" the day after its last day in Hong Kong everywhere at once.
import * as v from 'valibot';
import { Pagination } from '@/components/Pagination';
import { PageTitle } from '@/components/PageTitle';
import { FilterLinks } from '@/components/content/FilterLinks';
import { ListEmpty, ListSummary } from '@/components/academic/ListParts';
import { EventCards, SubscribeLinks } from '@/components/events/EventParts';
import { EventsFilterForm } from '@/components/events/EventsFilters';
import {
  AudienceSchema,
  CategorySchema,
  EVENTS_PAGE_SIZE,
  type EventFilters,
  MonthSchema,
  NO_EVENTS,
  filtersOf,
  rangeOf,
} from '@/cms/events';
import { required } from '@/cms/required';
import { href } from '@/lib/href';
import { pageOrNotFound, pageParam } from '@/http/params';
import { pageRule, schemaRule, strictRule } from '@/lib/query-rules';
import { pageDay } from '@/lib/today';
import { useSite } from '@/components/site-context';
import { defineRoute } from '@/render/route';
import { getEventList } from '@/upstream/api';
import type { EventPage } from '@/upstream/schemas';

interface EventsData {
  filters: EventFilters;
  day: string;
  events: EventPage;
}

/** The list's own query: the filters, without the page number. */
const queryOf = (f: EventFilters) => ({
  ...(f.past ? { when: 'past' } : {}),
  category: f.category,
  audience: f.audience,
  month: f.month,
});

function EventsPage({ data: { filters, day, events } }: { data: EventsData }) {
  const { t, locale } = useSite();
  const calendar = filters.category
    ? {
        path: href('events-calendar', { category: filters.category }, locale),
        label: t('events.subscribeCategory', { category: t(`events.categories.${filters.category}`) }),
      }
    : { path: href('events-calendar', {}, locale), label: t('events.subscribeAll') };
  const other = { ...queryOf(filters), when: filters.past ? undefined : 'past', month: undefined };
  return (
    <div className="events">
      <PageTitle title={filters.past ? t('events.pastTitle') : t('events.title')}>
        <p>{t('events.description')}</p>
      </PageTitle>
      <FilterLinks
        label={t('events.when')}
        options={[
          {
            key: 'upcoming',
            label: t('events.upcoming'),
            href: href('events', { ...queryOf(filters), when: undefined, month: undefined }, locale),
            current: !filters.past,
          },
          {
            key: 'past',
            label: t('events.past'),
            href: href('events', { ...queryOf(filters), when: 'past', month: undefined }, locale),
            current: filters.past,
          },
        ]}
      />
      <EventsFilterForm filters={filters} day={day} />
      <ListSummary total={events.total} current={events.currentPage} totalPage={events.totalPage} />
      {events.rows.length ? (
        <EventCards events={events.rows} day={day} heading="h2" />
      ) : (
        <ListEmpty>
          {t('events.empty')}{' '}
          <a href={href('events', other, locale)}>{filters.past ? t('events.seeUpcoming') : t('events.seePast')}</a>
        </ListEmpty>
      )}
      <Pagination
        current={events.currentPage}
        totalPage={events.totalPage}
        url={href('events', queryOf(filters), locale)}
      />
      {filters.past ? null : (
        <section className="section" aria-labelledby="events-subscribe">
          <h2 id="events-subscribe">{t('events.subscribe')}</h2>
          <p>{t('events.subscribeHint')}</p>
          <SubscribeLinks path={calendar.path} label={calendar.label} />
          <p>
            <a href={href('events-feed', {}, locale)} type="application/atom+xml">
              {t('events.feed')}
            </a>
          </p>
        </section>
      )}
    </div>
  );
}

export const eventsList = defineRoute('events', {
  query: {
    // A value the list cannot read is a 404 (strictRule), never the whole list under its URL.
    when: strictRule(schemaRule(v.picklist(['past']))),
    category: strictRule(schemaRule(CategorySchema)),
    audience: strictRule(schemaRule(AudienceSchema)),
    month: strictRule(schemaRule(MonthSchema)),
    pageNum: pageRule,
  },
  input: (c) => filtersOf((name) => c.req.queries(name)),
  load: async (c, filters): Promise<EventsData> => {
    const day = pageDay(c.get('scope'));
    const pageNum = pageParam(c);
    const range = rangeOf(filters, day);
    const events = range
      ? await required(getEventList(c.get('scope'), { ...range, pageNum, pageSize: EVENTS_PAGE_SIZE }))
      : NO_EVENTS;
    pageOrNotFound(pageNum, events.totalPage);
    return { filters, day, events };
  },
  head: ({ filters }, c) => {
    const t = c.get('scope').t;
    const title = filters.past ? t('events.pastTitle') : t('events.title');
    return {
      title: filters.category ? `${title}: ${t(`events.categories.${filters.category}`)}` : title,
      description: t('events.description'),
    };
  },
  Page: EventsPage,
});
