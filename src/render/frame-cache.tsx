import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server.edge';
import { SiteContext, type SiteContextValue } from '@/render/context';

/**
 * The frame's parts that change only with their data (docs/ARCHITECTURE.md "Frame cache"): the
 * menu tree and the footer are rendered to HTML once per datum and variant (language, and for
 * the menu the link marked current), and every page inserts that HTML as it is instead of
 * rendering the same few hundred elements again.
 *
 * Keyed by the datum itself, the validated object the data cache hands out: a new version of the
 * menu or site info (a refresh bringing other content, the CMS's revalidation webhook, expiry)
 * is a new object, so its HTML is rendered afresh, and the old one goes with the old object.
 * A refresh bringing the same content is a new object too: one render more per refresh.
 *
 * The HTML is what React itself renders for the same elements (renderToString, synchronous:
 * the datum is already there), so the page is byte for byte the same. Only parts without a
 * nonce, an island script, an image or an id React generates may be kept this way.
 */
const MAX_VARIANTS = 64;

const byDatum = new WeakMap<object, Map<string, string>>();

/** The HTML of `children` rendered with this request's site context, kept per datum and variant. */
export function frameHtml(datum: object, variant: string, site: SiteContextValue, children: () => ReactNode): string {
  let variants = byDatum.get(datum);
  if (!variants) {
    variants = new Map();
    byDatum.set(datum, variants);
  }
  let html = variants.get(variant);
  if (html === undefined) {
    html = renderToString(<SiteContext.Provider value={site}>{children()}</SiteContext.Provider>);
    // Bounded: a datum has a few variants (3 languages × the menu's own links).
    if (variants.size >= MAX_VARIANTS) variants.clear();
    variants.set(variant, html);
  }
  return html;
}

const derived = new WeakMap<object, Map<string, unknown>>();

/** A value computed once per datum and key (e.g. the set of the menu's links in one language). */
export function perDatum<T>(datum: object, key: string, compute: () => T): T {
  let values = derived.get(datum);
  if (!values) {
    values = new Map();
    derived.set(datum, values);
  }
  if (!values.has(key)) values.set(key, compute());
  return values.get(key) as T;
}
