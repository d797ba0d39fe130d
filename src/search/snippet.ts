// Titles and snippets with the matched words marked. The output is plain text segments: the
// page renders them as text (escaped by React) inside <mark>, never as HTML.
import { foldChar } from '@/search/fold';
import { isCjk } from '@/search/tokenize';

export interface Segment {
  text: string;
  mark?: true;
}

/** Characters of a snippet around its first match. */
export const SNIPPET_CHARS = 160;
/** Context kept before the first match. */
const LEAD = 40;
const WORD = /[\p{L}\p{N}]/u;

interface Folded {
  text: string;
  /** Per UTF-16 unit of `text`: start and end offset of the original character it came from. */
  start: number[];
  end: number[];
}

function foldMapped(source: string): Folded {
  let text = '';
  const start: number[] = [];
  const end: number[] = [];
  let offset = 0;
  for (const ch of source) {
    const out = foldChar(ch);
    text += out;
    for (let i = 0; i < out.length; i++) {
      start.push(offset);
      end.push(offset + ch.length);
    }
    offset += ch.length;
  }
  return { text, start, end };
}

/** Ranges [from, to) of the folded text to mark: Han terms anywhere, words from their start to their end. */
function foldedRanges(folded: string, marks: readonly string[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const term of marks) {
    if (!term) continue;
    const cjk = isCjk(term);
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + 1)) {
      if (cjk) {
        ranges.push([at, at + term.length]);
        continue;
      }
      if (at > 0 && WORD.test(folded[at - 1] as string)) continue;
      let to = at + term.length;
      while (to < folded.length && WORD.test(folded[to] as string)) to++;
      ranges.push([at, to]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** Never cut a surrogate pair. */
const safeCut = (text: string, at: number): number =>
  at > 0 && at < text.length && /[\udc00-\udfff]/.test(text[at] as string) ? at - 1 : at;

/**
 * `text` as segments with the words matching `marks` (folded terms) marked. With `max`, a
 * window of about that many characters around the first match, with ellipses where cut.
 */
export function highlight(text: string, marks: readonly string[], max?: number): Segment[] {
  const f = foldMapped(text);
  const ranges = foldedRanges(f.text, marks).map(
    ([a, b]) => [f.start[a] ?? 0, f.end[b - 1] ?? text.length] as [number, number],
  );
  let from = 0;
  let to = text.length;
  if (max !== undefined && text.length > max) {
    const first = ranges[0]?.[0] ?? 0;
    from = safeCut(text, Math.max(0, Math.min(first - LEAD, text.length - max)));
    // Start at a word boundary when the cut lands inside a word.
    if (from > 0 && WORD.test(text[from - 1] as string)) {
      const space = text.indexOf(' ', from);
      if (space !== -1 && space < first) from = space + 1;
    }
    to = safeCut(text, Math.min(text.length, from + max));
  }
  const out: Segment[] = [];
  if (from > 0) out.push({ text: '…' });
  let at = from;
  for (const [a, b] of ranges) {
    if (b <= from || a >= to) continue;
    const s = Math.max(a, from);
    const e = Math.min(b, to);
    if (s > at) out.push({ text: text.slice(at, s) });
    out.push({ text: text.slice(s, e), mark: true });
    at = e;
  }
  if (at < to) out.push({ text: text.slice(at, to) });
  if (to < text.length) out.push({ text: '…' });
  return out;
}
