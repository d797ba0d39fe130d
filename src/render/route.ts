import type { ReactElement } from 'react';
import type { QueryRules } from '../seo/canonical';
import type { AppContext } from '../types';

export type LayoutName = 'default' | 'common' | 'error';

export interface Head {
  /** Page title; the document adds the site name. Missing: the bilingual default title. */
  title?: string;
  description?: string;
  keywords?: string;
  /** Use the title as it is, without the site name after it (the home page's own title). */
  bare?: boolean;
  /** Keep the page out of search indexes (errors, search results, confirmations). */
  noindex?: boolean;
}

/** What a route hands to the renderer: the page element and how to frame it. */
export interface Page {
  status?: number;
  head?: Head;
  layout?: LayoutName;
  /** Extra class on <body>, e.g. the home page's index-container. */
  bodyClass?: string;
  body: ReactElement;
  /** Extra response headers of this answer (e.g. Retry-After on a 503). */
  headers?: Record<string, string>;
}

export type PageHandler = (c: AppContext) => Promise<Page | Response> | Page | Response;

/**
 * One URL's module: everything about it in one place. `path` is the Hono pattern without the
 * language prefix; the route table mounts it under '', '/sc' and '/en'.
 */
export interface RouteDef {
  name: string;
  path: string;
  layout?: LayoutName;
  /** A false answer gives the 404 page (SPEC §2). */
  validate?: (c: AppContext) => boolean;
  /**
   * The query parameters that define the page's content (a profile's id, a list's page number
   * and filters), each with its canonical form. Every other parameter is left out of the
   * page's canonical URL and alternates (src/seo/canonical.ts).
   */
  query?: QueryRules;
  /** false: a showcase, not content: its pages are `noindex` and out of the sitemap. */
  indexable?: false;
  /** GET (and HEAD). Awaits only what decides the status; passes other data as promises. */
  load: PageHandler;
  /** POST, for routes that own a form. Any route without it answers POST with 405. */
  post?: PageHandler;
}

export const defineRoute = (route: RouteDef): RouteDef => route;
