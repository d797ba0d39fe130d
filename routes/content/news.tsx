import { Pagination } from '@/components/Pagination';
import { PageTitle } from '@/components/PageTitle';
import { ArticleList } from '@/components/content/ArticleList';
import { ArticleView } from '@/components/content/ArticleView';
import { FilterLinks } from '@/components/content/FilterLinks';
import { NoResults, SearchForm } from '@/components/content/SearchForm';
import { LOCALE_INFO } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';
import { privatePage } from '@/render/page-cache';
import { searchLimited } from '@/render/rate-limited';
import { required } from '@/render/required';
import { articleHref } from '@/components/content/links';
import { defineRoute, type Page } from '@/render/route';
import { newsSearchable } from '@/search/results';
import { newsHead } from '@/seo/heads';
import { ownUrl } from '@/seo/moved';
import type { AppContext } from '@/types';
import { getNewsList, searchArticles } from '@/upstream/api';
import { upstreamCtx } from '@/upstream/context';
import type { SearchResult } from '@/upstream/schemas';
import { loadArticle } from '@/cms/load';
import { listUrl, pageOrNotFound, pageParam } from '@/lib/params';
import { PAGE_SIZE, QUERY, keywordParam, orderParams, pageOf, slugOf } from '../params';

const LIST = '/news/list';

async function searchPage(c: AppContext, keyword: string, pageNum: number): Promise<Page> {
  const t = c.get('t');
  const locale = c.get('locale');
  // A page per keyword: never kept in the page cache, and rate limited per client.
  privatePage(c);
  const limited = await searchLimited(c);
  if (limited) return limited;
  const found: SearchResult = newsSearchable(keyword)
    ? await required(searchArticles(upstreamCtx(c), keyword))
    : { rows: [], total: 0 };
  const page = pageOf(found.rows, pageNum);
  const plural = new Intl.PluralRules(LOCALE_INFO[locale].intl).select(found.rows.length) === 'one' ? 'one' : 'other';
  return {
    head: { title: t('search.title', { keyword }), noindex: true },
    body: (
      <>
        <PageTitle title={t('search.heading')} />
        <SearchForm keyword={keyword} />
        {found.rows.length === 0 ? (
          <NoResults />
        ) : (
          <>
            <p className="content-search__count" role="status">
              {t(`search.results.${plural}`, { count: found.rows.length, keyword })}
            </p>
            <ArticleList items={page.rows} />
            <Pagination
              current={page.currentPage}
              totalPage={page.totalPage}
              url={localePath(locale, listUrl(LIST, { keyword }))}
            />
          </>
        )}
      </>
    ),
  };
}

async function listPage(c: AppContext, pageNum: number): Promise<Page> {
  const t = c.get('t');
  const locale = c.get('locale');
  const order = orderParams(c);
  // Newest first unless the visitor asked otherwise; said explicitly rather than left to the CMS default.
  const orderByColumn = order.orderByColumn ?? 'publish_date';
  const isAsc = order.isAsc ?? (order.orderByColumn === undefined ? 'desc' : undefined);
  const news = await required(getNewsList(upstreamCtx(c), { pageNum, pageSize: PAGE_SIZE, orderByColumn, isAsc }));
  pageOrNotFound(pageNum, news.totalPage);
  const own = { orderByColumn: order.orderByColumn, isAsc: order.isAsc };
  const oldestFirst = orderByColumn === 'publish_date' && isAsc === 'asc';
  return {
    head: { title: t('news.title'), description: t('news.description') },
    body: (
      <>
        <PageTitle title={t('news.title')} />
        <SearchForm keyword="" />
        <FilterLinks
          label={t('news.order')}
          options={[
            {
              key: 'newest',
              label: t('news.newest'),
              href: localePath(locale, LIST),
              current: !oldestFirst && order.orderByColumn === undefined,
            },
            {
              key: 'oldest',
              label: t('news.oldest'),
              href: localePath(locale, listUrl(LIST, { orderByColumn: 'publish_date', isAsc: 'asc' })),
              current: oldestFirst,
            },
          ]}
        />
        {news.rows.length === 0 ? (
          <p className="content-empty">{t('news.empty')}</p>
        ) : (
          <ArticleList items={news.rows} />
        )}
        <Pagination
          current={news.currentPage}
          totalPage={news.totalPage}
          url={localePath(locale, listUrl(LIST, own))}
        />
      </>
    ),
  };
}

export const newsList = defineRoute('news-list', {
  query: QUERY.news,
  load: (c) => {
    const pageNum = pageParam(c);
    const keyword = keywordParam(c);
    return keyword ? searchPage(c, keyword, pageNum) : listPage(c, pageNum);
  },
});

export const newsDetail = defineRoute('news-detail', {
  parent: { path: LIST, label: 'sitemap.links.news' },
  input: (c) => slugOf(c.req.param('id')),
  load: async (c, id) => {
    const locale = c.get('locale');
    const t = c.get('t');
    const article = await required(loadArticle(upstreamCtx(c), id, 'news', locale));
    const moved = ownUrl(c, articleHref(article, locale));
    if (moved) return moved;
    return {
      head: newsHead(c, article),
      body: <ArticleView article={article} back={<a href={localePath(locale, LIST)}>{t('news.back')}</a>} />,
    };
  },
});
