// The contract with the CMS: valibot schemas for the `data` of every upstream call
// (documented for the CMS team in docs/UPSTREAM.md). Objects ignore extra keys; fields a CMS
// may leave out or send as null are optional, so one missing detail does not fail a page.
import * as v from 'valibot';
import { imageSrc } from '../security/urls';

/** Absent or null in, undefined out: site code only has to handle one "missing". */
const opt = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.nullish(schema),
    v.transform((x): v.InferOutput<S> | undefined => x ?? undefined),
  );

/**
 * An image URL from the CMS, under the rules of links (src/security/urls.ts imageSrc): same-site
 * or https only. Anything else reads as no image.
 */
const image = v.pipe(
  v.nullish(v.string()),
  v.transform((x) => imageSrc(x)),
);

/** Text that may be absent or null and then reads as ''. */
const text = v.nullish(v.string(), '');

/** An integer, also when a CMS sends it as a numeric string. */
const int = v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^-?\d+$/), v.transform(Number))]);

/** Ids that may be numbers or slugs (articles): always a string for the site. */
const id = v.pipe(v.union([v.string(), v.pipe(v.number(), v.integer())]), v.transform(String));

/** 'YYYY-MM-DD'; a trailing time ('2024-05-01 10:00:00') is accepted and dropped. */
const date = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}/, 'expected a YYYY-MM-DD date'),
  v.transform((s) => s.slice(0, 10)),
);

const list = <S extends v.GenericSchema>(item: S) => v.nullish(v.array(item), []);

/** docs/REQUIREMENTS.md §3 paging result. */
export const paging = <S extends v.GenericSchema>(item: S) =>
  v.object({
    rows: list(item),
    total: int,
    hasPrev: v.boolean(),
    hasNext: v.boolean(),
    totalPage: int,
    pageSize: int,
    currentPage: int,
  });

// ---------------------------------------------------------------- menu

/** 0 container (no link), 1 article by alias, 2 internal link, 3 external link, 4 anchor. */
export const MENU_TYPES = [0, 1, 2, 3, 4] as const;
export type MenuType = (typeof MENU_TYPES)[number];

export interface MenuItem {
  menuId: number;
  parentId: number;
  menuType: MenuType;
  menuAlias?: string | undefined;
  menuName: string;
  menuUrl?: string | undefined;
  orderNum: number;
  children: MenuItem[];
}

export const MenuItemSchema: v.GenericSchema<unknown, MenuItem> = v.object({
  menuId: int,
  parentId: v.nullish(int, 0),
  // An unknown type degrades to a plain container rather than failing the whole menu.
  menuType: v.fallback(v.pipe(int, v.picklist(MENU_TYPES)), 0),
  menuAlias: opt(v.string()),
  menuName: v.string(),
  menuUrl: opt(v.string()),
  orderNum: v.nullish(int, 0),
  children: list(v.lazy(() => MenuItemSchema)),
});

export const MenuListSchema = v.array(MenuItemSchema);

// ---------------------------------------------------------------- articles

export const ArticleSummarySchema = v.object({
  id,
  type: v.nullish(v.string(), 'news'),
  title: v.string(),
  summary: text,
  publishDate: date,
  cover: image,
  coverWidth: opt(int),
  coverHeight: opt(int),
});
export type ArticleSummary = v.InferOutput<typeof ArticleSummarySchema>;

export const ArticleSchema = v.object({
  ...ArticleSummarySchema.entries,
  author: opt(v.string()),
  /** CMS HTML: must be sanitised before rendering. */
  body: text,
});
export type Article = v.InferOutput<typeof ArticleSchema>;

export const NewsPageSchema = paging(ArticleSummarySchema);
export type NewsPage = v.InferOutput<typeof NewsPageSchema>;

export const SearchResultSchema = v.object({ rows: list(ArticleSummarySchema), total: int });
export type SearchResult = v.InferOutput<typeof SearchResultSchema>;

// ---------------------------------------------------------------- content pages

export const SectionSchema = v.object({ title: text, body: text });
export type Section = v.InferOutput<typeof SectionSchema>;

export const MenuPageSchema = v.object({
  menuId: opt(int),
  menuAlias: opt(v.string()),
  menuName: text,
  title: v.string(),
  body: text,
  /** Rendered as accordions. */
  sections: list(SectionSchema),
  articles: list(ArticleSummarySchema),
});
export type MenuPage = v.InferOutput<typeof MenuPageSchema>;

// ---------------------------------------------------------------- home

const homeCard = {
  summary: text,
  image,
  /** What the image shows, in the page's language (empty or absent: decorative). */
  alt: opt(v.string()),
  width: opt(int),
  height: opt(int),
  link: opt(v.string()),
};

export const HomeInfoSchema = v.object({
  intro: v.object({ title: v.string(), ...homeCard }),
  /** Entry choices: prospective, current, staff, alumni. */
  entries: list(v.object({ key: v.string(), title: v.string(), link: v.string() })),
  faculties: list(v.object({ code: v.string(), deptId: opt(int), name: v.string(), ...homeCard })),
  campusLife: list(v.object({ id: int, title: v.string(), ...homeCard })),
  researchCentres: list(v.object({ id: int, name: v.string(), summary: text, link: opt(v.string()) })),
});
export type HomeInfo = v.InferOutput<typeof HomeInfoSchema>;

