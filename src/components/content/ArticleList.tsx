import { CmsImage } from '@/components/CmsImage';
import { useSite } from '@/components/site-context';
import type { ArticleSummary } from '@/upstream/schemas';
import { DateText } from '@/components/DateText';
import { articleHref } from '@/cms/links';

/**
 * A list of article summaries (news, search results, special topics), newest first as given.
 * `headingLevel` keeps the outline right: h2 directly under the page title, h3 under a section.
 */
export function ArticleList({ items, headingLevel = 2 }: { items: ArticleSummary[]; headingLevel?: 2 | 3 }) {
  const { locale } = useSite();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="article-list">
      {items.map((item) => (
        <li key={`${item.type}-${item.id}`}>
          <article className="article-list__item">
            {item.cover ? (
              <CmsImage
                className="article-list__cover"
                src={item.cover}
                alt=""
                width={item.coverWidth}
                height={item.coverHeight}
                fallback={{ width: 800, height: 450 }}
                sizes="(min-width: 640px) 200px, 100vw"
                load="lazy"
              />
            ) : null}
            <div className="article-list__body">
              <DateText value={item.publishDate} className="card__meta" />
              <Heading className="card__title">
                <a href={articleHref(item, locale)}>{item.title}</a>
              </Heading>
              {item.summary ? <p>{item.summary}</p> : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
