// What the site index is made of: the CMS data the site's pages show, read through the same
// cached calls (src/upstream/api.ts). Loading only gathers the cached answers; turning them
// into documents (docs.ts) happens once per data version, not per search.
import { settle, type Result } from '@/lib/result';
import { routedCmsPages } from '@/route-table';
import {
  getApplicationList,
  getCareers,
  getDeptList,
  getMenu,
  getMenuList,
  getOutList,
  getPartners,
  getSchoolfellowList,
  getTeacherList,
} from '@/upstream/api';
import type { RequestScope } from '@/request/scope';
import { isNotFound } from '@/upstream/errors';
import type {
  Application,
  Career,
  Dept,
  MenuItem,
  MenuPage,
  OutItem,
  Partner,
  Schoolfellow,
  Teacher,
} from '@/upstream/schemas';
import type { DocKind } from '@/search/engine';
import { UNIT_CODES } from '@/cms/depts';
import { LEVELS } from '@/cms/programmes';

/** CMS pages the site shows under a path of its own (the route table's `cmsPage`). */
export const ROUTED_PAGES: readonly { alias: string; path: string }[] = routedCmsPages();

/** Lists are read this many at a time; a site with more pages than MAX_LIST_PAGES is cut there. */
const LIST_PAGE_SIZE = 200;
const MAX_LIST_PAGES = 10;

export interface Sources {
  menu: Result<MenuItem[]>;
  /** By alias: the routed pages and the menu's article pages ('gone': the CMS has no such page). */
  pages: Map<string, Result<MenuPage> | 'gone'>;
  depts: Result<Dept[]>;
  /** By outTypeName ('fass-ug'). */
  programmes: Map<string, Result<OutItem[]>>;
  teachers: Result<Teacher[][]>;
  alumni: Result<Schoolfellow[][]>;
  partners: Result<Partner[]>;
  careers: Result<Career[]>;
  applications: Result<Application[]>;
}

/** Aliases of the menu's article pages (menu type 1). */
export function menuAliases(menu: readonly MenuItem[]): string[] {
  const out: string[] = [];
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.menuType === 1 && item.menuAlias) out.push(item.menuAlias);
      walk(item.children);
    }
  };
  walk(menu);
  return out;
}

/** Every page of a paged list, as the cached page answers themselves (their identity is their version). */
async function allPages<T>(
  first: (pageNum: number) => Promise<{ rows: T[]; totalPage: number }>,
): Promise<Result<T[][]>> {
  const head = await settle(first(1));
  if (!head.ok) return head;
  const more = Math.min(head.data.totalPage, MAX_LIST_PAGES);
  const rest = await Promise.all(Array.from({ length: more - 1 }, (_, i) => settle(first(i + 2))));
  if (rest.some((r) => !r.ok)) return { ok: false };
  // The answers' row arrays, not copies: the same cached answer gives the same arrays.
  return { ok: true, data: [head.data.rows, ...rest.map((r) => (r.ok ? r.data.rows : []))] };
}

/** A CMS page, or 'gone' when the CMS says there is none (a menu entry may outlive its page). */
const pageOf = (scope: RequestScope, alias: string): Promise<Result<MenuPage> | 'gone'> =>
  getMenu(scope, alias).then(
    (data) => ({ ok: true, data }),
    (err: unknown) => (isNotFound(err) ? 'gone' : { ok: false }),
  );

/** Gathers every source, in parallel; each failure is kept as such (the index says what is missing). */
export async function loadSources(scope: RequestScope): Promise<Sources> {
  const menu = await settle(getMenuList(scope));
  const aliases = [...new Set([...ROUTED_PAGES.map((p) => p.alias), ...(menu.ok ? menuAliases(menu.data) : [])])];
  const outNames = UNIT_CODES.flatMap((code) => LEVELS.map((level) => `${code}-${level}`));
  const [pages, depts, programmes, teachers, alumni, partners, careers, applications] = await Promise.all([
    Promise.all(aliases.map(async (alias) => [alias, await pageOf(scope, alias)] as const)),
    settle(getDeptList(scope)),
    Promise.all(outNames.map(async (name) => [name, await settle(getOutList(scope, name))] as const)),
    allPages((pageNum) => getTeacherList(scope, { pageNum, pageSize: LIST_PAGE_SIZE })),
    allPages((pageNum) => getSchoolfellowList(scope, { pageNum, pageSize: LIST_PAGE_SIZE })),
    settle(getPartners(scope).then((p) => p.rows)),
    settle(getCareers(scope)),
    settle(getApplicationList(scope)),
  ]);
  return {
    menu,
    pages: new Map(pages),
    depts,
    programmes: new Map(programmes),
    teachers,
    alumni,
    partners,
    careers,
    applications,
  };
}

/**
 * The cached answers themselves, for when a source failed (there are no data versions then):
 * the upstream cache hands out the same object until that datum is refreshed, so a partial
 * index is not rebuilt on every search while the CMS is down.
 */
export function versionOf(s: Sources): unknown[] {
  const v = (r: Result<unknown> | 'gone') => (r === 'gone' ? r : r.ok ? r.data : undefined);
  return [
    v(s.menu),
    ...[...s.pages].flatMap(([alias, r]) => [alias, v(r)]),
    v(s.depts),
    ...[...s.programmes.values()].map(v),
    ...(s.teachers.ok ? s.teachers.data : [undefined]),
    ...(s.alumni.ok ? s.alumni.data : [undefined]),
    v(s.partners),
    v(s.careers),
    v(s.applications),
  ];
}

export const sameVersion = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** The kinds of result a failed source leaves out: the page says which part is missing. */
export function missingKinds(s: Sources): DocKind[] {
  const missing = new Set<DocKind>();
  const failed = (r: Result<unknown> | 'gone') => r !== 'gone' && !r.ok;
  const pageParts = [s.menu, ...s.pages.values(), s.partners, s.careers, s.applications];
  if (pageParts.some(failed)) missing.add('page');
  if (failed(s.depts) || [...s.programmes.values()].some(failed)) missing.add('programme');
  if (failed(s.teachers) || failed(s.alumni)) missing.add('person');
  return [...missing];
}
