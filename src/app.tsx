import { Hono } from 'hono';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { LOCALES } from '@/i18n/locales';
import { localeFromPath, rootRedirect } from '@/http/locale';
import { localePath, splitLocale } from '@/i18n/paths';
import { MOVED_PATHS } from '@/cms/paths';
import { languageSwitch } from '@/http/language-switch';
import { requestLog } from '@/http/request-log';
import { letterCase, pathSpelling } from '@/lib/request-key';
import { trackingFree } from '@/http/tracking';
import { requestScope } from '@/http/scope';
import { renderError, renderNotFound } from '@/render/error-pages';
import { previewCookies, previewEntry, previewExit } from '@/http/preview';
import { defineService, type RouteDef, type ServiceDef } from '@/render/route';
import { mountRoutes } from '@/routing';
import { securityHeaders } from '@/http/security-headers';
import { movedPaths } from '@/http/moved';
import { childSitemapHandler, newsFeed, robots, sitemapIndexHandler } from '@/http/seo';
import { sameSiteLocation, withoutTrailingSlash } from '@/security/redirects';
import { sameSiteRedirects } from '@/http/redirects';
import type { AppContext, AppEnv } from '@/types';
import { healthz, revalidateWebhook } from '@/http/ops';
import { dismissNotice } from '@/http/notices';

/** The one place where the middleware order is visible (docs/architecture/request.md "One request" explains it). */
export function createApp(routes: RouteDef[]) {
  const app = new Hono<AppEnv>();

  // The request's one record of itself (c.get('scope')), named by its request id.
  app.use(requestScope);
  // Tracking parameters never change a page, its cache key, canonical URL or redirects (src/lib/tracking.ts).
  app.use(trackingFree);
  app.use(requestLog);
  // Every redirect's final Location, whoever set it, is checked last (src/http/redirects.ts).
  app.use(sameSiteRedirects);
  app.use(securityHeaders);

  // No trailing slash (docs/REQUIREMENTS.md), answered before any work is done for the page.
  // Not hono/trailing-slash: that trims one slash per redirect and keeps repeated leading
  // slashes; this trims them all in one 301 and collapses the leading ones, so the Location can
  // never name another host (src/security/redirects.ts). The raw (still percent-encoded) path:
  // a decoded one may hold characters no header can carry.
  // A path in another spelling of the same characters ('/en/%61bout', '%e6' for '%E6') answers
  // 301 to its one spelling (src/lib/request-key.ts), in the same redirect: one URL per page,
  // never a second page-cache entry (docs/SECURITY.md "One key per page"). A moved path's own
  // 301 (below) comes first: it reads the decoded path, so it goes to the page in one step.
  // A fixed path of the route table in other letter case ('/EN/undergraduate') answers 301 to
  // its one spelling ('/en/Undergraduate') in the same redirect, before any CMS call; a path that
  // spells none is left to the router (a parameterised segment keeps its own case rules).
  const fixedCase = letterCase(fixedPaths(routes));
  app.use(async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    const read = c.req.method === 'GET' || c.req.method === 'HEAD';
    const spelled =
      read && !Object.hasOwn(MOVED_PATHS, splitLocale(c.req.path).path) ? pathSpelling(pathname) : pathname;
    const trimmed = withoutTrailingSlash(spelled) ?? spelled;
    const cased = (read ? fixedCase(trimmed) : undefined) ?? trimmed;
    const target = cased === pathname ? undefined : sameSiteLocation(`${cased}${search}`);
    if (target === undefined) return next();
    return c.redirect(target, 301);
  });

  app.use(localeFromPath);
  // A method a page does not take (POST without a form, PUT, DELETE...): 405 with Allow.
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) => {
        return c.text(c.get('scope').t('error.methodNotAllowed'), 405, {
          Allow: methods.join(', '),
          'Cache-Control': 'no-store',
        });
      },
    }),
  );
  app.use(movedPaths);
  app.use(rootRedirect);
  app.use(previewCookies);

  // The whole URL table in one loop: the service rows' own handlers, then the pages and endpoints.
  mountRoutes(app, [...services(routes), ...routes]);

  app.notFound((c) => renderNotFound(c as AppContext));
  app.onError(renderError);

  return app;
}

/** The worker's own answers to the table's service rows (src/route-table.ts), in the table's order. */
function services(routes: RouteDef[]): ServiceDef[] {
  return [
    defineService('language-switch', [languageSwitch]),
    defineService('revalidate', revalidateWebhook),
    defineService('healthz', [healthz]),
    defineService('preview', [previewEntry]),
    defineService('preview-exit', [previewExit]),
    defineService('notice-dismiss', dismissNotice),
    defineService('robots', [robots]),
    defineService('sitemap', [sitemapIndexHandler(routes)]),
    defineService('sitemap-child', [childSitemapHandler(routes)]),
    defineService('feed', [newsFeed]),
  ];
}

/** Every route's path without a parameter, in each language (the route table's fixed paths). */
function fixedPaths(routes: RouteDef[]): string[] {
  return routes
    .filter((route) => !route.path.includes(':'))
    .flatMap((route) => LOCALES.map((locale) => localePath(locale, route.path)));
}
