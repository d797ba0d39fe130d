import type { Segment } from '@/search/snippet';

/** Text segments with the matched words in <mark>: plain text, escaped by React, never HTML. */
export function Marked({ segments }: { segments: Segment[] }) {
  return <>{segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))}</>;
}
