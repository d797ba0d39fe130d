import type { Context } from 'hono';
import type { Locale } from './i18n/locales';
import type { Translate } from './i18n/messages';
import type { QueryRules } from './seo/canonical';

export interface Vars {
  requestId: string;
  secureHeadersNonce?: string;
  locale: Locale;
  t: Translate;
  /** The request path without its language prefix ('/news/list'). */
  path: string;
  /** The matched route's localised name (name___sc), when a page route matched. */
  routeName?: string;
  /** The matched route's defining query parameters (RouteDef.query), for its canonical URL. */
  queryRules?: QueryRules;
}

export type AppEnv = { Bindings: Env; Variables: Vars };
export type AppContext = Context<AppEnv>;
