// THE ROUTE TABLE: every URL the worker answers, in mounting order, read top to bottom.
//
// Each row: the route's name (logs, links: href('teacher-detail', { id }, locale)), its path
// (a Hono pattern without the language prefix; mounted under '', '/sc' and '/en'), the module
// in routes/ that renders it, and the layout that frames it. Fixed paths come before
// parameterised ones, and the catch-all /:alias is last, so nothing is shadowed.
//
// A row with `service` is answered by the worker's own handler (src/app.tsx names it by the
// row's name), not by a module of routes/: the language switch, the CMS's webhook, the health
// check, the preview's entry and exit, a notice's dismissal, robots.txt, the sitemaps and the
// news feed. It is mounted without a language prefix unless `localised`; it comes first, so
// no page pattern shadows it.
//
// A row with `endpoint: true` answers something other than a page (JSON, an .ics calendar, a
// feed): it has no layout, and it is mounted without the frame, the page cache or the renderer
// (src/routing.tsx).
// `sitemap` names the page's label in the HTML sitemap (sitemap.links.* in locales/); a row
// with it is a page a visitor may land on directly, listed in the HTML sitemap. Rows without it
// are reached from lists, or are showcases. /sitemap.xml lists every row without :params whose
// module neither needs an input (a profile's ?id=) nor keeps it out of the index (showcases,
// search): src/seo/sources.ts.
// `cmsPage` names the CMS page (menu alias) the route shows: the module asks the CMS for it
// (cmsPageOf), and the site search indexes that page's text under this row's path rather than
// under /{alias} (src/search/build/docs-pages.ts).
// Paths a page used to have (/Give, /index1, /admissions-x) are not routes: they answer 301
// to the page's one URL (src/cms/paths.ts, src/seo/moved.ts, answered by src/http/moved.ts).
//
// `npm run routes` prints this table. The modules' own properties (data, CSP, caching) live in
// the modules; docs/REQUIREMENTS.md lists what every page must do.

export type LayoutName = 'default' | 'common' | 'error';

export interface RouteRow {
  path: string;
  /** The module in routes/ that answers (a page or an endpoint); a service route has none. */
  module?: string;
  /** A page's frame; an endpoint (answers data, not a page: `endpoint: true`) has none. */
  layout?: LayoutName;
  endpoint?: true;
  /** Label key (sitemap.links.*): a page a visitor may land on directly, in the sitemaps. */
  sitemap?: string;
  /** The CMS page (menu alias) the route shows: searched under this path. */
  cmsPage?: string;
  /**
   * A service route: answered by the worker's own handler (src/app.tsx), the method it answers
   * and what it does; under each language prefix when `localised`, else without one.
   */
  service?: { method: 'GET' | 'POST'; what: string; localised?: true };
}

