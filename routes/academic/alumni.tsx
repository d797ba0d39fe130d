import { cmsPageOf } from '@/route-table';
import { CmsAccordion, CmsBody } from '@/components/CmsPage';
import { href } from '@/lib/href';
import { FilterForm, NameFound } from '@/components/academic/ListParts';
import { PagedCards } from '@/components/academic/PagedCards';
import { AlumnusCard } from '@/components/academic/People';
import { AlumnusProfile } from '@/components/academic/Profiles';
import { Block } from '@/components/Block';
import { PageTitle } from '@/components/PageTitle';
import type { SafeHtml } from '@/security/safe-html';
import type { SafePage } from '@/cms/types';
import type { Result } from '@/cms/result';
import { useSite } from '@/components/site-context';
import { required } from '@/cms/required';
import { defineRoute } from '@/render/route';
import { getSchoolfellow, getSchoolfellowList } from '@/upstream/api';
import type { Dept, Schoolfellow, SchoolfellowDetail } from '@/upstream/schemas';
import {
  listTitle,
  loadPeopleList,
  NAME_MAX,
  NAME_SCAN_CALLS,
  NAME_SCAN_PAGE_SIZE,
  nameParam,
  type PeopleList,
} from './people-list';
import { pageBlock, deptBlock, safeHtml } from '@/cms/load';
import { idParam } from '@/http/params';
import { personDescription } from '@/seo/heads';
import { QUERY, idInput, userTypeParam } from '../params';
import { deptGroups } from '@/cms/depts';
import { upcomingBlock } from '@/cms/events';
import { EventsTeaser } from '@/components/events/EventParts';
import { pageDay } from '@/lib/today';
import type { EventSummary } from '@/upstream/schemas';

/** docs/REQUIREMENTS.md §9: schoolfellows are listed 6 to a page (ordered by order_num, descending: api.ts). */
export const ALUMNI_PAGE_SIZE = 6;

interface AlumniListData
  extends PeopleList<{ deptId: number | undefined; userType: number | undefined }, Schoolfellow> {
  /** The CMS page `alumni`'s introduction, when it has one. */
  intro: Promise<Result<SafePage>>;
  /** The next alumni events (homecoming, dinners, talks): an extra, none without the CMS call. */
  events: Promise<Result<EventSummary[]>>;
  day: string;
}

/**
 * /alumni?deptId=&userType=&name=&pageNum=: malformed filters show everyone, an unknown
 * department is an empty list, paging past the end is a 404 (params.ts); `name` keeps those
 * whose name holds it (people-list.ts; not part of the canonical URL, and noindex).
 */
export const alumniList = defineRoute('alumni', {
  query: QUERY.alumni,
  personal: ['name'],
  load: async (c): Promise<AlumniListData> => {
    const deptId = idParam(c, 'deptId');
    const userType = userTypeParam(c);
    const intro = pageBlock(c.get('scope'), cmsPageOf('alumni'), c.get('scope').locale);
    const day = pageDay(c.get('scope'));
    const events = upcomingBlock(c.get('scope'), day, { category: 'alumni' });
    const people = await loadPeopleList(c, {
      route: 'alumni',
      filters: { deptId, userType },
      pageSize: ALUMNI_PAGE_SIZE,
      call: getSchoolfellowList,
      name: nameParam(c),
      nameOf: (alumnus) => alumnus.name,
    });
    return { ...people, intro, events, day };
  },
  head: (data, c) => {
    const t = c.get('scope').t;
    return { title: listTitle(t, t('alumni.title'), data.pageNum), ...(data.name ? { noindex: true } : {}) };
  },
  Page: AlumniListPage,
});

