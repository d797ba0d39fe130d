// What the sitemaps list, by type, and how a type is cut into children (docs/SEO.md). A long
// list is cut by the CMS's own paging: child n of a paged type reads CMS pages
// (n − 1) × CMS_PAGES_PER_CHILD + 1 … n × CMS_PAGES_PER_CHILD and nothing else, so one child
// costs the same few calls whatever the size of the site. A type the CMS answers in one piece
// (the menu, the special topics) is cut into ENTRIES_PER_CHILD entries a child. The programme
// pages have a child per level, known without a read.
// A reader rejects when a list it needs cannot be read: a child is complete or not served.
import { splitLocale } from '@/i18n/paths';
import { isIdValue, isSlug } from '@/lib/query-rules';
import { log } from '@/lib/log';
import { dayOf } from '@/i18n/dates';
import { sitePath } from '@/lib/href';
import { isNotFound } from '@/upstream/errors';
import {
  getArticle,
  getEventList,
  getMenu,
  getMenuList,
  getNewsList,
  getOutList,
  getSchoolfellowList,
  getTeacherList,
} from '@/upstream/api';
import type { RequestScope } from '@/request/scope';
import { perDatum } from '@/cms/derived';
import { type MenuItem, LEVELS } from '@/upstream/schemas';
import { menuLink, articleHref } from '@/cms/links';
import { ROUTES } from '@/route-table';
import { UNIT_CODES } from '@/cms/depts';
import { programmePath } from '@/cms/programmes';

/**
 * A CMS day that is a real calendar day, for a `<lastmod>`: `9999-99-99` or `2026-02-30` would
 * make the sitemap invalid, so such a date is left out (the page is listed without one).
 */
const realDay = (day: string): string | undefined => (dayOf(day) ? day.slice(0, 10) : undefined);

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
/** Menu-linked articles in one child: one call each (for their own id and date) and the menu's. */
export const ARTICLES_PER_CHILD = 9;
/** The most CMS calls any child makes (the articles' children; a programmes child makes one per unit). */
export const MAX_CHILD_CALLS = Math.max(ARTICLES_PER_CHILD + 1, UNIT_CODES.length);

