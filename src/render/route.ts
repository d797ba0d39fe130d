import type { Context, MiddlewareHandler } from 'hono';
import type { ReactElement, ReactNode } from 'react';
import {
  type EndpointRouteName,
  type LayoutName,
  type PageRouteName,
  type PathOf,
  ROUTES,
  type ServiceRouteName,
} from '@/route-table';
import type { QueryRules } from '@/lib/query-rules';
import type { PageIndexer, PageIndexers } from '@/search/page-index';
import type { CspSources } from '@/lib/csp-sources';
import type { ParentPage } from '@/seo/breadcrumbs';
import type { Head } from '@/seo/head';
import type { AppContext, AppEnv } from '@/types';
import type { Stylesheet } from '@/lib/assets';

export type { LayoutName } from '@/route-table';

/** What the renderer frames: the page element, its head and how to answer with it. */
export interface Rendering {
  status?: number;
  head?: Head;
  layout?: LayoutName;
  /** Extra class on <body>, e.g. the home page's index-container. */
  bodyClass?: string;
  /** The page's stylesheet; `site` (every page type's rules) unless the route names a slimmer one. */
  stylesheet?: Stylesheet;
  /** An inner page's breadcrumb parents (RouteDef.parent), set by the route table. */
  parents?: readonly ParentPage[];
  body: ReactElement;
  /** Extra response headers of this answer. */
  headers?: Record<string, string>;
}

/** The status and extra headers of an answer whose data says so (a refused form: 400, no-store). */
export interface Answer {
  status?: number;
  headers?: Record<string, string>;
}

/** A route's context: its path's :params are typed (c.req.param('id') is a string). */
export type RouteContext<P extends string> = Context<AppEnv, P>;

/**
 * A route's GET or POST: the page's data, or a Response that answers instead (a redirect, JSON).
 * It awaits only what decides the status and passes the rest as promises, which the Page's
 * Suspense boundaries stream as they settle.
 */
export type Loader<P extends string, I, D> = (c: RouteContext<P>, input: I) => Promise<D | Response> | D | Response;

/** What every route module may state about its URL, whatever it answers with. */
interface RouteBase<P extends string, I> {
  /**
   * The outside input that names the page (a path slug, ?id=), parsed; undefined is the 404
   * page, answered before any data is asked for. Its value is handed to load and post.
   */
  input?: (c: RouteContext<P>) => I | undefined;
  /**
   * The query parameters that define the page's content (a profile's id, a list's page number
   * and filters), each with its canonical form. Every other parameter is left out of the
   * page's canonical URL and alternates (src/seo/canonical.ts).
   */
  query?: QueryRules;
  /**
   * Parameters that shape one visitor's answer only (a form's prefill, a search keyword): the
   * page reads them as sent, they are never part of its canonical URL, and a request holding
   * one is never kept by the page cache (docs/SECURITY.md "One key per page"). Every parameter
   * neither here nor in `query` is taken off the request before the page sees it.
   */
  personal?: readonly string[];
  /** The page this one belongs under in the breadcrumb trail (home is always first). */
  parent?: ParentPage;
  /** false: a showcase, not content: its pages are `noindex` and out of the sitemap. */
  indexable?: false;
  /** Extra CSP sources for this page's answers, when it needs any (src/security/headers.ts). */
  csp?: (c: AppContext) => CspSources | undefined;
  /** Whether the page's GET may come from the page cache (src/render/page-cache.ts). Default: yes. */
  pageCache?: boolean;
}

/**
 * A page: `load` gathers the data, `head` derives the title, description and structured data
 * from it, and `Page` renders it (reading the language and messages through useSite()).
 */
