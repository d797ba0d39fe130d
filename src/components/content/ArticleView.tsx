import type { ReactNode } from 'react';
import { useSite } from '@/components/site-context';
import { DateSpan } from '@/components/DateSpan';
import { NoData } from '@/components/NoData';
import { RichText } from '@/components/RichText';
import type { SafeArticle } from '@/cms/types';
import { ended } from '@/cms/dated';

/**
 * One article (news, general article, special topic): title, date, author and body; when the
 * CMS gives them, the day it was last updated, and (shown on a `day` after its end) that it has
 * ended, so a past year's calendar or a finished topic never reads as current.
 * The body is CMS HTML that went through the sanitiser in the loader. An article with neither
 * body nor summary shows the no-data screen rather than an empty frame.
 */
export function ArticleView({
  article,
  back,
  kicker,
  day,
}: {
  article: SafeArticle;
  back?: ReactNode;
  kicker?: string;
  /** The Hong Kong day the page is built for (pageDay): needed to say that it has ended. */
  day?: string;
}) {
  const { t } = useSite();
  const over = day !== undefined && article.ends !== undefined && ended(article, day);
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
          {article.updated ? <LastUpdated day={article.updated} /> : null}
        </p>
        {over && article.ends ? (
          <p className="article__ended" role="note">
            {t('article.ended')} <DateSpan start={article.ends} />
          </p>
        ) : null}
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

/** "Last updated" and the day the CMS says the content last changed (its optional `updated`). */
export function LastUpdated({ day }: { day: string }) {
  const { t } = useSite();
  return (
    <span className="article__meta-item last-updated">
      {t('article.updated')} <DateSpan start={day} />
    </span>
  );
}
