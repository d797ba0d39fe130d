// Loader helpers shared by the academic routes: CMS pages made safe before they reach a component.
import type { SafeHtml } from '../../src/components/RichText';
import type { SafePage } from '../../src/components/academic/types';
import { settle, type Result } from '../../src/lib/result';
import { sanitizeHtml } from '../../src/security/sanitize';
import { getDeptList, getMenu } from '../../src/upstream/api';
import type { UpstreamCtx } from '../../src/upstream/client';
import type { Dept, MenuPage } from '../../src/upstream/schemas';

export async function safePage(page: MenuPage): Promise<SafePage> {
  const [body, ...sections] = await Promise.all([sanitizeHtml(page.body), ...page.sections.map((s) => sanitizeHtml(s.body))]);
  return {
    title: page.title,
    body: body as SafeHtml,
    sections: page.sections.map((s, i) => ({ title: s.title, body: sections[i] as SafeHtml })),
  };
}

/** A CMS page by alias, sanitised; rejects as the upstream call does (for required()). */
export const cmsPage = (ctx: UpstreamCtx, alias: string): Promise<SafePage> => getMenu(ctx, alias).then(safePage);

/** The same, as a never-rejecting promise for a block of the page. */
export const cmsBlock = (ctx: UpstreamCtx, alias: string): Promise<Result<SafePage>> => settle(cmsPage(ctx, alias));

export const deptBlock = (ctx: UpstreamCtx): Promise<Result<Dept[]>> => settle(getDeptList(ctx));
