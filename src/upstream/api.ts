// One typed function per CMS call (docs/REQUIREMENTS.md §7, defaults §9), each sent by `call` (call.ts):
// api → call → cache → http, nothing below imports up. The list calls' parameters: list-params.ts.
import type { RequestScope } from '@/request/scope';
import { call } from '@/upstream/call';
import type {
  EventListParams,
  NewsListParams,
  PartnerParams,
  SchoolfellowParams,
  TeacherParams,
} from '@/upstream/list-params';
import {
  type EnquiryPayload,
  AdmissionsFactsSchema,
  ApplicationListSchema,
  ArticleSchema,
  CaptchaResultSchema,
  CareerListSchema,
  DeptListSchema,
  EventPageSchema,
  EventSchema,
  EnquirySavedSchema,
  GivingSchema,
  HomeInfoSchema,
  HomeSlidesSchema,
  MenuListSchema,
  MenuPageSchema,
  NewsPageSchema,
  OutListSchema,
  PartnerPageSchema,
  ProgrammeDetailSchema,
  ProgrammeSummaryPageSchema,
  ScholarshipListSchema,
  SchoolfellowDetailSchema,
  SchoolfellowPageSchema,
  SearchResultSchema,
  SiteInfosSchema,
  TeacherDetailSchema,
  TeacherPageSchema,
} from '@/upstream/schemas';
import { NoticeListSchema } from '@/upstream/schemas-notices';

const seg = (value: string | number): string => encodeURIComponent(String(value));

export const getMenuList = (scope: RequestScope) =>
  call(scope, { name: 'menu.list', method: 'GET', path: '/api/menu/list', schema: MenuListSchema, cache: true });

export const getApplicationList = (scope: RequestScope) =>
  call(scope, {
    name: 'application.list',
    method: 'GET',
    path: '/api/application/list',
    schema: ApplicationListSchema,
    cache: true,
  });

/** type: 'news' (default), 'article' (academic calendar, jobs...) or 'subject' (special topics). */
export const getArticle = (scope: RequestScope, id: string | number, type = 'news') =>
  call(scope, {
    name: 'article.get',
    method: 'GET',
    path: `/api/article/${seg(type)}/${seg(id)}`,
    schema: ArticleSchema,
    cache: true,
  });

/** A content page by numeric menuId or by menuAlias. */
export const getMenu = (scope: RequestScope, idOrAlias: string | number) =>
  call(scope, {
    name: 'menu.get',
    method: 'GET',
    path: `/api/menu/${seg(idOrAlias)}`,
    schema: MenuPageSchema,
    cache: true,
  });

export const getHomeInfo = (scope: RequestScope) =>
  call(scope, { name: 'menu.home', method: 'GET', path: '/api/menu/index/info', schema: HomeInfoSchema, cache: true });

export const getNewsList = (
  scope: RequestScope,
  { pageNum = 1, pageSize = 10, orderByColumn, isAsc }: NewsListParams = {},
) =>
  call(scope, {
    name: 'news.list',
    method: 'GET',
    path: '/api/article/news',
    query: { pageNum, pageSize, orderByColumn, isAsc },
    schema: NewsPageSchema,
    cache: true,
  });

export const searchArticles = (scope: RequestScope, keyword: string) =>
  call(scope, {
    name: 'article.search',
    method: 'GET',
    path: `/api/article/search/${seg(keyword)}`,
    schema: SearchResultSchema,
    cache: 'answers',
  });

/** outTypeName: `{fass|fb|fse|bri}-{ug|pg|hd}`. */
export const getOutList = (scope: RequestScope, outTypeName: string) =>
  call(scope, {
    name: 'out.list',
    method: 'GET',
    path: '/api/out/list',
    query: { outTypeName },
    schema: OutListSchema,
    cache: true,
  });

export const getPartners = (scope: RequestScope, { outAddress, pageNum = 1, pageSize = 200 }: PartnerParams = {}) =>
  call(scope, {
    name: 'partners.list',
    method: 'GET',
    path: '/api/special/partners',
    query: { outAddress, pageNum, pageSize },
    schema: PartnerPageSchema,
    cache: true,
  });

export const getSchoolfellowList = (
  scope: RequestScope,
  { deptId, userType, pageNum = 1, pageSize = 6, orderByColumn = 'order_num', isAsc = 'desc' }: SchoolfellowParams = {},
) =>
  call(scope, {
    name: 'schoolfellow.list',
    method: 'GET',
    path: '/api/schoolfellow/list',
    query: { deptId, userType, pageNum, pageSize, orderByColumn, isAsc },
    schema: SchoolfellowPageSchema,
    cache: true,
  });

export const getSchoolfellow = (scope: RequestScope, id: string | number) =>
  call(scope, {
    name: 'schoolfellow.get',
    method: 'GET',
    path: `/api/schoolfellow/${seg(id)}`,
    schema: SchoolfellowDetailSchema,
    cache: true,
  });

/** langOverride picks the language of the answer regardless of the page's own language. */
export const getSiteInfos = (scope: RequestScope, langOverride?: 'tc' | 'cn' | 'en') =>
  call(scope, {
    name: 'site.infos',
    method: 'GET',
    path: '/api/site/infos',
    schema: SiteInfosSchema,
    cache: true,
    ...(langOverride ? { langOverride } : {}),
  });

