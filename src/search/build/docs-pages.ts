// Documents of the CMS pages (docs/architecture/search.md "Site search"), with what their routes say
// they show around the CMS's text, and the sections routes make results of their own. Pages also
// say which articles and other CMS pages they link to, so the index follows the site's own links
// to them (the fixed pages: docs-fixed.ts; news and articles: docs-articles.ts).
import { cmsHref } from '@/cms/links';
import { sitePathOf } from '@/cms/paths';
import { isSlug } from '@/lib/query-rules';
import { LOCALES, type Locale } from '@/i18n/locales';
import type { Translate } from '@/i18n/messages';
import { ROUTE_NAMES, ROUTES, type RouteRow, routedCmsPages, sitemapRows } from '@/route-table';
import { type ArticleRef, articleKey, articleOfLink, summaryDocs } from '@/search/build/docs-articles';
import { type Each, join } from '@/search/build/docs-lists';
import { menuTrails } from '@/search/build/docs-menu';
import type { IndexSource, PageIndex, PageIndexer, PageIndexers } from '@/search/page-index';
import type { IndexDoc } from '@/search/store';
import { htmlContent, logCut, newReading } from '@/search/text';
import type { AdmissionsFacts, ArticleSummary, MenuItem, MenuPage, Scholarship, SiteInfos } from '@/upstream/schemas';

/** CMS pages the site shows under a path of its own (the route table's `cmsPage`). */
const ROUTED = new Map(routedCmsPages().map((p) => [p.alias, p.path]));
export const ROUTED_PATHS = new Set(ROUTED.values());

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

export const joinAll = (parts: readonly (string | undefined)[] | undefined) => join(...(parts ?? []));
export const headsOf = (index: PageIndex) => (index.heads ?? []).filter((h): h is string => Boolean(h));
/** A route's labelled facts (src/search/page-index.ts `facts`), for its document's `facts`. */
export const factsOf = (index: PageIndex) => (index.facts ?? []).filter((f): f is string => Boolean(f));

/**
 * The sections a page's route makes results of their own (`/about#about-standing`), each named
 * in the other languages by the same section's title there, of the page's kind. `shared`: the
 * sections of every page of its kind bear the same titles (a programme's 入學要求): they rank as
 * parts of a page (`role` section: docs/architecture/search.md "Ranking").
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
export function describe(indexer: PageIndexer | undefined, source: (locale: Locale) => IndexSource): Each<PageIndex> {
  const out = {} as Each<PageIndex>;
  for (const locale of LOCALES) out[locale] = indexer ? indexer(source(locale)) : {};
  return out;
}

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
    // As the alias route takes it (routes/content/alias.tsx): a slug, digits alone are no alias.
    const alias = decodeURIComponent(m[1] as string);
    return isSlug(alias) && !/^\d+$/.test(alias) ? alias : undefined;
  } catch {
    return undefined;
  }
}

/** The other CMS page every one of a part's links leads to (a card's "about the centre"), if there is one. */
function introducedPage(links: readonly string[], alias: string): string | undefined {
  const targets = new Set(links.map((link) => pageOfLink(link)));
  const [target] = targets;
  return targets.size === 1 && target !== undefined && target !== alias ? target : undefined;
}

/**
 * Which of a CMS page's parts (its body first, then its sections) introduce another page: on a
 * page whose sections are a list of cards, two or more, each leading to a page of its own (the
 * research page's centres, each with its "about the centre"), every section. Such a section is
 * an entry of a list on the page (docs/architecture/search.md "What is indexed"), not the page's
 * own text. A section of a page that is not such a list is the page's, whatever it links to.
 */
export function introductions(parts: readonly { links: readonly string[] }[], alias: string): boolean[] {
  const targets = parts.slice(1).map((p) => introducedPage(p.links, alias));
  const list = targets.length >= 2 && targets.every(Boolean) && new Set(targets).size === targets.length;
  return parts.map((_, i) => list && i > 0);
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
    const introduces = introductions(parts, alias);
    const text = join(
      ...parts.map((p, i) =>
        introduces[i] ? undefined : join(i === 0 ? undefined : page.sections[i - 1]?.title, p.text),
      ),
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
        ...page.sections.filter((_, i) => !introduces[i + 1]).map((s) => s.title),
        ...parts.flatMap((p, i) => (introduces[i] ? [] : p.headings)),
      ].filter((h) => h && h !== page.title),
      names: LOCALES.filter((l) => l !== locale).flatMap((l) => titleOf(pages[l]) ?? []),
      facts: factsOf(index[locale]),
    };
    const cards = parts.flatMap((p, i): IndexDoc[] =>
      introduces[i]
        ? [
            {
              id: `introduction:${path}:${i}`,
              kind: 'page',
              path,
              title: page.sections[i - 1]?.title ?? '',
              text: p.text,
              role: 'entry',
              heads: p.headings,
              names: LOCALES.filter((l) => l !== locale).flatMap((l) => {
                const other = pages[l];
                return other === 'gone' ? [] : (other.sections[i - 1]?.title ?? []);
              }),
            },
          ]
        : [],
    );
    docs[locale] = [own, ...cards, ...sectionDocs(path, index, locale, own.title)];
  }
  // A page that lists articles (special topics) gives their documents from the list itself.
  const listed = {} as Each<ArticleSummary[]>;
  for (const locale of LOCALES) listed[locale] = pages[locale] === 'gone' ? [] : (pages[locale] as MenuPage).articles;
  const fromList = summaryDocs(listed, 'subject');
  for (const locale of LOCALES) docs[locale].push(...fromList[locale]);
  return { docs, articles: [...articles.values()], pages: [...linked] };
}
