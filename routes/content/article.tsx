import { Pagination } from '@/components/Pagination';
import { ArticleView } from '@/components/content/ArticleView';
import { CmsPageView } from '@/components/CmsPage';
import { localePath } from '@/i18n/paths';
import { required } from '@/render/required';
import { articleHref } from '@/components/content/links';
import { defineRoute } from '@/render/route';
import { ownUrl } from '@/seo/moved';
import { upstreamCtx } from '@/upstream/context';
import { loadArticle, loadPage } from '@/cms/load';
import { pageParam } from '@/lib/params';
import { QUERY, pageOf, slugOf } from '../params';

/** The CMS page that lists the special topics (docs/UPSTREAM.md §4). */
const SUBJECT_PAGE = 'subject';

export const article = defineRoute('article', {
  input: (c) => slugOf(c.req.param('id')),
  load: async (c, id) => {
    const locale = c.get('locale');
    const item = await required(loadArticle(upstreamCtx(c), id, 'article', locale));
    const moved = ownUrl(c, articleHref(item, locale));
    if (moved) return moved;
    return {
      head: { title: item.title, ...(item.summary ? { description: item.summary } : {}) },
      body: <ArticleView article={item} />,
    };
  },
});

export const subjectList = defineRoute('subject-list', {
  query: QUERY.pages,
  load: async (c) => {
    const locale = c.get('locale');
    const pageNum = pageParam(c);
    const page = await required(loadPage(upstreamCtx(c), SUBJECT_PAGE, locale));
    const shown = pageOf(page.articles, pageNum);
    return {
      head: { title: page.title },
      body: (
        <>
          <CmsPageView page={{ ...page, articles: shown.rows }} />
          <Pagination
            current={shown.currentPage}
            totalPage={shown.totalPage}
            url={localePath(locale, '/subject/list')}
          />
        </>
      ),
    };
  },
});

export const subjectDetail = defineRoute('subject-detail', {
  parent: { path: '/subject/list', label: 'sitemap.links.subjects' },
  input: (c) => slugOf(c.req.param('id')),
  load: async (c, id) => {
    const locale = c.get('locale');
    const t = c.get('t');
    const item = await required(loadArticle(upstreamCtx(c), id, 'subject', locale));
    const moved = ownUrl(c, articleHref(item, locale));
    if (moved) return moved;
    return {
      head: { title: item.title, ...(item.summary ? { description: item.summary } : {}) },
      body: <ArticleView article={item} kicker={t('subject.kicker')} />,
    };
  },
});
