import { cleanAttributes, escapeText, type SanitizeOptions } from '@/security/sanitize-attributes';
import {
  ALLOWED,
  BREAKOUT,
  DROP_WITH_CONTENT,
  FOREIGN,
  OPTIONAL_END,
  RENAME,
  SANITIZE_MAX_ELEMENTS,
  VOID,
} from '@/security/sanitize-rules';

/**
 * The sanitiser's output (sanitize.ts): built from HTMLRewriter's element and text events in
 * document order, writing only allowed elements with cleaned attributes and escaped text.
 */

interface Open {
  name: string;
  closed: boolean;
}

/** Registers an end-tag handler; false when lol-html says the element has no end tag. */
function onEnd(el: Element, handler: (end: EndTag) => void): boolean {
  try {
    el.onEndTag(handler);
    return true;
  } catch {
    return false;
  }
}

/** Builds the output from parser events in document order. */
export class Writer {
  constructor(private readonly options: SanitizeOptions) {}
  private readonly parts: string[] = [];
  private readonly open: Open[] = [];
  private elements = 0;
  /** Set when the element cap stopped the parser. */
  overflowed = false;
  /**
   * Inside an element dropped with its content (until its end tag, or the end of the input);
   * an object per drop, so a late end tag of an earlier drop cannot end a later one.
   */
  private dropping: { foreign: boolean; text: string[]; inner: number } | undefined;

  element(el: Element): void {
    if (++this.elements > SANITIZE_MAX_ELEMENTS) {
      this.overflowed = true;
      throw new TooLarge();
    }
    const tag = el.tagName.toLowerCase();
    const drop = this.dropping;
    if (drop) {
      if (!drop.foreign) return;
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
      if (VOID.has(tag)) return;
      const started = { foreign: FOREIGN.has(tag), text: [] as string[], inner: 0 };
      const tracked = onEnd(el, () => {
        if (this.dropping === started) this.dropping = undefined;
      });
      if (tracked) this.dropping = started;
      return;
    }
    const name = RENAME[tag] ?? tag;
    // Not allowed: unwrapped, its text still comes through the text handler.
    if (!ALLOWED[name]) return;
    const attributes = cleanAttributes(name, el, this.options);
    if (attributes === undefined) return;
    this.parts.push(`<${name}${attributes}>`);
    if (VOID.has(name)) return;
    const entry: Open = { name, closed: false };
    const tracked = onEnd(el, (end) => {
      entry.closed = true;
      // lol-html also calls this when an ancestor's end tag closes the element; browsers close
      // it there too, so only the element's own end tag is written.
      if (end.name.toLowerCase() === tag) this.parts.push(`</${name}>`);
    });
    if (tracked) this.open.push(entry);
  }

  text(raw: string): void {
    if (!raw) return;
    if (!this.dropping) this.parts.push(escapeText(raw));
    else if (this.dropping.foreign && this.dropping.inner === 0) this.dropping.text.push(raw);
  }

  private flushForeign(drop: { text: string[] }): void {
    const text = drop.text.join('').trim();
    if (text) this.parts.push(`<p>${escapeText(text)}</p>`);
  }

  /** Closes what the input left open, so a CMS body can never swallow the page after it. */
  finish(): string {
    if (this.dropping?.foreign) this.flushForeign(this.dropping);
    for (const entry of [...this.open].reverse()) {
      if (!entry.closed && !OPTIONAL_END.has(entry.name)) this.parts.push(`</${entry.name}>`);
    }
    return this.parts.join('');
  }
}

/** Thrown from a handler to stop the parser: the body has more elements than are sanitised. */
export class TooLarge extends Error {
  override name = 'TooLarge';
}
