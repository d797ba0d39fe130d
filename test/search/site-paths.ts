// The site's pages as the tuning sets name them (tuning-set.ts, tuning-set-2.ts …): paths without
// language prefix, and the rows' builders.
import type { Locale } from '@/i18n/locales';

export interface TuningRow {
  locale: Locale;
  query: string;
  /** The pages that answer (paths without language prefix); a section of one (`#…`) answers too. */
  expect: readonly string[];
}

export const FEES_PAGE = '/admissions/fees';
export const OVERVIEW = '/admissions';
export const MAINLAND = '/admissions/mainland';
export const INTERNATIONAL = '/admissions/international';
export const HKDSE = '/admissions/hkdse';
export const ASSOCIATE = '/admissions/associate';
export const SUBSIDY = '/admissions/subsidy';
export const ADMISSIONS_FAQ = '/admissions-faq';
export const ROUTES = [HKDSE, MAINLAND, INTERNATIONAL, ASSOCIATE];
export const FEES = [FEES_PAGE, ...ROUTES, ADMISSIONS_FAQ];
/** Scholarships are listed on every route page and the fees page (the overview lists none). */
export const SCHOLARSHIPS = [...ROUTES, FEES_PAGE];
export const HOUSING = '/student-housing';
export const NON_LOCAL = '/non-local-students';
export const CONTACT = '/page/contact-us';
/** The general FAQ answers how to get to the College and when the campus is open. */
export const FAQ = '/faq';
export const GETTING_HERE = [CONTACT, FAQ];
export const CAMPUS = '/campus-facilities';
export const STUDENTS = '/page/student';
export const EXCHANGE = '/page/global-exchange';
export const GIVE = '/give';
/** The academic calendar states the terms and examinations. */
export const CALENDAR = '/article/academic-calendar';
export const FB = '/faculties/fb';
export const BRI = '/faculties/bri';
export const ABOUT = '/about';
export const PRESIDENT = '/about/president';
export const ALUMNI = '/alumni';
export const FSE = '/faculties/fse';
export const ADMINISTRATION = '/administration';
/** The jobs page and the recruitment list. */
export const JOBS = '/page/jobs';
export const RECRUIT = '/recruit';
/** The statement against agents who promise admission. */
export const STATEMENT = '/page/statement';
/** The lists of each level's programmes, and the programme finder. */
export const UNDERGRADUATE = '/Undergraduate';
export const POSTGRADUATE = '/Postgraduate';
export const FINDER = '/programmes';
/** The standing arrangements in severe weather (every Observatory signal links it). */
export const SEVERE_WEATHER = '/severe-weather';
export const CANTONESE_CENTRE = '/centre-cantonese';
/** The other two research centres' pages (their research, director and contact). */
export const MARINE_CENTRE = '/centre-marine-ecology';
export const AGEING_CENTRE = '/centre-smart-ageing';
/** The list of the higher diploma programmes (with the application deadlines). */
export const HIGHER_DIPLOMA = '/HigherDiploma';
/** The College's history, year by year. */
export const HISTORY = '/about-history';
/** The accessibility statement (how to report a barrier). */
export const ACCESSIBILITY = '/article/accessibility';
export const P = (code: string) => `/programmes/${code}`;
/** The higher diplomas' pages, each of which states the entry requirement (Level 2 in five HKDSE subjects). */
export const HD_PAGES = [
  P('hd-accounting'),
  P('hd-english-communication'),
  P('hd-social-services'),
  P('hd-information-technology'),
];
/** The taught master's programmes offered part-time (the MBA's page says its classes are in the evening). */
export const PART_TIME_PG = [P('pg-mba'), P('pg-public-policy'), P('pg-chinese-culture'), P('pg-sustainability')];
export const NEWS = (id: number) => `/news/${id}`;
export const TEACHER = (id: number) => `/teacher/detail?id=${id}`;
export const EVENT = (id: number) => `/events/${id}`;
/** The events list (every event's type, date and place; filters by type, such as public lectures). */
export const EVENTS = '/events';
/** The news centre's list (newest first). */
export const NEWS_LIST = '/news/list';
/** The research page (the three research centres and the Belt and Road Institute). */
export const RESEARCH = '/research';
/** The faculties' overview (the three faculties, the institute and their departments). */
export const FACULTIES = '/faculties';

export const tc = (query: string, ...expect: string[]): TuningRow => ({ locale: 'tc', query, expect });
export const sc = (query: string, ...expect: string[]): TuningRow => ({ locale: 'sc', query, expect });
export const en = (query: string, ...expect: string[]): TuningRow => ({ locale: 'en', query, expect });
