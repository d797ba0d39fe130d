// Loader helpers of the content pages: CMS data made safe (sanitised, links in the page's
// language) before any component sees it. They reject as the upstream call does, for required().
import type { SafeHtml } from '../../src/components/RichText';
import type { SafeArticle, SafeMenuPage } from '../../src/components/content/types';
import type { Locale } from '../../src/i18n/locales';
import { localePath, splitLocale } from '../../src/i18n/paths';
import { sanitizeHtml } from '../../src/security/sanitize';
import { getArticle, getMenu } from '../../src/upstream/api';
import type { UpstreamCtx } from '../../src/upstream/client';
import type { Article, MenuPage } from '../../src/upstream/schemas';

/**
 * Sanitised CMS HTML whose site links point into the page's language: the CMS writes
 * '/news/list', an English page links to '/en/news/list'. Links already carrying a language
 * prefix, anchors and external links are left alone. The input is the sanitiser's output, so
 * every href is one it has checked.
 */
export async function localiseLinks(html: SafeHtml, locale: Locale): Promise<SafeHtml> {
  if (locale === 'tc' || !html.includes('href="/')) return html;
  const rewriter = new HTMLRewriter().on('a[href^="/"]', {
    element(el) {
      const href = el.getAttribute('href') ?? '';
      if (href.startsWith('//') || splitLocale(href.split(/[?#]/)[0] ?? '').locale !== 'tc') return;
      el.setAttribute('href', localePath(locale, href));
    },
  });
  return (await rewriter.transform(new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })).text()) as SafeHtml;
}

export const safeHtml = async (html: string, locale: Locale): Promise<SafeHtml> => localiseLinks(await sanitizeHtml(html), locale);

export async function safeArticle(article: Article, locale: Locale): Promise<SafeArticle> {
  return { ...article, body: await safeHtml(article.body, locale) };
}

export async function safeMenuPage(page: MenuPage, locale: Locale): Promise<SafeMenuPage> {
  const [body, ...sections] = await Promise.all([safeHtml(page.body, locale), ...page.sections.map((s) => safeHtml(s.body, locale))]);
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
