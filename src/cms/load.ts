// Loaders of CMS pages for every route: CMS data made safe (sanitised, site links in the page's
// language and at their one site path) before any component sees it. The plain loaders reject
// as the upstream call does, for required(); the *Block ones never reject, for a page block.
import type { SafeHtml } from '@/security/safe-html';
import type { Locale } from '@/i18n/locales';
import { type Result, settle } from '@/cms/result';
import { sanitizeOnce } from '@/security/sanitize';
import { getArticle, getDeptList, getMenu } from '@/upstream/api';
import type { RequestScope } from '@/request/scope';
import type { Article, Dept, MenuPage } from '@/upstream/schemas';
import { CMS_PATHS } from '@/cms/paths';
import type { SafeArticle, SafePage } from '@/cms/types';

/**
 * CMS HTML made safe, with its site links in the page's language: the only way it reaches a
 * page. Sanitised once per text and language, so a view of a cached page costs no sanitising
 * (docs/SECURITY.md).
 */
export const safeHtml = (html: string, locale: Locale): Promise<SafeHtml> =>
  sanitizeOnce(html, { locale, paths: CMS_PATHS });

export async function safeArticle(article: Article, locale: Locale): Promise<SafeArticle> {
  return { ...article, body: await safeHtml(article.body, locale) };
}

export async function safePage(page: MenuPage, locale: Locale): Promise<SafePage> {
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
    updated: page.updated,
  };
}

/** A CMS page by alias, made safe. */
export const loadPage = (scope: RequestScope, alias: string, locale: Locale): Promise<SafePage> =>
  getMenu(scope, alias).then((page) => safePage(page, locale));

/** The same, as a never-rejecting promise for a block of the page. */
export const pageBlock = (scope: RequestScope, alias: string, locale: Locale): Promise<Result<SafePage>> =>
  settle(loadPage(scope, alias, locale));

/** An article of a type (news, article, subject), made safe. */
export const loadArticle = (scope: RequestScope, id: string, type: string, locale: Locale): Promise<SafeArticle> =>
  getArticle(scope, id, type).then((article) => safeArticle(article, locale));

/** The department list as a block's data (filters, department labels). */
export const deptBlock = (scope: RequestScope): Promise<Result<Dept[]>> => settle(getDeptList(scope));
