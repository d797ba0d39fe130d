// Loader helpers shared by the academic routes: CMS pages made safe before they reach a component.
import type { SafeHtml } from '../../src/components/RichText';
import { ADMISSION_PAGES } from '../../src/components/academic/AdmissionsNav';
import type { SafePage } from '../../src/components/academic/types';
import { cmsHref } from '../../src/components/links';
import type { Locale } from '../../src/i18n/locales';
import { settle, type Result } from '../../src/lib/result';
import { sanitizeHtml } from '../../src/security/sanitize';
import { getDeptList, getMenu } from '../../src/upstream/api';
import type { UpstreamCtx } from '../../src/upstream/client';
import type { Dept, MenuPage } from '../../src/upstream/schemas';

/**
 * CMS pages whose site path is not /{alias}: the admissions sub-pages live under /admissions.
 * Links to them in CMS HTML are pointed at those paths.
 */
const ALIAS_PATHS: Record<string, string> = Object.fromEntries(ADMISSION_PAGES.map((p) => [`/${p.alias}`, `/admissions/${p.slug}`]));

/**
 * Internal links in sanitised CMS HTML get the page's language prefix (the CMS writes
 * '/admissions-hkdse' whatever the language). Only hrefs that cmsHref accepts as internal are
 * touched, so the sanitiser's guarantees hold.
 */
export async function localiseLinks(html: SafeHtml, locale: Locale): Promise<SafeHtml> {
  if (!html.includes('href="/')) return html;
  const rewriter = new HTMLRewriter().on('a[href^="/"]', {
    element(el) {
      const raw = el.getAttribute('href') ?? '';
      const [, path = '', rest = ''] = /^([^?#]*)(.*)$/s.exec(raw) ?? [];
      const link = cmsHref((ALIAS_PATHS[path] ?? path) + rest, locale);
      if (link && !link.external) el.setAttribute('href', link.href);
    },
  });
  return (await rewriter.transform(new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })).text()) as SafeHtml;
}

/** CMS HTML made safe (sanitised) and localised: the only way it reaches these pages. */
export const safeHtml = async (html: string, locale: Locale): Promise<SafeHtml> => localiseLinks(await sanitizeHtml(html), locale);

export async function safePage(page: MenuPage, locale: Locale): Promise<SafePage> {
  const [body, ...sections] = await Promise.all([safeHtml(page.body, locale), ...page.sections.map((s) => safeHtml(s.body, locale))]);
  return {
    title: page.title,
    body: body as SafeHtml,
    sections: page.sections.map((s, i) => ({ title: s.title, body: sections[i] as SafeHtml })),
  };
}

/** A CMS page by alias, made safe; rejects as the upstream call does (for required()). */
export const cmsPage = (ctx: UpstreamCtx, locale: Locale, alias: string): Promise<SafePage> =>
  getMenu(ctx, alias).then((page) => safePage(page, locale));

/** The same, as a never-rejecting promise for a block of the page. */
export const cmsBlock = (ctx: UpstreamCtx, locale: Locale, alias: string): Promise<Result<SafePage>> => settle(cmsPage(ctx, locale, alias));

export const deptBlock = (ctx: UpstreamCtx): Promise<Result<Dept[]>> => settle(getDeptList(ctx));
