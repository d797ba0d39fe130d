// Where CMS pages live on this site. A CMS page (menu alias) is normally served at /{alias};
// the admissions sub-pages are the exception, served under /admissions. Every CMS link (in
// page HTML, in the header menu, in list data) is rewritten through sitePathOf, so one page
// has one URL everywhere.
import { cmsPageOf, ROUTES } from '@/route-table';

const ADMISSION_SLUGS = ['mainland', 'international', 'hkdse', 'associate', 'subsidy'] as const;
/** The admissions sub-pages: each one's slug, CMS page and path, from the route table. */
export const ADMISSION_PAGES = ADMISSION_SLUGS.map((slug) => ({
  slug,
  alias: cmsPageOf(`admissions-${slug}`),
  path: ROUTES[`admissions-${slug}`].path,
}));
export type AdmissionSlug = (typeof ADMISSION_SLUGS)[number];

/** The donation page's one path; the old fixed links /Give and /捐贈 answer 301 to it. */
export const GIVE_PATH = ROUTES.give.path;

/**
 * Paths (without language prefix) of pages whose one URL is another path: each answers 301
 * there (src/seo/moved.ts, src/http/moved.ts), and every CMS link to it is written to its one URL.
 */
export const MOVED_PATHS: Readonly<Record<string, string>> = withEncoded({
  ...Object.fromEntries(ADMISSION_PAGES.map((p) => [`/${p.alias}`, p.path])),
  '/important-statement': ROUTES['page-statement'].path,
  '/Give': GIVE_PATH,
  '/捐贈': GIVE_PATH,
  '/index1': ROUTES.index.path,
  // The home page and the CMS menu link the research institute as /bri: it lives with the faculties.
  '/bri': ROUTES['faculties-bri'].path,
});

/** Each path also in its percent-encoded spelling ('/%E6%8D%90%E8%B4%88'), as links write it. */
function withEncoded(paths: Record<string, string>): Record<string, string> {
  const all = { ...paths };
  for (const [from, to] of Object.entries(paths)) all[encodeURI(from)] = to;
  return all;
}

/** CMS paths whose page lives elsewhere on this site ('/admissions-hkdse' → '/admissions/hkdse'). */
export const CMS_PATHS: Readonly<Record<string, string>> = MOVED_PATHS;

/** The site path (without language prefix) of a CMS path such as '/admissions-hkdse'. */
export const sitePathOf = (cmsPath: string): string => CMS_PATHS[cmsPath] ?? cmsPath;
