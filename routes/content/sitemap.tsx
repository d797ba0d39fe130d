// /page/sitemap: the CMS menu tree (every link localised) and the site's fixed pages, which are
// the route table's rows marked for the sitemap (src/route-table.ts), in its order.
import { PageTitle } from '@/components/PageTitle';
import { FixedPages, SitemapTree } from '@/components/content/SitemapTree';
import type { Locale } from '@/i18n/locales';
import { href } from '@/lib/href';
import { useSite } from '@/components/site-context';
import { required } from '@/cms/required';
import { defineRoute } from '@/render/route';
import { sitemapRows } from '@/route-table';
import { getMenuList } from '@/upstream/api';
import { ACCESSIBILITY_ARTICLE } from '@/cms/links';
import type { MenuItem } from '@/upstream/schemas';

/**
 * The fixed pages linked from a language's sitemap: label key and localised path. The
 * accessibility statement is a CMS article (no row of its own) that every page links to.
 */
export const fixedPages = (locale: Locale): { key: string; href: string }[] => [
  ...sitemapRows().map((row) => ({ key: row.label, href: href(row.name, {}, locale) })),
  { key: 'accessibility', href: href('article', { id: ACCESSIBILITY_ARTICLE }, locale) },
];

export const sitemapPage = defineRoute('page-sitemap', {
  load: (c) => required(getMenuList(c.get('scope'))),
  head: (_menu, c) => ({ title: c.get('scope').t('sitemap.title') }),
  Page: SitemapPage,
});

function SitemapPage({ data: menu }: { data: MenuItem[] }) {
  const { t, locale } = useSite();
  return (
    <>
      <PageTitle title={t('sitemap.title')} />
      <section className="section sitemap" aria-labelledby="sitemap-menu">
        <h2 id="sitemap-menu">{t('sitemap.menu')}</h2>
        <SitemapTree menu={menu} />
      </section>
      <section className="section sitemap" aria-labelledby="sitemap-pages">
        <h2 id="sitemap-pages">{t('sitemap.pages')}</h2>
        <FixedPages pages={fixedPages(locale)} />
      </section>
    </>
  );
}
