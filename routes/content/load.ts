// Loader helpers of the content pages: CMS data made safe (sanitised, links in the page's
// language) before any component sees it. They reject as the upstream call does, for required().
import type { SafeHtml } from '@/components/RichText';
import type { SafeArticle, SafeMenuPage } from '@/components/content/types';
import type { Locale } from '@/i18n/locales';
import { sanitizeHtml } from '@/security/sanitize';
import { getArticle, getMenu } from '@/upstream/api';
import type { UpstreamCtx } from '@/upstream/client';
import type { Article, MenuPage } from '@/upstream/schemas';

/** CMS HTML made safe, with its site links in the page's language. */
export const safeHtml = (html: string, locale: Locale): Promise<SafeHtml> => sanitizeHtml(html, { locale });

export async function safeArticle(article: Article, locale: Locale): Promise<SafeArticle> {
  return { ...article, body: await safeHtml(article.body, locale) };
}

export async function safeMenuPage(page: MenuPage, locale: Locale): Promise<SafeMenuPage> {
  const [body, ...sections] = await Promise.all([
    safeHtml(page.body, locale),
    ...page.sections.map((s) => safeHtml(s.body, locale)),
  ]);
  return {
    alias: page.menuAlias,
    title: page.title,
    body: body as SafeHtml,
    sections: page.sections.map((s, i) => ({ title: s.title, body: sections[i] as SafeHtml })),
    articles: page.articles,
  };
}

/** A CMS content page by alias, made safe. */
export const loadMenuPage = (ctx: UpstreamCtx, alias: string, locale: Locale): Promise<SafeMenuPage> =>
  getMenu(ctx, alias).then((page) => safeMenuPage(page, locale));

/** An article of a type (news, article, subject), made safe. */
export const loadArticle = (ctx: UpstreamCtx, id: string, type: string, locale: Locale): Promise<SafeArticle> =>
  getArticle(ctx, id, type).then((article) => safeArticle(article, locale));
