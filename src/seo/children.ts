// How a sitemap type is cut into children (docs/SEO.md; what each type lists: sources.ts). A
// long list is cut by the CMS's own paging: child n of a paged type reads CMS pages
// (n − 1) × CMS_PAGES_PER_CHILD + 1 … n × CMS_PAGES_PER_CHILD and nothing else, so one child
// costs the same few calls whatever the size of the site. A type the CMS answers in one piece
// is cut into runs of its `size` entries; a type known before any read has a child per part.
// A reader rejects when a list it needs cannot be read: a child is complete or not served.
import { log } from '@/lib/log';
import type { RequestScope } from '@/request/scope';

/** What the sitemaps need to know of a route (src/render/route.ts RouteDef): is it a page to list? */
export interface ListedRoute {
  path: string;
  kind: 'page' | 'endpoint';
  input?: unknown;
  indexable?: false;
}

/** One page of the site: its path (without language prefix) and canonical query. */
export interface Entry {
  path: string;
  search?: string;
  /** 'YYYY-MM-DD': when the CMS says it was published or last updated. */
  lastmod?: string;
}

/** The largest page of a CMS list the sitemaps ask for (the news list's limit, docs/UPSTREAM.md §6). */
export const LIST_PAGE_SIZE = 100;
/**
 * CMS list pages one child reads. One: a child's cost is then the same at any size of the site
 * (100 pages, 300 URLs, one CMS call), and the protocol's 50 000 children of an index still
 * name 5 million pages.
 */
export const CMS_PAGES_PER_CHILD = 1;
/** Pages of the site in one child: three URLs each, far below the protocol's 50 000 and 50 MB. */
export const ENTRIES_PER_CHILD = LIST_PAGE_SIZE * CMS_PAGES_PER_CHILD;
export interface Paged<T> {
  rows: T[];
  totalPage: number;
  /** The CMS's count of rows and its page size: the last page they imply bounds `totalPage`. */
  total?: number;
  pageSize?: number;
}

/**
 * The most pages of the site one child lists, whatever the CMS sends (a list page with more
 * rows than asked for, a level with more programmes than a college has): 3 000 URLs, far below
 * the protocol's 50 000. What is past it is logged (`sitemap.childFull`); those pages stay
 * reachable from the lists that link them.
 */
export const MAX_ENTRIES_PER_CHILD = 1_000;

/**
 * The last page of a CMS list: its `totalPage`, unless its own `total` and `pageSize` imply
 * fewer (a CMS that exaggerates one number does not make the index name children that are
 * empty). Both exaggerated: the index's own bound (MAX_CHILDREN) holds.
 */
export function lastPageOf(page: Paged<unknown>): number {
  const { totalPage, total, pageSize } = page;
  if (total === undefined || pageSize === undefined || pageSize < 1) return totalPage;
  return Math.min(totalPage, Math.ceil(total / pageSize));
}

/** A CMS list read page by page: child n is its own run of CMS pages. */
export interface PagedSource {
  kind: 'paged';
  read: (scope: RequestScope, pageNum: number) => Promise<Paged<Entry>>;
}

/** A list that comes in one piece (one or two calls): child n is its n-th run of `size` entries. */
export interface WholeSource {
  kind: 'whole';
  size: number;
  all: (scope: RequestScope, routes: readonly ListedRoute[]) => Promise<Entry[]>;
  /** The entries of one run, when they take reads of their own (menu-linked articles). */
  finish?: (scope: RequestScope, run: Entry[]) => Promise<Entry[]>;
}

/** A list whose children are known before any read (one per programme level): child n is read(n). */
export interface PartsSource {
  kind: 'parts';
  parts: number;
  read: (scope: RequestScope, n: number) => Promise<Entry[]>;
}

export type Source = PagedSource | WholeSource | PartsSource;

export const paged = <T>(
  read: (scope: RequestScope, pageNum: number) => Promise<Paged<T>>,
  entry: (row: T) => Entry[],
): PagedSource => ({
  kind: 'paged',
  read: async (scope, pageNum) => {
    const page = await read(scope, pageNum);
    return { rows: page.rows.flatMap(entry), totalPage: lastPageOf(page) };
  },
});

/** How many children a type has (at least one): one CMS call for a paged type, the whole read otherwise. */
export async function countChildren(source: Source, scope: RequestScope, routes: readonly ListedRoute[]) {
  if (source.kind === 'parts') return { count: source.parts };
  if (source.kind === 'paged') {
    const first = await source.read(scope, 1);
    return { count: Math.max(1, Math.ceil(first.totalPage / CMS_PAGES_PER_CHILD)) };
  }
  const all = await source.all(scope, routes);
  const count = Math.max(1, Math.ceil(all.length / source.size));
  return { count, runs: Array.from({ length: count }, (_, i) => all.slice(i * source.size, (i + 1) * source.size)) };
}

/**
 * The entries of child `n` of a type's source (1-based), or undefined when the type has no such child.
 * A paged type reads its own CMS pages only: never more than CMS_PAGES_PER_CHILD, even when
 * the CMS's `totalPage` is absurd.
 */
export async function readChild(
  type: string,
  source: Source,
  n: number,
  scope: RequestScope,
  routes: readonly ListedRoute[],
): Promise<Entry[] | undefined> {
  const entries = await entriesOf(source, n, scope, routes);
  if (!entries || entries.length <= MAX_ENTRIES_PER_CHILD) return entries;
  log('error', 'sitemap.childFull', { type, child: n, entries: entries.length, listed: MAX_ENTRIES_PER_CHILD });
  return entries.slice(0, MAX_ENTRIES_PER_CHILD);
}

async function entriesOf(
  source: Source,
  n: number,
  scope: RequestScope,
  routes: readonly ListedRoute[],
): Promise<Entry[] | undefined> {
  if (source.kind === 'parts') return n <= source.parts ? source.read(scope, n) : undefined;
  if (source.kind === 'whole') {
    const run = (await source.all(scope, routes)).slice((n - 1) * source.size, n * source.size);
    if (n > 1 && run.length === 0) return undefined;
    return source.finish ? source.finish(scope, run) : run;
  }
  const from = (n - 1) * CMS_PAGES_PER_CHILD + 1;
  const first = await source.read(scope, from);
  if (n > 1 && from > first.totalPage) return undefined;
  const to = Math.min(from + CMS_PAGES_PER_CHILD - 1, first.totalPage);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, to - from) }, (_, i) => source.read(scope, from + 1 + i)),
  );
  return [first, ...rest].flatMap((page) => page.rows);
}
