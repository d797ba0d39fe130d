import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { LOCALES } from './i18n/locales';
import { localeFromPath, rootRedirect } from './i18n/middleware';
import { localePath } from './i18n/paths';
import { languageSwitch } from './i18n/switch';
import { log } from './lib/log';
import { requestLog } from './lib/request-log';
import { NotFoundPage, ServerErrorPage } from './render/errors';
import { renderPage, renderer } from './render/renderer';
import type { RouteDef } from './render/route';
import { PAGE_METHODS, methodNotAllowed, mountRoutes } from './routing';
import { securityHeaders } from './security/headers';
import { FEED_PATH, newsFeed } from './seo/feed';
import { movedPaths } from './seo/moved';
import { childSitemapHandler, robots, sitemapIndexHandler } from './seo/sitemap';
import { sameSiteLocation, sameSiteRedirects, withoutTrailingSlash } from './security/redirects';
import type { AppContext, AppEnv } from './types';
import { revalidateWebhook, WEBHOOK_PATH } from './upstream/webhook';

const renderNotFound = (c: AppContext) =>
  renderPage(c, {
    status: 404,
    layout: 'error',
    head: { title: c.get('t')('error.notFoundTitle'), noindex: true },
    body: <NotFoundPage path={c.req.path} />,
  });

/** The one place where the middleware order is visible (docs/ARCHITECTURE.md explains it). */
export function createApp(routes: RouteDef[]) {
  const app = new Hono<AppEnv>();

  app.use(requestId({ generator: (c) => c.req.header('cf-ray') ?? crypto.randomUUID() }));
  app.use(requestLog);
  // Every redirect's final Location, whoever set it, is checked last (src/security/redirects.ts).
  app.use(sameSiteRedirects);
  app.use(securityHeaders);

  // SPEC §2: no trailing slash. Answered before any work is done for the page.
  // The raw (still percent-encoded) path: a decoded one may hold characters no header can carry.
  app.use(async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    const trimmed = withoutTrailingSlash(pathname);
    const target = trimmed === undefined ? undefined : sameSiteLocation(`${trimmed}${search}`);
    if (target === undefined) return next();
    return c.redirect(target, 301);
  });

  app.use(localeFromPath);
  app.use(async (c, next) => {
    if (!PAGE_METHODS.has(c.req.method)) return methodNotAllowed(c as AppContext);
    await next();
  });
  app.use(movedPaths);
  app.use(rootRedirect);
  app.use(renderer);

  app.get('/lang/:code', languageSwitch);
  app.post(WEBHOOK_PATH, ...revalidateWebhook);
  app.get('/robots.txt', robots);
  app.get('/sitemap.xml', sitemapIndexHandler(routes));
  app.get('/sitemaps/:name', childSitemapHandler(routes));
  for (const locale of LOCALES) app.get(localePath(locale, FEED_PATH), newsFeed);
  mountRoutes(app, routes);

  app.notFound((c) => renderNotFound(c as AppContext));

  app.onError((err, c) => {
    const ctx = c as AppContext;
    if (err instanceof HTTPException && err.status === 404) return renderNotFound(ctx);
    if (err instanceof HTTPException && err.status < 500) return err.getResponse();
    log('error', 'request.error', {
      requestId: ctx.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      error: err,
    });
    try {
      return renderPage(ctx, {
        status: 500,
        layout: 'error',
        head: { title: ctx.get('t')('error.serverTitle'), noindex: true },
        body: <ServerErrorPage />,
      });
    } catch {
      return c.text(ctx.get('t')?.('error.server') ?? 'Internal Server Error', 500);
    }
  });

  return app;
}
