import type { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { config } from '@/lib/config';
import type { Locale } from '@/i18n/locales';
import { localePath, routeName } from '@/i18n/paths';
import { isCrawler } from '@/render/crawler';
import { frameData } from '@/cms/frame';
import { hasPersonal, requestKey } from '@/lib/request-key';
import { privatePage } from '@/render/page-cache';
import { renderCached, renderPage } from '@/render/renderer';
import { Unavailable } from '@/cms/required';
import type { Loader, RouteDef, ServiceDef } from '@/render/route';
import type { AppContext, AppEnv } from '@/types';
import { dataOutcome } from '@/upstream/outcomes';
import { pageNotices } from '@/notices/page';

interface PageOptions {
  /** The page cache may answer (GET of a route that allows it; src/render/page-cache.ts). */
  pageCache: boolean;
  /** Ask for the frame's menu and site info at once (GET of a framed page). */
  prefetchFrame: boolean;
}

/** The matched route's facts for the rest of the request (logs, canonical URL, CSP, error pages). */
function matched(c: AppContext, route: RouteDef, locale: Locale): unknown {
  const scope = c.get('scope');
  scope.route.name = routeName(route.name, locale);
  if (route.layout) scope.route.layout = route.layout;
  if (route.query) scope.route.query = route.query;
  if (route.kind === 'page' && (c.req.method === 'GET' || c.req.method === 'HEAD')) canonicalRequest(c, route);
  const csp = route.csp?.(c);
  if (csp) scope.route.csp = csp;
  const input = route.input ? route.input(c) : undefined;
  if (route.input && input === undefined) throw new HTTPException(404);
  return input;
}

/**
 * A page's GET reads the canonical request alone (src/lib/request-key.ts): the parameters its
 * route declares, in their canonical form, and its personal ones as sent. The page cache's key,
 * the data the page asks for and its canonical link all follow from this one URL, so a stray
 * parameter, a repeated one or another order can neither make a second page nor reach the CMS.
 * A request holding a personal parameter is this visitor's answer: never kept for others.
 */
function canonicalRequest(c: AppContext, route: RouteDef): void {
  const url = new URL(c.req.url);
  const key = requestKey(url, route.query ?? {}, route.personal);
  if (key.href !== url.href) {
    c.get('scope').sentSearch = url.search;
    c.req.raw = new Request(key, c.req.raw);
    c.get('scope').url = key;
  }
  if (hasPersonal(key, route.personal)) privatePage(c.get('scope'));
}

/**
 * One page's answer to one method: its data (load or post), its head from the data, and its
 * Page rendering the data in the route's frame. Errors (404, 429 and 503 with Retry-After, 500)
 * are thrown and rendered in one place (src/render/error-pages.tsx).
 */
function page(route: RouteDef, locale: Locale, loader: Loader<string, unknown, unknown>, options: PageOptions) {
  return async (c: AppContext) => {
    const started = Date.now();
    const input = matched(c, route, locale);
    // What the page shows above its header: asked for now, beside the page's data
    // (src/notices/page.ts). Not for a POST: a refused form post must cause nothing else.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') void pageNotices(c.get('scope'), c.req.raw);
    if (options.pageCache) {
      const cached = await renderCached(c);
      if (cached) return cached;
    }
    if (options.prefetchFrame) {
      // The frame's menu and site info are needed by every framed page: ask for them now, in
      // parallel with the page's own data, not when the header renders after it. (Not for a
      // POST: a refused form post must cause nothing else.)
      const frame = frameData(c.get('scope'));
      void frame.menu();
      void frame.site();
    }
    const data = await loader(c, input);
    if (data instanceof Response) return data;
    const { head: headOf, Page } = route;
    if (!headOf || !Page) throw new Error(`route ${route.name} answered with data but has no Page`);
    // The head may wait briefly for cached data (the home page's site info): in parallel with
    // the outage decision below, so the first bytes wait for the longer of the two, not both.
    const ownHead = Promise.resolve().then(() => headOf(data, c));
    ownHead.catch(() => {});
    if (options.prefetchFrame) {
      // Every data call of the page failed (a cold cache and the CMS down): not a 200 of
      // "No data" blocks, for visitors and crawlers alike (docs/SECURITY.md).
      const budget = isCrawler(c) ? Number.POSITIVE_INFINITY : config(c.env).outageWaitMs - (Date.now() - started);
      if ((await dataOutcome(c.get('scope'), budget)) === 'none') throw new Unavailable('no data at all');
    }
    const own = await ownHead;
    const head = route.indexable === false ? { ...own, noindex: true } : own;
    // Every inner page shows its trail; the home page is the trail's start.
    const parents = route.path === '/' || route.layout === 'error' ? undefined : route.parent ? [route.parent] : [];
    return renderPage(c, {
      layout: route.layout,
      parents,
      head,
      bodyClass: route.bodyClass,
      stylesheet: route.stylesheet,
      ...route.answer?.(data),
      body: <Page data={data} />,
    });
  };
}

/**
 * An endpoint's answer: its own Response and nothing else: no frame, no page cache, no
 * renderer. An error it throws is answered as JSON with its status, never as a page.
 */
function endpoint(route: RouteDef, locale: Locale) {
  return async (c: AppContext) => {
    try {
      const answer = await route.load(c, matched(c, route, locale));
      if (!(answer instanceof Response)) throw new Error(`endpoint ${route.name} answered without a Response`);
      return answer;
    } catch (err) {
      if (!(err instanceof HTTPException) || err.status >= 500) throw err;
      return c.json({ ok: false, message: err.message || c.get('scope').t('error.notFoundTitle') }, err.status, {
        'Cache-Control': 'no-store',
      });
    }
  };
}

/**
 * Mounts every row of the URL table: the service routes (the worker's own handlers) and the
 * pages and endpoints, in one loop under the three prefixes. sc and en first, then tc: tc's
 * catch-all (/:alias) must not answer for '/sc' or '/en'. Within a language the order of
 * `routes` holds (the route table's order, service rows first), so fixed routes come before
 * parameterised ones. A service route without a language is mounted once, in tc's turn (no
 * prefix). Only GET (with HEAD) and the POST of a form route or a POST service are mounted: any
 * other method is answered 405 by hono/method-not-allowed (src/app.tsx).
 */
export function mountRoutes(app: Hono<AppEnv>, routes: readonly (ServiceDef | RouteDef)[]): void {
  for (const locale of ['sc', 'en', 'tc'] as const) {
    for (const route of routes) {
      if (route.kind === 'service') {
        if (!route.localised && locale !== 'tc') continue;
        const at = route.localised ? localePath(locale, route.path) : route.path;
        const [first, ...rest] = route.handlers;
        if (!first) throw new Error(`service route ${route.name} has no handler`);
        if (route.method === 'POST') app.post(at, first, ...rest);
        else app.get(at, first, ...rest);
        continue;
      }
      const path = localePath(locale, route.path);
      if (route.kind === 'endpoint') {
        app.get(path, endpoint(route, locale));
        continue;
      }
      const framed = route.layout !== 'error';
      app.get(path, page(route, locale, route.load, { pageCache: route.pageCache !== false, prefetchFrame: framed }));
      if (route.post) app.post(path, page(route, locale, route.post, { pageCache: false, prefetchFrame: false }));
    }
  }
}
