// What the CMS's list calls take (docs/UPSTREAM.md "The calls"): their query parameters, each
// optional; the typed calls of api.ts give the site's defaults.

export interface NewsListParams {
  pageNum?: number;
  pageSize?: number;
  /** e.g. 'publish_date' (the CMS default). */
  orderByColumn?: string;
  isAsc?: 'asc' | 'desc';
}

export interface PartnerParams {
  /** Region: 'Europe', 'Asia', 'North America', 'Oceania'; none gives all. */
  outAddress?: string;
  pageNum?: number;
  pageSize?: number;
}

export interface SchoolfellowParams {
  deptId?: number;
  /** 1 undergraduate, 2 postgraduate. */
  userType?: 1 | 2;
  pageNum?: number;
  pageSize?: number;
  /** The CMS's order (docs/UPSTREAM.md §10): `order_num` (default), `graduation_year` or `id`. */
  orderByColumn?: 'order_num' | 'graduation_year' | 'id';
  isAsc?: 'asc' | 'desc';
}

export interface TeacherParams {
  /** A department or a faculty (which includes its departments); none gives all. */
  deptId?: number;
  pageNum?: number;
  pageSize?: number;
}

export interface EventListParams {
  pageNum?: number;
  pageSize?: number;
  /** 'YYYY-MM-DD': events whose last day (in Hong Kong) is on or after it. */
  from?: string;
  /** 'YYYY-MM-DD': events whose first day is on or before it. */
  to?: string;
  /** 'YYYY-MM-DD': events whose last day is before it (the archive: over by that day). */
  before?: string;
  category?: string;
  audience?: string;
  /** An entry route (docs/UPSTREAM.md §20): the events tagged with it. */
  route?: string;
  /** A programme code: the events tagged with it. */
  programme?: string;
  /** By start: 'asc' (the default, soonest first) or 'desc' (the archive, latest first). */
  isAsc?: 'asc' | 'desc';
}
