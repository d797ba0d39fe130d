// The one shape of a paged people list (teachers, alumni): the page number and filters parsed
// by the route, the CMS list call and the department list asked for in parallel, paging past
// the end a 404 (src/lib/params.ts), and the URLs the filter form and pagination link to.
import { HTTPException } from 'hono/http-exception';
import { deptBlock } from '@/cms/load';
import type { Translate } from '@/i18n/messages';
import { href } from '@/lib/href';
import { pageOrNotFound, pageParam } from '@/lib/params';
import type { Result } from '@/lib/result';
import { required } from '@/cms/required';
import type { AppContext } from '@/types';
import type { RequestScope } from '@/request/scope';
import type { Dept } from '@/upstream/schemas';

export type Filters = Record<string, number | undefined>;

export interface PagedRows<T> {
  rows: T[];
  total: number;
  totalPage: number;
}

export interface PeopleListSpec<F extends Filters, T> {
  /** The list's own route. */
  route: 'teacher' | 'alumni';
  /** The parsed filters (undefined: no filter); they go into the CMS call and every link. */
  filters: F;
  pageSize: number;
  call: (ctx: RequestScope, query: F & { pageNum: number; pageSize: number }) => Promise<PagedRows<T>>;
}

/** One page of a people list, as the route's head and Page show it. */
export interface PeopleList<F extends Filters, T> {
  pageNum: number;
  /** The department list, streamed into the filter form and the cards. */
  depts: Promise<Result<Dept[]>>;
  list: PagedRows<T>;
  /** The parsed filters, shown as the filter form's current values. */
  filters: F;
  /** The list's localised path: the filter form's action and its reset link. */
  path: string;
  /** The current filters' URL, for the pagination links. */
  pagingUrl: string;
  /** Whether any filter is set: the filter form then offers its reset link. */
  filtered: boolean;
}

export async function loadPeopleList<F extends Filters, T>(
  c: AppContext,
  spec: PeopleListSpec<F, T>,
): Promise<PeopleList<F, T>> {
  const ctx = c.var.scope;
  const pageNum = pageParam(c);
  const depts = deptBlock(ctx);
  await knownDepartment(depts, spec.filters.deptId);
  const list = await required(spec.call(ctx, { ...spec.filters, pageNum, pageSize: spec.pageSize }));
  pageOrNotFound(pageNum, list.totalPage);
  const path = href(spec.route, {}, c.get('locale'));
  return {
    pageNum,
    depts,
    list,
    filters: spec.filters,
    path,
    pagingUrl: href(spec.route, spec.filters, c.get('locale')),
    filtered: Object.values(spec.filters).some((value) => value !== undefined),
  };
}

/**
 * A department filter names a department of the CMS's own list (/api/dept/list, which the page
 * reads anyway, cached): any other id is a 404 before the list is asked for, so a visitor's
 * made-up id costs no CMS call and is no indexable empty page (docs/SECURITY.md "Filter values").
 * Without the department list (the CMS down, nothing cached) the list call decides as before.
 */
async function knownDepartment(depts: Promise<Result<Dept[]>>, deptId: number | undefined): Promise<void> {
  if (deptId === undefined) return;
  const known = await depts;
  if (known.ok && !known.data.some((dept) => dept.deptId === deptId)) throw new HTTPException(404);
}

/** A list page's title, with the page number after the first page. */
export const listTitle = (t: Translate, title: string, pageNum: number): string =>
  pageNum > 1 ? t('list.titlePage', { title, page: pageNum }) : title;