export const HomeSlideSchema = v.object({
  id: int,
  title: text,
  subtitle: text,
  image,
  /** What the image shows, in the page's language (empty or absent: decorative). */
  alt: opt(v.string()),
  width: int,
  height: int,
  link: opt(v.string()),
});

/** A slide whose image is not a safe URL is left out. */
export const HomeSlidesSchema = v.object({
  advImgs: v.pipe(
    list(HomeSlideSchema),
    v.transform((slides) => slides.flatMap(({ image: src, ...slide }) => (src ? [{ ...slide, image: src }] : []))),
  ),
});
export type HomeSlides = v.InferOutput<typeof HomeSlidesSchema>;

// ---------------------------------------------------------------- people

export const TeacherSchema = v.object({
  id: int,
  name: v.string(),
  /** The post, e.g. 'Associate Professor'. */
  title: text,
  deptId: opt(int),
  email: opt(v.string()),
  photo: image,
  photoWidth: opt(int),
  photoHeight: opt(int),
  isPresident: v.nullish(v.boolean(), false),
  researchAreas: list(v.string()),
});
export type Teacher = v.InferOutput<typeof TeacherSchema>;

export const TeacherDetailSchema = v.object({
  ...TeacherSchema.entries,
  /** CMS HTML. */
  biography: text,
  education: list(v.string()),
});
export type TeacherDetail = v.InferOutput<typeof TeacherDetailSchema>;

export const TeacherPageSchema = paging(TeacherSchema);

/** userType 1 = undergraduate alumnus, 2 = postgraduate alumnus. */
export const SchoolfellowSchema = v.object({
  id: int,
  name: v.string(),
  deptId: opt(int),
  userType: opt(int),
  graduationYear: opt(int),
  programme: text,
  position: text,
  photo: image,
  photoWidth: opt(int),
  photoHeight: opt(int),
  quote: text,
  orderNum: v.nullish(int, 0),
});
export type Schoolfellow = v.InferOutput<typeof SchoolfellowSchema>;

export const SchoolfellowDetailSchema = v.object({
  ...SchoolfellowSchema.entries,
  /** CMS HTML. */
  story: text,
});
export type SchoolfellowDetail = v.InferOutput<typeof SchoolfellowDetailSchema>;

export const SchoolfellowPageSchema = paging(SchoolfellowSchema);

// ---------------------------------------------------------------- lists

/** A programme entry of /api/out/list. */
export const OutItemSchema = v.object({ id, name: v.string(), link: v.string() });
export type OutItem = v.InferOutput<typeof OutItemSchema>;
export const OutListSchema = v.array(OutItemSchema);

export const PartnerSchema = v.object({
  id: int,
  name: v.string(),
  /** Region key: 'Europe', 'Asia', 'North America', 'Oceania'. */
  outAddress: text,
  country: text,
  link: opt(v.string()),
});
export type Partner = v.InferOutput<typeof PartnerSchema>;
export const PartnerPageSchema = paging(PartnerSchema);

/** groupId 1 = academic posts, 2 = administrative posts. */
export const CareerSchema = v.object({
  id: int,
  groupId: int,
  title: v.string(),
  department: text,
  deadline: opt(date),
  summary: text,
  link: opt(v.string()),
});
export type Career = v.InferOutput<typeof CareerSchema>;
export const CareerListSchema = v.array(CareerSchema);

export const ApplicationSchema = v.object({
  id: int,
  title: v.string(),
  description: text,
  link: v.string(),
  deadline: opt(date),
});
export type Application = v.InferOutput<typeof ApplicationSchema>;
export const ApplicationListSchema = v.array(ApplicationSchema);

// ---------------------------------------------------------------- site and departments

export const SiteInfosSchema = v.object({
  site: v.object({
    id: opt(int),
    name: text,
    title: text,
    copyright: text,
    customIndexView: text,
    /** Newlines are shown as line breaks. */
    description: text,
    domain: text,
    keywords: text,
    logo: image,
    siteLang: text,
    theme: text,
  }),
  info: v.object({
    addressCn: text,
    addressEn: text,
    addressTc: text,
    email: text,
    fax: text,
    phone: text,
    trafficRoutesCn: text,
    trafficRoutesEn: text,
    trafficRoutesTc: text,
    /** Office hours by language; newlines are line breaks. */
    officeHoursCn: text,
    officeHoursEn: text,
    officeHoursTc: text,
    /** A map of the campus (an https URL, opened in a new window). */
    mapUrl: opt(v.string()),
  }),
});
export type SiteInfos = v.InferOutput<typeof SiteInfosSchema>;

export const DEPT_TYPES = ['faculty', 'academic', 'administrative', 'office'] as const;

export const DeptSchema = v.object({
  deptId: int,
  parentId: v.nullish(int, 0),
  /** Simplified Chinese. */
  deptName: text,
  deptNameTc: text,
  deptNameEn: text,
  deptType: opt(v.picklist(DEPT_TYPES)),
  /** fass, fb, fse (faculties) and bri (the research institute). */
  code: opt(v.string()),
});
export type Dept = v.InferOutput<typeof DeptSchema>;
export const DeptListSchema = v.array(DeptSchema);

// ---------------------------------------------------------------- enquiry and captcha

export interface EnquiryPayload {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** A CMS may answer the save with no data at all; the id is informative only. */
export const EnquirySavedSchema = v.pipe(
  v.nullish(v.object({ id: opt(id) })),
  v.transform((d) => ({ id: d?.id })),
);

export const CaptchaResultSchema = v.object({ success: v.boolean() });
