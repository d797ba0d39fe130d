// The one shape of a paged people list (teachers, alumni): the page number and filters parsed
// by the route, the CMS list call and the department list asked for in parallel, paging past
// the end a 404 (src/http/params.ts), and the URLs the filter form and pagination link to. A
// name (`?name=`) filters the names the CMS gives for the list's other filters, read through
// the data cache a few large pages at a time (docs/architecture/lists.md "Lists and paging").
import { HTTPException } from 'hono/http-exception';
import { deptBlock } from '@/cms/load';
import type { Translate } from '@/i18n/messages';
import { href } from '@/lib/href';
import { pageOrNotFound, pageParam, single } from '@/http/params';
import { privatePage } from '@/render/page-cache';
import { fold } from '@/search/fold';
import { normaliseKeyword } from '@/search/keyword';
import type { Result } from '@/cms/result';
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

/** The longest name looked for, in characters. */
export const NAME_MAX = 50;
/** Rows asked for in each CMS call while looking for a name (the demo CMS answers up to 200). */
export const NAME_SCAN_PAGE_SIZE = 200;
/**
 * CMS calls one name filter makes at most (NAME_SCAN_CALLS × NAME_SCAN_PAGE_SIZE names): past
 * them the page says so and offers the site search, which finds a person anywhere by name.
 */
export const NAME_SCAN_CALLS = 10;

/** The visitor's ?name=, normalised as a keyword is and cut at NAME_MAX; '' for none. */
export function nameParam(c: AppContext): string {
  const { keyword } = normaliseKeyword(single(c, 'name') ?? '');
  return Array.from(keyword).slice(0, NAME_MAX).join('').trim();
}

/** A name as the filter compares it: folded as the site search folds (陳 = 陈, case, accents), letters and digits only. */
const nameKey = (name: string): string => fold(name).replace(/[^\p{L}\p{N}]+/gu, '');

/** Whether a name holds the typed part (CHAN Chi-ming holds "chi ming", 陳志明 holds 陈志). */
export const nameHolds = (name: string, part: string): boolean => {
  const key = nameKey(part);
  return key.length > 0 && nameKey(name).includes(key);
};

export interface PeopleListSpec<F extends Filters, T> {
  /** The list's own route. */
  route: 'teacher' | 'alumni';
  /** The parsed filters (undefined: no filter); they go into the CMS call and every link. */
  filters: F;
  pageSize: number;
  call: (scope: RequestScope, query: F & { pageNum: number; pageSize: number }) => Promise<PagedRows<T>>;
  /** The name the visitor looks for ('' for none), and each row's name. */
  name: string;
  nameOf: (row: T) => string;
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
  /** The name looked for ('' for none). */
  name: string;
  /** Looking for the name stopped after NAME_SCAN_CALLS calls: the list had more names. */
  nameCut: boolean;
}

export async function loadPeopleList<F extends Filters, T>(
  c: AppContext,
  spec: PeopleListSpec<F, T>,
): Promise<PeopleList<F, T>> {
  const scope = c.get('scope');
  const pageNum = pageParam(c);
  const depts = deptBlock(scope);
  await knownDepartment(depts, spec.filters.deptId);
  const { name } = spec;
  const found = name ? await peopleNamed(scope, spec, pageNum) : undefined;
  const list = found?.list ?? (await required(spec.call(scope, { ...spec.filters, pageNum, pageSize: spec.pageSize })));
  pageOrNotFound(pageNum, list.totalPage);
  const path = href(spec.route, {}, c.get('scope').locale);
  // Each visitor's name is their own: such a page is never kept by the page cache.
  if (name) privatePage(scope);
  return {
    pageNum,
    depts,
    list,
    filters: spec.filters,
    path,
    pagingUrl: href(spec.route, { ...spec.filters, name }, c.get('scope').locale),
    filtered: Boolean(name) || Object.values(spec.filters).some((value) => value !== undefined),
    name,
    nameCut: found?.cut ?? false,
  };
}

/**
 * The rows of the list (with its other filters) whose name holds `spec.name`, one page of them:
 * the CMS's list read NAME_SCAN_PAGE_SIZE rows a call, the first call and then the rest at once,
 * at most NAME_SCAN_CALLS calls; a call with no rows ends the list, whatever totalPage says.
 */
async function peopleNamed<F extends Filters, T>(
  scope: RequestScope,
  spec: PeopleListSpec<F, T>,
  pageNum: number,
): Promise<{ list: PagedRows<T>; cut: boolean }> {
  const read = (n: number) =>
    required(spec.call(scope, { ...spec.filters, pageNum: n, pageSize: NAME_SCAN_PAGE_SIZE }));
  const first = await read(1);
  const last = first.rows.length ? Math.min(first.totalPage, NAME_SCAN_CALLS) : 1;
  const rest = await Promise.all(Array.from({ length: Math.max(0, last - 1) }, (_, i) => read(i + 2)));
  const pages = [first];
  for (const page of rest) {
    if (page.rows.length === 0) break;
    pages.push(page);
  }
  const rows = pages.flatMap((p) => p.rows).filter((row) => nameHolds(spec.nameOf(row), spec.name));
  const from = (pageNum - 1) * spec.pageSize;
  return {
    list: {
      rows: rows.slice(from, from + spec.pageSize),
      total: rows.length,
      totalPage: Math.ceil(rows.length / spec.pageSize),
    },
    cut: pages.length === NAME_SCAN_CALLS && first.totalPage > NAME_SCAN_CALLS,
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
