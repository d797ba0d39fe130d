import type { Context } from 'hono';
import type { ReactElement } from 'react';
import { type LayoutName, type PathOf, ROUTES, type RouteName } from '../route-table';
import type { QueryRules } from '../seo/canonical';
import type { ParentPage } from '../seo/breadcrumbs';
import type { JsonLd } from '../seo/jsonld';
import type { AppContext, AppEnv } from '../types';

export type { LayoutName } from '../route-table';

export interface Head {
  /** Page title; the document adds the site name. Missing: the bilingual default title. */
  title?: string;
  description?: string;
  keywords?: string;
  /** Use the title as it is, without the site name after it (the home page's own title). */
  bare?: boolean;
  /** Keep the page out of search indexes (errors, search results, confirmations). */
  noindex?: boolean;
  /** The page's own preview image (a news article's cover); otherwise the site image. */
  image?: { src: string; width?: number; height?: number; alt?: string };
  /** An article: its dates (RFC 3339) for link previews. */
  article?: { published: string; modified?: string };
  /** Structured data blocks for the head (src/seo/jsonld.ts). */
  jsonLd?: JsonLd[];
}

/** What a route hands to the renderer: the page element and how to frame it. */
export interface Page {
  status?: number;
  head?: Head;
  layout?: LayoutName;
  /** Extra class on <body>, e.g. the home page's index-container. */
  bodyClass?: string;
  /** An inner page's breadcrumb parents (RouteDef.parent), set by the route table. */
  parents?: readonly ParentPage[];
  body: ReactElement;
  /** Extra response headers of this answer. */
  headers?: Record<string, string>;
}

/** Extra Content-Security-Policy sources a route needs (e.g. a third-party widget). */
export interface CspSources {
  scriptSrc?: readonly string[];
  frameSrc?: readonly string[];
}

/** A route's context: its path's :params are typed (c.req.param('id') is a string). */
export type RouteContext<P extends string> = Context<AppEnv, P>;

export type PageHandler<P extends string = string, I = undefined> = (
  c: RouteContext<P>,
  input: I,
) => Promise<Page | Response> | Page | Response;

/** What a route module states about its URL: its data and its needs. */
export interface RouteModule<P extends string, I = undefined> {
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
  /** The page this one belongs under in the breadcrumb trail (home is always first). */
  parent?: ParentPage;
  /** false: a showcase, not content: its pages are `noindex` and out of the sitemap. */
  indexable?: false;
  /** GET (and HEAD). Awaits only what decides the status; passes other data as promises. */
  load: PageHandler<P, I>;
  /** POST, for routes that own a form. Any route without it answers POST with 405. */
  post?: PageHandler<P, I>;
  /** Extra CSP sources for this page's answers, when it needs any (src/security/headers.ts). */
  csp?: (c: AppContext) => CspSources | undefined;
  /** Whether the page's GET may come from the few-second page cache. Default: yes. */
  pageCache?: boolean;
}

/** One URL as the router mounts it: the table's row and the module's properties. */
export interface RouteDef extends RouteModule<string, unknown> {
  name: string;
  path: string;
  layout: LayoutName;
}

/** A route of the table (src/route-table.ts): its path and layout come from there. */
export function defineRoute<N extends RouteName, I = undefined>(name: N, module: RouteModule<PathOf<N>, I>): RouteDef {
  const { path, layout } = ROUTES[name];
  return { name, path, layout, ...(module as unknown as RouteModule<string, unknown>) };
}

/** A route outside the table (test fixtures), generic on its path so its :params are typed. */
export function customRoute<const P extends string, I = undefined>(
  route: { name: string; path: P; layout?: LayoutName } & RouteModule<P, I>,
): RouteDef {
  return {
    ...(route as unknown as RouteModule<string, unknown>),
    name: route.name,
    path: route.path,
    layout: route.layout ?? 'default',
  };
}
