import type { ReactNode } from 'react';
import { useSite } from '@/render/context';
import { DateSpan } from '@/components/DateSpan';
import { NoData } from '@/components/NoData';
import { RichText } from '@/components/RichText';
import type { SafeArticle } from '@/cms/types';

/**
 * One article (news, general article, special topic): title, date, author and body.
 * The body is CMS HTML that went through the sanitiser in the loader. An article with neither
 * body nor summary shows the no-data screen rather than an empty frame.
 */
export function ArticleView({ article, back, kicker }: { article: SafeArticle; back?: ReactNode; kicker?: string }) {
  const { t } = useSite();
  const empty = !article.body.trim() && !article.summary;
  return (
    <article className="article">
      <header className="page-title article__header">
        {kicker ? <p className="page-title__kicker">{kicker}</p> : null}
        <h1>{article.title}</h1>
        <p className="article__meta">
          <span className="article__meta-item">
            <span className="visually-hidden">{t('article.published')} </span>
            <DateSpan start={article.publishDate} />
          </span>
          {article.author ? (
            <span className="article__meta-item">{t('article.by', { author: article.author })}</span>
          ) : null}
        </p>
      </header>
      {empty ? (
        <NoData />
      ) : article.body.trim() ? (
        <RichText html={article.body} />
      ) : (
        <p className="article__summary">{article.summary}</p>
      )}
      {back ? <footer className="article__footer">{back}</footer> : null}
    </article>
  );
}
