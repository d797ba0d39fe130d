// docs/REQUIREMENTS.md §2 component pages exposed as routes: each renders the component with demo data.
// They are showcases, not content, so they are kept out of search indexes.
import { PageTitle } from '@/components/PageTitle';
import { ArticleView } from '@/components/content/ArticleView';
import { NoData } from '@/components/NoData';
import { useSite } from '@/components/site-context';
import { required } from '@/cms/required';
import { defineRoute } from '@/render/route';
import { getNewsList } from '@/upstream/api';
import { loadArticle } from '@/cms/load';

/** NewsDetail with the newest news item (none: the no-data block). */
export const newsDetailComponent = defineRoute('components-NewsDetail', {
  indexable: false,
  load: async (c) => {
    const scope = c.get('scope');
    const newest = await required(
      getNewsList(scope, { pageNum: 1, pageSize: 1, orderByColumn: 'publish_date', isAsc: 'desc' }),
    );
    const first = newest.rows[0];
    return first ? await required(loadArticle(scope, first.id, 'news', c.get('scope').locale)) : null;
  },
  head: (article, c) => ({ title: article ? article.title : c.get('scope').t('noData.title') }),
  Page: ({ data }) => (data ? <ArticleView article={data} /> : <NoData />),
});

/** CommonHeader: the page-title component every content page starts with, with a demo title. */
export const commonHeaderComponent = defineRoute('components-CommonHeader', {
  indexable: false,
  load: () => null,
  head: (_data, c) => ({ title: c.get('scope').t('page.demoTitle') }),
  Page: CommonHeaderShowcase,
});

function CommonHeaderShowcase() {
  const { t } = useSite();
  return (
    <PageTitle title={t('page.demoTitle')} kicker={t('page.demoKicker')}>
      <p>{t('page.demoIntro')}</p>
    </PageTitle>
  );
}
