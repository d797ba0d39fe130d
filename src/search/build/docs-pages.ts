// Documents of the site's pages (docs/ARCHITECTURE.md "Site search"): the route table's fixed
// pages and the menu's links, the CMS pages, news and articles. Pages also say which articles
// they link to, so the index follows the site's own links to them.
import { ACCESSIBILITY_ARTICLE, articleHref, cmsHref, menuLink, PRIVACY_ARTICLE } from '@/cms/links';
import { sitePathOf } from '@/cms/paths';
import { LEVEL_ROUTES } from '@/cms/programmes';
import { LOCALES, type Locale } from '@/i18n/locales';
import type { Translate } from '@/i18n/messages';
import { sitePath } from '@/lib/href';
import { ROUTE_NAMES, ROUTES, type RouteRow, routedCmsPages, sitemapRows } from '@/route-table';
import type { IndexSource, PageIndex, PageIndexer, PageIndexers } from '@/search/page-index';
import { type Each, join } from '@/search/build/docs-lists';
import type { IndexDoc } from '@/search/store';
import { htmlContent, logCut, newReading } from '@/search/text';
import {
  type Article,
  type ArticleSummary,
  type MenuItem,
  type MenuPage,
  type SiteInfos,
  type AdmissionsFacts,
  type Scholarship,
  LEVELS,
} from '@/upstream/schemas';

/** An article the site links to: its CMS type ('news', 'subject', 'article') and id. */
export interface ArticleRef {
  type: string;
  id: string;
}

/** CMS pages the site shows under a path of its own (the route table's `cmsPage`). */
const ROUTED = new Map(routedCmsPages().map((p) => [p.alias, p.path]));
const ROUTED_PATHS = new Set(ROUTED.values());

/** Where a CMS page is shown: its route's path, or /{alias}. */
export const cmsPagePath = (alias: string): string => ROUTED.get(alias) ?? sitePathOf(`/${encodeURIComponent(alias)}`);

/** The CMS page aliases the route table names (searched even when the menu does not link them). */
export const routedAliases = (): string[] => [...ROUTED.keys()];

/** The route showing a CMS page, by its alias (the route table's `cmsPage`). */
const ROUTE_OF_ALIAS = new Map(
  ROUTE_NAMES.flatMap((name) => {
    const row: RouteRow = ROUTES[name];
    return row.cmsPage ? [[row.cmsPage, name] as const] : [];
  }),
);

/** The route's description of a CMS page it shows, if it gives one (its `index`). */
export const indexerOfAlias = (alias: string, pages: PageIndexers): PageIndexer | undefined => {
  const name = ROUTE_OF_ALIAS.get(alias);
  return name ? pages.get(name) : undefined;
};

const joinAll = (parts: readonly (string | undefined)[] | undefined) => join(...(parts ?? []));
const headsOf = (index: PageIndex) => (index.heads ?? []).filter((h): h is string => Boolean(h));

/**
 * The sections a page's route makes results of their own (`/about#about-standing`), each named
 * in the other languages by the same section's title there, of the page's kind. `shared`: the
 * sections of every page of its kind bear the same titles (a programme's 入學要求): they rank as
 * parts of a page (`role` section: docs/ARCHITECTURE.md "Ranking").
 */
export function sectionDocs(
  path: string,
  index: Each<PageIndex>,
  locale: Locale,
  pageTitle: string,
  { kind = 'page', shared = false }: { kind?: IndexDoc['kind']; shared?: boolean } = {},
): IndexDoc[] {
  return (index[locale].sections ?? []).map((section) => {
    const at = `${path}#${section.anchor}`;
    return {
      id: `${kind}:${at}`,
      kind,
      path: at,
      title: section.title,
      text: section.text,
      heads: [pageTitle, ...(section.heads ?? [])].filter(Boolean),
      names: LOCALES.filter((l) => l !== locale).flatMap(
        (l) => index[l].sections?.find((s) => s.anchor === section.anchor)?.title ?? [],
      ),
      ...(shared ? { role: 'section' as const } : {}),
    };
  });
}

/** A page whose route adds nothing to its CMS page. */
const NOTHING_MORE: Each<PageIndex> = { tc: {}, sc: {}, en: {} };

/** Each language's description of one page by its route, or nothing where the route gives none. */
function describe(indexer: PageIndexer | undefined, source: (locale: Locale) => IndexSource): Each<PageIndex> {
  const out = {} as Each<PageIndex>;
  for (const locale of LOCALES) out[locale] = indexer ? indexer(source(locale)) : {};
  return out;
}

