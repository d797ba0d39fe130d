// THE REQUEST SCOPE: everything one request knows about itself, in one object (c.var.scope),
// handed as a parameter to whatever needs it. Nothing about a request is kept anywhere else:
// no module holds a table keyed by the request (docs/ARCHITECTURE.md "One request").
import { config } from '@/config';
import { LOCALE_INFO, type Locale } from '@/i18n/locales';
import type { Result } from '@/lib/result';
import type { MenuItem, SiteInfos } from '@/upstream/schemas';
import type { PageNotices } from '@/notices/types';

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
  /** The instant (ms) the page stops being true whatever its data: it shows what a date decides. */
  until?: number;
}

/** The data of the frame around every framed page, asked for once per request (src/cms/frame.ts). */
export interface FrameData {
  menu(): Promise<Result<MenuItem[]>>;
  site(): Promise<Result<SiteInfos>>;
}

export interface RequestScope {
  /** The request id: Cloudflare's ray id in production, for every log line of the request. */
  readonly id: string;
  readonly env: Env;
  readonly locale: Locale;
  /** The language the CMS is asked in. */
  readonly lang: ApiLang;
  /** SITE_DOMAIN, sent to the CMS as the `site` header. */
  readonly site: string;
  /**
   * Draft preview: the session token sent to the CMS as `X-Preview` (docs/UPSTREAM.md). Set,
   * every call goes straight to the CMS: the data cache is neither read nor written.
   */
  readonly preview: string | undefined;
  /** Work that may outlive the answer (cache writes, background refreshes). */
  readonly waitUntil: (promise: Promise<unknown>) => void;
  /**
   * CMS calls (attempts) this work may still make, when it has a budget (a step of the search
   * index's build: docs/ARCHITECTURE.md "Building"): taken before each attempt, never after.
   */
  readonly budget: CallBudget | undefined;
  readonly stats: UpstreamStats;
  readonly reads: DataReads;
  readonly outcomes: CallOutcomes;
  /** Data fetches under way, shared by this request's identical calls (never across requests). */
  readonly inflight: Map<string, Promise<unknown>>;
  readonly page: PageDecision;
  /** Set on first use by frameData (src/cms/frame.ts). */
  frame: FrameData | undefined;
  /** What the page shows above its header, read once: set on first use by pageNotices (src/notices/page.ts). */
  notices: Promise<PageNotices> | undefined;
}

/** CMS calls left to a piece of work; shared by every scope of it. */
export interface CallBudget {
  left: number;
}

export interface ScopeInit {
  env: Env;
  locale: Locale;
  id?: string;
  waitUntil?: (promise: Promise<unknown>) => void;
  preview?: string | undefined;
  budget?: CallBudget;
}

export const emptyStats = (): UpstreamStats => ({ memoryHits: 0, kvHits: 0, staleServed: 0, misses: 0, calls: [] });

/** A request's scope; outside a request (tests, scheduled work) background work runs unattached. */
export function createScope({ env, locale, id, waitUntil, preview, budget }: ScopeInit): RequestScope {
  return {
    id: id || crypto.randomUUID(),
    env,
    locale,
    lang: LOCALE_INFO[locale].apiCode,
    site: config(env).siteDomain,
    preview,
    waitUntil: waitUntil ?? ((promise) => void promise.catch(() => undefined)),
    budget,
    stats: emptyStats(),
    reads: { versions: new Map(), failed: false },
    outcomes: { pending: 0, answered: 0, failed: 0, changed: [] },
    inflight: new Map(),
    page: { private: false },
    frame: undefined,
    notices: undefined,
  };
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

/**
 * This request's page shows what a date decides (a deadline that passes): a kept copy is served
 * until `at` (ms) at the latest (src/render/page-cache.ts).
 */
export function keepUntil(scope: RequestScope, at: number): void {
  scope.page.until = Math.min(scope.page.until ?? at, at);
}
