// Loader helpers shared by the academic routes: CMS pages made safe before they reach a component.
import type { SafeHtml } from '@/components/RichText';
import { ADMISSION_PAGES } from '@/components/academic/AdmissionsNav';
import type { SafePage } from '@/components/academic/types';
import type { Locale } from '@/i18n/locales';
import { settle, type Result } from '@/lib/result';
import { sanitizeHtml } from '@/security/sanitize';
import { getDeptList, getMenu } from '@/upstream/api';
import type { UpstreamCtx } from '@/upstream/client';
import type { Dept, MenuPage } from '@/upstream/schemas';

/**
 * CMS pages whose site path is not /{alias}: the admissions sub-pages live under /admissions.
 * Links to them in CMS HTML are pointed at those paths.
 */
const ALIAS_PATHS: Record<string, string> = Object.fromEntries(
  ADMISSION_PAGES.map((p) => [`/${p.alias}`, `/admissions/${p.slug}`]),
);

/** CMS HTML made safe (sanitised) and localised: the only way it reaches these pages. */
export const safeHtml = (html: string, locale: Locale): Promise<SafeHtml> =>
  sanitizeHtml(html, { locale, paths: ALIAS_PATHS });

export async function safePage(page: MenuPage, locale: Locale): Promise<SafePage> {
  const [body, ...sections] = await Promise.all([
    safeHtml(page.body, locale),
    ...page.sections.map((s) => safeHtml(s.body, locale)),
  ]);
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
export const cmsBlock = (ctx: UpstreamCtx, locale: Locale, alias: string): Promise<Result<SafePage>> =>
  settle(cmsPage(ctx, locale, alias));

export const deptBlock = (ctx: UpstreamCtx): Promise<Result<Dept[]>> => settle(getDeptList(ctx));
