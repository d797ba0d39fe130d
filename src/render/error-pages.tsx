// The one place where a thrown error becomes an answer (the app's notFound and onError): 404
// the not-found page, 429 (TooManyRequests) the rate-limited page, 503 (Unavailable: the page's
// main data cannot be had) the no-data page in the route's own frame, 429 and 503 with
// Retry-After; any other 4xx its plain answer, the rest 500.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { NoData } from '@/components/NoData';
import { log } from '@/lib/log';
import type { AppContext, AppEnv } from '@/types';
import { NotFoundPage, ServerErrorPage, TooManyRequestsPage } from '@/render/errors';
import { suggestAllowed, TooManyRequests } from '@/render/rate-limited';
import { type Closest, closestPages } from '@/search/closest';
import { Unavailable } from '@/cms/required';
import { renderPage } from '@/render/renderer';

export async function renderNotFound(c: AppContext): Promise<Response> {
  // Only pages are rendered: any other method gets a plain 404 (or 405: src/app.tsx).
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text(c.get('scope').t('error.notFoundTitle'), 404);
  return renderPage(c, {
    status: 404,
    layout: 'error',
    head: { title: c.get('scope').t('error.notFoundTitle'), noindex: true },
    body: <NotFoundPage path={c.req.path} closest={await closestTo(c)} />,
  });
}

/**
 * The pages closest to the dead path's words (src/search/closest.ts), counted as a suggestion
 * (SUGGEST_LIMITER); none when the client is limited or anything fails: a 404 stays a 404.
 */
async function closestTo(c: AppContext): Promise<Closest | undefined> {
  try {
    if (!(await suggestAllowed(c))) return undefined;
    return await closestPages(c.get('scope'), c.get('scope').locale, c.req.path);
  } catch (err) {
    log('warn', 'notfound.closest', { requestId: c.get('scope').id, cause: String(err) });
    return undefined;
  }
}

/**
 * 503 (Unavailable: the page's main data cannot be had; already logged by the upstream client)
 * and 429 (TooManyRequests): come back later. In the route's own frame, with Retry-After, never
 * stored and never indexed.
 */
function renderRetryLater(c: AppContext, err: Unavailable | TooManyRequests): Promise<Response> {
  const t = c.get('scope').t;
  const tooMany = err instanceof TooManyRequests;
  return renderPage(c, {
    status: err.status,
    layout: c.get('scope').route.layout ?? 'default',
    headers: { 'Retry-After': String(err.retryAfter), 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
    head: { title: t(tooMany ? 'error.tooManyTitle' : 'noData.title'), noindex: true },
    body: tooMany ? <TooManyRequestsPage /> : <NoData />,
  });
}

export async function renderError(err: Error, c: Context<AppEnv>): Promise<Response> {
  if (err instanceof HTTPException && err.status === 404) return renderNotFound(c);
  if (err instanceof Unavailable || err instanceof TooManyRequests) return renderRetryLater(c, err);
  if (err instanceof HTTPException && err.status < 500) return err.getResponse();
  log('error', 'request.error', {
    requestId: c.get('scope').id,
    method: c.req.method,
    path: c.req.path,
    error: err,
  });
  try {
    return await renderPage(c, {
      status: 500,
      layout: 'error',
      head: { title: c.get('scope').t('error.serverTitle'), noindex: true },
      body: <ServerErrorPage />,
    });
  } catch {
    return c.text(c.get('scope').t?.('error.server') ?? 'Internal Server Error', 500);
  }
}
