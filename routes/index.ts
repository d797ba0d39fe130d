// Every page of the site, mounted in the order of the route table (src/route-table.ts: URL,
// name, module and layout of each, readable top to bottom; `npm run routes` prints it). This
// file only gathers the modules' route definitions; a route missing here, or one the table
// does not know, stops the app from starting.
import type { RouteDef } from '@/render/route';
import { ROUTE_NAMES, ROUTES, type RouteRow } from '@/route-table';
import { administration } from './academic/administration';
import { admissionsRoutes } from './academic/admissions';
import { alumniDetail, alumniList } from './academic/alumni';
import { faculties, facultyUnits } from './academic/faculties';
import { admissionsFees } from './academic/fees';
import { compare } from './academic/compare';
import { finder } from './academic/finder';
import { programmePage } from './academic/programme';
import { programmeLevels } from './academic/programmes';
import { recruit } from './academic/recruit';
import { research } from './academic/research';
import { teacherDetail, teacherList } from './academic/teacher';
import { contactUs } from './contact/contact-us';
import { aliasPage } from './content/alias';
import { article, subjectDetail, subjectList } from './content/article';
import { globalExchange } from './content/exchange';
import { jobs } from './content/jobs';
import { newsDetail, newsList } from './content/news';
import { give } from './content/give';
import { about, president, staff, student } from './content/pages';
import { commonHeaderComponent, newsDetailComponent } from './content/showcases';
import { sitemapPage } from './content/sitemap';
import { statement } from './content/statement';
import { eventCalendar, eventsCalendar, admissionsCalendar } from './events/calendars';
import { eventPage } from './events/detail';
import { eventsFeed } from './events/feed';
import { eventsList } from './events/list';
import { home } from './home';
import { searchPage, searchSuggest } from './search';

const defined: RouteDef[] = [
  home,
  contactUs,
  faculties,
  ...facultyUnits,
  ...programmeLevels,
  ...admissionsRoutes,
  admissionsFees,
  finder,
  compare,
  programmePage,
  administration,
  research,
  teacherList,
  teacherDetail,
  alumniList,
  alumniDetail,
  recruit,
  newsList,
  newsDetail,
  eventsList,
  eventsCalendar,
  eventsFeed,
  eventCalendar,
  eventPage,
  admissionsCalendar,
  article,
  newsDetailComponent,
  commonHeaderComponent,
  about,
  president,
  globalExchange,
  jobs,
  staff,
  student,
  sitemapPage,
  statement,
  subjectList,
  subjectDetail,
  give,
  searchPage,
  searchSuggest,
  aliasPage,
];

/** The routes in the table's order; exactly one definition per row a module answers (service routes: src/app.tsx). */
export function inTableOrder(routes: readonly RouteDef[]): RouteDef[] {
  const byName = new Map(routes.map((route) => [route.name, route]));
  if (byName.size !== routes.length) throw new Error('a route is defined twice');
  const ordered = ROUTE_NAMES.filter((name) => !(ROUTES[name] as RouteRow).service).map((name) => {
    const route = byName.get(name);
    if (!route) throw new Error(`route ${name} is in the table but has no module`);
    return route;
  });
  if (ordered.length !== routes.length) throw new Error('a route is defined that the table does not list');
  return ordered;
}

export const routes: RouteDef[] = inTableOrder(defined);
