// The units of a build (docs/architecture/search.md "Site search"): each reads one CMS answer in the
// three languages (one list page, one page, one article…) through the data cache, and gives
// its documents in every language and the units it found (the next page of a list, the
// articles a page links to). A unit's cost in CMS calls is bounded and known before it runs
// (readsOf), so a build step can stop before the per-invocation limit.
import { UNIT_CODES, type UnitCode } from '@/cms/depts';
import { finderAvailable } from '@/cms/finder';
import { LOCALES, type Locale } from '@/i18n/locales';
import { config } from '@/lib/config';
import type { Translate } from '@/i18n/messages';
import type { RequestScope } from '@/request/scope';
import {
  alumnusDocs,
  applicationDocs,
  careerDocs,
  deptDocs,
  type Each,
  partnerDocs,
  programmeDocs,
  programmePageDocs,
  teacherDocs,
} from '@/search/build/docs-lists';
import { type ArticleRef, articleDocs, articleKey, summaryDocs } from '@/search/build/docs-articles';
import { fixedDocs } from '@/search/build/docs-fixed';
import { factsOf, headsOf, indexerOfAlias, joinAll, pageDocs, sectionDocs } from '@/search/build/docs-pages';
import type { PageIndex, PageIndexers } from '@/search/page-index';
import { eventsUnit } from '@/search/build/docs-events';
import type { IndexDoc } from '@/search/store';
import {
  getAdmissionsFacts,
  getApplicationList,
  getArticle,
  getCareers,
  getDeptList,
  getMenu,
  getMenuList,
  getNewsList,
  getOutList,
  getProgramme,
  getScholarships,
  getPartners,
  getSchoolfellowList,
  getSiteInfos,
  getTeacherList,
} from '@/upstream/api';
import { isNotFound, isUpstreamError } from '@/upstream/errors';
import { type Dept, LEVELS, type Level, type ProgrammeDetail } from '@/upstream/schemas';

/**
 * A scope per language (the CMS is asked in each), each language's messages, the pages' own
 * descriptions of their search documents (the routes' `index`, src/search/page-index.ts) and
 * the day the build runs in Hong Kong.
 */
export interface BuildContext {
  scopes: Each<RequestScope>;
  t: Each<Translate>;
  pages: PageIndexers;
  day: string;
}

export interface UnitResult {
  docs: Each<IndexDoc[]>;
  /** Units found while reading this one. */
  more: string[];
}

/** Rows asked for per page of the people and partner lists (the largest the CMS gives). */
export const LIST_PAGE_SIZE = 200;
/** Rows per page of the news list (its largest, docs/UPSTREAM.md §6). */
export const NEWS_PAGE_SIZE = 100;

const PAGED = ['teachers', 'alumni', 'partners', 'news'] as const;
type Paged = (typeof PAGED)[number];

/** Where every build starts; the rest is found on the way. */
export const FIRST_UNITS: readonly string[] = [
  'fixed',
  'depts',
  'careers',
  'applications',
  ...UNIT_CODES.flatMap((code) => LEVELS.map((level) => `programmes:${code}-${level}`)),
  ...PAGED.map((list) => `${list}:1`),
  // The events (an optional CMS call: none when the CMS has no events).
  'events:1',
];

/** The most CMS reads a unit makes (each may take two attempts): the step's budget counts them. */
export function readsOf(key: string, pages: PageIndexers): number {
  const [kind] = key.split(':');
  switch (kind) {
    case 'fixed':
      // Two answers in three languages (the menu and the site info) and whether the finder is there.
      return 7;
    case 'page':
      // Two answers in three languages (a page and the menu it sits in); and, for a page whose
      // route describes what it shows around it, the site info, the admissions facts and the
      // scholarships in each.
      return indexerOfAlias(key.slice('page:'.length), pages) ? 15 : 6;
    case 'depts':
      return 1;
    case 'programmes':
    case 'teachers':
    case 'alumni':
      // The list in three languages and the department names.
      return 4;
    case 'programme-page':
      // The detail in three languages, the department names and the site info.
      return 5;
    default:
      return 3;
  }
}

const each = <T>(read: (scope: RequestScope) => Promise<T>, ctx: BuildContext): Promise<Each<T>> =>
  Promise.all(LOCALES.map((l) => read(ctx.scopes[l]))).then((values) => {
    const out = {} as Each<T>;
    LOCALES.forEach((l, i) => {
      out[l] = values[i] as T;
    });
    return out;
  });

