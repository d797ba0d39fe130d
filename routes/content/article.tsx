import { Pagination } from '@/components/Pagination';
import { ArticleView } from '@/components/content/ArticleView';
import { CmsPageView } from '@/components/CmsPage';
import { href } from '@/lib/href';
import { required } from '@/cms/required';
import { useSite } from '@/components/site-context';
import { defineRoute } from '@/render/route';
import type { Head } from '@/seo/head';
import { ownUrl } from '@/http/moved';
import type { AppContext } from '@/types';
import type { SafeArticle, SafePage } from '@/cms/types';
import { loadArticle, loadPage } from '@/cms/load';
import { pageParam } from '@/http/params';
import { QUERY, pageOf, slugOf } from '../params';
import { articleHref } from '@/cms/links';
import { current } from '@/cms/dated';
import { keepUntilPast, today } from '@/lib/today';

/** The CMS page that lists the special topics (docs/UPSTREAM.md §4). */
const SUBJECT_PAGE = 'subject';

/** An article and the Hong Kong day it is shown on (it says so once it has ended). */
interface Dated {
  item: SafeArticle;
  day: string;
}

/** An article of `type` at its one URL (any other spelling of the path answers 301 to it). */
async function loadAt(c: AppContext, id: string, type: string): Promise<Dated | Response> {
  const locale = c.get('scope').locale;
  const day = today(c.env);
  const item = await required(loadArticle(c.get('scope'), id, type, locale));
  // Kept until it ends, when the page starts saying so; an article with no end is not dated.
  keepUntilPast(c.get('scope'), day, [item.ends]);
  return ownUrl(c, articleHref(item, locale)) ?? { item, day };
}

const articleHead = ({ item }: Dated): Head => ({
  title: item.title,
  ...(item.summary ? { description: item.summary } : {}),
});

export const article = defineRoute('article', {
  input: (c) => slugOf(c.req.param('id')),
  load: (c, id) => loadAt(c, id, 'article'),
  head: articleHead,
  stylesheet: 'site-article',
  Page: ({ data }) => <ArticleView article={data.item} day={data.day} />,
});

interface SubjectList {
  page: SafePage;
  shown: ReturnType<typeof pageOf<SafePage['articles'][number]>>;
}

export const subjectList = defineRoute('subject-list', {
  query: QUERY.pages,
  load: async (c): Promise<SubjectList> => {
    const day = today(c.env);
    const page = await required(loadPage(c.get('scope'), SUBJECT_PAGE, c.get('scope').locale));
    // Kept until the next topic ends, when it leaves the list.
    keepUntilPast(
      c.get('scope'),
      day,
      page.articles.map((a) => a.ends),
    );
    // A special topic that has ended on the Hong Kong day leaves the list (src/cms/dated.ts).
    return { page, shown: pageOf(current(page.articles, day), pageParam(c)) };
  },
  head: ({ page }) => ({ title: page.title }),
  Page: SubjectListPage,
});

function SubjectListPage({ data: { page, shown } }: { data: SubjectList }) {
  const { locale } = useSite();
  return (
    <>
      <CmsPageView page={{ ...page, articles: shown.rows }} />
      <Pagination current={shown.currentPage} totalPage={shown.totalPage} url={href('subject-list', {}, locale)} />
    </>
  );
}

export const subjectDetail = defineRoute('subject-detail', {
  parent: { route: 'subject-list', label: 'sitemap.links.subjects' },
  input: (c) => slugOf(c.req.param('id')),
  load: (c, id) => loadAt(c, id, 'subject'),
  head: articleHead,
  stylesheet: 'site-article',
  Page: SubjectPage,
});

function SubjectPage({ data }: { data: Dated }) {
  const { t } = useSite();
  return <ArticleView article={data.item} day={data.day} kicker={t('subject.kicker')} />;
}