const ARTICLE_PATH = /^\/(news|subject|article)\/([^/?#]+)$/;
const TYPE_OF_ROUTE: Record<string, string> = { news: 'news', subject: 'subject', article: 'article' };

/** The article a site link leads to, if it leads to one ('/news/1001', '/sc/article/privacy-policy'). */
export function articleOfLink(raw: string): ArticleRef | undefined {
  const link = cmsHref(raw, 'tc');
  if (!link || link.external) return undefined;
  const m = ARTICLE_PATH.exec(link.href.split(/[?#]/)[0] ?? '');
  if (!m || m[2] === 'list') return undefined;
  try {
    return { type: TYPE_OF_ROUTE[m[1] as string] as string, id: decodeURIComponent(m[2] as string) };
  } catch {
    return undefined;
  }
}

export const articleKey = (a: ArticleRef): string => `article:${a.type}:${a.id}`;

/** The paths of the route table (single-segment ones are not CMS pages shown at /{alias}). */
const ROUTE_PATHS = new Set(ROUTE_NAMES.map((name) => (ROUTES[name] as RouteRow).path));
const ALIAS_OF_PATH = new Map([...ROUTED].map(([alias, path]) => [path, alias]));

/**
 * The CMS page a site link leads to ('/centre-marine-ecology', or a routed page's path such as
 * '/give'), as its alias: a page a visitor reaches from another page's text is indexed too,
 * whether or not the menu links it.
 */
export function pageOfLink(raw: string): string | undefined {
  const link = cmsHref(raw, 'tc');
  if (!link || link.external) return undefined;
  const path = link.href.split(/[?#]/)[0] ?? '';
  const routed = ALIAS_OF_PATH.get(path);
  if (routed) return routed;
  const m = /^\/([^/]+)$/.exec(path);
  if (!m || ROUTE_PATHS.has(path)) return undefined;
  try {
    return decodeURIComponent(m[1] as string);
  } catch {
    return undefined;
  }
}

/** The kind of result an article is: news and special topics are news, other articles pages. */
const articleKind = (type: string) => (type === 'news' || type === 'subject' ? 'news' : 'page');

/** The path of a menu entry that links inside the site, without language prefix. */
function internalPath(item: MenuItem): string | undefined {
  const link = item.menuType === 2 ? menuLink(item, 'tc') : undefined;
  if (!link || link.external || link.href.includes('#')) return undefined;
  return link.href.split('?')[0];
}

/** Visits every menu entry with the names of the entries above it (its place in the menu). */
function walk(
  items: readonly MenuItem[],
  visit: (item: MenuItem, above: string[]) => void,
  above: string[] = [],
): void {
  for (const item of items) {
    visit(item, above);
    walk(item.children, visit, [...above, item.menuName]);
  }
}

/**
 * Where each page sits in the menu: the names of the entries above it and its own (入學 ›
 * 入學途徑 › 國際及其他學歷), by CMS page alias and by site path. A page is found by the words of
 * its section of the site (IELTS 入學 finds the international route under 入學).
 */
export function menuTrails(menu: readonly MenuItem[]): Map<string, string[]> {
  const trails = new Map<string, string[]>();
  walk(menu, (item, above) => {
    const trail = [...above, item.menuName];
    if (item.menuType === 1 && item.menuAlias) trails.set(`alias:${item.menuAlias}`, trail);
    const path = internalPath(item);
    if (path) trails.set(`path:${path}`, trail);
  });
  return trails;
}

export interface FixedOutcome {
  docs: Each<IndexDoc[]>;
  /** CMS pages to index: the route table's and the menu's article pages. */
  aliases: string[];
  /** Articles the menu links to. */
  articles: ArticleRef[];
}

/**
 * The fixed pages (route table rows listed in the sitemap that show no CMS page, and the
 * programme level pages, and the programme finder when the site has one), the menu's other
 * internal links, and what the menu leads to.
 */
export function fixedDocs(
  menus: Each<readonly MenuItem[]>,
  infos: Each<SiteInfos>,
  ctx: { t: Each<Translate>; pages: PageIndexers; day: string },
  finder = false,
): FixedOutcome {
  const { t } = ctx;
  const aliases = new Set(routedAliases());
  const articles = new Map<string, ArticleRef>();
  /** Per language: menu names by path. */
  const named = {} as Each<Map<string, string[]>>;
  for (const locale of LOCALES) {
    const byPath = new Map<string, string[]>();
    walk(menus[locale], (item, above) => {
      if (item.menuType === 1 && item.menuAlias) aliases.add(item.menuAlias);
      const path = internalPath(item);
      if (!path) return;
      const article = articleOfLink(path);
      if (article) articles.set(articleKey(article), article);
      else {
        // Added to in place: a menu whose entries share one path costs one pass, not one copy each.
        const names = byPath.get(path);
        if (names) names.push(item.menuName, ...above);
        else byPath.set(path, [item.menuName, ...above]);
      }
    });
    named[locale] = byPath;
  }
  const fixed = [
    ...sitemapRows()
      .filter((row) => !ROUTED_PATHS.has(row.path))
      .map((row) => ({
        name: row.name as string,
        path: row.path,
        title: (l: Locale) => t[l](`sitemap.links.${row.label}`),
      })),
    ...LEVELS.map((level) => ({
      name: LEVEL_ROUTES[level] as string,
      path: sitePath(LEVEL_ROUTES[level], {}),
      title: (l: Locale) => t[l](`programme.level.${level}`),
    })),
    ...(finder
      ? [{ name: 'programmes', path: sitePath('programmes', {}), title: (l: Locale) => t[l]('finder.title') }]
      : []),
  ];
  // Each fixed page as its route describes it (src/search/page-index.ts), from the site info.
  const described = fixed.map((f) =>
    describe(ctx.pages.get(f.name), (locale) => ({ locale, t: t[locale], day: ctx.day, site: infos[locale] })),
  );
  const fixedPaths = new Set(fixed.map((f) => f.path));
  const docs = {} as Each<IndexDoc[]>;
  for (const locale of LOCALES) {
    const others = LOCALES.filter((l) => l !== locale);
    const pages: IndexDoc[] = fixed.flatMap((f, i) => {
      const index = described[i] as Each<PageIndex>;
      return [
        {
          id: `page:${f.path}`,
          kind: 'page',
          path: f.path,
          title: f.title(locale),
          text: joinAll(index[locale].text),
          heads: [...(named[locale].get(f.path) ?? []), ...headsOf(index[locale])],
          names: others.map((l) => f.title(l)),
        },
        ...sectionDocs(f.path, index, locale, f.title(locale)),
      ];
    });
    for (const [path, names] of named[locale]) {
      if (fixedPaths.has(path) || ROUTED_PATHS.has(path)) continue;
      const elsewhere = others.flatMap((l) => named[l].get(path) ?? []);
      pages.push({
        id: `page:${path}`,
        kind: 'page',
        path,
        title: names[0] ?? '',
        text: '',
        heads: names.slice(1),
        names: elsewhere,
      });
    }
    docs[locale] = pages;
  }
  // The privacy policy: the footer and the enquiry form link it, the menu does not.
  const privacy = { type: 'article', id: PRIVACY_ARTICLE };
  articles.set(articleKey(privacy), privacy);
  // The accessibility statement: every footer links it, the menu does not.
  const accessibility = { type: 'article', id: ACCESSIBILITY_ARTICLE };
  articles.set(articleKey(accessibility), accessibility);
  return { docs, aliases: [...aliases], articles: [...articles.values()] };
}

export interface PageOutcome {
  docs: Each<IndexDoc[]>;
  /** Articles the page links to or lists. */
  articles: ArticleRef[];
  /** Other CMS pages (aliases) the page links to. */
  pages: string[];
}

/** A CMS page in each language ('gone' where the CMS has none), and the articles it leads to. */
export async function pageDocs(
  alias: string,
  pages: Each<MenuPage | 'gone'>,
  menus: Each<readonly MenuItem[]>,
  ctx: {
    t: Each<Translate>;
    day: string;
    indexer?: PageIndexer | undefined;
    site?: Each<SiteInfos> | undefined;
    facts?: Each<AdmissionsFacts | undefined> | undefined;
    scholarships?: Each<Scholarship[] | undefined> | undefined;
  },
): Promise<PageOutcome> {
  const { t } = ctx;
  const path = cmsPagePath(alias);
  const label = sitemapRows().find((row) => row.path === path)?.label;
  const articles = new Map<string, ArticleRef>();
  const linked = new Set<string>();
  const docs = {} as Each<IndexDoc[]>;
  const titleOf = (page: MenuPage | 'gone') => (page === 'gone' ? undefined : page.title || page.menuName);
  // What the route shows around the CMS page, as it describes it (src/search/page-index.ts).
  const site = ctx.site;
  const index =
    ctx.indexer && site
      ? describe(ctx.indexer, (locale) => {
          const page = pages[locale];
          return {
            locale,
            t: t[locale],
            day: ctx.day,
            site: site[locale],
            ...(page === 'gone' ? {} : { page }),
            ...(ctx.facts?.[locale] ? { facts: ctx.facts[locale] } : {}),
            ...(ctx.scholarships?.[locale] ? { scholarships: ctx.scholarships[locale] } : {}),
          };
        })
      : NOTHING_MORE;
  for (const locale of LOCALES) {
    const page = pages[locale];
    if (page === 'gone') {
      docs[locale] = [];
      continue;
    }
    // One reading for the page's body and all its sections: bounded together (src/search/text.ts).
    const reading = newReading();
    const parts = [];
    for (const body of [page.body, ...page.sections.map((s) => s.body)]) parts.push(await htmlContent(body, reading));
    logCut(reading, `page:${alias}:${locale}`);
    for (const link of parts.flatMap((p) => p.links)) {
      const article = articleOfLink(link);
      if (article) articles.set(articleKey(article), article);
      const other = article ? undefined : pageOfLink(link);
      if (other && other !== alias) linked.add(other);
    }
    const text = join(
      ...parts.map((p, i) => join(i === 0 ? undefined : page.sections[i - 1]?.title, p.text)),
      joinAll(index[locale].text),
    );
    const trails = menuTrails(menus[locale]);
    const trail = trails.get(`alias:${alias}`) ?? trails.get(`path:${path}`) ?? [];
    const own: IndexDoc = {
      id: `page:${path}`,
      kind: 'page',
      path,
      title: titleOf(page) ?? '',
      text,
      heads: [
        page.menuName,
        ...trail,
        label ? t[locale](`sitemap.links.${label}`) : '',
        ...headsOf(index[locale]),
        ...page.sections.map((s) => s.title),
        ...parts.flatMap((p) => p.headings),
      ].filter((h) => h && h !== page.title),
      names: LOCALES.filter((l) => l !== locale).flatMap((l) => titleOf(pages[l]) ?? []),
    };
    docs[locale] = [own, ...sectionDocs(path, index, locale, own.title)];
  }
  // A page that lists articles (special topics) gives their documents from the list itself.
  const listed = {} as Each<ArticleSummary[]>;
  for (const locale of LOCALES) listed[locale] = pages[locale] === 'gone' ? [] : (pages[locale] as MenuPage).articles;
  const fromList = summaryDocs(listed, 'subject');
  for (const locale of LOCALES) docs[locale].push(...fromList[locale]);
  return { docs, articles: [...articles.values()], pages: [...linked] };
}

/** Articles as their list gives them (title and summary): the news list, a page's topics. */
export function summaryDocs(lists: Each<readonly ArticleSummary[]>, defaultType = 'news'): Each<IndexDoc[]> {
  const docs = {} as Each<IndexDoc[]>;
  const typeOf = (a: ArticleSummary) => a.type || defaultType;
  const key = (a: ArticleSummary) => articleKey({ type: typeOf(a), id: a.id });
  // Each language's titles by key, made once: one look-up per item, not a scan of the list.
  const titles = {} as Each<Map<string, string>>;
  for (const locale of LOCALES) {
    titles[locale] = new Map();
    for (const a of lists[locale]) if (!titles[locale].has(key(a))) titles[locale].set(key(a), a.title);
  }
  for (const locale of LOCALES) {
    docs[locale] = lists[locale].map((a) => ({
      id: key(a),
      kind: articleKind(typeOf(a)),
      path: articleHref({ id: a.id, type: typeOf(a) }, 'tc'),
      title: a.title,
      text: a.summary,
      date: a.publishDate?.slice(0, 10),
      names: LOCALES.filter((l) => l !== locale).flatMap((l) => titles[l].get(key(a)) ?? []),
    }));
  }
  return docs;
}

/** One article in each language ('gone' where the CMS has none): its whole text. */
export async function articleDocs(ref: ArticleRef, articles: Each<Article | 'gone'>): Promise<Each<IndexDoc[]>> {
  const docs = {} as Each<IndexDoc[]>;
  const titles = LOCALES.flatMap((l) => {
    const a = articles[l];
    return a === 'gone' ? [] : [[l, a.title] as const];
  });
  for (const locale of LOCALES) {
    const a = articles[locale];
    if (a === 'gone') {
      docs[locale] = [];
      continue;
    }
    const reading = newReading();
    const body = await htmlContent(a.body, reading);
    logCut(reading, `${articleKey(ref)}:${locale}`);
    docs[locale] = [
      {
        id: articleKey(ref),
        kind: articleKind(ref.type),
        path: articleHref({ id: ref.id, type: ref.type }, 'tc'),
        title: a.title,
        text: join(a.summary, body.text),
        date: a.publishDate?.slice(0, 10),
        heads: body.headings,
        names: titles.filter(([l]) => l !== locale).map(([, title]) => title),
      },
    ];
  }
  return docs;
}
