// The site index: MiniSearch (an in-memory full-text index: BM25 ranking, prefix and fuzzy
// search on a radix tree, no dependencies) with the site's own terms (tokenize.ts).
import MiniSearch, { type SearchResult } from 'minisearch';
import { fuzzyOf, indexTerms, isCjk, prefixOf, queryTerms } from '@/search/tokenize';

/** What a result is, for grouping; news comes from the CMS's own article search. */
export const DOC_KINDS = ['page', 'programme', 'person'] as const;
export type DocKind = (typeof DOC_KINDS)[number];

export interface SearchDoc {
  /** Unique within one index. */
  id: string;
  kind: DocKind;
  title: string;
  /** Plain text (never HTML). */
  text: string;
  /** The page's path without the language prefix ('/admissions/mainland', '/teacher/detail?id=3'). */
  path: string;
}

export interface Hit {
  doc: SearchDoc;
  score: number;
  /** Folded terms to mark in the title and snippet (see snippet.ts). */
  marks: string[];
}

/** More terms than this in one query are ignored: no one types them, and each costs a lookup. */
export const MAX_QUERY_TERMS = 24;

export interface SiteIndex {
  readonly size: number;
  search(query: string, kind?: DocKind): Hit[];
}

const SEARCH_OPTIONS = {
  tokenize: (text: string) => queryTerms(text).slice(0, MAX_QUERY_TERMS),
  processTerm: (term: string) => term,
  prefix: (term: string) => prefixOf(term),
  fuzzy: (term: string) => fuzzyOf(term),
  maxFuzzy: 2,
  // Every word (every character pair) of the query must be found: 入学要求 is not 要求.
  combineWith: 'AND' as const,
  boost: { title: 3 },
  weights: { prefix: 0.6, fuzzy: 0.3 },
};

/** Builds the index of a set of documents (later documents with a repeated id are dropped). */
export function buildIndex(docs: readonly SearchDoc[]): SiteIndex {
  const byId = new Map<string, SearchDoc>();
  for (const doc of docs) if (!byId.has(doc.id)) byId.set(doc.id, doc);
  const mini = new MiniSearch<SearchDoc>({
    fields: ['title', 'text'],
    storeFields: [],
    tokenize: (text) => indexTerms(text),
    processTerm: (term) => term,
  });
  mini.addAll([...byId.values()]);
  return {
    size: byId.size,
    search(query, kind) {
      const filter = kind ? (r: SearchResult) => byId.get(r.id)?.kind === kind : undefined;
      return mini.search(query, { ...SEARCH_OPTIONS, ...(filter ? { filter } : {}) }).flatMap((r) => {
        const doc = byId.get(r.id);
        return doc ? [{ doc, score: r.score, marks: marksOf(r) }] : [];
      });
    },
  };
}

/** Latin: the document's words that matched (admissions for admis); Han: the query's own terms. */
function marksOf(r: SearchResult): string[] {
  return [...new Set([...r.terms.filter((t) => !isCjk(t)), ...r.queryTerms.filter(isCjk)])];
}
