import { createContext, useContext } from 'react';
import type { Locale } from '@/i18n/locales';
import type { Translate } from '@/i18n/messages';
import type { PageLinks } from '@/seo/canonical';
import type { PreviewState } from '@/preview/preview';
import type { FrameData } from '@/cms/frame';
import type { ImageTransforms } from '@/lib/images';

/** Per-request facts every component may read; set once by the Document. */
export interface SiteContextValue {
  locale: Locale;
  t: Translate;
  /** Path without language prefix, e.g. '/news/list'. */
  path: string;
  /** The request's path and query as the visitor sent them, e.g. '/sc/news/list?pageNum=2'. */
  url: string;
  origin: string;
  /** The page's canonical URL and its alternates in the three languages (absolute). */
  links: PageLinks;
  nonce: string | undefined;
  requestId: string;
  /** Menu and site info for the frame, fetched on first use. */
  frame: FrameData;
  /** How CMS images are sized for the device (src/lib/images.ts). */
  images: ImageTransforms;
  /** Draft preview: the banner, or why a preview did not open (src/preview/preview.ts). */
  preview?: PreviewState | undefined;
  /** The Hong Kong day the page was rendered on (today): printed with the page's address. */
  day?: string | undefined;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() outside the Document');
  return value;
}
