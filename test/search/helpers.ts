import { env } from 'cloudflare:workers';
import type { Locale } from '@/i18n/locales';
import { translator } from '@/i18n/messages';
import { siteIndex } from '@/search/site-index';
import { createScope } from '@/request/scope';

/** The site index of one language over the demo CMS, as the search pages build it. */
export function indexFor(locale: Locale, bindings: Partial<Env> = {}) {
  const all = Object.keys(bindings).length ? ({ ...env, ...bindings } as Env) : env;
  const ctx = createScope({ env: all, locale: locale, waitUntil: (p) => void p.catch(() => undefined) });
  return siteIndex(ctx, locale, translator(locale));
}

/** Paths of the hits of a query, best first. */
export async function pathsFound(locale: Locale, query: string): Promise<string[]> {
  const { index } = await indexFor(locale);
  return index.search(query).map((h) => h.doc.path);
}