/** The answer, or 'gone' when the CMS says there is no such item. */
const orGone = <T>(p: Promise<T>): Promise<T | 'gone'> =>
  p.catch((err: unknown) => (isNotFound(err) ? 'gone' : Promise.reject(err)));

/**
 * The admissions facts a page's description reads: none when the CMS has none or sends facts
 * it cannot read (the page shows none then either, and its CMS text is still indexed); a CMS
 * that fails is retried like any unit.
 */
const optional = <T>(read: Promise<T>): Promise<T | undefined> =>
  read.catch((err: unknown) => {
    if (isNotFound(err) || (isUpstreamError(err) && (err.kind === 'schema' || err.kind === 'tooLarge')))
      return undefined;
    return Promise.reject(err);
  });
const factsOrNone = (scope: RequestScope) => optional(getAdmissionsFacts(scope));
/** The scholarships, optional the same way (docs/UPSTREAM.md §24). */
const scholarshipsOrNone = (scope: RequestScope) => optional(getScholarships(scope));

const nothing = (): Each<IndexDoc[]> => ({ tc: [], sc: [], en: [] });

const mapEach = <T, U>(values: Each<T>, f: (value: T) => U): Each<U> => ({
  tc: f(values.tc),
  sc: f(values.sc),
  en: f(values.en),
});

/**
 * One page of a paged list in each language, and the next page while any language has more. A
 * page with no rows ends the list, whatever totalPage says: a CMS that announces a billion pages
 * ends where its rows do.
 */
async function pagedUnit<T>(
  ctx: BuildContext,
  key: { list: Paged; pageNum: number },
  read: (scope: RequestScope, pageNum: number) => Promise<{ rows: T[]; totalPage: number }>,
  make: (rows: Each<T[]>) => Each<IndexDoc[]>,
): Promise<UnitResult> {
  const pages = await each((s) => read(s, key.pageNum), ctx);
  const total = Math.max(...LOCALES.map((l) => pages[l].totalPage));
  const empty = LOCALES.every((l) => pages[l].rows.length === 0);
  const more = key.pageNum < total && !empty ? [`${key.list}:${key.pageNum + 1}`] : [];
  return { docs: make(mapEach(pages, (p) => p.rows)), more };
}

function listUnit(ctx: BuildContext, list: Paged, pageNum: number): Promise<UnitResult> {
  const key = { list, pageNum };
  const size = { pageSize: LIST_PAGE_SIZE };
  /** People's lists name their departments: the department list too (one cached read). */
  const people = async <T>(
    read: (scope: RequestScope, pageNum: number) => Promise<{ rows: T[]; totalPage: number }>,
    make: (rows: Each<T[]>, depts: Dept[]) => Each<IndexDoc[]>,
  ) => {
    const depts = await getDeptList(ctx.scopes.tc);
    return pagedUnit(ctx, key, read, (rows) => make(rows, depts));
  };
  switch (list) {
    case 'teachers':
      return people((s, n) => getTeacherList(s, { pageNum: n, ...size }), teacherDocs);
    case 'alumni':
      return people((s, n) => getSchoolfellowList(s, { pageNum: n, ...size }), alumnusDocs);
    case 'partners':
      return pagedUnit(ctx, key, (s, n) => getPartners(s, { pageNum: n, ...size }), partnerDocs);
    case 'news':
      return pagedUnit(
        ctx,
        key,
        (s, n) => getNewsList(s, { pageNum: n, pageSize: NEWS_PAGE_SIZE }),
        (rows) => summaryDocs(rows),
      );
  }
}

async function fixedUnit(ctx: BuildContext): Promise<UnitResult> {
  const [menus, infos, finder] = await Promise.all([
    each(getMenuList, ctx),
    each((s) => getSiteInfos(s), ctx),
    finderAvailable(ctx.scopes.tc),
  ]);
  const out = fixedDocs(menus, infos, ctx, finder.ok);
  // The standing arrangements in severe weather: every Observatory signal on every page links
  // them, and no menu need (docs/architecture/notices.md "Site notices").
  const aliases = new Set([...out.aliases, config(ctx.scopes.tc.env).weather.arrangements]);
  return { docs: out.docs, more: [...[...aliases].map((a) => `page:${a}`), ...out.articles.map(articleKey)] };
}

