// What the sitemaps list, by type (docs/SEO.md); how a type is cut into children: children.ts.
// A long list is read a CMS page at a time; a type the CMS answers in one piece (the menu, the
// special topics) is cut into ENTRIES_PER_CHILD entries a child. The programme pages have a
// child per level, known without a read.
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
import {
  countChildren,
  ENTRIES_PER_CHILD,
  type Entry,
  LIST_PAGE_SIZE,
  type ListedRoute,
  type Paged,
  paged,
  readChild,
  type Source,
} from '@/seo/children';
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

/** Menu-linked articles in one child: one call each (for their own id and date) and the menu's. */
export const ARTICLES_PER_CHILD = 9;
/** The most CMS calls any child makes (the articles' children; a programmes child makes one per unit). */
export const MAX_CHILD_CALLS = Math.max(ARTICLES_PER_CHILD + 1, UNIT_CODES.length);

/**
 * An entry built from a CMS id, or nothing when the id cannot be the URL's segment or `?id=`
 * (`.`, `..`, `%2e%2e`, `100%`): such a URL would name another page or none. Logged.
 */
function fromId(type: string, id: string, ok: boolean, entry: () => Entry): Entry[] {
  if (ok) return [entry()];
  log('warn', 'sitemap.badId', { type, id: id.slice(0, 100) });
  return [];
}

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

/** How many children a type has (at least one), and its runs when the count read them whole. */
export const childCount = (type: SitemapType, scope: RequestScope, routes: readonly ListedRoute[]) =>
  countChildren(sourceOf(type), scope, routes);

/** The entries of child `n` of a type (1-based), or undefined when the type has no such child. */
export const childEntries = (type: SitemapType, n: number, scope: RequestScope, routes: readonly ListedRoute[]) =>
  readChild(type, sourceOf(type), n, scope, routes);
