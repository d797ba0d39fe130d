import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server.node';
import { perDatumIn } from '@/cms/derived';
import { memoryStore } from '@/lib/isolate';
import { SiteContext, type SiteContextValue } from '@/components/site-context';

/**
 * The frame's parts that change only with their data (docs/architecture/rendering.md "Frame cache"): the
 * menu tree and the footer are rendered to HTML once per data version and variant (language,
 * and for the menu the link marked current), and every page inserts that HTML as it is instead
 * of rendering the same few hundred elements again.
 *
 * Keyed by the datum's version (the hash of its content, which the data cache puts on every
 * value it hands out): a new version of the menu or site info (a refresh bringing other content,
 * the CMS's revalidation webhook) renders afresh, and the old HTML ages out of the store. Data
 * without a version (a draft preview) is rendered every time.
 *
 * The HTML is what React itself renders for the same elements (renderToString, synchronous:
 * the datum is already there), so the page is byte for byte the same. Only parts without a
 * nonce, an island script, an image or an id React generates may be kept this way.
 */
const html = memoryStore<string>('frame-html', { maxBytes: 4 * 1024 * 1024, maxEntries: 512 });

/** The HTML of `children` rendered with this request's site context, kept per datum version and variant. */
export function frameHtml(datum: object, variant: string, site: SiteContextValue, children: () => ReactNode): string {
  return perDatumIn(
    html,
    datum,
    variant,
    () => renderToString(<SiteContext.Provider value={site}>{children()}</SiteContext.Provider>),
    (rendered) => rendered.length * 2,
  );
}
