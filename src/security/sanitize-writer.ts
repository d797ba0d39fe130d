import { cleanAttributes, escapeText, type SanitizeOptions } from '@/security/sanitize-attributes';
import {
  ALLOWED,
  BREAKOUT,
  DROP_WITH_CONTENT,
  FOREIGN,
  OPTIONAL_END,
  RAW_TEXT,
  RENAME,
  SANITIZE_MAX_ELEMENTS,
  VOID,
} from '@/security/sanitize-rules';

/**
 * The sanitiser's output (sanitize.ts): built from HTMLRewriter's element and text events in
 * document order, writing only allowed elements with cleaned attributes and escaped text.
 *
 * An element dropped with its content (sanitize-rules.ts) is dropped when it ends. Until then
 * what it holds is sanitised as usual into a frame of its own, which its end tag (or an
 * ancestor's) throws away; left open at the end of the input, its frame is kept: what a browser
 * shows after an unclosed <form>, <button>, <object>, <dialog>, <video>... (the rest of the
 * article, inside it) is not lost. A raw-text element (script, style, textarea, title, xmp,
 * iframe, noembed, noframes, noscript, plaintext) holds the rest of the input as text, with no
 * element events: left open, its own text is what comes before the first tag, and the rest is
 * handed back (`unclosedRest`) to be sanitised again and written in its place.
 */

interface Open {
  name: string;
  closed: boolean;
  /** The frame its start tag went to: its end tag goes there too. */
  frame: Frame;
}

/** Output of the body, or of an element dropped with its content while it is open. */
interface Frame {
  /** The dropped element ('' for the body). */
  tag: string;
  parts: string[];
  open: Open[];
  /** Characters of text it holds (what a drop loses). */
  chars: number;
}

/** Text that a drop lost, and why (logged by sanitize.ts as `sanitize.dropped`). */
export interface Lost {
  element: string;
  reason:
    | 'dropped with its content'
    | 'unclosed: its own text, before the next tag'
    | 'too many unclosed in a row: the rest as text alone';
  chars: number;
}

/** Where a tag starts in raw text: what ends an unclosed raw-text element's own text. */
const TAG_START = /<[a-zA-Z/!?]/;

/** Registers an end-tag handler; false when lol-html says the element has no end tag. */
function onEnd(el: Element, handler: (end: EndTag) => void): boolean {
  try {
    el.onEndTag(handler);
    return true;
  } catch {
    return false;
  }
}

const frameOf = (tag: string): Frame => ({ tag, parts: [], open: [], chars: 0 });

/** Builds the output from parser events in document order. */
export class Writer {
  /** `elements`: how many the input may still hold (a second pass shares the first one's cap). */
  constructor(
    private readonly options: SanitizeOptions,
    private elements = 0,
  ) {}
  private readonly frames: Frame[] = [frameOf('')];
  /** Set when the element cap stopped the parser. */
  overflowed = false;
  /** Text lost to drops, for the log. */
  readonly lost: Lost[] = [];
  /** Elements left open at the end whose content was kept. */
  readonly unclosed: string[] = [];
  /**
   * Inside foreign content dropped with what it holds (until its end tag, a breakout element,
   * or the end of the input); an object per drop, so a late end tag of an earlier drop cannot
   * end a later one.
   */
  private dropping: { foreign: true; text: string[]; inner: number } | undefined;
  /** Inside a raw-text element dropped with its content: its text so far, as in the source. */
  private raw: { tag: string; text: string[] } | undefined;

  /** Elements seen so far (a second pass starts from here). */
  get count(): number {
    return this.elements;
  }

  private get frame(): Frame {
    return this.frames[this.frames.length - 1] as Frame;
  }

