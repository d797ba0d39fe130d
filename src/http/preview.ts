// Draft preview's HTTP side (what each step decides: src/preview/preview.ts): the link's query
// read, the session cookies set and cleared, the answers' redirects and headers.
import type { Handler, MiddlewareHandler } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import {
  enterPreview,
  exitRefusal,
  NOTICE_COOKIE,
  PREVIEW_COOKIE,
  previewCookie,
  previewSession,
  previewTarget,
} from '@/preview/preview';
import type { AppContext, AppEnv } from '@/types';

function redirect(c: AppContext, location: string): Response {
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  return c.redirect(location, 303);
}

/** GET /api/preview: a signed link opens a session, or leaves a one-shot notice; 303 to the page. */
export const previewEntry: Handler<AppEnv> = async (c) => {
  const entry = await enterPreview(c.get('scope'), {
    path: c.req.query('path'),
    paths: c.req.queries('path') ?? [],
    expires: c.req.query('expires'),
    signature: c.req.query('signature'),
  });
  const cookie = previewCookie(c.get('scope'));
  if (entry.ok) setCookie(c, PREVIEW_COOKIE, entry.token, { ...cookie, maxAge: entry.maxAge });
  else setCookie(c, NOTICE_COOKIE, entry.notice, { ...cookie, maxAge: 60 });
  return redirect(c, entry.to);
};

/** POST /api/preview/exit?path=: 403 from another site, else the session ends; 303 to the page. */
export const previewExit: Handler<AppEnv> = (c) => {
  const refused = exitRefusal(c.get('scope'), c.req.raw);
  if (refused !== undefined)
    return c.text(refused, 403, {
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    });
  deleteCookie(c, PREVIEW_COOKIE, previewCookie(c.get('scope')));
  return redirect(c, previewTarget(c.req.query('path')));
};

/** Every request: the preview session's cookies read (previewSession); a preview's answer is private. */
export const previewCookies: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = await previewSession(c.get('scope'), c.req.raw);
  if (session === undefined) return next();
  for (const name of session.clear) deleteCookie(c, name, previewCookie(c.get('scope')));
  await next();
  if (!session.privateAnswer()) return;
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
};
