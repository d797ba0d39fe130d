import { cmsPageOf } from '@/route-table';
import { AdmissionsNav } from '@/components/academic/AdmissionsNav';
import { KeyDates } from '@/components/academic/Admissions';
import { RouteFees } from '@/components/academic/Fees';
import { type ApplyData, ApplyCallout } from '@/components/academic/ApplyCallout';
import type { Audience } from '@/cms/admissions';
import { routeLevels, tuitionFor, upcoming } from '@/cms/admissions';
import { keyDatesText, scholarshipsText, tuitionText } from '@/cms/admissions-text';
import type { IndexSource, PageIndex } from '@/search/page-index';
import { ADMISSION_PAGES, type AdmissionSlug } from '@/cms/paths';
import type { SafePage } from '@/cms/types';
import { Block } from '@/components/Block';
import { CmsAccordion, CmsBody } from '@/components/CmsPage';
import { LevelNav } from '@/components/academic/Programmes';
import { PageTitle } from '@/components/PageTitle';
import { useSite } from '@/components/site-context';
import { required } from '@/cms/required';
import { defineRoute, type RouteDef } from '@/render/route';
import { loadPage } from '@/cms/load';
import { type AdmissionsFacts, ENTRY_ROUTES, type EntryRoute } from '@/upstream/schemas';
import { finderAvailable } from '@/cms/finder';
import { type Result, settle } from '@/cms/result';
import { Scholarships } from '@/components/academic/Scholarships';
import { getScholarships } from '@/upstream/api';
import type { Scholarship } from '@/upstream/schemas';
import { loadApply } from './apply';
import { upcomingBlock } from '@/cms/events';
import { EventsTeaser } from '@/components/events/EventParts';
import { href } from '@/lib/href';
import type { EventSummary } from '@/upstream/schemas';

interface AdmissionsData {
  /** The sub-page shown; undefined: the overview, /admissions. */
  slug: AdmissionSlug | undefined;
  page: SafePage;
  apply: ApplyData;
  /** Whether the site has a programme finder (the admissions menu links it). */
  finder: Promise<Result<true>>;
  /** Scholarships (optional, docs/UPSTREAM.md §24): a route page shows those its applicants may apply for. */
  scholarships: Promise<Result<Scholarship[]>>;
  /** The route's information days and talks ahead (an extra: none without the CMS call). */
  events: Promise<Result<EventSummary[]>> | undefined;
}

/** Whom a sub-page speaks to: an entry route's applicants; the subsidy scheme is for undergraduates. */
function audienceOf(slug: AdmissionSlug | undefined): Audience {
  if (slug === undefined) return {};
  return (ENTRY_ROUTES as readonly string[]).includes(slug) ? { route: slug as EntryRoute } : { level: 'ug' };
}

/**
 * /admissions and its sub-pages: content from the CMS menu pages `admissions`,
 * `admissions-mainland`, ... (the CMS page decides the status: unknown alias, 404), and the
 * key dates and tuition for the page's audience from the admissions facts.
 */
function admissionsRoute(slug: AdmissionSlug | undefined): RouteDef {
  const name = slug ? (`admissions-${slug}` as const) : 'admissions';
  return defineRoute(name, {
    ...(slug ? { parent: { route: 'admissions', label: 'admissions.overview' } } : {}),
    load: async (c): Promise<AdmissionsData> => {
      const apply = loadApply(c);
      const finder = finderAvailable(c.get('scope'));
      const scholarships = settle(getScholarships(c.get('scope')));
      const route = audienceOf(slug).route;
      const events = route ? upcomingBlock(c.get('scope'), apply.day, { route, audience: 'applicants' }) : undefined;
      const page = await required(loadPage(c.get('scope'), cmsPageOf(name), c.get('scope').locale));
      return { slug, page, apply, finder, scholarships, events };
    },
    head: ({ page }) => ({ title: page.title }),
    Page: AdmissionsPage,
    index: (source) => admissionsIndex(slug, source),
  });
}

/** What the page shows around its CMS page: the key dates ahead, a route's tuition, the programme levels. */
export function admissionsIndex(
  slug: AdmissionSlug | undefined,
  { facts, scholarships, day, locale, t }: IndexSource,
): PageIndex {
  const audience = audienceOf(slug);
  const dates = facts ? keyDatesText(facts, day, audience, locale, t) : undefined;
  const fees = facts && slug ? tuitionText(facts, feesOf(facts, day, slug), locale, t) : undefined;
  const levels = facts && audience.route ? routeLevels(facts, audience.route) : undefined;
  const awards =
    facts && slug && scholarships
      ? scholarshipsText(scholarships, day, audience, levels, facts.currency, locale, t)
      : undefined;
  return {
    heads: [
      ...(dates?.heads ?? []),
      ...(fees?.heads ?? []),
      ...(awards?.heads ?? []),
      slug === undefined ? t('admissions.programmes') : undefined,
    ],
    text: [...(dates?.text ?? []), ...(fees?.text ?? []), ...(awards?.text ?? [])],
  };
}

/** The tuition a sub-page shows: its route's, or (the subsidy scheme, for local students) local undergraduates'. */
const feesOf = (facts: AdmissionsFacts, day: string, slug: AdmissionSlug) =>
  slug === 'subsidy'
    ? tuitionFor(facts, day, { level: 'ug' }).filter((t) => t.students === 'local')
    : tuitionFor(facts, day, audienceOf(slug));

function AdmissionsPage({ data: { slug, page, apply, finder, scholarships, events } }: { data: AdmissionsData }) {
  const { t, locale } = useSite();
  const audience = audienceOf(slug);
  return (
    <div className="admissions">
      <PageTitle title={page.title} kicker={slug ? t('admissions.kicker') : undefined} />
      <AdmissionsNav current={slug} finder={finder} />
      <ApplyCallout apply={apply} audience={audience} />
      <div className="admissions__content">
        <CmsBody page={page} />
        <Block data={apply.facts}>
          {(facts) => (
            <>
              <KeyDates facts={facts} day={apply.day} audience={audience} />
              {upcoming(facts, apply.day, audience).length ? (
                <p className="key-dates__calendar">
                  <a
                    href={href('admissions-calendar', { route: audience.route, level: audience.level }, locale)}
                    download
                  >
                    {t('admissions.calendar')}
                  </a>
                </p>
              ) : null}
              {slug ? <RouteFees facts={facts} rows={feesOf(facts, apply.day, slug)} /> : null}
              {slug ? (
                <Scholarships
                  list={scholarships}
                  day={apply.day}
                  audience={audience}
                  levels={audience.route ? routeLevels(facts, audience.route) : undefined}
                  currency={facts.currency}
                />
              ) : null}
            </>
          )}
        </Block>
        {events && audience.route ? (
          <Block optional data={events}>
            {(rows) => (
              <EventsTeaser
                id="admissions-events"
                title={t('events.routeHeading')}
                events={rows}
                day={apply.day}
                more={href('events', { audience: 'applicants' }, locale)}
              />
            )}
          </Block>
        ) : null}
        <CmsAccordion sections={page.sections} idPrefix={`admissions-${slug ?? 'overview'}`} />
        {slug === undefined ? (
          <section className="section" aria-labelledby="admissions-programmes">
            <h2 id="admissions-programmes">{t('admissions.programmes')}</h2>
            <LevelNav />
          </section>
        ) : null}
      </div>
    </div>
  );
}

export const admissionsRoutes: RouteDef[] = [
  admissionsRoute(undefined),
  ...ADMISSION_PAGES.map((p) => admissionsRoute(p.slug)),
];