function AlumniListPage({ data }: { data: AlumniListData }) {
  const { t, locale } = useSite();
  const { pageNum, depts, list, pagingUrl, intro } = data;
  return (
    <>
      <PageTitle title={t('alumni.title')} />
      <Block optional data={intro}>
        {(page) => <CmsBody page={page} />}
      </Block>
      <GiveCallout />
      <Block data={depts}>{(all) => <AlumniFilter data={data} all={all} />}</Block>
      {data.name ? (
        <NameFound
          name={data.name}
          total={list.total}
          cut={data.nameCut}
          looked={NAME_SCAN_CALLS * NAME_SCAN_PAGE_SIZE}
        />
      ) : null}
      <PagedCards
        list={list}
        pageNum={pageNum}
        pagingUrl={pagingUrl}
        className="cards people people--alumni"
        empty={data.name ? t('people.nameNone', { name: data.name }) : t('alumni.empty')}
        keyOf={(alumnus) => alumnus.id}
        card={(alumnus, i) => <AlumnusCard alumnus={alumnus} depts={depts} lazy={i >= 3} />}
      />
      {/* The alumni events after the list, the page's own content: on a phone their cards would
          push the list a screen further down. */}
      <Block optional data={data.events}>
        {(events) => (
          <EventsTeaser
            id="alumni-events"
            title={t('events.alumniHeading')}
            events={events}
            day={data.day}
            more={href('events', { category: 'alumni' }, locale)}
          />
        )}
      </Block>
      <Block optional data={intro}>
        {(page) => <CmsAccordion sections={page.sections} idPrefix="alumni-section" />}
      </Block>
    </>
  );
}

/** The call to give, where alumni look: what a gift does and a button to the giving page. */
function GiveCallout() {
  const { t, locale } = useSite();
  return (
    <aside className="give-cta" aria-labelledby="give-cta-title">
      <h2 id="give-cta-title">{t('give.cta.title')}</h2>
      <p>{t('give.cta.text')}</p>
      <p className="give-cta__action">
        <a className="button" href={href('give', {}, locale)}>
          {t('give.cta.button')}
        </a>
      </p>
    </aside>
  );
}

/** The filters: department (every faculty and department) and kind of alumnus. */
function AlumniFilter({ data, all }: { data: AlumniListData; all: Dept[] }) {
  const { t, locale } = useSite();
  const { path, filtered, filters } = data;
  const userTypes = { options: [1, 2].map((value) => ({ value, label: t(`alumni.userType.${value}`) })) };
  return (
    <FilterForm
      action={path}
      resetHref={filtered ? path : undefined}
      text={{
        name: 'name',
        label: t('people.filterName'),
        hint: t('people.nameHint'),
        value: data.name,
        maxLength: NAME_MAX,
      }}
      selects={[
        {
          name: 'deptId',
          label: t('alumni.filterDept'),
          anyLabel: t('alumni.allDepts'),
          value: filters.deptId,
          groups: deptGroups(all, locale, (name) => t('dept.wholeFaculty', { name })),
        },
        {
          name: 'userType',
          label: t('alumni.filterType'),
          anyLabel: t('alumni.allTypes'),
          value: filters.userType,
          groups: [userTypes],
        },
      ]}
    />
  );
}

interface AlumnusDetailData {
  alumnus: SchoolfellowDetail;
  /** The story, sanitised. */
  story: SafeHtml;
  depts: Promise<Result<Dept[]>>;
}

/** /alumni/detail?id=: 404 for a malformed id (input) or one the CMS does not know. */
export const alumniDetail = defineRoute('alumni-detail', {
  input: idInput,
  query: QUERY.profile,
  parent: { route: 'alumni', label: 'sitemap.links.alumni' },
  load: async (c, id): Promise<AlumnusDetailData> => {
    const scope = c.get('scope');
    const depts = deptBlock(scope);
    const alumnus = await required(getSchoolfellow(scope, id));
    const story = await safeHtml(alumnus.story, c.get('scope').locale);
    return { alumnus, story, depts };
  },
  head: ({ alumnus }, c) => ({
    title: alumnus.name,
    description: alumnus.position ? personDescription(c.get('scope'), alumnus.name, alumnus.position) : undefined,
  }),
  Page: AlumnusDetailPage,
});

function AlumnusDetailPage({ data }: { data: AlumnusDetailData }) {
  return <AlumnusProfile alumnus={data.alumnus} story={data.story} depts={data.depts} />;
}
