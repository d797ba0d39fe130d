import { Pagination } from '@/components/Pagination';
import { PageTitle } from '@/components/PageTitle';
import { ArticleList } from '@/components/content/ArticleList';
import { ArticleView } from '@/components/content/ArticleView';
import { FilterLinks } from '@/components/content/FilterLinks';
import { NoResults, ResultCount, SearchForm } from '@/components/content/SearchForm';
import { useSite } from '@/components/site-context';
import { privatePage } from '@/render/page-cache';
import { newsSearchAllowed, refuseWhenLimited } from '@/render/rate-limited';
import { required } from '@/cms/required';
import { defineRoute } from '@/render/route';
import { newsSearchable } from '@/search/results';
import { newsHead } from '@/seo/heads';
import { ownUrl } from '@/http/moved';
import type { AppContext } from '@/types';
import { getNewsList, searchArticles } from '@/upstream/api';
import type { NewsPage, SearchResult } from '@/upstream/schemas';
import type { SafeArticle } from '@/cms/types';
import { loadArticle } from '@/cms/load';
import { pageOrNotFound, pageParam } from '@/http/params';
import { href } from '@/lib/href';
import { PAGE_SIZE, QUERY, keywordParam, orderParams, pageOf, slugOf } from '../params';
import { articleHref } from '@/cms/links';

/** The news list (newest first unless asked otherwise), or the news found for a keyword. */
type NewsListData =
  | {
      kind: 'search';
      keyword: string;
      found: SearchResult;
      page: ReturnType<typeof pageOf<SearchResult['rows'][number]>>;
    }
  | { kind: 'list'; news: NewsPage; order: { orderByColumn?: string; isAsc?: string }; oldestFirst: boolean };

async function loadSearch(c: AppContext, keyword: string, pageNum: number): Promise<NewsListData> {
  // A page per keyword: never kept in the page cache, and rate limited per client.
  privatePage(c.get('scope'));
  await refuseWhenLimited(c, newsSearchAllowed);
  const found: SearchResult = newsSearchable(keyword)
    ? await required(searchArticles(c.get('scope'), keyword))
    : { rows: [], total: 0 };
  return { kind: 'search', keyword, found, page: pageOf(found.rows, pageNum) };
}

async function loadList(c: AppContext, pageNum: number): Promise<NewsListData> {
  const order = orderParams(c);
  // Newest first unless the visitor asked otherwise; said explicitly rather than left to the CMS default.
  const orderByColumn = order.orderByColumn ?? 'publish_date';
  const isAsc = order.isAsc ?? (order.orderByColumn === undefined ? 'desc' : undefined);
  const news = await required(getNewsList(c.get('scope'), { pageNum, pageSize: PAGE_SIZE, orderByColumn, isAsc }));
  pageOrNotFound(pageNum, news.totalPage);
  const own = { orderByColumn: order.orderByColumn, isAsc: order.isAsc };
  return { kind: 'list', news, order: own, oldestFirst: orderByColumn === 'publish_date' && isAsc === 'asc' };
}

function SearchResults({ data }: { data: Extract<NewsListData, { kind: 'search' }> }) {
  const { t, locale } = useSite();
  const { keyword, found, page } = data;
  return (
    <>
      <PageTitle title={t('search.heading')} />
      <SearchForm keyword={keyword} />
      {found.rows.length === 0 ? (
        <NoResults />
      ) : (
        <>
          <ResultCount count={found.rows.length} keyword={keyword} />
          <ArticleList items={page.rows} />
          <Pagination
            current={page.currentPage}
            totalPage={page.totalPage}
            url={href('news-list', { keyword }, locale)}
          />
        </>
      )}
    </>
  );
}

function NewsList({ data }: { data: Extract<NewsListData, { kind: 'list' }> }) {
  const { t, locale } = useSite();
  const { news, order, oldestFirst } = data;
  return (
    <>
      <PageTitle title={t('news.title')} />
      <SearchForm keyword="" />
      <FilterLinks
        label={t('news.order')}
        options={[
          {
            key: 'newest',
            label: t('news.newest'),
            href: href('news-list', {}, locale),
            current: !oldestFirst && order.orderByColumn === undefined,
          },
          {
            key: 'oldest',
            label: t('news.oldest'),
            href: href('news-list', { orderByColumn: 'publish_date', isAsc: 'asc' }, locale),
            current: oldestFirst,
          },
        ]}
      />
      {news.rows.length === 0 ? <p className="content-empty">{t('news.empty')}</p> : <ArticleList items={news.rows} />}
      <Pagination current={news.currentPage} totalPage={news.totalPage} url={href('news-list', order, locale)} />
    </>
  );
}

export const newsList = defineRoute('news-list', {
  query: QUERY.news,
  // A keyword makes the page a news search: one visitor's answer (loadSearch).
  personal: ['keyword'],
  load: (c) => {
    const pageNum = pageParam(c);
    const keyword = keywordParam(c);
    return keyword ? loadSearch(c, keyword, pageNum) : loadList(c, pageNum);
  },
  head: (data, c) => {
    const t = c.get('scope').t;
    return data.kind === 'search'
      ? { title: t('search.title', { keyword: data.keyword }), noindex: true }
      : { title: t('news.title'), description: t('news.description') };
  },
  Page: ({ data }) => (data.kind === 'search' ? <SearchResults data={data} /> : <NewsList data={data} />),
});

export const newsDetail = defineRoute('news-detail', {
  parent: { route: 'news-list', label: 'sitemap.links.news' },
  input: (c) => slugOf(c.req.param('id')),
  load: async (c, id) => {
    const article = await required(loadArticle(c.get('scope'), id, 'news', c.get('scope').locale));
    return ownUrl(c, articleHref(article, c.get('scope').locale)) ?? article;
  },
  head: (article, c) => newsHead(c.get('scope'), article),
  stylesheet: 'site-article',
  Page: NewsArticle,
});

function NewsArticle({ data: article }: { data: SafeArticle }) {
  const { t, locale } = useSite();
  return <ArticleView article={article} back={<a href={href('news-list', {}, locale)}>{t('news.back')}</a>} />;
}
