import { useSite } from '@/render/context';
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
              <img
                className="article-list__cover"
                src={item.cover}
                alt=""
                width={item.coverWidth ?? 800}
                height={item.coverHeight ?? 450}
                loading="lazy"
                decoding="async"
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
