// One search of the whole site: the site index (pages, programmes, people) and the CMS's own
// article search (news and articles, docs/UPSTREAM.md), each failing on its own.
import type { Locale } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';
import type { Translate } from '@/i18n/messages';
import { searchArticles } from '@/upstream/api';
import type { RequestScope } from '@/request/scope';
import type { ArticleSummary } from '@/upstream/schemas';
import { DOC_KINDS, type DocKind, type Hit } from '@/search/engine';
import { siteIndex } from '@/search/site-index';
import { highlight, queryMarks, SNIPPET_CHARS, type Segment } from '@/search/snippet';
import { articleHref } from '@/cms/links';

export const RESULT_KINDS = [...DOC_KINDS, 'news'] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

export type Found = { kind: DocKind; hit: Hit } | { kind: 'news'; article: ArticleSummary };

export interface Outcome {
  keyword: string;
  /** Every result of each kind, best first. */
  groups: Record<ResultKind, Found[]>;
  /** Kinds that could not be searched (their data or the CMS search failed). */
  missing: ResultKind[];
}

/** A result as the page and the JSON endpoint show it: the words that matched are marked. */
export interface Shown {
  kind: ResultKind;
  title: Segment[];
  snippet: Segment[];
  href: string;
  date?: string;
}

/** A keyword that is only dots would be a '.' or '..' segment of the CMS path: it can match nothing. */
export const newsSearchable = (keyword: string): boolean => !/^\.+$/.test(keyword);

export interface SearchInput {
  scope: RequestScope;
  locale: Locale;
  t: Translate;
  keyword: string;
  /** false: the site index only (suggestions as the visitor types cost no CMS call). */
  news?: boolean;
}

export async function searchSite({ scope, locale, t, keyword, news = true }: SearchInput): Promise<Outcome> {
  const [site, articles] = await Promise.all([
    siteIndex(scope, locale, t).then(
      (built) => ({ ok: true as const, built }),
      () => ({ ok: false as const }),
    ),
    news && newsSearchable(keyword)
      ? searchArticles(scope, keyword).then(
          (r) => ({ ok: true as const, rows: r.rows }),
          () => ({ ok: false as const }),
        )
      : { ok: true as const, rows: [] as ArticleSummary[] },
  ]);
  const groups: Record<ResultKind, Found[]> = { page: [], programme: [], person: [], news: [] };
  const missing = new Set<ResultKind>();
  if (site.ok) {
    for (const hit of site.built.index.search(keyword)) groups[hit.doc.kind].push({ kind: hit.doc.kind, hit });
    for (const kind of site.built.missing) missing.add(kind);
  } else for (const kind of DOC_KINDS) missing.add(kind);
  if (articles.ok) groups.news = articles.rows.map((article) => ({ kind: 'news' as const, article }));
  else missing.add('news');
  return { keyword, groups, missing: RESULT_KINDS.filter((k) => missing.has(k)) };
}

/** Title and snippet marked, link in the page's language. Only for the results shown. */
export function show(found: Found, keyword: string, locale: Locale): Shown {
  if (found.kind === 'news') {
    const marks = queryMarks(keyword);
    const a = found.article;
    return {
      kind: 'news',
      title: highlight(a.title, marks),
      snippet: a.summary ? highlight(a.summary, marks, SNIPPET_CHARS) : [],
      href: articleHref(a, locale),
      date: a.publishDate,
    };
  }
  const { doc, marks } = found.hit;
  return {
    kind: found.kind,
    title: highlight(doc.title, marks),
    snippet: doc.text ? highlight(doc.text, marks, SNIPPET_CHARS) : [],
    href: localePath(locale, doc.path),
  };
}

export const totalOf = (o: Outcome): number => RESULT_KINDS.reduce((n, k) => n + o.groups[k].length, 0);
