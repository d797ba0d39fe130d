// What the sitemaps list, by type, read from the route table and the CMS lists (every page of
// them). A reader rejects when any list it needs cannot be read: a sitemap is complete or not
// served (docs/SEO.md).
import { splitLocale } from '@/i18n/paths';
import type { RouteDef } from '@/render/route';
import {
  getArticle,
  getMenu,
  getMenuList,
  getNewsList,
  getOutList,
  getSchoolfellowList,
  getTeacherList,
} from '@/upstream/api';
import type { RequestScope } from '@/request/scope';
import type { MenuItem } from '@/upstream/schemas';
import { menuLink, articleHref } from '@/cms/links';
import { ROUTES } from '@/route-table';
import { UNIT_CODES } from '@/cms/depts';
import { LEVELS, programmePath } from '@/cms/programmes';

/** One page of the site: its path (without language prefix) and canonical query. */
export interface Entry {
  path: string;
  search?: string;
  /** 'YYYY-MM-DD': when the CMS says it was published or last updated. */
  lastmod?: string;
}

export const SITEMAP_TYPES = ['pages', 'news', 'articles', 'people'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

/** The largest page of a CMS list the sitemaps ask for (the news list's limit, docs/UPSTREAM.md §6). */
export const LIST_PAGE_SIZE = 100;
/** No list is read past this many pages (100 000 items): a runaway `totalPage` ends here. */
const MAX_LIST_PAGES = 1000;

interface Paged<T> {
  rows: T[];
  totalPage: number;
}

/** Every row of a paged CMS list. */
async function allRows<T>(read: (pageNum: number) => Promise<Paged<T>>): Promise<T[]> {
  const first = await read(1);
  const pages = Math.min(first.totalPage, MAX_LIST_PAGES);
  const rest = await Promise.all(Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => read(i + 2)));
  return [first, ...rest].flatMap((page) => page.rows);
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
export function fixedPaths(routes: readonly RouteDef[]): string[] {
  return routes
    .filter((r) => !r.path.includes(':') && !r.path.includes('*') && !r.input && r.indexable !== false)
    .map((r) => r.path);
}

const ARTICLE_LINK = /^\/article\/([^/]+)$/;

/** The pages of the programmes whose detail the CMS has (every unit's list of every level). */
async function programmePaths(scope: RequestScope): Promise<string[]> {
  const lists = await Promise.all(
    UNIT_CODES.flatMap((code) => LEVELS.map((level) => getOutList(scope, `${code}-${level}`))),
  );
  return lists.flat().flatMap((item) => programmePath(item) ?? []);
}

/** Fixed pages, the CMS menu's own pages and the programme pages; article links go to the articles type. */
async function pages(scope: RequestScope, routes: readonly RouteDef[]): Promise<Entry[]> {
  const [menu, programmes] = await Promise.all([getMenuList(scope), programmePaths(scope)]);
  const fromMenu = menuPaths(menu).filter((p) => !ARTICLE_LINK.test(p));
  return [...new Set([...fixedPaths(routes), ...fromMenu, ...programmes])].sort().map((path) => ({ path }));
}

async function news(scope: RequestScope): Promise<Entry[]> {
  const rows = await allRows((pageNum) => getNewsList(scope, { pageNum, pageSize: LIST_PAGE_SIZE }));
  return rows.map((a) => ({ path: articleHref(a, 'tc'), lastmod: a.publishDate }));
}

/** Special topics (the CMS page `subject` lists them) and the general articles the menu links. */
async function articles(scope: RequestScope): Promise<Entry[]> {
  const [topics, menu] = await Promise.all([getMenu(scope, 'subject'), getMenuList(scope)]);
  const ids = menuPaths(menu).flatMap((p) => ARTICLE_LINK.exec(p)?.[1] ?? []);
  const general = await Promise.all(ids.map((id) => getArticle(scope, id, 'article')));
  const all = [...topics.articles.map((a) => ({ ...a, type: 'subject' })), ...general];
  const byPath = new Map(all.map((a) => [decodeURI(articleHref(a, 'tc')), a.publishDate]));
  return [...byPath].map(([path, lastmod]) => ({ path, lastmod }));
}

async function people(scope: RequestScope): Promise<Entry[]> {
  const [teachers, alumni] = await Promise.all([
    allRows((pageNum) => getTeacherList(scope, { pageNum, pageSize: LIST_PAGE_SIZE })),
    allRows((pageNum) => getSchoolfellowList(scope, { pageNum, pageSize: LIST_PAGE_SIZE })),
  ]);
  return [
    ...teachers.map((t) => ({ path: ROUTES['teacher-detail'].path, search: `?id=${t.id}` })),
    ...alumni.map((a) => ({ path: ROUTES['alumni-detail'].path, search: `?id=${a.id}` })),
  ];
}

/** The entries of one sitemap type; rejects when any list behind it cannot be read. */
export function entriesOf(type: SitemapType, scope: RequestScope, routes: readonly RouteDef[]): Promise<Entry[]> {
  switch (type) {
    case 'pages':
      return pages(scope, routes);
    case 'news':
      return news(scope);
    case 'articles':
      return articles(scope);
    case 'people':
      return people(scope);
  }
}