export const ROUTES = {
  'language-switch': {
    path: '/lang/:code',
    service: { method: 'GET', what: 'sets the language cookie, back to the page' },
  },
  revalidate: { path: '/api/revalidate', service: { method: 'POST', what: "the CMS's signed revalidation webhook" } },
  healthz: { path: '/healthz', service: { method: 'GET', what: 'health check for monitors' } },
  preview: { path: '/api/preview', service: { method: 'GET', what: 'opens a signed draft preview' } },
  'preview-exit': {
    path: '/api/preview/exit',
    service: { method: 'POST', what: 'leaves the preview (a same-origin post)' },
  },
  'notice-dismiss': {
    path: '/notices/dismiss',
    service: { method: 'POST', what: 'hides a site notice for the session, back to the page' },
  },
  robots: { path: '/robots.txt', service: { method: 'GET', what: 'crawler rules and the sitemap' } },
  sitemap: { path: '/sitemap.xml', service: { method: 'GET', what: 'sitemap index' } },
  'sitemap-child': { path: '/sitemaps/:name', service: { method: 'GET', what: 'one child sitemap of the index' } },
  feed: { path: '/news/feed.xml', service: { method: 'GET', what: 'Atom news feed', localised: true } },
  index: { path: '/', module: 'home', layout: 'default', sitemap: 'home' },
  about: { path: '/about', module: 'content/pages', layout: 'common', cmsPage: 'about', sitemap: 'about' },
  president: {
    path: '/about/president',
    module: 'content/pages',
    layout: 'common',
    cmsPage: 'president-message',
    sitemap: 'president',
  },
  'news-list': { path: '/news/list', module: 'content/news', layout: 'default', sitemap: 'news' },
  'news-detail': { path: '/news/:id', module: 'content/news', layout: 'common' },
  // Events (docs/UPSTREAM.md §26–27, optional): the list, each event, and their calendars.
  events: { path: '/events', module: 'events/list', layout: 'default' },
  'events-calendar': { path: '/events/calendar.ics', module: 'events/calendars', endpoint: true },
  'events-feed': { path: '/events/feed.xml', module: 'events/feed', endpoint: true },
  'event-calendar': { path: '/events/:id/calendar.ics', module: 'events/calendars', endpoint: true },
  event: { path: '/events/:id', module: 'events/detail', layout: 'common' },
  'subject-list': { path: '/subject/list', module: 'content/article', layout: 'common', sitemap: 'subjects' },
  'subject-detail': { path: '/subject/:id', module: 'content/article', layout: 'common' },
  article: { path: '/article/:id', module: 'content/article', layout: 'common' },
  faculties: {
    path: '/faculties',
    module: 'academic/faculties',
    layout: 'default',
    cmsPage: 'faculties',
    sitemap: 'faculties',
  },
  'faculties-fass': { path: '/faculties/fass', module: 'academic/faculties', layout: 'default', cmsPage: 'fass' },
  'faculties-fb': { path: '/faculties/fb', module: 'academic/faculties', layout: 'default', cmsPage: 'fb' },
  'faculties-fse': { path: '/faculties/fse', module: 'academic/faculties', layout: 'default', cmsPage: 'fse' },
  'faculties-bri': { path: '/faculties/bri', module: 'academic/faculties', layout: 'default', cmsPage: 'bri' },
  undergraduate: { path: '/Undergraduate', module: 'academic/programmes', layout: 'default' },
  postgraduate: { path: '/Postgraduate', module: 'academic/programmes', layout: 'default' },
  'higher-diploma': { path: '/HigherDiploma', module: 'academic/programmes', layout: 'default' },
  admissions: { path: '/admissions', module: 'academic/admissions', layout: 'default', cmsPage: 'admissions' },
  'admissions-calendar': { path: '/admissions/calendar.ics', module: 'events/calendars', endpoint: true },
  'admissions-mainland': {
    path: '/admissions/mainland',
    module: 'academic/admissions',
    layout: 'default',
    cmsPage: 'admissions-mainland',
  },
  'admissions-international': {
    path: '/admissions/international',
    module: 'academic/admissions',
    layout: 'default',
    cmsPage: 'admissions-international',
  },
  'admissions-hkdse': {
    path: '/admissions/hkdse',
    module: 'academic/admissions',
    layout: 'default',
    cmsPage: 'admissions-hkdse',
  },
  'admissions-associate': {
    path: '/admissions/associate',
    module: 'academic/admissions',
    layout: 'default',
    cmsPage: 'admissions-associate',
  },
  'admissions-subsidy': {
    path: '/admissions/subsidy',
    module: 'academic/admissions',
    layout: 'default',
    cmsPage: 'admissions-subsidy',
  },
  'admissions-fees': {
    path: '/admissions/fees',
    module: 'academic/fees',
    layout: 'default',
    cmsPage: 'admissions-fees',
    sitemap: 'fees',
  },
  // Fixed paths before /programmes/:code.
  programmes: { path: '/programmes', module: 'academic/finder', layout: 'default' },
  'programmes-compare': { path: '/programmes/compare', module: 'academic/compare', layout: 'default' },
  programme: { path: '/programmes/:code', module: 'academic/programme', layout: 'default' },
  administration: {
    path: '/administration',
    module: 'academic/administration',
    layout: 'default',
    cmsPage: 'administration',
    sitemap: 'administration',
  },
  research: {
    path: '/research',
    module: 'academic/research',
    layout: 'default',
    cmsPage: 'research',
    sitemap: 'research',
  },
  teacher: { path: '/teacher', module: 'academic/teacher', layout: 'default', sitemap: 'teachers' },
  'teacher-detail': { path: '/teacher/detail', module: 'academic/teacher', layout: 'common' },
  alumni: { path: '/alumni', module: 'academic/alumni', layout: 'default', cmsPage: 'alumni', sitemap: 'alumni' },
  'alumni-detail': { path: '/alumni/detail', module: 'academic/alumni', layout: 'common' },
  'page-student': {
    path: '/page/student',
    module: 'content/pages',
    layout: 'common',
    cmsPage: 'student',
    sitemap: 'student',
  },
  'page-staff': { path: '/page/staff', module: 'content/pages', layout: 'common', cmsPage: 'staff', sitemap: 'staff' },
  'page-global-exchange': {
    path: '/page/global-exchange',
    module: 'content/exchange',
    layout: 'common',
    cmsPage: 'global-exchange',
    sitemap: 'globalExchange',
  },
  'page-jobs': { path: '/page/jobs', module: 'content/jobs', layout: 'common', cmsPage: 'jobs', sitemap: 'jobs' },
  recruit: { path: '/recruit', module: 'academic/recruit', layout: 'default', cmsPage: 'recruit', sitemap: 'recruit' },
  'page-contact-us': { path: '/page/contact-us', module: 'contact/contact-us', layout: 'default', sitemap: 'contact' },
  'page-statement': { path: '/page/statement', module: 'content/statement', layout: 'common', sitemap: 'statement' },
  give: { path: '/give', module: 'content/give', layout: 'common', cmsPage: 'give', sitemap: 'give' },
  'page-sitemap': { path: '/page/sitemap', module: 'content/sitemap', layout: 'common', sitemap: 'sitemap' },
  search: { path: '/search', module: 'search/index', layout: 'common' },
  'search-suggest': { path: '/search/suggest', module: 'search/index', endpoint: true },
  'components-NewsDetail': { path: '/components/NewsDetail', module: 'content/showcases', layout: 'common' },
  'components-CommonHeader': { path: '/components/CommonHeader', module: 'content/showcases', layout: 'common' },
  alias: { path: '/:alias', module: 'content/alias', layout: 'common' },
} as const satisfies Record<string, RouteRow>;