interface Paged<T> {
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

/**
 * An entry built from a CMS id, or nothing when the id cannot be the URL's segment or `?id=`
 * (`.`, `..`, `%2e%2e`, `100%`): such a URL would name another page or none. Logged.
 */
function fromId(type: string, id: string, ok: boolean, entry: () => Entry): Entry[] {
  if (ok) return [entry()];
  log('warn', 'sitemap.badId', { type, id: id.slice(0, 100) });
  return [];
}

/** A CMS list read page by page: child n is its own run of CMS pages. */
interface PagedSource {
  kind: 'paged';
  read: (scope: RequestScope, pageNum: number) => Promise<Paged<Entry>>;
}

/** A list that comes in one piece (one or two calls): child n is its n-th run of `size` entries. */
interface WholeSource {
  kind: 'whole';
  size: number;
  all: (scope: RequestScope, routes: readonly ListedRoute[]) => Promise<Entry[]>;
  /** The entries of one run, when they take reads of their own (menu-linked articles). */
  finish?: (scope: RequestScope, run: Entry[]) => Promise<Entry[]>;
}

/** A list whose children are known before any read (one per programme level): child n is read(n). */
interface PartsSource {
  kind: 'parts';
  parts: number;
  read: (scope: RequestScope, n: number) => Promise<Entry[]>;
}

type Source = PagedSource | WholeSource | PartsSource;

const paged = <T>(
  read: (scope: RequestScope, pageNum: number) => Promise<Paged<T>>,
  entry: (row: T) => Entry[],
): PagedSource => ({
  kind: 'paged',
  read: async (scope, pageNum) => {
    const page = await read(scope, pageNum);
    return { rows: page.rows.flatMap(entry), totalPage: lastPageOf(page) };
  },
});

/** The site path (without language prefix) of each internal menu link without query or hash. */
function menuPaths(menu: readonly MenuItem[]): string[] {
  const paths: string[] = [];
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      const link = menuLink(item, 'tc');
      if (link && !link.external && !/[?#]/.test(link.href)) paths.push(decodeURI(splitLocale(link.href).path));
      walk(item.children);
    }
  };
  walk(menu);
  return paths;
}

/**
 * The route table's fixed pages (src/route-table.ts): rows without :params, less those whose
 * module needs an input (a profile needs its ?id=, and is listed with it under its own type)
 * or keeps the page out of the index. A page added to the table is listed by itself.
 */
export function fixedPaths(routes: readonly ListedRoute[]): string[] {
  return routes
    .filter(
      (r) => r.kind === 'page' && !r.path.includes(':') && !r.path.includes('*') && !r.input && r.indexable !== false,
    )
    .map((r) => r.path);
}

const ARTICLE_LINK = /^\/article\/([^/]+)$/;
const articleLinks = async (scope: RequestScope) =>
  [...new Set(menuPaths(await getMenuList(scope)).filter((p) => ARTICLE_LINK.test(p)))].map((path) => ({ path }));

const SOURCES = {
  /** Fixed pages and the CMS menu's own pages (article links are the `articles` type). */
  pages: {
    kind: 'whole',
    size: ENTRIES_PER_CHILD,
    all: async (scope, routes) => {
      const fromMenu = menuPaths(await getMenuList(scope)).filter((p) => !ARTICLE_LINK.test(p));
      return [...new Set([...fixedPaths(routes), ...fromMenu])].sort().map((path) => ({ path }));
    },
  },
  /**
   * The programme pages (every programme a list gives a code), a child per level: its units'
   * lists (GET /api/out/list), one call each. The levels are known, so the index reads nothing.
   */
  programmes: {
    kind: 'parts',
    parts: LEVELS.length,
    read: async (scope, n) => {
      const level = LEVELS[n - 1];
      if (!level) return [];
      const lists = await Promise.all(UNIT_CODES.map((unit) => getOutList(scope, `${unit}-${level}`)));
      const paths = lists.flat().flatMap((item) => programmePath(item) ?? []);
      return [...new Set(paths)].sort().map((path) => ({ path }));
    },
  },
  /** Every news article, oldest id first: a new item goes to the last child, the others stay put. */
  news: paged(
    (scope, pageNum) => getNewsList(scope, { pageNum, pageSize: LIST_PAGE_SIZE, orderByColumn: 'id', isAsc: 'asc' }),
    (a) => fromId('news', a.id, isSlug(a.id), () => ({ path: articleHref(a, 'tc'), lastmod: realDay(a.publishDate) })),
  ),
  /** The special topics (the CMS page `subject` lists them all). */
  topics: {
    kind: 'whole',
    size: ENTRIES_PER_CHILD,
    all: async (scope) => {
      const page = await getMenu(scope, 'subject');
      // Built once per version of the list: the index and each topics child read it whole.
      return perDatum(
        page,
        'sitemap-topics',
        () =>
          page.articles.flatMap((a) =>
            fromId('topics', a.id, isSlug(a.id), () => ({
              path: decodeURI(articleHref({ ...a, type: 'subject' }, 'tc')),
              lastmod: realDay(a.publishDate),
            })),
          ),
        page.articles.length * 160,
      );
    },
  },
  /** The general articles the menu links, each read for its own id (an alias is not its URL) and date. */
  articles: {
    kind: 'whole',
    size: ARTICLES_PER_CHILD,
    all: articleLinks,
    finish: async (scope, run) => {
      const read = await Promise.all(
        run.map((e) => getArticle(scope, ARTICLE_LINK.exec(e.path)?.[1] ?? '', 'article')),
      );
      const linkable = read.flatMap((a) =>
        fromId('articles', a.id, isSlug(a.id), () => ({
          path: decodeURI(articleHref(a, 'tc')),
          lastmod: realDay(a.publishDate),
        })),
      );
      const byPath = new Map(linkable.map((e) => [e.path, e.lastmod]));
      return [...byPath].map(([path, lastmod]) => ({ path, lastmod }));
    },
  },
  teachers: paged(
    (scope, pageNum) => getTeacherList(scope, { pageNum, pageSize: LIST_PAGE_SIZE }),
    (t) =>
      fromId('teachers', String(t.id), isIdValue(t.id), () => ({
        path: ROUTES['teacher-detail'].path,
        search: `?id=${t.id}`,
      })),
  ),
  alumni: paged(
    (scope, pageNum) =>
      getSchoolfellowList(scope, { pageNum, pageSize: LIST_PAGE_SIZE, orderByColumn: 'id', isAsc: 'asc' }),
    (a) =>
      fromId('alumni', String(a.id), isIdValue(a.id), () => ({
        path: ROUTES['alumni-detail'].path,
        search: `?id=${a.id}`,
      })),
  ),
  /**
   * Every event's page, soonest first (docs/UPSTREAM.md §26; /events itself is a menu page of a
   * CMS that has events). The calls are optional: a CMS that answers "not found" for them has no
   * events, and this type lists nothing.
   */
  events: {
    kind: 'paged',
    read: async (scope, pageNum) => {
      let page: Paged<{ id: string }>;
      try {
        page = await getEventList(scope, { pageNum, pageSize: LIST_PAGE_SIZE, isAsc: 'asc' });
      } catch (err) {
        if (isNotFound(err)) return { rows: [], totalPage: 1 };
        throw err;
      }
      return { rows: page.rows.map((e) => ({ path: sitePath('event', { id: e.id }) })), totalPage: page.totalPage };
    },
  },
} satisfies Record<string, Source>;

export type SitemapType = keyof typeof SOURCES;
export const SITEMAP_TYPES = Object.keys(SOURCES) as SitemapType[];
const sourceOf = (type: SitemapType): Source => SOURCES[type];

/** How many children a type has (at least one): one CMS call for a paged type, the whole read otherwise. */
export async function childCount(type: SitemapType, scope: RequestScope, routes: readonly ListedRoute[]) {
  const source = sourceOf(type);
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
 * The entries of child `n` of a type (1-based), or undefined when the type has no such child.
 * A paged type reads its own CMS pages only: never more than CMS_PAGES_PER_CHILD, even when
 * the CMS's `totalPage` is absurd.
 */
export async function childEntries(
  type: SitemapType,
  n: number,
  scope: RequestScope,
  routes: readonly ListedRoute[],
): Promise<Entry[] | undefined> {
  const entries = await entriesOf(type, n, scope, routes);
  if (!entries || entries.length <= MAX_ENTRIES_PER_CHILD) return entries;
  log('error', 'sitemap.childFull', { type, child: n, entries: entries.length, listed: MAX_ENTRIES_PER_CHILD });
  return entries.slice(0, MAX_ENTRIES_PER_CHILD);
}

async function entriesOf(
  type: SitemapType,
  n: number,
  scope: RequestScope,
  routes: readonly ListedRoute[],
): Promise<Entry[] | undefined> {
  const source = sourceOf(type);
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
