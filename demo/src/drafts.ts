// Drafts in the demo CMS: what an editor has saved but not published. Only a request carrying a
// valid preview session (`X-Preview`, docs/UPSTREAM.md) that names a page showing a draft sees
// that draft; everyone else gets the published content. The CMS mints preview links for editors (POST /__demo/preview-link).
import * as v from 'valibot';
import { checkSession, MAX_PREVIEW_PATHS, MAX_PREVIEW_SECONDS, signLink } from '@/preview/token';
import type { DemoArticle } from './data/article-model';
import type { DemoPage } from './data/page-model';
import { type Lang, t3 } from './lib';

export interface PreviewEnv {
  PREVIEW_SECRET?: string;
  PREVIEW_SECRET_PREVIOUS?: string;
  /** The site's origin, for the links the demo mints (wrangler dev); relative without it. */
  SITE_URL?: string;
}

const secretsOf = (env: PreviewEnv) =>
  [env.PREVIEW_SECRET, env.PREVIEW_SECRET_PREVIOUS].filter((s): s is string => !!s);

/** The site's language prefixes: a bound path names a page in one language, a draft is one in all. */
const withoutLanguage = (path: string) => path.replace(/^\/(?:en|sc)(?=\/|$)/, '') || '/';

/**
 * The pages a request's preview session opens (its bound paths, without their language
 * prefix), or undefined when it carries no valid session signed with the shared secret
 * (docs/UPSTREAM.md "Draft preview").
 */
export async function previewing(req: Request, env: PreviewEnv): Promise<ReadonlySet<string> | undefined> {
  const secrets = secretsOf(env);
  if (!secrets.length) return undefined;
  const session = await checkSession(secrets, req.headers.get('x-preview') ?? undefined);
  return session.state === 'ok' ? new Set(session.paths.map(withoutLanguage)) : undefined;
}

/** Whether a session opens a draft shown on these site pages (language-less paths). */
export const opens = (preview: ReadonlySet<string> | undefined, pages: readonly string[]) =>
  preview !== undefined && pages.some((page) => preview.has(page));

/** A news item written but not yet published: the newest item, for previewers only. */
export const DRAFT_NEWS: DemoArticle = {
  id: 'draft-open-day-2027',
  type: 'news',
  date: '2026-12-31',
  title: t3('（草稿）2027年校園開放日', '（草稿）2027年校园开放日', '(Draft) Campus Open Day 2027'),
  summary: t3(
    '明年開放日的初步安排，待確認後發佈。',
    '明年开放日的初步安排，待确认后发布。',
    'Provisional plans for next year’s open day, to be published once confirmed.',
  ),
  body: t3(
    '<p>開放日暫定於二〇二七年一月舉行，詳情稍後公佈。</p>',
    '<p>开放日暂定于二〇二七年一月举行，详情稍后公布。</p>',
    '<p>The open day is planned for January 2027; details will follow.</p>',
  ),
};

/** The site page whose list the draft news item heads (its own page is `/news/<id>`). */
export const NEWS_LIST_PAGE = '/news/list';

/** An unpublished edit of a published page: its title and opening paragraph. */
const PAGE_DRAFTS: Record<string, Pick<DemoPage, 'title' | 'body'>> = {
  'about-history': {
    title: t3('校史（修訂稿）', '校史（修订稿）', 'History (revised draft)'),
    body: t3(
      '<p>修訂稿：加入一九七〇年代校舍擴建的新資料。</p>',
      '<p>修订稿：加入一九七〇年代校舍扩建的新资料。</p>',
      '<p>Revised draft: new material on the campus extension of the 1970s.</p>',
    ),
  },
};

/**
 * A page's answer (/api/menu/{idOrAlias}) as a previewer sees it: with its draft edit, if any,
 * when the session opens that page (`/<alias>` on the site).
 */
export function withPageDraft<P extends { menuAlias: string; title: string; body: string }>(
  page: P,
  lang: Lang,
  preview: ReadonlySet<string> | undefined,
): P {
  const draft = opens(preview, [`/${page.menuAlias}`]) ? PAGE_DRAFTS[page.menuAlias] : undefined;
  return draft ? { ...page, title: draft.title[lang], body: draft.body[lang] } : page;
}

const SitePath = v.pipe(v.string(), v.startsWith('/'), v.maxLength(2000));
const LinkRequest = v.strictObject({
  /** One page, or several (the first is where the editor lands): the preview opens exactly these. */
  path: v.union([SitePath, v.pipe(v.array(SitePath), v.minLength(1), v.maxLength(MAX_PREVIEW_PATHS))]),
  seconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PREVIEW_SECONDS)), 3600),
});

/** POST /__demo/preview-link { path (one or a list), seconds? }: a signed preview link for an editor. */
export async function previewLink(request: Request, env: PreviewEnv): Promise<Response> {
  const secret = env.PREVIEW_SECRET;
  if (!secret) return Response.json({ ok: false, message: 'PREVIEW_SECRET is not set' }, { status: 503 });
  const parsed = v.safeParse(LinkRequest, await request.json().catch(() => undefined));
  if (!parsed.success) return Response.json({ ok: false, message: parsed.issues[0].message }, { status: 400 });
  const { seconds } = parsed.output;
  const paths = typeof parsed.output.path === 'string' ? [parsed.output.path] : parsed.output.path;
  const expires = Math.floor(Date.now() / 1000) + seconds;
  const query = new URLSearchParams(paths.map((path) => ['path', path]));
  query.set('expires', String(expires));
  query.set('signature', await signLink(secret, paths, expires));
  const url = `${(env.SITE_URL ?? '').replace(/\/+$/, '')}/api/preview?${query}`;
  return Response.json({ ok: true, url, expires });
}