  element(el: Element): void {
    if (++this.elements > SANITIZE_MAX_ELEMENTS) {
      this.overflowed = true;
      throw new TooLarge();
    }
    const tag = el.tagName.toLowerCase();
    const drop = this.dropping;
    if (drop) {
      if (!BREAKOUT.has(tag)) {
        // Script and style inside SVG: their text is never kept, even if the SVG stays open.
        if (DROP_WITH_CONTENT.has(tag) && !VOID.has(tag) && onEnd(el, () => void drop.inner--)) drop.inner++;
        return;
      }
      // Left open: the text it held so far comes back as text, and the page goes on.
      this.dropping = undefined;
      this.flushForeign(drop);
    }
    if (DROP_WITH_CONTENT.has(tag)) {
      if (!VOID.has(tag)) this.startDrop(el, tag);
      return;
    }
    const name = RENAME[tag] ?? tag;
    // Not allowed: unwrapped, its text still comes through the text handler.
    if (!ALLOWED[name]) return;
    const attributes = cleanAttributes(name, el, this.options);
    if (attributes === undefined) return;
    const frame = this.frame;
    frame.parts.push(`<${name}${attributes}>`);
    if (VOID.has(name)) return;
    const entry: Open = { name, closed: false, frame };
    const tracked = onEnd(el, (end) => {
      entry.closed = true;
      // lol-html also calls this when an ancestor's end tag closes the element (innermost
      // first). Browsers do not always close it there: a `</p>` inside a table cell leaves the
      // table open, and the table would take the rest of the page, footer and all. So an
      // element closed by an ancestor's end tag is closed here in so many words, unless its end
      // tag is optional (browsers close those by themselves; a closer would add an empty one).
      if (end.name.toLowerCase() === tag || !OPTIONAL_END.has(name)) entry.frame.parts.push(`</${name}>`);
    });
    if (tracked) frame.open.push(entry);
  }

  private startDrop(el: Element, tag: string): void {
    if (FOREIGN.has(tag)) {
      const started = { foreign: true as const, text: [] as string[], inner: 0 };
      const tracked = onEnd(el, () => {
        if (this.dropping === started) this.dropping = undefined;
      });
      if (tracked) this.dropping = started;
      return;
    }
    if (RAW_TEXT.has(tag)) {
      const raw = { tag, text: [] as string[] };
      const tracked = onEnd(el, () => {
        if (this.raw !== raw) return;
        this.raw = undefined;
        this.lose(tag, 'dropped with its content', raw.text.join(''));
      });
      if (tracked) this.raw = raw;
      return;
    }
    const frame = frameOf(tag);
    const tracked = onEnd(el, () => {
      // Its end tag, or an ancestor's: it goes with every frame opened inside it.
      const at = this.frames.lastIndexOf(frame);
      if (at < 1) return;
      for (const gone of this.frames.splice(at)) {
        if (gone.chars > 0)
          this.lost.push({ element: gone.tag, reason: 'dropped with its content', chars: gone.chars });
      }
    });
    if (tracked) this.frames.push(frame);
  }

  private lose(element: string, reason: Lost['reason'], text: string): void {
    const chars = text.trim().length;
    if (chars > 0) this.lost.push({ element, reason, chars });
  }

  text(raw: string): void {
    if (!raw) return;
    if (this.raw) this.raw.text.push(raw);
    else if (!this.dropping) {
      const frame = this.frame;
      frame.parts.push(escapeText(raw));
      if (frame.tag) frame.chars += raw.trim().length;
    } else if (this.dropping.inner === 0) this.dropping.text.push(raw);
  }

  private flushForeign(drop: { text: string[] }): void {
    const text = drop.text.join('').trim();
    if (text) this.frame.parts.push(`<p>${escapeText(text)}</p>`);
  }

  /**
   * When the input ended inside a raw-text element: the source after its own text (from the
   * first tag on), for sanitize.ts to sanitise and hand to `finish`; its own text is dropped.
   */
  unclosedRest(): string | undefined {
    const raw = this.raw;
    if (!raw) return undefined;
    const source = raw.text.join('');
    const at = source.search(TAG_START);
    this.lose(raw.tag, 'unclosed: its own text, before the next tag', at === -1 ? source : source.slice(0, at));
    this.unclosed.push(raw.tag);
    return at === -1 ? undefined : source.slice(at);
  }

  /**
   * Closes what the input left open, so a CMS body can never swallow the page after it; what
   * elements dropped with their content held is kept when they were left open. `rest`: the
   * sanitised rest of an unclosed raw-text element (unclosedRest), written where it stood.
   */
  finish(rest = ''): string {
    if (this.dropping) this.flushForeign(this.dropping);
    this.frame.parts.push(rest);
    while (this.frames.length > 1) {
      const frame = this.frames.pop() as Frame;
      this.unclosed.push(frame.tag);
      this.frame.parts.push(...frame.parts);
      this.frame.open.push(...frame.open);
    }
    const root = this.frame;
    for (const entry of [...root.open].reverse()) {
      if (!entry.closed && !OPTIONAL_END.has(entry.name)) root.parts.push(`</${entry.name}>`);
    }
    return root.parts.join('');
  }
}

/** Thrown from a handler to stop the parser: the body has more elements than are sanitised. */
export class TooLarge extends Error {
  override name = 'TooLarge';
}
