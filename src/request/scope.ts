// THE REQUEST SCOPE: what one request has worked out about itself, in one object (c.get('scope')),
// handed as a parameter to whatever needs it; the request itself (headers, cookies, body) stays
// on Hono's context at the HTTP edge. No module holds a table keyed by the request (docs/architecture/request.md "One request").
import { config } from '@/lib/config';
import { LOCALE_INFO, type Locale } from '@/i18n/locales';
import { type Translate, translator } from '@/i18n/messages';
import type { QueryRules } from '@/lib/query-rules';
import type { LayoutName } from '@/route-table';
import type { CspSources } from '@/lib/csp-sources';

/** The CMS's name of a language (the `lang` header): simplified Chinese is `cn`. */
export type ApiLang = 'tc' | 'cn' | 'en';

/** What the data layer did for this request, for the request log. */
export interface UpstreamStats {
  memoryHits: number;
  kvHits: number;
  staleServed: number;
  misses: number;
  calls: { name: string; ms: number; ok: boolean; attempts: number }[];
}

/**
 * The request's data calls so far: how many are under way, answered or failed. The router asks
 * before it sends a status: a page none of whose data could be had is a 503 (src/upstream/outcomes.ts).
 */
export interface CallOutcomes {
  pending: number;
  answered: number;
  failed: number;
  /** Called whenever a call settles. */
  changed: (() => void)[];
}

/**
 * The key and version of every datum the request read from the data cache, and whether a read
 * failed: what a page built from them may be kept for (src/upstream/versions.ts).
 */
export interface DataReads {
  versions: Map<string, string>;
  failed: boolean;
}

/** Where the request's page came from, and whether it may be kept (src/render/page-cache.ts). */
export interface PageDecision {
  /** For this visitor only (preview, the enquiry confirmation, a search): never read from nor put in the page cache. */
  private: boolean;
  /** A kept page answered: from isolate memory or the location's shared cache. */
  from?: 'memory' | 'shared';
  /** The page went out as a stream (it waited for the CMS): the request ends with its last byte. */
  streamed?: boolean;
  /**
   * How the page that answered was made (src/render/renderer.tsx): kept (`memory`, `shared`),
   * rendered whole (`render`) or streamed (`stream`); the `request` log line's `page`.
   */
  made?: 'memory' | 'shared' | 'render' | 'stream';
  /** The instant (ms) the page stops being true whatever its data: it shows what a date decides. */
  until?: number;
}

/** The route that answers the request, once the router matched one (src/routing.tsx). */
export interface MatchedRoute {
  /** Its localised name (name___sc), for the request log. */
  name?: string;
  /** Its layout: its error pages (503) keep the page's frame. */
  layout?: LayoutName;
  /** Its defining query parameters (RouteDef.query), for its canonical URL and page-cache key. */
  query?: QueryRules;
  /** Extra CSP sources it declared (RouteDef.csp; src/security/headers.ts). */
  csp?: CspSources;
}

export interface RequestScope {
  /** The request id: Cloudflare's ray id in production, for every log line of the request. */
  readonly id: string;
  readonly env: Env;
  /**
   * The language, set from the URL prefix by the edge (setLocale, src/http/locale.ts) before
   * any page code runs; with it the CMS's name of it and the messages.
   */
  locale: Locale;
  /** The language the CMS is asked in. */
  lang: ApiLang;
  /** The messages of the language (locales/). */
  t: Translate;
  /** The request path without its language prefix ('/news/list'). */
  path: string;
  /**
   * The request's URL as the page reads it: its canonical request once a page matched
   * (src/routing.tsx). Undefined outside a request (scheduled work, tests).
   */
  url: URL | undefined;
  /**
   * The query as it was sent, when the page reads only its canonical request (src/routing.tsx):
   * a redirect to the page's own URL keeps it, as every redirect does (docs/SECURITY.md).
   */
  sentSearch: string | undefined;
  /** The route that answers, once matched. */
  readonly route: MatchedRoute;
  /** The nonce of this response's Content-Security-Policy (src/security/headers.ts). */
  nonce: string | undefined;
  /** SITE_DOMAIN, sent to the CMS as the `site` header. */
  readonly site: string;
  /**
   * Draft preview: the session token sent to the CMS as `X-Preview` (docs/UPSTREAM.md). Set,
   * every call goes straight to the CMS: the data cache is neither read nor written.
   */
  preview: string | undefined;
  /** Why a preview did not open, shown once on the published page (src/preview/preview.ts). */
  previewNotice: 'expired' | 'invalid' | undefined;
  /** Work that may outlive the answer (cache writes, background refreshes). */
  readonly waitUntil: (promise: Promise<unknown>) => void;
  /**
   * CMS calls (attempts) this work may still make, when it has a budget (a step of the search
   * index's build: docs/architecture/search.md "Building"): taken before each attempt, never after.
   */
  readonly budget: CallBudget | undefined;
  readonly stats: UpstreamStats;
  readonly reads: DataReads;
  readonly outcomes: CallOutcomes;
  /** Data fetches under way, shared by this request's identical calls (never across requests). */
  readonly inflight: Map<string, Promise<unknown>>;
  readonly page: PageDecision;
  /**
   * What a module works out once per request and keeps for the rest of it (the frame's data,
   * src/cms/frame.ts; the page's notices, src/notices/page.ts), under the module's own key:
   * read and set through once().
   */
  readonly kept: Map<Kept<unknown>, unknown>;
}

