import * as v from 'valibot';
import { opt, image, text, int, id, date, list, paging, str } from '@/upstream/schemas-base';

/** The CMS contract (schemas.ts): menus, articles, content pages and the home page. */

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
  menuAlias: opt(str),
  menuName: str,
  menuUrl: opt(str),
  orderNum: v.nullish(int, 0),
  children: list(v.lazy(() => MenuItemSchema)),
});

export const MenuListSchema = v.array(MenuItemSchema);

// ---------------------------------------------------------------- articles

export const ArticleSummarySchema = v.object({
  id,
  type: v.nullish(str, 'news'),
  title: str,
  summary: text,
  publishDate: date,
  cover: image,
  coverWidth: opt(int),
  coverHeight: opt(int),
  /** The last day it concerns (a special topic, a year's calendar): after it, it has ended. */
  ends: opt(date),
  /** When its content last changed (docs/UPSTREAM.md §3): shown as "last updated". */
  updated: opt(date),
});
export type ArticleSummary = v.InferOutput<typeof ArticleSummarySchema>;

export const ArticleSchema = v.object({
  ...ArticleSummarySchema.entries,
  author: opt(str),
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
  menuAlias: opt(str),
  menuName: text,
  title: str,
  body: text,
  /** Rendered as accordions. */
  sections: list(SectionSchema),
  articles: list(ArticleSummarySchema),
  /** When its content last changed (docs/UPSTREAM.md §4): shown as "last updated". */
  updated: opt(date),
});
export type MenuPage = v.InferOutput<typeof MenuPageSchema>;

// ---------------------------------------------------------------- home

const homeCard = {
  summary: text,
  image,
  /** What the image shows, in the page's language (empty or absent: decorative). */
  alt: opt(str),
  width: opt(int),
  height: opt(int),
  link: opt(str),
};

export const HomeInfoSchema = v.object({
  intro: v.object({ title: str, ...homeCard }),
  /** Entry choices: prospective, current, staff, alumni. */
  entries: list(v.object({ key: str, title: str, link: str })),
  faculties: list(v.object({ code: str, deptId: opt(int), name: str, ...homeCard })),
  campusLife: list(v.object({ id: int, title: str, ...homeCard })),
  researchCentres: list(v.object({ id: int, name: str, summary: text, link: opt(str) })),
});
export type HomeInfo = v.InferOutput<typeof HomeInfoSchema>;

export const HomeSlideSchema = v.object({
  id: int,
  title: text,
  subtitle: text,
  image,
  /** What the image shows, in the page's language (empty or absent: decorative). */
  alt: opt(str),
  width: int,
  height: int,
  link: opt(str),
  /** The image composed for a phone (a 4:3 slide), with its size; without both sizes it is not used. */
  mobileImage: image,
  mobileWidth: opt(int),
  mobileHeight: opt(int),
});

/**
 * A slide whose image is not a safe URL is left out; its phone image is kept (as `phone`) only
 * when it is a safe URL and both its sizes are given, as every image's are (docs/UPSTREAM.md §14).
 */
export const HomeSlidesSchema = v.object({
  advImgs: v.pipe(
    list(HomeSlideSchema),
    v.transform((slides) =>
      slides.flatMap(({ image: src, mobileImage, mobileWidth, mobileHeight, ...slide }) =>
        src
          ? [
              {
                ...slide,
                image: src,
                phone:
                  mobileImage && mobileWidth && mobileHeight
                    ? { image: mobileImage, width: mobileWidth, height: mobileHeight }
                    : undefined,
              },
            ]
          : [],
      ),
    ),
  ),
});
export type HomeSlides = v.InferOutput<typeof HomeSlidesSchema>;