export interface RouteModule<P extends string, I, D> extends RouteBase<P, I> {
  /** GET (and HEAD). */
  load: Loader<P, I, D>;
  /** POST, for routes that own a form: data for the same Page. Without it, POST is 405. */
  post?: Loader<P, I, D>;
  head: (data: D, c: AppContext) => Head | Promise<Head>;
  Page: (props: { data: D }) => ReactNode;
  /**
   * What the page shows that the site search indexes beyond its CMS page's own text (facts
   * tables, contact facts, the locales' text): its search document, beside the page it
   * describes (src/search/page-index.ts). It is called by the index build, off the request
   * path, with the CMS answers the build read and the language's messages: never a request.
   */
  index?: PageIndexer;
  /** The answer's status and headers when the data decides them; otherwise 200. */
  answer?: (data: D) => Answer;
  /** Extra class on <body>, e.g. the home page's index-container. */
  bodyClass?: string;
  /** The page's stylesheet; `site` (every page type's rules) unless the route names a slimmer one. */
  stylesheet?: Stylesheet;
}

/** A URL answered with data rather than a page (JSON): every answer is a Response. */
export interface EndpointModule<P extends string, I> extends RouteBase<P, I> {
  load: Loader<P, I, never>;
}

/** One URL as the router mounts it: the table's row and the module's properties. */
export interface RouteDef extends RouteBase<string, unknown> {
  name: string;
  path: string;
  /** A page is rendered in its layout; an endpoint answers with its own Response, nothing else (src/routing.tsx). */
  kind: 'page' | 'endpoint';
  /** A page's frame (the table's row); an endpoint has none. */
  layout?: LayoutName;
  load: Loader<string, unknown, unknown>;
  post?: Loader<string, unknown, unknown>;
  head?: (data: unknown, c: AppContext) => Head | Promise<Head>;
  Page?: (props: { data: unknown }) => ReactNode;
  answer?: (data: unknown) => Answer;
  bodyClass?: string;
  stylesheet?: Stylesheet;
  index?: PageIndexer;
}

/** The pages' search descriptions by route name, for the index build (src/search/build/step.ts). */
export const pageIndexers = (routes: readonly RouteDef[]): PageIndexers =>
  new Map(routes.flatMap((r) => (r.kind === 'page' && r.index ? [[r.name, r.index] as const] : [])));

/**
 * A service route of the table (RouteRow.service) as the router mounts it: the worker's own
 * handlers (middleware first, e.g. a body limit), under the row's method and path.
 */
export interface ServiceDef {
  kind: 'service';
  name: ServiceRouteName;
  path: string;
  method: 'GET' | 'POST';
  /** Under each language prefix; else once, without one. */
  localised: boolean;
  handlers: readonly MiddlewareHandler<AppEnv>[];
}

/** The worker's own answer to a service row of the table: its path and method come from there. */
export function defineService(name: ServiceRouteName, handlers: readonly MiddlewareHandler<AppEnv>[]): ServiceDef {
  const { path, service } = ROUTES[name];
  const localised = 'localised' in service && service.localised === true;
  return { kind: 'service', name, path, method: service.method, localised, handlers };
}

/** A page of the table (src/route-table.ts): its path and layout come from there. */
export function defineRoute<N extends PageRouteName, I = undefined, D = never>(
  name: N,
  module: RouteModule<PathOf<N>, I, D>,
): RouteDef {
  const { path, layout } = ROUTES[name];
  return { ...(module as unknown as Omit<RouteDef, 'name' | 'path' | 'layout'>), name, path, layout, kind: 'page' };
}

/** A URL of the table answered with data (JSON) rather than a page. */
export function defineEndpoint<N extends EndpointRouteName, I = undefined>(
  name: N,
  module: EndpointModule<PathOf<N>, I>,
): RouteDef {
  const { path } = ROUTES[name];
  return {
    ...(module as unknown as Omit<RouteDef, 'name' | 'path' | 'layout'>),
    name,
    path,
    kind: 'endpoint',
  };
}

interface Named<P extends string> {
  name: string;
  path: P;
  layout?: LayoutName;
}

/** A page outside the table (test fixtures), generic on its path so its :params are typed. */
export function customRoute<const P extends string, I = undefined, D = never>(
  route: Named<P> & RouteModule<P, I, D>,
): RouteDef {
  return { ...(route as unknown as RouteDef), layout: route.layout ?? 'default', kind: 'page' };
}

/** An endpoint outside the table (test fixtures). */
export function customEndpoint<const P extends string, I = undefined>(
  route: Named<P> & EndpointModule<P, I>,
): RouteDef {
  return { ...(route as unknown as RouteDef), kind: 'endpoint' };
}
