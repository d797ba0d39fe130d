// Plain text of CMS HTML for the index, on the platform's HTML parser (HTMLRewriter): the
// text between tags, a space where a block or line break was, without the content of
// elements that are not text (script, style, ...). Entities are decoded. The headings' text
// and the links' targets come out too: headings weigh more in the ranking, and the links lead
// the index to the articles the pages point to (build/units.ts).
//
// What one answer costs to read is bounded whatever the CMS sends (docs/architecture/search.md
// "Building", docs/SECURITY.md "A hostile CMS cannot stop the index"): a Reading is shared by
// every body of one answer (a page's body and its sections). Past READ_MAX_ELEMENTS elements the
// parser is fed no more (the body goes in by READ_CHUNK_BYTES, so at most one chunk is parsed
// past the bound, with handlers that do nothing): the rest of that body, and the bodies after
// it, are not indexed. Markup the parser refuses ends the reading of that body the same way, never
// the unit. An element that is not text left open does not hide the rest of the body: what it
// held is indexed, and a raw-text one (script, style…) loses its own text up to the next tag,
// the rest being read again (MAX_REREAD in a row at most). Past
// READ_MAX_LINKS links (or a link longer than READ_MAX_LINK_CHARS) the further links are not
// followed; their text still is. Each cut is logged once per answer (`search.read.cut`).
import { log } from '@/lib/log';

/** Elements read from one CMS answer at most (its body and sections together). */
export const READ_MAX_ELEMENTS = 10_000;
/** Links taken from one CMS answer at most: the articles it can add to the index's plan. */
export const READ_MAX_LINKS = 200;
/** A longer href is not a link to follow (no article of the site has such an address). */
export const READ_MAX_LINK_CHARS = 512;

/** What is left to read of one CMS answer; shared by its bodies. */
export interface Reading {
  elements: number;
  links: number;
  /** Links not taken, elements past the bound: what was cut, for the log. */
  cut: { links: number; elements: boolean; parser?: string; reread?: boolean };
}

export const newReading = (): Reading => ({
  elements: READ_MAX_ELEMENTS,
  links: READ_MAX_LINKS,
  cut: { links: 0, elements: false },
});

/** Logs what the bounds cut from one answer, if anything (`what` names it: 'page:about'). */
export function logCut(reading: Reading, what: string): void {
  if (!reading.cut.elements && reading.cut.links === 0 && !reading.cut.parser && !reading.cut.reread) return;
  log('warn', 'search.read.cut', {
    unit: what,
    parser: reading.cut.parser ? `text after the parser stopped not indexed: ${reading.cut.parser}` : undefined,
    elements: reading.cut.elements ? `text after element ${READ_MAX_ELEMENTS} not indexed` : undefined,
    links: reading.cut.links || undefined,
    unclosed: reading.cut.reread
      ? `text after ${MAX_REREAD} unclosed raw-text elements in a row not indexed`
      : undefined,
    maxLinks: READ_MAX_LINKS,
  });
}

/** Elements the parser handed the reader (past the bound too) and links kept, in this isolate (tests count the work). */
export const readCounters = { elements: 0, links: 0 };

/** The body is given to the parser in pieces of this size, so it can stop at the element bound. */
export const READ_CHUNK_BYTES = 16 * 1024;

/** Raw text to the parser: no element inside, the text up to their end tag. */
const RAW_TEXT = new Set('script style noscript iframe textarea title xmp noembed noframes plaintext'.split(' '));
/** Not shown as text on the site (the sanitiser drops them with their content). */
const NOT_TEXT = new Set([...RAW_TEXT, 'template', 'svg', 'math', 'object', 'select']);
/** Where a tag starts in raw text: what ends an unclosed raw-text element's own text. */
const TAG_START = /<[a-zA-Z/!?]/;
/** Unclosed raw-text elements in a row that are each read past; beyond, the rest is not indexed. */
const MAX_REREAD = 8;
const HEADINGS = new Set('h1 h2 h3 h4 h5 h6'.split(' '));
const BREAKS = new Set([
  ...HEADINGS,
  ...'p div br li dt dd tr td th blockquote section article table ul ol'.split(' '),
]);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
  });
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface HtmlContent {
  /** The visible text, in one line. */
  text: string;
  /** The text of each heading. */
  headings: string[];
  /** The links' hrefs, decoded, in order: at most the reading's bound. */
  links: string[];
}

