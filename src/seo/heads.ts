// The head of pages whose previews and structured data come from CMS items: a news article,
// a teacher's profile (docs/SEO.md).
import { formatDate } from '@/i18n/messages';
import { absoluteUrl, siteOrigin } from '@/lib/origin';
import type { Head } from '@/seo/head';
import type { RequestScope } from '@/request/scope';
import type { Article } from '@/upstream/schemas';
import { pageUrl } from '@/seo/canonical';
import { atomDate } from '@/seo/feed';
import { newsArticleLd, personLd } from '@/seo/jsonld';
import { articleHref } from '@/cms/links';
import { DEFAULT_IMAGE } from '@/seo/site-image';
import { ROUTES } from '@/route-table';

/** A news article: its title, summary and cover for previews; a NewsArticle block. */
export function newsHead(
  scope: RequestScope,
  article: Pick<
    Article,
    'id' | 'type' | 'title' | 'summary' | 'publishDate' | 'cover' | 'coverWidth' | 'coverHeight' | 'author'
  >,
): Head {
  const locale = scope.locale;
  const origin = siteOrigin(scope);
  const published = atomDate(article.publishDate);
  const image = article.cover
    ? { src: article.cover, width: article.coverWidth, height: article.coverHeight, alt: article.title }
    : undefined;
  const imageUrl = image ? (image.src.startsWith('/') ? origin + image.src : image.src) : origin + DEFAULT_IMAGE.path;
  return {
    title: article.title,
    ...(article.summary
      ? {
          description: scope.t('seo.newsDescription', {
            date: formatDate(article.publishDate),
            summary: article.summary,
          }),
        }
      : {}),
    ...(image ? { image } : {}),
    article: { published },
    jsonLd: [
      newsArticleLd(origin, locale, {
        url: absoluteUrl(scope, articleHref(article, locale)),
        headline: article.title,
        description: article.summary || undefined,
        published,
        image: imageUrl,
        author: article.author || undefined,
      }),
    ],
  };
}

/** A teacher's profile: a Person block naming the college as employer. */
export function teacherHead(
  scope: RequestScope,
  teacher: { id: number; name: string; title: string; photo?: string },
): Head {
  const origin = siteOrigin(scope);
  const url = pageUrl(origin, scope.locale, ROUTES['teacher-detail'].path, `?id=${teacher.id}`);
  const photo = teacher.photo ? (teacher.photo.startsWith('/') ? origin + teacher.photo : teacher.photo) : undefined;
  return {
    title: teacher.name,
    ...(teacher.title ? { description: personDescription(scope, teacher.name, teacher.title) } : {}),
    jsonLd: [
      personLd(origin, scope.locale, {
        url,
        name: teacher.name,
        jobTitle: teacher.title || undefined,
        image: photo,
      }),
    ],
  };
}

/** A person's description: name and role, so two people with one post never share it. */
export const personDescription = (scope: RequestScope, name: string, role: string): string =>
  scope.t('seo.personDescription', { name, role });