async function pageUnit(ctx: BuildContext, alias: string): Promise<UnitResult> {
  const indexer = indexerOfAlias(alias, ctx.pages);
  const [pages, menus, site, facts, scholarships] = await Promise.all([
    each((s) => orGone(getMenu(s, alias)), ctx),
    each(getMenuList, ctx),
    indexer ? each((s) => getSiteInfos(s), ctx) : undefined,
    indexer ? each(factsOrNone, ctx) : undefined,
    indexer ? each(scholarshipsOrNone, ctx) : undefined,
  ]);
  const out = await pageDocs(alias, pages, menus, { t: ctx.t, day: ctx.day, indexer, site, facts, scholarships });
  return { docs: out.docs, more: [...out.articles.map(articleKey), ...out.pages.map((a) => `page:${a}`)] };
}

async function articleUnit(ctx: BuildContext, ref: ArticleRef): Promise<UnitResult> {
  const articles = await each((s) => orGone(getArticle(s, ref.id, ref.type)), ctx);
  return { docs: await articleDocs(ref, articles), more: [] };
}

async function programmeUnit(ctx: BuildContext, name: string): Promise<UnitResult> {
  const [code, level] = name.split('-') as [UnitCode, Level];
  const [lists, depts] = await Promise.all([each((s) => getOutList(s, name), ctx), getDeptList(ctx.scopes.tc)]);
  const out = programmeDocs(code, level, lists, depts, ctx.t);
  return { docs: out.docs, more: out.pages.map((c) => `programme-page:${c}`) };
}

/** A programme's page: its detail in each language, described by the programme route's `index`. */
async function programmePageUnit(ctx: BuildContext, code: string): Promise<UnitResult> {
  const [details, depts, site] = await Promise.all([
    each((s) => orGone(getProgramme(s, code)), ctx),
    getDeptList(ctx.scopes.tc),
    getSiteInfos(ctx.scopes.tc),
  ]);
  const indexer = ctx.pages.get('programme');
  const index = {} as Each<PageIndex>;
  for (const locale of LOCALES) {
    const programme = details[locale];
    index[locale] =
      indexer && programme !== 'gone' ? indexer({ locale, t: ctx.t[locale], day: ctx.day, site, programme }) : {};
  }
  const describe = (_: ProgrammeDetail, locale: Locale) => ({
    text: joinAll(index[locale].text),
    heads: headsOf(index[locale]),
    facts: factsOf(index[locale]),
  });
  const docs = programmePageDocs(code, details, depts, ctx.t, describe);
  // Its curriculum, entry requirements and careers: sections found on their own (the route's `index`).
  for (const locale of LOCALES) {
    const [page] = docs[locale];
    if (page)
      docs[locale].push(...sectionDocs(page.path, index, locale, page.title, { kind: 'programme', shared: true }));
  }
  return { docs, more: [] };
}

/** Reads one unit and gives its documents; rejects when the CMS fails (the step tries again later). */
export async function runUnit(ctx: BuildContext, key: string): Promise<UnitResult> {
  const colon = key.indexOf(':');
  const kind = colon === -1 ? key : key.slice(0, colon);
  const arg = colon === -1 ? '' : key.slice(colon + 1);
  switch (kind) {
    case 'fixed':
      return fixedUnit(ctx);
    case 'depts':
      return { docs: deptDocs(await getDeptList(ctx.scopes.tc)), more: [] };
    case 'careers':
      return { docs: careerDocs(await each((s) => getCareers(s), ctx)), more: [] };
    case 'applications':
      return { docs: applicationDocs(await each(getApplicationList, ctx)), more: [] };
    case 'programmes':
      return programmeUnit(ctx, arg);
    case 'programme-page':
      return programmePageUnit(ctx, arg);
    case 'page':
      return pageUnit(ctx, arg);
    case 'events':
      return eventsUnit(ctx.scopes, Number(arg) || 1);
    case 'article': {
      const sep = arg.indexOf(':');
      return articleUnit(ctx, { type: arg.slice(0, sep), id: arg.slice(sep + 1) });
    }
    default:
      if ((PAGED as readonly string[]).includes(kind)) return listUnit(ctx, kind as Paged, Number(arg) || 1);
      return { docs: nothing(), more: [] };
  }
}