export type RouteName = keyof typeof ROUTES;
/** The rows that are pages (with a layout), endpoints, and service routes. */
export type PageRouteName = {
  [N in RouteName]: (typeof ROUTES)[N] extends { layout: LayoutName } ? N : never;
}[RouteName];
export type EndpointRouteName = {
  [N in RouteName]: (typeof ROUTES)[N] extends { endpoint: true } ? N : never;
}[RouteName];
export type ServiceRouteName = {
  [N in RouteName]: (typeof ROUTES)[N] extends { service: object } ? N : never;
}[RouteName];
export type PathOf<N extends RouteName> = (typeof ROUTES)[N]['path'];

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** The names of a path's :params ('/news/:id' → 'id'). */
export type ParamNames<P extends string> = P extends `${string}:${infer K}/${infer Rest}`
  ? ParamName<K> | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer K}`
    ? ParamName<K>
    : never;
type ParamName<K extends string> = K extends `${infer Name}{${string}` ? Name : K;

/** The routes without :params (every one the sitemaps list is such a route). */
export type FixedRouteName = { [N in RouteName]: [ParamNames<PathOf<N>>] extends [never] ? N : never }[RouteName];

/** The routes that show a CMS page of their own (`cmsPage`). */
export type CmsRouteName = { [N in RouteName]: (typeof ROUTES)[N] extends { cmsPage: string } ? N : never }[RouteName];

/** The CMS page a route shows: its modules ask the CMS for this alias and nothing else. */
export const cmsPageOf = <N extends CmsRouteName>(name: N): (typeof ROUTES)[N]['cmsPage'] => ROUTES[name].cmsPage;

/** The CMS pages shown under a path of their own (the others are /{alias}), in table order. */
export function routedCmsPages(): { alias: string; path: string }[] {
  return ROUTE_NAMES.flatMap((name) => {
    const row: RouteRow = ROUTES[name];
    return row.cmsPage ? [{ alias: row.cmsPage, path: row.path }] : [];
  });
}

/** The pages a visitor may land on directly, in table order: the sitemaps' fixed pages. */
export function sitemapRows(): { name: FixedRouteName; path: string; label: string }[] {
  return ROUTE_NAMES.flatMap((name) => {
    const row: RouteRow = ROUTES[name];
    return row.sitemap ? [{ name: name as FixedRouteName, path: row.path, label: row.sitemap }] : [];
  });
}