/** CMS calls left to a piece of work; shared by every scope of it. */
export interface CallBudget {
  left: number;
}

export interface ScopeInit {
  env: Env;
  locale: Locale;
  id?: string;
  /** The request's URL, for a scope made at the HTTP edge (src/http/scope.ts). */
  url?: URL;
  waitUntil?: (promise: Promise<unknown>) => void;
  preview?: string | undefined;
  budget?: CallBudget;
}

export const emptyStats = (): UpstreamStats => ({ memoryHits: 0, kvHits: 0, staleServed: 0, misses: 0, calls: [] });

/** A request's scope; outside a request (tests, scheduled work) background work runs unattached. */
export function createScope({ env, locale, id, url, waitUntil, preview, budget }: ScopeInit): RequestScope {
  return {
    id: id || crypto.randomUUID(),
    env,
    locale,
    lang: LOCALE_INFO[locale].apiCode,
    t: translator(locale),
    path: '/',
    url,
    sentSearch: undefined,
    route: {},
    nonce: undefined,
    site: config(env).siteDomain,
    preview,
    previewNotice: undefined,
    waitUntil: waitUntil ?? ((promise) => void promise.catch(() => undefined)),
    budget,
    stats: emptyStats(),
    reads: { versions: new Map(), failed: false },
    outcomes: { pending: 0, answered: 0, failed: 0, changed: [] },
    inflight: new Map(),
    page: { private: false },
    kept: new Map(),
  };
}

/** A key of something kept once per request on its scope (RequestScope.kept); `T` is its value. */
export interface Kept<T> {
  readonly name: string;
  /** Never set: carries the value's type. */
  readonly value?: T;
}

/** A module's key for what it keeps on the scope. */
export const keptAs = <T>(name: string): Kept<T> => ({ name });

/** The value kept under `key` for this request, made by `make` on first use. */
export function once<T>(scope: RequestScope, key: Kept<T>, make: () => T): T {
  if (!scope.kept.has(key)) scope.kept.set(key, make());
  return scope.kept.get(key) as T;
}

/** The request's language and its path without the prefix, from the URL (src/http/locale.ts). */
export function setLocale(scope: RequestScope, locale: Locale, path: string): void {
  scope.locale = locale;
  scope.lang = LOCALE_INFO[locale].apiCode;
  scope.t = translator(locale);
  scope.path = path;
}

/**
 * A scope for building something from data on behalf of a request (a search index): the same
 * bindings, language, preview and background work, with a record of reads of its own, so
 * what it built is kept for as long as its own sources are current.
 */
export function childScope(parent: RequestScope, locale: Locale = parent.locale): RequestScope {
  const child = createScope({
    env: parent.env,
    locale,
    id: parent.id,
    waitUntil: parent.waitUntil,
    preview: parent.preview,
    ...(parent.budget ? { budget: parent.budget } : {}),
  });
  return { ...child, stats: parent.stats };
}

/** keepUntil lives with the dates it follows (src/lib/today.ts); every caller may import it from here. */
export { keepUntil } from '@/lib/today';