/**
 * The visible text, headings and links of an HTML fragment, within `reading` (a fresh one
 * unless an answer's bodies share it): what is past its bounds is left out (see the top).
 */
export async function htmlContent(html: string, reading: Reading = newReading(), depth = 0): Promise<HtmlContent> {
  if (!/[<&]/.test(html)) return { text: squash(html), headings: [], links: [] };
  if (reading.elements <= 0) return { text: '', headings: [], links: [] };
  const parts: string[] = [];
  const headings: string[] = [];
  const links: string[] = [];
  // Inside elements that are not text: the text they hold, thrown away at their end tag and
  // kept when the body leaves them open (a browser shows what follows an unclosed <select>).
  const hidden: string[][] = [];
  // Inside a raw-text element: its text, as in the source (left open, the rest of the body).
  let raw: string[] | undefined;
  const out = () => hidden[hidden.length - 1] ?? parts;
  // Inside a heading: its text is collected apart too.
  let heading: string[] | undefined;
  const closing = (el: Element, done: () => void) => {
    try {
      el.onEndTag(done);
      return true;
    } catch {
      // No end tag (a self-closing <svg/>): nothing inside.
      return false;
    }
  };
  let stopped = false;
  // One handler for every element: one call each, whatever it is.
  const rewriter = new HTMLRewriter()
    .on('*', {
      element(el) {
        readCounters.elements++;
        if (stopped) return;
        if (--reading.elements < 0) {
          reading.cut.elements = true;
          stopped = true;
          return;
        }
        const tag = el.tagName.toLowerCase();
        if (RAW_TEXT.has(tag)) {
          const own: string[] = [];
          const done = () => {
            if (raw === own) raw = undefined;
          };
          if (closing(el, done)) raw = own;
          return;
        }
        if (NOT_TEXT.has(tag)) {
          const own: string[] = [];
          // Its end tag, or an ancestor's: it goes with what was opened inside it.
          const done = () => {
            const at = hidden.lastIndexOf(own);
            if (at !== -1) hidden.splice(at);
          };
          if (closing(el, done)) hidden.push(own);
          return;
        }
        if (BREAKS.has(tag)) out().push(' ');
        if (HEADINGS.has(tag)) {
          const own: string[] = [];
          const done = () => {
            headings.push(squash(decodeEntities(own.join(''))));
            heading = undefined;
          };
          if (closing(el, done)) heading = own;
        } else if (tag === 'a') link(el.getAttribute('href'));
      },
    })
    .onDocument({
      text(chunk) {
        if (stopped) return;
        if (raw) raw.push(chunk.text);
        else if (hidden.length) out().push(chunk.text);
        else {
          parts.push(chunk.text);
          heading?.push(chunk.text);
        }
      },
    });
  const link = (href: string | null) => {
    if (!href) return;
    if (reading.links <= 0 || href.length > READ_MAX_LINK_CHARS) {
      reading.cut.links++;
      return;
    }
    reading.links--;
    readCounters.links++;
    links.push(decodeEntities(href));
  };
  // Fed a piece at a time, as the parser asks: none once the bound is reached.
  const bytes = new TextEncoder().encode(html);
  let at = 0;
  const input = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stopped || at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, at + READ_CHUNK_BYTES));
      at += READ_CHUNK_BYTES;
    },
  });
  try {
    await rewriter.transform(new Response(input)).arrayBuffer();
  } catch (err) {
    // Markup the streaming parser refuses (a text-content tag inside a select, more nesting or a
    // longer tag than its memory allows): what was read so far is kept, the rest is cut.
    reading.cut.parser = String(err);
  }
  // Left open: what they held is what a browser shows after them.
  for (const own of hidden) parts.push(' ', ...own);
  const rest = raw?.join('') ?? '';
  const from = rest.search(TAG_START);
  if (!stopped && !reading.cut.parser && from !== -1) {
    // A raw-text element left open: its own text goes, the rest of the body is read as HTML.
    if (depth >= MAX_REREAD) reading.cut.reread = true;
    else {
      const more = await htmlContent(rest.slice(from), reading, depth + 1);
      parts.push(' ', more.text);
      headings.push(...more.headings);
      links.push(...more.links);
    }
  }
  return { text: squash(decodeEntities(parts.join(''))), headings: headings.filter(Boolean), links };
}

/** The visible text of an HTML fragment, in one line. */
export const htmlText = async (html: string): Promise<string> => (await htmlContent(html)).text;
