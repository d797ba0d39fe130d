// Outside input of the pages (query parameters and path segments), parsed with valibot. A
// malformed filter falls back to its default; paging, ids and the one-value rule are shared
// with every list (src/http/params.ts).
import * as v from 'valibot';
import { idParam, pageOrNotFound, single } from '@/http/params';
import { idRule, isSlug, pageRule, type QueryRules, SLUG, schemaRule } from '@/lib/query-rules';
import { keywordOf } from '@/http/params';
import type { AppContext } from '@/types';

/** docs/REQUIREMENTS.md §9 generic page size. */
export const PAGE_SIZE = 10;

/** A local page of a list the CMS answers whole (search results, special topics). */
export function pageOf<T>(all: readonly T[], pageNum: number, pageSize = PAGE_SIZE) {
  const totalPage = Math.ceil(all.length / pageSize);
  pageOrNotFound(pageNum, totalPage);
  return { rows: all.slice((pageNum - 1) * pageSize, pageNum * pageSize), totalPage, currentPage: pageNum };
}

/** The news order the CMS knows (docs/UPSTREAM.md §6); anything else is the default. */
export const ORDER_COLUMNS = ['publish_date', 'id', 'title'] as const;
export const ORDER_DIRECTIONS = ['asc', 'desc'] as const;
export type OrderColumn = (typeof ORDER_COLUMNS)[number];
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number];

export function orderParams(c: AppContext): {
  orderByColumn: OrderColumn | undefined;
  isAsc: OrderDirection | undefined;
} {
  const column = v.safeParse(v.picklist(ORDER_COLUMNS), single(c, 'orderByColumn'));
  const direction = v.safeParse(v.picklist(ORDER_DIRECTIONS), single(c, 'isAsc'));
  return {
    orderByColumn: column.success ? column.output : undefined,
    isAsc: direction.success ? direction.output : undefined,
  };
}

/** The search keyword, normalised as the site search does it (src/search/keyword.ts). Empty: no search. */
export const keywordParam = (c: AppContext): string => keywordOf(c).keyword;

/** Ids, slugs and aliases that may go into a CMS path (src/http/params.ts). */
export { SLUG, isSlug };
/** A route's input: the slug, or undefined (the 404 page) when it is not one. */
export const slugOf = (value: string | undefined): string | undefined => (isSlug(value) ? value : undefined);

/** A partner region key (outAddress), e.g. 'North America'; anything else is no filter. */
const Region = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z][A-Za-z .&-]{0,39}$/));
export function regionParam(c: AppContext): string | undefined {
  const parsed = v.safeParse(Region, single(c, 'outAddress'));
  return parsed.success ? parsed.output : undefined;
}

/** Career groups: 1 academic posts, 2 administrative posts. */
export const CAREER_GROUPS = ['1', '2'] as const;
export function groupParam(c: AppContext): 1 | 2 | undefined {
  const parsed = v.safeParse(v.picklist(CAREER_GROUPS), single(c, 'groupId'));
  return parsed.success ? (Number(parsed.output) as 1 | 2) : undefined;
}

const UserType = v.picklist(['1', '2']);

/** userType of the alumni filter: 1 undergraduate, 2 postgraduate. */
export function userTypeParam(c: AppContext): 1 | 2 | undefined {
  const parsed = v.safeParse(UserType, single(c, 'userType'));
  return parsed.success ? (Number(parsed.output) as 1 | 2) : undefined;
}

/** A detail page's input: exactly one well-formed ?id=, or undefined (the 404 page). */
export const idInput = (c: AppContext): number | undefined => idParam(c, 'id');

/** The defining query of each page type (RouteDef.query, src/seo/canonical.ts). */
export const QUERY = {
  profile: { id: idRule },
  teachers: { deptId: idRule, pageNum: pageRule },
  alumni: { deptId: idRule, userType: schemaRule(UserType), pageNum: pageRule },
  pages: { pageNum: pageRule },
  news: {
    pageNum: pageRule,
    orderByColumn: schemaRule(v.picklist(ORDER_COLUMNS)),
    isAsc: schemaRule(v.picklist(ORDER_DIRECTIONS)),
  },
  partners: { outAddress: schemaRule(Region), pageNum: pageRule },
  careers: { groupId: schemaRule(v.picklist(CAREER_GROUPS)) },
} satisfies Record<string, QueryRules>;
