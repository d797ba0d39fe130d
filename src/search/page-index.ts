// What a page of the site puts in the search index, as its route module states it (docs/architecture/search.md
// "Site search", "One description per page"). The route that renders a page also says what of it
// the index holds (`index` beside `head` in defineRoute, src/render/route.ts), so a page and its
// search document cannot drift apart. The index is built off the request path (the Cron Trigger,
// src/search/build/), so a route's `index` reads only what the build hands it here: the CMS
// answers the build reads for the page, the language and its messages; never a request.
import type { Locale } from '@/i18n/locales';
import type { Translate } from '@/i18n/messages';
import type { AdmissionsFacts, MenuPage, ProgrammeDetail, Scholarship, SiteInfos } from '@/upstream/schemas';

/** What the build gives a route's `index`, in one language. */
export interface IndexSource {
  locale: Locale;
  t: Translate;
  /** The day the build runs, in Hong Kong ('YYYY-MM-DD'): the facts still ahead, as a visitor sees them. */
  day: string;
  /** The site info in this language: contact facts, the registration statement every footer shows. */
  site: SiteInfos;
  /** The CMS page the route shows (the route table's `cmsPage`); undefined for a page without one. */
  page?: MenuPage;
  /** The admissions facts (key dates, tuition, application fees, deposits, refunds); undefined where the CMS has none. */
  facts?: AdmissionsFacts;
  /** The scholarships (optional, docs/UPSTREAM.md §24); undefined where the CMS has none. */
  scholarships?: Scholarship[];
  /** A programme's detail, for its page (/programmes/{code}). */
  programme?: ProgrammeDetail;
}

/** A part of a page that is a result of its own, at its anchor (the About page's registration section). */
export interface IndexSection {
  /** The element id the section's heading carries ('about-standing'). */
  anchor: string;
  title: string;
  text: string;
  heads?: readonly string[];
}

/** What a page shows beyond its CMS page's own title, text and headings (which the build reads itself). */
export interface PageIndex {
  /** The page's visible text, in reading order (empty parts are left out). */
  text?: readonly (string | undefined)[];
  /** Headings and table captions the page adds: they weigh more than its text. */
  heads?: readonly (string | undefined)[];
  /**
   * Labelled facts every page of its kind shows the same way (a programme's JUPAS code under
   * the same label on every programme): found, weighing least (src/search/store.ts `facts`).
   */
  facts?: readonly (string | undefined)[];
  /** Sections found as results of their own. */
  sections?: readonly IndexSection[];
}

/** A route's description of its page's search document. */
export type PageIndexer = (source: IndexSource) => PageIndex;

/** Every page route's `index`, by route name (the route table's names), as the app's routes define them. */
export type PageIndexers = ReadonlyMap<string, PageIndexer>;

/** No route's description: for a run that reads only news and articles, which no route's `index` describes. */
export const NO_PAGE_INDEXERS: PageIndexers = new Map();
