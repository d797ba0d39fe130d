// Documents of news and articles (docs/architecture/search.md "Site search", "What is indexed"): as
// their lists give them (title and summary), or an article the site links to with its whole text;
// and which article a site link leads to.
import { articleHref, cmsHref } from '@/cms/links';
import { LOCALES } from '@/i18n/locales';
import { type Each, join } from '@/search/build/docs-lists';
import type { IndexDoc } from '@/search/store';
import { htmlContent, logCut, newReading } from '@/search/text';
import type { Article, ArticleSummary } from '@/upstream/schemas';

/** An article the site links to: its CMS type ('news', 'subject', 'article') and id. */
export interface ArticleRef {
  type: string;
  id: string;
}

const ARTICLE_PATH = /^\/(news|subject|article)\/([^/?#]+)$/;
const TYPE_OF_ROUTE: Record<string, string> = { news: 'news', subject: 'subject', article: 'article' };

/** The article a site link leads to, if it leads to one ('/news/1001', '/sc/article/privacy-policy'). */
export function articleOfLink(raw: string): ArticleRef | undefined {
  const link = cmsHref(raw, 'tc');
  if (!link || link.external) return undefined;
  const m = ARTICLE_PATH.exec(link.href.split(/[?#]/)[0] ?? '');
  if (!m || m[2] === 'list') return undefined;
  try {
    return { type: TYPE_OF_ROUTE[m[1] as string] as string, id: decodeURIComponent(m[2] as string) };
  } catch {
    return undefined;
  }
}

export const articleKey = (a: ArticleRef): string => `article:${a.type}:${a.id}`;

/** The kind of result an article is: news and special topics are news, other articles pages. */
const articleKind = (type: string) => (type === 'news' || type === 'subject' ? 'news' : 'page');

/** Articles as their list gives them (title and summary): the news list, a page's topics. */
export function summaryDocs(lists: Each<readonly ArticleSummary[]>, defaultType = 'news'): Each<IndexDoc[]> {
  const docs = {} as Each<IndexDoc[]>;
  const typeOf = (a: ArticleSummary) => a.type || defaultType;
  const key = (a: ArticleSummary) => articleKey({ type: typeOf(a), id: a.id });
  // Each language's titles by key, made once: one look-up per item, not a scan of the list.
  const titles = {} as Each<Map<string, string>>;
  for (const locale of LOCALES) {
    titles[locale] = new Map();
    for (const a of lists[locale]) if (!titles[locale].has(key(a))) titles[locale].set(key(a), a.title);
  }
  for (const locale of LOCALES) {
    docs[locale] = lists[locale].map((a) => ({
      id: key(a),
      kind: articleKind(typeOf(a)),
      path: articleHref({ id: a.id, type: typeOf(a) }, 'tc'),
      title: a.title,
      text: a.summary,
      date: a.publishDate?.slice(0, 10),
      names: LOCALES.filter((l) => l !== locale).flatMap((l) => titles[l].get(key(a)) ?? []),
    }));
  }
  return docs;
}

/** One article in each language ('gone' where the CMS has none): its whole text. */
export async function articleDocs(ref: ArticleRef, articles: Each<Article | 'gone'>): Promise<Each<IndexDoc[]>> {
  const docs = {} as Each<IndexDoc[]>;
  const titles = LOCALES.flatMap((l) => {
    const a = articles[l];
    return a === 'gone' ? [] : [[l, a.title] as const];
  });
  for (const locale of LOCALES) {
    const a = articles[locale];
    if (a === 'gone') {
      docs[locale] = [];
      continue;
    }
    const reading = newReading();
    const body = await htmlContent(a.body, reading);
    logCut(reading, `${articleKey(ref)}:${locale}`);
    docs[locale] = [
      {
        id: articleKey(ref),
        kind: articleKind(ref.type),
        path: articleHref({ id: ref.id, type: ref.type }, 'tc'),
        title: a.title,
        text: join(a.summary, body.text),
        date: a.publishDate?.slice(0, 10),
        heads: body.headings,
        names: titles.filter(([l]) => l !== locale).map(([, title]) => title),
      },
    ];
  }
  return docs;
}
