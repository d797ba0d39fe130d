// The news feed: an Atom document (RFC 4287) of the latest news in one language, at
// /news/feed.xml under each language prefix, linked from every page's head (docs/SEO.md).
import { ROUTES } from '@/route-table';
import { LOCALE_INFO, type Locale } from '@/i18n/locales';
import type { Translate } from '@/i18n/messages';
import { localePath } from '@/i18n/paths';
import { log } from '@/lib/log';
import { siteOrigin } from '@/lib/origin';
import type { RequestScope } from '@/request/scope';
import { getNewsList } from '@/upstream/api';
import type { ArticleSummary } from '@/upstream/schemas';
import { encodePath } from '@/seo/canonical';
import { escapeXml } from '@/seo/xml';
import { articleHref } from '@/cms/links';
import { href } from '@/lib/href';
import { isSlug } from '@/lib/query-rules';
import { dayOf } from '@/i18n/dates';

/** The feed's path without language prefix. */
export const FEED_PATH = ROUTES.feed.path;
/** How many of the newest articles the feed holds. */
export const FEED_SIZE = 20;
/**
 * The date in every id's tag URI (RFC 4151). It names when the site's domain was first used
 * for these ids and must never change: an id that changes is a new entry to every reader.
 */
const TAG_DATE = '2024';
/** CMS dates are calendar days in Hong Kong. */
const HK_OFFSET = '+08:00';

/** The absolute URL of the feed in a language. */
export const feedUrl = (origin: string, locale: Locale): string => origin + localePath(locale, FEED_PATH);

/** The feed's title in a language: the news centre and the site's name. */
export const feedTitle = (t: Translate): string => `${t('news.title')} | ${t('site.name')}`;

/** A CMS calendar day ('2026-07-08') as an RFC 3339 timestamp. */
export const atomDate = (day: string): string => `${day}T00:00:00${HK_OFFSET}`;

/** A permanent id: the site's host, the article's id and the language (each language is its own entry). */
const tagId = (host: string, rest: string): string => `tag:${host},${TAG_DATE}:${rest}`;

interface FeedInput {
  origin: string;
  locale: Locale;
  title: string;
  author: string;
  items: readonly ArticleSummary[];
}

function entry({ origin, locale, author }: FeedInput, host: string, item: ArticleSummary): string {
  const url = origin + encodePath(decodeURI(articleHref(item, locale)));
  const date = atomDate(item.publishDate);
  return `<entry>
<id>${escapeXml(tagId(host, `news/${item.id}/${locale}`))}</id>
<title>${escapeXml(item.title)}</title>
<link rel="alternate" type="text/html" href="${escapeXml(url)}"/>
<published>${date}</published>
<updated>${date}</updated>
<author><name>${escapeXml(author)}</name></author>
${item.summary ? `<summary>${escapeXml(item.summary)}</summary>\n` : ''}</entry>`;
}

/** The Atom document. `updated` is the newest entry's date (or the epoch for an empty feed). */
export function atomFeed(input: FeedInput): string {
  const { origin, locale, title, items } = input;
  const host = new URL(origin).hostname;
  // CMS dates are 'YYYY-MM-DD': text order is date order.
  const updated =
    items
      .map((i) => i.publishDate)
      .sort()
      .at(-1) ?? '1970-01-01';
  const list = origin + encodePath(href('news-list', {}, locale));
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${LOCALE_INFO[locale].htmlLang}">
<id>${escapeXml(tagId(host, `news/${locale}`))}</id>
<title>${escapeXml(title)}</title>
<updated>${atomDate(updated)}</updated>
<author><name>${escapeXml(input.author)}</name></author>
<link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl(origin, locale))}"/>
<link rel="alternate" type="text/html" href="${escapeXml(list)}"/>
${items.map((item) => entry(input, host, item)).join('\n')}
</feed>
`;
}

/**
 * The items a feed can hold: an id that can be the last segment of their URL (what the news
 * route accepts: `.`, `..`, `%2e%2e` or `100%` would link another page or none) and a date that
 * is a real day (`9999-99-99` or `2026-02-30` would make the document invalid Atom). The others
 * are dropped, and logged.
 */
function linkable(items: readonly ArticleSummary[]): ArticleSummary[] {
  return items.filter((item) => {
    if (!isSlug(item.id)) {
      log('warn', 'feed.badId', { id: String(item.id).slice(0, 100) });
      return false;
    }
    if (!dayOf(item.publishDate)) {
      log('warn', 'feed.badDate', { id: item.id, date: item.publishDate.slice(0, 40) });
      return false;
    }
    return true;
  });
}

/**
 * The news feed of the request's language (GET /news/feed.xml, answered by src/http/seo.ts):
 * the newest news; throws when the CMS cannot say.
 */
export async function newsFeedXml(scope: RequestScope): Promise<string> {
  const t = scope.t;
  const news = await getNewsList(scope, {
    pageNum: 1,
    pageSize: FEED_SIZE,
    orderByColumn: 'publish_date',
    isAsc: 'desc',
  });
  return atomFeed({
    origin: siteOrigin(scope),
    locale: scope.locale,
    title: feedTitle(t),
    author: t('site.name'),
    items: linkable(news.rows),
  });
}
