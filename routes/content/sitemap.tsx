// /page/sitemap: the CMS menu tree (every link localised) and the site's fixed pages.
import { PageTitle } from '@/components/PageTitle';
import { FixedPages, SitemapTree, type FixedPage } from '@/components/content/SitemapTree';
import { givePath } from '@/components/content/links';
import { required } from '@/render/required';
import { defineRoute } from '@/render/route';
import { getMenuList } from '@/upstream/api';
import { upstreamCtx } from '@/upstream/context';

const fixed = (key: string, path: string): FixedPage => ({ key, path: () => path });

/** SPEC §2 routes a visitor may land on directly (the parameterised ones are reached from lists). */
export const FIXED_PAGES: readonly FixedPage[] = [
  fixed('home', '/'),
  fixed('about', '/about'),
  fixed('news', '/news/list'),
  fixed('subjects', '/subject/list'),
  fixed('faculties', '/faculties'),
  fixed('administration', '/administration'),
  fixed('research', '/research'),
  fixed('teachers', '/teacher'),
  fixed('alumni', '/alumni'),
  fixed('student', '/page/student'),
  fixed('staff', '/page/staff'),
  fixed('globalExchange', '/page/global-exchange'),
  fixed('jobs', '/page/jobs'),
  fixed('recruit', '/recruit'),
  fixed('contact', '/page/contact-us'),
  fixed('statement', '/page/statement'),
  { key: 'give', path: givePath },
  fixed('sitemap', '/page/sitemap'),
];

export const sitemap = defineRoute({
  name: 'page-sitemap',
  path: '/page/sitemap',
  layout: 'common',
  load: async (c) => {
    const t = c.get('t');
    const menu = await required(getMenuList(upstreamCtx(c)));
    return {
      head: { title: t('sitemap.title') },
      body: (
        <>
          <PageTitle title={t('sitemap.title')} />
          <section className="section sitemap" aria-labelledby="sitemap-menu">
            <h2 id="sitemap-menu">{t('sitemap.menu')}</h2>
            <SitemapTree menu={menu} />
          </section>
          <section className="section sitemap" aria-labelledby="sitemap-pages">
            <h2 id="sitemap-pages">{t('sitemap.pages')}</h2>
            <FixedPages pages={FIXED_PAGES} />
          </section>
        </>
      ),
    };
  },
});
