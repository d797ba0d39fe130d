// Documents of the fixed pages (docs/architecture/search.md "Site search", "What is indexed"): the
// route table's pages that show no CMS page, the programme level pages and the finder, each as
// its route describes it, and the menu's other internal links; and what the menu leads to.
import { ACCESSIBILITY_ARTICLE, PRIVACY_ARTICLE } from '@/cms/links';
import { LEVEL_ROUTES } from '@/cms/programmes';
import { LOCALES, type Locale } from '@/i18n/locales';
import type { Translate } from '@/i18n/messages';
import { sitePath } from '@/lib/href';
import { sitemapRows } from '@/route-table';
import { type ArticleRef, articleKey, articleOfLink } from '@/search/build/docs-articles';
import type { Each } from '@/search/build/docs-lists';
import { internalPath, walk } from '@/search/build/docs-menu';
import {
  describe,
  factsOf,
  headsOf,
  joinAll,
  ROUTED_PATHS,
  routedAliases,
  sectionDocs,
} from '@/search/build/docs-pages';
import type { PageIndex, PageIndexers } from '@/search/page-index';
import type { IndexDoc } from '@/search/store';
import { LEVELS, type MenuItem, type SiteInfos } from '@/upstream/schemas';

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
          facts: factsOf(index[locale]),
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
