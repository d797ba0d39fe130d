import type { Handler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { setCookie } from 'hono/cookie';
import { DISMISSED_COOKIE, dismissal, dismissedCookie, MAX_FORM_BYTES } from '@/notices/dismiss';
import type { AppContext, AppEnv } from '@/types';

function back(c: AppContext, location: string): Response {
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  return c.redirect(location, 303);
}

/** A notice's dismissal (src/notices/dismiss.ts decides), answered: 403, or 303 back to the page. */
const dismiss: Handler<AppEnv> = async (c) => {
  const answer = await dismissal(c.get('scope'), c.req.raw, async () => {
    try {
      return await c.req.formData();
    } catch {
      return undefined;
    }
  });
  if (answer.kind === 'refused') return c.text(answer.message, 403, { 'Cache-Control': 'no-store' });
  if (answer.cookie !== undefined) setCookie(c, DISMISSED_COOKIE, answer.cookie, dismissedCookie(c.get('scope')));
  return back(c, answer.to);
};

/** The notice-dismiss row's handlers (src/app.tsx): a form of two short fields, bounded. */
export const dismissNotice = [
  bodyLimit({ maxSize: MAX_FORM_BYTES, onError: (c) => back(c as AppContext, '/') }),
  dismiss,
] as const;
