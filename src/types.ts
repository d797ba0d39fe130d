import type { Context } from 'hono';
import type { Locale } from '@/i18n/locales';
import type { RequestScope } from '@/request/scope';
import type { Translate } from '@/i18n/messages';
import type { CspSources } from '@/security/csp-sources';
import type { LayoutName } from '@/route-table';
import type { QueryRules } from '@/lib/query-rules';

export interface Vars {
  requestId: string;
  /** The request's one record of itself (src/request/scope.ts), set after the language and preview are known. */
  scope: RequestScope;
  secureHeadersNonce?: string;
  locale: Locale;
  t: Translate;
  /** The request path without its language prefix ('/news/list'). */
  path: string;
  /** The matched route's localised name (name___sc), when a page route matched. */
  routeName?: string;
  /** A valid draft preview session's token, forwarded to the CMS (src/preview/preview.ts). */
  previewToken?: string;
  /** Why a preview did not open, shown once on the published page. */
  previewNotice?: 'expired' | 'invalid';
  /** The matched route's defining query parameters (RouteDef.query), for its canonical URL. */
  queryRules?: QueryRules;
  /**
   * The query as it was sent, when the page reads only its canonical request (src/routing.tsx):
   * a redirect to the page's own URL keeps it, as every redirect does (docs/SECURITY.md).
   */
  sentSearch?: string;
  /** The matched route's layout: its error pages (503) keep the page's frame. */
  layout?: LayoutName;
  /** Extra CSP sources the matched route declared (RouteDef.csp). */
  cspSources?: CspSources;
}

export type AppEnv = { Bindings: Env; Variables: Vars };
export type AppContext = Context<AppEnv>;
