import type { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Locale } from './i18n/locales';
import { localePath, routeName } from './i18n/paths';
import { createElement } from 'react';
import { NoData } from './components/NoData';
import { renderCached, renderPage } from './render/renderer';
import { shellOf } from './render/shell';
import { RETRY_AFTER_SECONDS, Unavailable } from './render/required';
import type { PageHandler, RouteDef } from './render/route';
import type { AppContext, AppEnv } from './types';

/** Registered routes by localised name (name___default, name___sc, name___en). */
const table = new Map<string, { route: RouteDef; locale: Locale; path: string }>();

function handle(route: RouteDef, locale: Locale, handler: PageHandler) {
  return async (c: AppContext) => {
    c.set('routeName', routeName(route.name, locale));
    if (route.query) c.set('queryRules', route.query);
    if (route.validate && !route.validate(c)) throw new HTTPException(404);
    if (handler === route.load) {
      const cached = await renderCached(c);
      if (cached) return cached;
    }
    if (route.layout !== 'error' && handler === route.load) {
      // The frame's menu and site info are needed by every framed page: ask for them now, in
      // parallel with the page's own data, not when the header renders after it. (Not for a
      // POST: a refused form post must cause nothing else.)
      const shell = shellOf(c);
      void shell.menu();
      void shell.site();
    }
    let result: Awaited<ReturnType<PageHandler>>;
    try {
      result = await handler(c);
    } catch (err) {
      if (!(err instanceof Unavailable)) throw err;
      // Already logged by the upstream client: the page keeps its frame and says so.
      return renderPage(c, {
        status: 503,
        layout: route.layout,
        headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
        head: { title: c.get('t')('noData.title'), noindex: true },
        body: createElement(NoData),
      });
    }
    if (result instanceof Response) return result;
    const head = route.indexable === false ? { ...result.head, noindex: true } : result.head;
    return renderPage(c, { layout: route.layout, ...result, head });
  };
}

/** Localised paths of the routes that take a form POST, for the Allow header. */
const formPaths = new Set<string>();

export function methodNotAllowed(c: AppContext) {
  c.header('Allow', formPaths.has(c.req.path) ? 'GET, HEAD, POST' : 'GET, HEAD');
  c.header('Cache-Control', 'no-store');
  return c.text(c.get('t')('error.methodNotAllowed'), 405);
}

/** Pages answer GET and HEAD, and POST where a form is; every other method gets 405. */
export const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST']);

/**
 * Mounts every route under the three prefixes. sc and en first, then tc: tc's catch-all
 * (/:alias) must not answer for '/sc' or '/en'. Within a language the order of `routes` holds,
 * so fixed routes come before parameterised ones.
 */
export function mountRoutes(app: Hono<AppEnv>, routes: RouteDef[]): void {
  for (const locale of ['sc', 'en', 'tc'] as const) {
    for (const route of routes) {
      const path = localePath(locale, route.path);
      table.set(routeName(route.name, locale), { route, locale, path: route.path });
      app.get(path, handle(route, locale, route.load));
      app.post(path, route.post ? handle(route, locale, route.post) : methodNotAllowed);
      if (route.post) formPaths.add(path);
    }
  }
}

/**
 * Builds the URL of a named route ('news-detail___en' or 'news-detail' plus a locale),
 * filling :params. Unknown names throw: a broken link is a bug, not a runtime condition.
 */
export function pathTo(name: string, params: Record<string, string | number> = {}, locale?: Locale): string {
  const entry = table.get(locale ? routeName(name, locale) : name);
  if (!entry) throw new Error(`unknown route: ${name}`);
  const filled = entry.path.replace(/:(\w+)(\{[^}]*\})?/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`route ${name} needs :${key}`);
    return encodeURIComponent(String(value));
  });
  return localePath(entry.locale, filled);
}

export const routeNames = (): string[] => [...table.keys()];
