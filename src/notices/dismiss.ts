import { ROUTES } from '@/route-table';
import type { Handler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { config } from '@/lib/config';
import { log } from '@/lib/log';
import { sameSiteLocation } from '@/security/redirects';
import { isSameOrigin } from '@/security/origin';
import type { AppContext, AppEnv } from '@/types';

/**
 * Dismissing a notice for the session (docs/ARCHITECTURE.md "Site notices"): the notice's
 * button is a small form posting here, with or without JavaScript; the answer adds the notice's
 * id to a session cookie and goes back to the page (303). The cookie is read when the notices
 * are put into a page, never by the page cache: a kept page stays one page for everyone, and
 * each visitor's answer leaves out what they dismissed. An emergency notice is never left out,
 * whatever the cookie says.
 */
export const DISMISS_PATH = ROUTES['notice-dismiss'].path;
export const DISMISSED_COOKIE = 'site_notices_dismissed';
/** The ids kept: the most recent, so an old dismissal makes room for a new one. */
export const MAX_DISMISSED = 20;
const MAX_FORM_BYTES = 4096;

/** A notice id as the cookie carries it (CMS ids: digits or slugs; a notice with another id cannot be dismissed). */
const Id = v.pipe(v.string(), v.trim(), v.regex(/^[\w-]{1,64}$/));

/** Whether a notice of this id and level may be dismissed: never an emergency. */
export const dismissible = (id: string, level: string): boolean => level !== 'emergency' && v.is(Id, id);

/** The ids of the notices this visitor dismissed in this session. */
export function dismissedIds(c: AppContext): Set<string> {
  const raw = getCookie(c, DISMISSED_COOKIE);
  if (!raw) return new Set();
  return new Set(raw.split('.').filter((id) => v.is(Id, id)));
}

const secure = (c: AppContext) => !config(c.env).local || new URL(c.req.url).protocol === 'https:';

function back(c: AppContext, location: string): Response {
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  return c.redirect(location, 303);
}

/** POST /notices/dismiss (form: id, back): hides that notice for the session and returns to `back`. */
const dismiss: Handler<AppEnv> = async (c) => {
  if (!isSameOrigin(c)) {
    log('warn', 'notices.dismiss-refused', { requestId: c.var.scope.id, reason: 'origin' });
    return c.text(c.var.scope.t('notices.dismissRefused'), 403, { 'Cache-Control': 'no-store' });
  }
  let form: FormData | undefined;
  try {
    form = await c.req.formData();
  } catch {
    // Not a form: nothing is dismissed, the visitor goes home.
    form = undefined;
  }
  const to = sameSiteLocation(String(form?.get('back') ?? '')) ?? '/';
  const id = v.safeParse(Id, String(form?.get('id') ?? ''));
  if (!id.success) return back(c, to);
  const ids = [...dismissedIds(c)].filter((x) => x !== id.output);
  ids.push(id.output);
  setCookie(c, DISMISSED_COOKIE, ids.slice(-MAX_DISMISSED).join('.'), {
    path: '/',
    httpOnly: true,
    secure: secure(c),
    sameSite: 'Lax',
  });
  return back(c, to);
};

/** Mounted as `app.post(DISMISS_PATH, ...dismissNotice)` (src/app.tsx): a form of two short fields, bounded. */
export const dismissNotice = [
  bodyLimit({ maxSize: MAX_FORM_BYTES, onError: (c) => back(c as AppContext, '/') }),
  dismiss,
] as const;
