import { createContext, useContext } from 'react';
import { type FrameData, frameData } from '@/cms/frame';
import { config } from '@/lib/config';
import type { Locale } from '@/i18n/locales';
import type { Translate } from '@/i18n/messages';
import type { ImageTransforms } from '@/lib/images';
import { siteOrigin } from '@/lib/origin';
import { today } from '@/lib/today';
import { type PreviewState, previewState } from '@/preview/preview';
import type { RequestScope } from '@/request/scope';
import { type PageLinks, pageLinks } from '@/seo/canonical';

/**
 * What every component may read about the request: a view of its scope (src/request/scope.ts),
 * the one record of it. Each field is read from the scope when a component asks; nothing is
 * copied from it.
 */
export interface SiteContextValue {
  /** The request's one record; every field below is read from it. */
  readonly scope: RequestScope;
  readonly locale: Locale;
  readonly t: Translate;
  /** Path without language prefix, e.g. '/news/list'. */
  readonly path: string;
  /** The request's path and query as the page reads them, e.g. '/sc/news/list?pageNum=2'. */
  readonly url: string;
  readonly origin: string;
  /** The page's canonical URL and its alternates in the three languages (absolute). */
  readonly links: PageLinks;
  readonly nonce: string | undefined;
  readonly requestId: string;
  /** Menu and site info for the frame, fetched on first use. */
  readonly frame: FrameData;
  /** How CMS images are sized for the device (src/lib/images.ts). */
  readonly images: ImageTransforms;
  /** Draft preview: the banner, or why a preview did not open (src/preview/preview.ts). */
  readonly preview: PreviewState | undefined;
  /** The Hong Kong day the page was rendered on (today): printed with the page's address. */
  readonly day: string;
}

/** The view of a request's scope that the Document provides to every component. */
export function siteView(scope: RequestScope): SiteContextValue {
  let links: PageLinks | undefined;
  let day: string | undefined;
  return {
    scope,
    get locale() {
      return scope.locale;
    },
    get t() {
      return scope.t;
    },
    get path() {
      return scope.path;
    },
    get url() {
      return scope.url ? scope.url.pathname + scope.url.search : scope.path;
    },
    get origin() {
      return siteOrigin(scope);
    },
    get links() {
      links ??= pageLinks(
        siteOrigin(scope),
        scope.locale,
        scope.path,
        scope.url?.searchParams ?? new URLSearchParams(),
        scope.route.query,
      );
      return links;
    },
    get nonce() {
      return scope.nonce;
    },
    get requestId() {
      return scope.id;
    },
    get frame() {
      return frameData(scope);
    },
    get images() {
      return config(scope.env).imageTransforms;
    },
    get preview() {
      return previewState(scope);
    },
    // The day of the first reading, whichever component asks first: one day per page.
    get day() {
      day ??= today(scope.env);
      return day;
    },
  };
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() outside the Document');
  return value;
}
