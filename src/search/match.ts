// A query as an FTS5 expression (docs/architecture/search.md "Site search"): built from folded terms
// only, which hold letters and digits alone, so nothing the visitor types can change its syntax.
import type { Alternative, Query, Slot } from '@/search/query';

const quoted = (term: string) => `"${term}"`;

/** How many terms may stand between an abbreviation's characters' words (医疗及保险). */
const ABBREVIATION_NEAR = 4;

/**
 * A short Chinese word read as an abbreviation: each character the beginning of a word, the
 * words near each other (医保: 医疗保险; 商科: 商學科). Mainland and Hong Kong abbreviations are
 * made so; a two-character word the index lacks is also read this way (mend.ts).
 */
export const abbreviationOf = (word: string): Alternative => ({
  terms: Array.from(word),
  prefix: true,
  phrase: false,
  near: true,
});

/** How many terms may stand between the words of a Chinese stretch matched apart (粵語及方言研究). */
const APART_NEAR = 8;

function alternativeExpr(alt: Alternative): string {
  if (alt.apart) return `NEAR(${alt.apart.map((w) => quoted(w.join(' '))).join(' ')}, ${APART_NEAR})`;
  if (alt.near) return `NEAR(${alt.terms.map((t) => `${quoted(t)}*`).join(' ')}, ${ABBREVIATION_NEAR})`;
  if (alt.phrase) return quoted(alt.terms.join(' '));
  const parts = alt.terms.map((t, i) => (alt.prefix && i === alt.terms.length - 1 ? `${quoted(t)}*` : quoted(t)));
  return parts.length === 1 ? (parts[0] as string) : `(${parts.join(' AND ')})`;
}

const slotExpr = (slot: Slot): string =>
  slot.alts.length === 1
    ? alternativeExpr(slot.alts[0] as Alternative)
    : `(${slot.alts.map(alternativeExpr).join(' OR ')})`;

/** The FTS5 expression: every slot, each by any of its alternatives. Empty: nothing to search. */
export const matchExpr = (q: Query): string => q.slots.map(slotExpr).join(' AND ');

/** The partial query's FTS5 expression: any slot. */
export const anyExpr = (q: Query): string => q.slots.map(slotExpr).join(' OR ');

/** Each slot's own FTS5 expression (how many of them a document matches: its coverage). */
export const slotExprs = (q: Query): string[] => q.slots.map(slotExpr);

/** The visitor's own terms as one phrase, when there are two or more. */
export const phraseExpr = (q: Query): string | undefined =>
  q.phrase.length > 1 ? quoted(q.phrase.join(' ')) : undefined;
