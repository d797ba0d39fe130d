// What a page says about itself in its <head> (title, description, link previews, structured
// data): derived from its data by the route's `head` (src/render/route.ts), written by the Document.
import type { JsonLd } from '@/seo/jsonld';

export interface Head {
  /** Page title; the document adds the site name. Missing: the bilingual default title. */
  title?: string;
  description?: string;
  keywords?: string;
  /** Use the title as it is, without the site name after it (the home page's own title). */
  bare?: boolean;
  /** Keep the page out of search indexes (errors, search results, confirmations). */
  noindex?: boolean;
  /** The page's own preview image (a news article's cover); otherwise the site image. */
  image?: { src: string; width?: number; height?: number; alt?: string };
  /** An article: its dates (RFC 3339) for link previews. */
  article?: { published: string; modified?: string };
  /** Structured data blocks for the head (src/seo/jsonld.ts). */
  jsonLd?: JsonLd[];
}