/** A POST, but a read: cached like the GETs. */
export const getDeptList = (scope: RequestScope) =>
  call(scope, {
    name: 'dept.list',
    method: 'POST',
    path: '/api/dept/list',
    body: {},
    schema: DeptListSchema,
    cache: true,
  });

export const getHomeSlides = (scope: RequestScope) =>
  call(scope, {
    name: 'home.slides',
    method: 'GET',
    path: '/api/home-slide/list',
    schema: HomeSlidesSchema,
    cache: true,
  });

export const saveEnquiry = (scope: RequestScope, payload: EnquiryPayload) =>
  call(scope, {
    name: 'enquiry.save',
    method: 'POST',
    path: '/api/subcontent/save',
    body: payload,
    schema: EnquirySavedSchema,
    cache: false,
  });

export const verifyCaptcha = (scope: RequestScope, token: string) =>
  call(scope, {
    name: 'captcha.verify',
    method: 'GET',
    path: '/api/recaptcha',
    query: { token },
    schema: CaptchaResultSchema,
    cache: false,
  });

export const getTeacherList = (scope: RequestScope, { deptId, pageNum = 1, pageSize = 16 }: TeacherParams = {}) =>
  call(scope, {
    name: 'teacher.list',
    method: 'GET',
    path: '/api/special/teacher/list',
    query: { deptId, pageNum, pageSize },
    schema: TeacherPageSchema,
    cache: true,
  });

export const getTeacher = (scope: RequestScope, id: string | number) =>
  call(scope, {
    name: 'teacher.get',
    method: 'GET',
    path: `/api/special/teacher/${seg(id)}`,
    schema: TeacherDetailSchema,
    cache: true,
  });

/** groupId 1 academic posts, 2 administrative posts; none gives all. */
export const getCareers = (scope: RequestScope, groupId?: number) =>
  call(scope, {
    name: 'careers.list',
    method: 'GET',
    path: '/api/special/careers',
    query: { groupId },
    schema: CareerListSchema,
    cache: true,
  });

/** Intakes and their key dates, tuition, application fees, deposits and refunds (docs/UPSTREAM.md §20). */
export const getAdmissionsFacts = (scope: RequestScope) =>
  call(scope, {
    name: 'admissions.facts',
    method: 'GET',
    path: '/api/admissions/facts',
    schema: AdmissionsFactsSchema,
    cache: true,
  });

/** One programme's detail, by the code a programme list gives it (docs/UPSTREAM.md §21). */
export const getProgramme = (scope: RequestScope, code: string) =>
  call(scope, {
    name: 'programme.get',
    method: 'GET',
    path: `/api/programme/${seg(code)}`,
    schema: ProgrammeDetailSchema,
    cache: true,
  });

/** The funds one can give to and the suggested amounts (docs/UPSTREAM.md §22). */
export const getGiving = (scope: RequestScope) =>
  call(scope, { name: 'giving.funds', method: 'GET', path: '/api/giving/funds', schema: GivingSchema, cache: true });

/**
 * One page of the programme summary list (docs/UPSTREAM.md §23), optional: the programme
 * finder's and the comparison's facts without a detail call per programme.
 */
export const getProgrammeList = (scope: RequestScope, { pageNum = 1, pageSize = 100 } = {}) =>
  call(scope, {
    name: 'programme.list',
    method: 'GET',
    path: '/api/programme/list',
    query: { pageNum, pageSize },
    schema: ProgrammeSummaryPageSchema,
    cache: true,
  });

/** Scholarships, optional (docs/UPSTREAM.md §24): on the fees page, the route pages and programme pages. */
export const getScholarships = (scope: RequestScope) =>
  call(scope, {
    name: 'scholarship.list',
    method: 'GET',
    path: '/api/scholarship/list',
    schema: ScholarshipListSchema,
    cache: true,
  });

/** Where the site notices are asked for (docs/UPSTREAM.md "Site notices"); the webhook kind `notice` covers it. */
export const NOTICES_PATH = '/api/notice/active';

/**
 * The site notices in force (docs/UPSTREAM.md "Site notices"). Not through the data cache: they
 * have a freshness window of their own, much shorter than the data's (src/notices/notices.ts).
 */
export const getActiveNotices = (scope: RequestScope) =>
  call(scope, { name: 'notice.active', method: 'GET', path: NOTICES_PATH, schema: NoticeListSchema, cache: false });

/** Events, a page at a time (docs/UPSTREAM.md §26; optional: a CMS without it answers 404). */
export const getEventList = (
  scope: RequestScope,
  { pageNum = 1, pageSize = 10, from, to, before, category, audience, route, programme, isAsc }: EventListParams = {},
) =>
  call(scope, {
    name: 'event.list',
    method: 'GET',
    path: '/api/event/list',
    query: { pageNum, pageSize, from, to, before, category, audience, route, programme, isAsc },
    schema: EventPageSchema,
    cache: true,
  });

/** One event with its details (docs/UPSTREAM.md §27; optional like §26). */
export const getEvent = (scope: RequestScope, id: string) =>
  call(scope, { name: 'event.get', method: 'GET', path: `/api/event/${seg(id)}`, schema: EventSchema, cache: true });
