// One search of the whole site, as the results page and the suggestions show it: the site index
// (pages, programmes, people, news and articles; engine.ts), the best matches of every kind
// first (`best`), then grouped by kind, each group in rank order and the groups in the order of
// their best result. Before the first index is built
// (a fresh deployment) news still come from the CMS's own article search, and the page says
// what cannot be searched yet.
import type { Locale } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';
import { log } from '@/lib/log';
import type { RequestScope } from '@/request/scope';
import { articleHref } from '@/cms/links';
import { type Hit, searchIndex } from '@/search/engine';
import type { Window } from '@/search/rank';
import { highlight, SNIPPET_CHARS, type Segment } from '@/search/snippet';
import { DOC_KINDS, type DocKind } from '@/search/store';
import { bigrams, isCjk, runsOf } from '@/search/tokenize';
import { searchArticles } from '@/upstream/api';

export const RESULT_KINDS = DOC_KINDS;
export type ResultKind = DocKind;

export interface Group {
  kind: ResultKind;
  /** The results shown, best first. */
  hits: Hit[];
  /** How many results of this kind there are in all. */
  total: number;
}

export interface Outcome {
  keyword: string;
  /**
   * The overall best results by the one ranking, whatever their kind (at most BEST_MATCHES), on
   * the overview only; none when they are already the first results of the first group (all of
   * one kind), as a list above the groups would only repeat them.
   */
  best: Hit[];
  /** Groups with results, the best group first (one kind: that kind only). */
  groups: Group[];
  /** Results of every kind. */
  total: number;
  /** Folded words to mark. */
  marks: string[];
  /** Kinds that could not be searched (no index yet, or it failed). */
  missing: ResultKind[];
  /** No result, but this query of the index's own words finds some. */
  didYouMean?: string;
  /**
   * No result holds every word of the query: these hold most of them (best first), and
   * `unmatched` the words, as typed, that nothing holds.
   */
  partial?: { unmatched: string[] };
}

/** A result as the page and the suggestions show it: the words that matched are marked. */
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
  keyword: string;
  window: Window;
  /** The results page: snippets' text and "did you mean"; suggestions need neither. */
  page: boolean;
}

/** How many of the overall best results lead the overview and the suggestions. */
export const BEST_MATCHES = 3;

/**
 * The best results of every kind, best first (`hits` is in the one ranking's order, engine.ts):
 * none when they are all of one kind, since that kind's group comes first and starts with them.
 */
export function bestOf(hits: readonly Hit[]): Hit[] {
  const best = hits.slice(0, BEST_MATCHES);
  return new Set(best.map((h) => h.kind)).size > 1 ? best : [];
}

function grouped(hits: readonly Hit[], totals: Record<ResultKind, number>): Group[] {
  const order: ResultKind[] = [];
  for (const hit of hits) if (!order.includes(hit.kind)) order.push(hit.kind);
  return order.map((kind) => ({ kind, hits: hits.filter((h) => h.kind === kind), total: totals[kind] }));
}

/**
 * The suggestions' order: the best matches first (`best`), then the other results grouped by
 * kind as on the results page (without repeating the best ones: a listbox of a few options),
 * at most `max` in all.
 */
export function bestFirst(outcome: Outcome, max: number): { hit: Hit; best: boolean }[] {
  const best = new Set(outcome.best.map((h) => h.id));
  const rest = outcome.groups.flatMap((g) => g.hits.filter((h) => !best.has(h.id)));
  return [...outcome.best.map((hit) => ({ hit, best: true })), ...rest.map((hit) => ({ hit, best: false }))].slice(
    0,
    max,
  );
}

/** News from the CMS's own search, while there is no index: what the site searched before it had one. */
async function cmsNews(scope: RequestScope, keyword: string, w: Window): Promise<Group | undefined> {
  if (!newsSearchable(keyword)) return undefined;
  const found = await searchArticles(scope, keyword);
  const hits: Hit[] = found.rows.map((a) => ({
    id: `article:${a.type ?? 'news'}:${a.id}`,
    kind: 'news',
    path: articleHref({ id: a.id, type: a.type ?? 'news' }, 'tc'),
    title: a.title,
    text: a.summary,
    ...(a.publishDate ? { date: a.publishDate.slice(0, 10) } : {}),
  }));
  const shown = 'perKind' in w ? hits.slice(0, w.perKind) : hits.slice(w.from, w.to);
  return hits.length ? { kind: 'news', hits: shown, total: hits.length } : undefined;
}

export async function searchSite({ scope, locale, keyword, window, page }: SearchInput): Promise<Outcome> {
  const base = {
    keyword,
    best: [] as Hit[],
    groups: [] as Group[],
    total: 0,
    marks: [] as string[],
    missing: [] as ResultKind[],
  };
  let searched: Awaited<ReturnType<typeof searchIndex>> | undefined;
  try {
    searched = await searchIndex(scope.env, locale, keyword, { window, withText: page, didYouMean: page });
  } catch (err) {
    log('error', 'search.failed', { requestId: scope.id, cause: String(err) });
  }
  if (searched?.gen !== undefined) {
    const total = DOC_KINDS.reduce((n, k) => n + searched.totals[k], 0);
    const groups = grouped(searched.hits, searched.totals);
    return {
      ...base,
      // A page of one kind is that kind's results alone.
      best: 'kind' in window ? [] : bestOf(searched.hits),
      // A page of one kind is that kind's group, also when the page is past its results.
      groups:
        'kind' in window ? [{ kind: window.kind, hits: searched.hits, total: searched.totals[window.kind] }] : groups,
      total,
      marks: searched.marks,
      ...(searched.didYouMean ? { didYouMean: searched.didYouMean } : {}),
      ...(searched.partial ? { partial: { unmatched: searched.partial.missing } } : {}),
    };
  }
  // No index to search (not built yet, or failing): the CMS's news search alone, on the results page only.
  const missing: ResultKind[] = ['page', 'programme', 'person'];
  if (!page) return { ...base, missing: [...missing, 'news'] };
  const news = await cmsNews(scope, keyword, window).catch(() => null);
  if (news === null) missing.push('news');
  const groups = news ? [news] : [];
  return { ...base, groups, total: news?.total ?? 0, marks: [...new Set(runsOf(keyword))], missing };
}

/**
 * Marks for one text: whole Han runs first; where a text holds none of them whole (its words
 * matched apart), their character pairs.
 */
function marksFor(text: string, marks: readonly string[]): Segment[] {
  const whole = highlight(text, marks);
  if (whole.some((s) => s.mark)) return whole;
  const pairs = marks.flatMap((m) => (isCjk(m) ? bigrams(m) : [m]));
  return highlight(text, pairs);
}

function snippetFor(text: string, marks: readonly string[]): Segment[] {
  const whole = highlight(text, marks, SNIPPET_CHARS);
  if (whole.some((s) => s.mark)) return whole;
  return highlight(
    text,
    marks.flatMap((m) => (isCjk(m) ? bigrams(m) : [m])),
    SNIPPET_CHARS,
  );
}

/** Title and snippet marked, link in the page's language. Only for the results shown. */
export function show(hit: Hit, marks: readonly string[], locale: Locale): Shown {
  return {
    kind: hit.kind,
    title: marksFor(hit.title, marks),
    snippet: hit.text ? snippetFor(hit.text, marks) : [],
    href: localePath(locale, hit.path),
    ...(hit.date ? { date: hit.date } : {}),
  };
}
