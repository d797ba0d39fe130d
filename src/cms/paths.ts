// Where CMS pages live on this site. A CMS page (menu alias) is normally served at /{alias};
// the admissions sub-pages are the exception, served under /admissions. Every CMS link (in
// page HTML, in the header menu, in list data) is rewritten through sitePathOf, so one page
// has one URL everywhere.

/** The admissions sub-pages: path under /admissions and the CMS page (menu alias) behind it. */
export const ADMISSION_PAGES = [
  { slug: 'mainland', alias: 'admissions-mainland' },
  { slug: 'international', alias: 'admissions-international' },
  { slug: 'hkdse', alias: 'admissions-hkdse' },
  { slug: 'associate', alias: 'admissions-associate' },
  { slug: 'subsidy', alias: 'admissions-subsidy' },
] as const;
export type AdmissionSlug = (typeof ADMISSION_PAGES)[number]['slug'];

/** CMS paths whose page lives elsewhere on this site ('/admissions-hkdse' → '/admissions/hkdse'). */
export const CMS_PATHS: Readonly<Record<string, string>> = Object.fromEntries(
  ADMISSION_PAGES.map((p) => [`/${p.alias}`, `/admissions/${p.slug}`]),
);

/** The site path (without language prefix) of a CMS path such as '/admissions-hkdse'. */
export const sitePathOf = (cmsPath: string): string => CMS_PATHS[cmsPath] ?? cmsPath;
