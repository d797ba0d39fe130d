import { ROUTES } from '@/route-table';
import type { Handler, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { config } from '@/lib/config';
import { log } from '@/lib/log';
import { sameSiteLocation } from '@/security/redirects';
import { isSameOrigin } from '@/security/origin';
import { secureCookie } from '@/security/cookies';
import type { AppContext, AppEnv } from '@/types';
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
 */
export const PREVIEW_PATH = ROUTES.preview.path;
export const PREVIEW_EXIT_PATH = ROUTES['preview-exit'].path;
export const PREVIEW_COOKIE = 'site_preview';
/** A one-shot note for the next page: why the preview did not open ('expired' or 'invalid'). */
export const NOTICE_COOKIE = 'site_preview_notice';

export type PreviewNotice = 'expired' | 'invalid';
const Notice = v.picklist(['expired', 'invalid']);

/** Secure by the site's one rule for cookies (src/security/cookies.ts). */
const cookieBase = (c: AppContext) => ({
  path: '/',
  httpOnly: true,
  secure: secureCookie(c),
  sameSite: 'Lax' as const,
});

/** The path to land on: a same-site path, else the home page. */
function target(c: AppContext): string {
  return sameSiteLocation(c.req.query('path')) ?? '/';
}

function redirect(c: AppContext, location: string): Response {
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  return c.redirect(location, 303);
}

/**
 * GET /api/preview?path=&[path=…&]expires=&signature=: opens a session bound to the link's
 * path(s) (docs/SECURITY.md "Preview scope"), or says why not.
 */
export const enterPreview: Handler<AppEnv> = async (c) => {
  const path = target(c);
  const secrets = config(c.env).previewSecrets;
  const paths = c.req.queries('path') ?? [];
  const checked = await checkLink(secrets, paths, c.req.query('expires'), c.req.query('signature'));
  if (!checked.ok) {
    log('warn', 'preview.refused', {
      requestId: c.var.scope.id,
      reason: checked.reason,
      detail: checked.detail,
      configured: !!secrets[0],
    });
    // A running session stays: anyone can send a visitor here with a bad link.
    setCookie(c, NOTICE_COOKIE, checked.reason, { ...cookieBase(c), maxAge: 60 });
    return redirect(c, path);
  }
  const maxAge = checked.expires - Math.floor(Date.now() / 1000);
  const token = await sessionToken(secrets[0] ?? '', checked.expires, checked.paths);
  setCookie(c, PREVIEW_COOKIE, token, { ...cookieBase(c), maxAge });
  log('info', 'preview.opened', {
    requestId: c.var.scope.id,
    path,
    paths: checked.paths,
    expires: checked.expires,
  });
  return redirect(c, path);
};

/**
 * POST /api/preview/exit?path= (the banner's button): ends the session and shows the published
 * page. A post from another site is refused (403) and changes nothing.
 */
export const exitPreview: Handler<AppEnv> = (c) => {
  if (!isSameOrigin(c)) {
    log('warn', 'preview.exit-refused', { requestId: c.var.scope.id });
    return c.text(c.var.scope.t('preview.exitForbidden'), 403, {
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    });
  }
  deleteCookie(c, PREVIEW_COOKIE, cookieBase(c));
  return redirect(c, target(c));
};

/**
 * Every request: a valid session bound to this request's path sets `previewToken` (forwarded to
 * the CMS) and makes the page private; on any other path it is not used at all, and the visitor
 * gets the published page as anyone does (cached, indexable). A session that ran out, or a
 * notice left by a refused link, sets `previewNotice`.
 */
export const previewSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = getCookie(c, PREVIEW_COOKIE);
  const noticeRaw = getCookie(c, NOTICE_COOKIE);
  if (token === undefined && noticeRaw === undefined) return next();
  const session = token === undefined ? undefined : await checkSession(config(c.env).previewSecrets, token);
  if (session?.state === 'ok') {
    if (session.paths.includes(new URL(c.req.url).pathname)) c.var.scope.preview = token;
  } else if (session !== undefined) {
    deleteCookie(c, PREVIEW_COOKIE, cookieBase(c));
    c.var.scope.previewNotice = session.state;
  }
  if (noticeRaw !== undefined) {
    deleteCookie(c, NOTICE_COOKIE, cookieBase(c));
    const notice = v.safeParse(Notice, noticeRaw);
    // A refused link while a session runs on this page: the drafts are still shown, so no "published page" note.
    if (notice.success && c.var.scope.preview === undefined) c.var.scope.previewNotice = notice.output;
  }
  // A preview, or a one-visitor notice about one, is this visitor's page alone.
  if (c.var.scope.preview !== undefined || c.var.scope.previewNotice !== undefined) c.var.scope.page.private = true;
  await next();
  if (c.var.scope.preview === undefined && c.var.scope.previewNotice === undefined && noticeRaw === undefined) return;
  // Neither a draft nor a one-visitor message may be stored or indexed anywhere.
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
};

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
