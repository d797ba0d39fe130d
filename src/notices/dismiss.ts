import { ROUTES } from '@/route-table';
import * as v from 'valibot';
import { log } from '@/lib/log';
import type { RequestScope } from '@/request/scope';
import { requestCookie, secureCookie } from '@/security/cookies';
import { sameSiteLocation } from '@/security/redirects';
import { isSameOrigin } from '@/security/origin';

/**
 * Dismissing a notice for the session (docs/architecture/notices.md "Site notices"): the notice's
 * button is a small form posting here, with or without JavaScript; the answer adds the notice's
 * id to a session cookie and goes back to the page (303; the HTTP side is src/http/notices.ts). The cookie is read when the notices
 * are put into a page, never by the page cache: a kept page stays one page for everyone, and
 * each visitor's answer leaves out what they dismissed. An emergency notice is never left out,
 * whatever the cookie says.
 */
export const DISMISS_PATH = ROUTES['notice-dismiss'].path;
export const DISMISSED_COOKIE = 'site_notices_dismissed';
/** The ids kept: the most recent, so an old dismissal makes room for a new one. */
export const MAX_DISMISSED = 20;
/** The largest form body read (two short fields): src/http/notices.ts bounds it. */
export const MAX_FORM_BYTES = 4096;

/** A notice id as the cookie carries it (CMS ids: digits or slugs; a notice with another id cannot be dismissed). */
const Id = v.pipe(v.string(), v.trim(), v.regex(/^[\w-]{1,64}$/));

/** Whether a notice of this id and level may be dismissed: never an emergency. */
export const dismissible = (id: string, level: string): boolean => level !== 'emergency' && v.is(Id, id);

/** The ids of the notices this visitor dismissed in this session. */
export function dismissedIds(request: Request): Set<string> {
  const raw = requestCookie(request, DISMISSED_COOKIE);
  if (!raw) return new Set();
  return new Set(raw.split('.').filter((id) => v.is(Id, id)));
}

/** The dismissal cookie's attributes: a session cookie for the whole site. */
export const dismissedCookie = (scope: RequestScope) => ({
  path: '/',
  httpOnly: true,
  secure: secureCookie(scope),
  sameSite: 'Lax' as const,
});

/**
 * What a dismissal post comes to: refused (a post from another site: 403 with the message), or
 * back to a same-site `to` (else the home page), with the cookie's new value when the form named
 * a notice that may be dismissed.
 */
export type Dismissal = { kind: 'refused'; message: string } | { kind: 'back'; to: string; cookie?: string };

/**
 * POST /notices/dismiss (form: id, back): hides that notice for the session and returns to
 * `back`. `form` reads the post's form (undefined when it is none); it is read only for a post
 * from this site.
 */
export async function dismissal(
  scope: RequestScope,
  request: Request,
  form: () => Promise<FormData | undefined>,
): Promise<Dismissal> {
  if (!isSameOrigin(request)) {
    log('warn', 'notices.dismiss-refused', { requestId: scope.id, reason: 'origin' });
    return { kind: 'refused', message: scope.t('notices.dismissRefused') };
  }
  // Not a form: nothing is dismissed, the visitor goes home.
  const fields = await form();
  const to = sameSiteLocation(String(fields?.get('back') ?? '')) ?? '/';
  const id = v.safeParse(Id, String(fields?.get('id') ?? ''));
  if (!id.success) return { kind: 'back', to };
  const ids = [...dismissedIds(request)].filter((x) => x !== id.output);
  ids.push(id.output);
  return { kind: 'back', to, cookie: ids.slice(-MAX_DISMISSED).join('.') };
}
