import type { Context } from 'hono';
import type { Locale } from './i18n/locales';
import type { Translate } from './i18n/messages';

export interface Vars {
  requestId: string;
  secureHeadersNonce?: string;
  locale: Locale;
  t: Translate;
  /** The request path without its language prefix ('/news/list'). */
  path: string;
  /** The matched route's localised name (name___sc), when a page route matched. */
  routeName?: string;
}

export type AppEnv = { Bindings: Env; Variables: Vars };
export type AppContext = Context<AppEnv>;
