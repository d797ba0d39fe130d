import { renderToString } from 'react-dom/server.node';
import { SiteNotices } from '@/components/SiteNotices';
import { pageNotices } from '@/notices/page';
import { SiteContext, type SiteContextValue } from '@/components/site-context';
import type { AppContext } from '@/types';

/**
 * The one place every HTML answer gets its notices (docs/architecture/notices.md "Site notices").
 *
 * The Document renders an empty slot above the header (`NoticeSlot`): a `<div>` holding only
 * the marker comment below, the same bytes in every page. The renderer's bytes keep the marker
 * (so the page cache keeps pages without any notice in them, and a kept page never needs to be
 * rendered again because a notice came or went); each answer, kept page or not, replaces the
 * marker with this request's notices on the way out: a byte splice, on a whole page (one copy
 * of the page, no parsing) or on a streamed one's chunks as they pass. React escapes `<` in text and
 * attributes and the sanitiser drops comments, so the first `<!--site-notices-->` of a page is
 * always the slot.
 */
export const NOTICE_MARKER = '<!--site-notices-->';

/** The slot above the header: where each answer puts its notices. */
export function NoticeSlot() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed marker comment, replaced per answer
  return <div className="site-notices" dangerouslySetInnerHTML={{ __html: NOTICE_MARKER }} />;
}

/** This request's notices as HTML ('' when there are none: the common case costs no rendering). */
export async function noticesHtml(c: AppContext, site: () => SiteContextValue): Promise<string> {
  const shown = await pageNotices(c.get('scope'), c.req.raw);
  if (shown.notices.length === 0 && shown.signals.length === 0) return '';
  return renderToString(
    <SiteContext.Provider value={site()}>
      <SiteNotices {...shown} />
    </SiteContext.Provider>,
  );
}

const encoder = new TextEncoder();
const MARKER = encoder.encode(NOTICE_MARKER);
/** The slot is in the body's first few elements; a page without it within this many bytes has none. */
const SEARCH_BYTES = 64 * 1024;

function markerAt(bytes: Uint8Array): number {
  const end = Math.min(bytes.length, SEARCH_BYTES) - MARKER.length;
  for (
    let i = bytes.indexOf(MARKER[0] as number);
    i !== -1 && i <= end;
    i = bytes.indexOf(MARKER[0] as number, i + 1)
  ) {
    let match = true;
    for (let j = 1; j < MARKER.length; j++) {
      if (bytes[i + j] !== MARKER[j]) {
        match = false;
        break;
      }
    }
    if (match) return i;
  }
  return -1;
}

/**
 * A whole page (or the rest of a streamed one from its slot on) with its slot filled: a new
 * buffer, the page's own bytes (a kept page's) untouched.
 */
export function withNotices<B extends ArrayBufferLike>(page: Uint8Array<B>, html: string): Uint8Array<B | ArrayBuffer> {
  if (html === '') return page;
  const at = markerAt(page);
  if (at === -1) return page;
  const insert = encoder.encode(html);
  const out = new Uint8Array(page.length - MARKER.length + insert.length);
  out.set(page.subarray(0, at), 0);
  out.set(insert, at);
  out.set(page.subarray(at + MARKER.length), at + insert.length);
  return out;
}

/**
 * A streamed page with its slot filled as it passes: the bytes before the slot (the head) leave
 * at once, the rest when this request's notices are known (the slot is in the shell React sends
 * first; a CMS that does not answer holds it NOTICE_WAIT_MS at most, src/notices/notices.ts).
 * The same byte splice as a whole page's, on the stream's chunks as they come: a marker cut
 * between two chunks is found across them, and a page without one within SEARCH_BYTES passes
 * as it is.
 */
export function streamWithNotices(
  stream: ReadableStream<Uint8Array>,
  html: Promise<string>,
): ReadableStream<Uint8Array> {
  let searched = 0;
  let filled = false;
  // The end of the bytes searched so far that could be the start of a marker cut in two.
  let carry = new Uint8Array(0);
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      async transform(chunk, controller) {
        if (filled) {
          controller.enqueue(chunk);
          return;
        }
        const bytes = carry.length ? concat(carry, chunk) : chunk;
        carry = new Uint8Array(0);
        const at = markerAt(bytes);
        if (at !== -1 && searched + at <= SEARCH_BYTES) {
          filled = true;
          // The head leaves now; what follows the slot waits for the notices.
          controller.enqueue(bytes.subarray(0, at));
          controller.enqueue(withNotices(bytes.subarray(at), await html));
          return;
        }
        const keep = Math.min(bytes.length, MARKER.length - 1);
        searched += bytes.length - keep;
        if (searched > SEARCH_BYTES) {
          filled = true;
          controller.enqueue(bytes);
          return;
        }
        controller.enqueue(bytes.subarray(0, bytes.length - keep));
        carry = bytes.slice(bytes.length - keep);
      },
      flush(controller) {
        if (carry.length) controller.enqueue(carry);
      },
    }),
  );
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}
