import { ROUTES } from '@/route-table';
import * as v from 'valibot';
import { config } from '@/lib/config';
import { log } from '@/lib/log';
import { sameSiteLocation } from '@/security/redirects';
import { isSameOrigin } from '@/security/origin';
import { requestCookie, secureCookie } from '@/security/cookies';
import type { RequestScope } from '@/request/scope';
import { checkLink, checkSession, sessionToken } from '@/preview/token';

/**
 * Draft preview (docs/OPERATIONS.md "Draft preview"). A signed link from the CMS opens a preview
 * session held in an HttpOnly cookie, bound to the path(s) the link was minted for; while it is
 * valid those pages ask the CMS for drafts (`X-Preview`, docs/UPSTREAM.md), bypass the data and
 * page caches, carry the preview banner, and answer `no-store` and `noindex`; every other page
 * is the published one, exactly as anyone gets it (docs/SECURITY.md "Preview scope"). A bad link, or a session that has run out,
 * shows the published page with a message saying so. Only a signed link opens or replaces a
 * session: a refused link leaves a running one alone, and leaving is a same-origin POST
 * (docs/SECURITY.md "Preview session"), so no other site can end an editor's preview.
 * What each step decides is here; src/http/preview.ts reads the request and answers.
 */
export const PREVIEW_PATH = ROUTES.preview.path;
export const PREVIEW_EXIT_PATH = ROUTES['preview-exit'].path;
export const PREVIEW_COOKIE = 'site_preview';
/** A one-shot note for the next page: why the preview did not open ('expired' or 'invalid'). */
export const NOTICE_COOKIE = 'site_preview_notice';

export type PreviewNotice = 'expired' | 'invalid';
const Notice = v.picklist(['expired', 'invalid']);

/** The preview cookies' attributes: secure by the site's one rule for cookies (src/security/cookies.ts). */
export const previewCookie = (scope: RequestScope) => ({
  path: '/',
  httpOnly: true,
  secure: secureCookie(scope),
  sameSite: 'Lax' as const,
});

/** The path to land on: a same-site path, else the home page. */
export const previewTarget = (path: string | undefined): string => sameSiteLocation(path) ?? '/';

/** A preview link's query: the path(s) it was minted for, its expiry and signature. */
export interface PreviewLink {
  /** The first `path`: where to land. */
  path: string | undefined;
  paths: string[];
  expires: string | undefined;
  signature: string | undefined;
}

/**
 * What a preview link comes to: a new session (its cookie's token and lifetime), or a one-shot
 * notice saying why not (a running session stays: anyone can send a visitor here with a bad
 * link); either way, where to land.
 */
export type PreviewEntry =
  | { ok: true; to: string; token: string; maxAge: number }
  | { ok: false; to: string; notice: PreviewNotice };

/**
 * GET /api/preview?path=&[path=…&]expires=&signature=: opens a session bound to the link's
 * path(s) (docs/SECURITY.md "Preview scope"), or says why not.
 */
export async function enterPreview(scope: RequestScope, link: PreviewLink): Promise<PreviewEntry> {
  const to = previewTarget(link.path);
  const secrets = config(scope.env).previewSecrets;
  const checked = await checkLink(secrets, link.paths, link.expires, link.signature);
  if (!checked.ok) {
    log('warn', 'preview.refused', {
      requestId: scope.id,
      reason: checked.reason,
      detail: checked.detail,
      configured: !!secrets[0],
    });
    return { ok: false, to, notice: checked.reason };
  }
  const maxAge = checked.expires - Math.floor(Date.now() / 1000);
  const token = await sessionToken(secrets[0] ?? '', checked.expires, checked.paths);
  log('info', 'preview.opened', {
    requestId: scope.id,
    path: to,
    paths: checked.paths,
    expires: checked.expires,
  });
  return { ok: true, to, token, maxAge };
}

/**
 * POST /api/preview/exit?path= (the banner's button) ends the session and shows the published
 * page. A post from another site is refused (403) and changes nothing: its message, or
 * undefined when the post may leave.
 */
export function exitRefusal(scope: RequestScope, request: Request): string | undefined {
  if (isSameOrigin(request)) return undefined;
  log('warn', 'preview.exit-refused', { requestId: scope.id });
  return scope.t('preview.exitForbidden');
}

/**
 * Every request: a valid session bound to this request's path sets `scope.preview` (forwarded
 * to the CMS) and makes the page private; on any other path it is not used at all, and the
 * visitor gets the published page as anyone does (cached, indexable). A session that ran out,
 * or a notice left by a refused link, sets `scope.previewNotice`. The answer: the cookies to
 * clear, and whether the response must be neither stored nor indexed (undefined: the request
 * has no preview cookie at all).
 */
export async function previewSession(
  scope: RequestScope,
  request: Request,
): Promise<{ clear: string[]; privateAnswer: () => boolean } | undefined> {
  const token = requestCookie(request, PREVIEW_COOKIE);
  const noticeRaw = requestCookie(request, NOTICE_COOKIE);
  if (token === undefined && noticeRaw === undefined) return undefined;
  const clear: string[] = [];
  const session = token === undefined ? undefined : await checkSession(config(scope.env).previewSecrets, token);
  if (session?.state === 'ok') {
    if (session.paths.includes(new URL(request.url).pathname)) scope.preview = token;
  } else if (session !== undefined) {
    clear.push(PREVIEW_COOKIE);
    scope.previewNotice = session.state;
  }
  if (noticeRaw !== undefined) {
    clear.push(NOTICE_COOKIE);
    const notice = v.safeParse(Notice, noticeRaw);
    // A refused link while a session runs on this page: the drafts are still shown, so no "published page" note.
    if (notice.success && scope.preview === undefined) scope.previewNotice = notice.output;
  }
  // A preview, or a one-visitor notice about one, is this visitor's page alone.
  if (scope.preview !== undefined || scope.previewNotice !== undefined) scope.page.private = true;
  // Neither a draft nor a one-visitor message may be stored or indexed anywhere.
  const privateAnswer = () =>
    scope.preview !== undefined || scope.previewNotice !== undefined || noticeRaw !== undefined;
  return { clear, privateAnswer };
}

/** What the Document shows: the banner while previewing, or why the preview is not open. */
export interface PreviewState {
  active: boolean;
  notice: PreviewNotice | undefined;
  /** Where the exit button posts: back to this page as published. */
  exitHref: string;
}

export function previewState(scope: RequestScope): PreviewState | undefined {
  const active = scope.preview !== undefined;
  const notice = scope.previewNotice;
  if (!active && !notice) return undefined;
  const url = scope.url;
  const here = url ? url.pathname + url.search : scope.path;
  const exitHref = `${PREVIEW_EXIT_PATH}?path=${encodeURIComponent(here)}`;
  return { active, notice, exitHref };
}
