// The article record shared by news, general articles (type 'article') and special topics ('subject').
import type { Lang, T3 } from '../lib';

export type ArticleType = 'news' | 'article' | 'subject';

export interface Cover {
  src: string;
  width: number;
  height: number;
}

export interface DemoArticle {
  id: number | string;
  /** Other ids the same article answers to (localised slugs). */
  aliases?: string[];
  type: ArticleType;
  date: string;
  title: T3;
  summary: T3;
  body: T3;
  author?: T3;
  cover?: Cover;
  /** Its last day (a special topic, a year's calendar): docs/UPSTREAM.md §3 `ends`. */
  ends?: string;
  /** When its content last changed: docs/UPSTREAM.md §3 `updated`. */
  updated?: string;
}

/** One of the drawn illustrations in public/media (scripts/draw-media.mjs), 800 × 450. */
export const media = (name: string): Cover => ({ src: `/media/${name}.svg`, width: 800, height: 450 });

export function articleSummary(a: DemoArticle, lang: Lang) {
  return {
    id: a.id,
    type: a.type,
    title: a.title[lang],
    summary: a.summary[lang],
    publishDate: a.date,
    ...(a.ends ? { ends: a.ends } : {}),
    ...(a.updated ? { updated: a.updated } : {}),
    ...(a.cover ? { cover: a.cover.src, coverWidth: a.cover.width, coverHeight: a.cover.height } : {}),
  };
}

export function articleDetail(a: DemoArticle, lang: Lang) {
  return {
    ...articleSummary(a, lang),
    ...(a.author ? { author: a.author[lang] } : {}),
    body: a.body[lang],
  };
}
