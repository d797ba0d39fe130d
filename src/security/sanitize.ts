import type { SafeHtml } from '../components/RichText';
import type { Locale } from '../i18n/locales';
import { localePath, splitLocale } from '../i18n/paths';
import { log } from '../lib/log';
import { checkUrl, imageSrc } from './urls';

/**
 * Allowlist sanitiser for CMS HTML, on the platform's streaming HTML parser (HTMLRewriter,
 * lol-html), which tokenises as browsers do. The page gets only what the handlers below write,
 * never lol-html's pass-through: that passes unfinished input through untouched (a tag cut off
 * at the end, `<img src=x onerror=…` without its `>`), and removing an element would splice the
 * text around it together (`<<x>img …>` → `<img …>`). So: allowed elements are rebuilt with
 * only allowed, re-escaped attributes; elements whose content is raw text or foreign markup
 * (script, style, iframe, svg, ...) are dropped with their content, because unwrapping them
 * would turn their raw text into markup; every other element is unwrapped, keeping its text,
 * which is re-escaped. Comments, doctypes and processing instructions go. URLs pass checkUrl.
 */
const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  br: [],
  hr: [],
  h2: ['id'],
  h3: ['id'],
  h4: ['id'],
  h5: ['id'],
  h6: ['id'],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  sub: [],
  sup: [],
  mark: [],
  blockquote: ['cite'],
  q: ['cite'],
  cite: [],
  code: [],
  pre: [],
  abbr: ['title'],
  span: [],
  div: [],
  ul: [],
  ol: ['start', 'reversed', 'type'],
  li: ['value'],
  dl: [],
  dt: [],
  dd: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  colgroup: ['span'],
  col: ['span'],
  figure: [],
  figcaption: [],
  img: ['src', 'alt', 'width', 'height', 'title'],
  a: ['href', 'title'],
  time: ['datetime'],
  section: [],
  article: [],
  aside: [],
};
/** h1 is the page's own title; a CMS h1 is demoted so each page keeps one. */
const RENAME: Record<string, string> = { h1: 'h2' };
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'select',
  'option',
  'button',
  'input',
  'form',
  'base',
  'link',
  'meta',
  'head',
  'param',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'dialog',
  'portal',
]);
/** Elements without content or end tag (lol-html refuses an end-tag handler on them). */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
  'keygen',
]);
/** Left open at the end of the input, these close by themselves; a closer would add an empty element. */
const OPTIONAL_END = new Set([
  'p',
  'li',
  'dt',
  'dd',
  'tr',
  'td',
  'th',
  'thead',
  'tbody',
  'tfoot',
  'colgroup',
  'caption',
]);
/**
 * Foreign content (SVG, MathML) is dropped with its content like the rest, but it does not
 * swallow what follows when it is left open: an HTML element that breaks out of foreign
 * content in browsers (the HTML standard's list) ends the drop there, and text still held at
 * the end of the input comes back as text.
 */
const FOREIGN = new Set(['svg', 'math']);
const BREAKOUT = new Set(
  'b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var'.split(
    ' ',
  ),
);
/**
 * Beyond these, a body is shown as its text alone (logged): sanitising costs time in
 * proportion to the elements, and no real article needs more.
 */
export const SANITIZE_MAX_CHARS = 512 * 1024;
export const SANITIZE_MAX_ELEMENTS = 10_000;
const NUMERIC = new Set(['width', 'height', 'colspan', 'rowspan', 'span', 'start', 'value']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);
const BOOLEAN = new Set(['reversed']);

// ---------------------------------------------------------------- character references

/** The named references worth decoding in attribute values; the others are kept as written. */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};
const REFERENCE = /&(?:#(\d{1,8});?|#[xX]([0-9a-fA-F]{1,7});?|([a-zA-Z][a-zA-Z0-9]{0,31};?))/g;

function codePoint(n: number): string {
  return n === 0 || n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff) ? '\ufffd' : String.fromCodePoint(n);
}

/**
 * An attribute value as the browser would read it. `unknown` is true when it holds a named
 * reference not decoded here: harmless in text, but a URL with one is not trusted.
 */
function decodeAttribute(raw: string): { value: string; unknown: boolean } {
  let unknown = false;
  const value = raw.replace(
    REFERENCE,
    (all, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (dec !== undefined) return codePoint(Number(dec));
      if (hex !== undefined) return codePoint(Number.parseInt(hex, 16));
      const known = NAMED[(name ?? '').replace(/;$/, '').toLowerCase()];
      if (known !== undefined && (name ?? '').endsWith(';')) return known;
      // Browsers also read &amp &lt &gt &quot without ';', except before [=A-Za-z0-9] in attributes.
      if (known !== undefined && /^(amp|lt|gt|quot)$/i.test(name ?? '')) return known;
      if ((name ?? '').endsWith(';')) unknown = true;
      return all;
    },
  );
  return { value, unknown };
}

/** Escapes a value for a double-quoted attribute; named references kept as written stay intact. */
function escapeAttribute(value: string, keepNamed: boolean): string {
  const amp = keepNamed ? /&(?![a-zA-Z][a-zA-Z0-9]{0,31};)/g : /&/g;
  return value.replace(amp, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Raw text from the source keeps its references; a bare `<` or `>` becomes one, so no text can turn into markup. */
const escapeText = (raw: string): string =>
  raw
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u0000/g, '');

// ---------------------------------------------------------------- attributes

export interface SanitizeOptions {
  /** Site links are written in this language: the CMS writes '/news/list' for every language. */
  locale?: Locale;
  /** CMS paths that live elsewhere on this site ('/admissions-hkdse' → '/admissions/hkdse'). */
  paths?: Readonly<Record<string, string>>;
}

/** A site-internal path in the page's language (a path that already has a prefix is kept). */
function localise(href: string, { locale, paths }: SanitizeOptions): string {
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/s.exec(href) ?? [];
  const target = (paths?.[path] ?? path) + rest;
  if (!locale || splitLocale(path).locale !== 'tc') return target;
  return localePath(locale, target);
}

/** A URL attribute's safe value, or undefined when it must go (script protocols, unknown references). */
function cleanUrl(raw: string, options: SanitizeOptions): { href: string; external: boolean } | undefined {
  const { value, unknown } = decodeAttribute(raw);
  if (unknown) return undefined;
  const checked = checkUrl(value, { allowExternal: true });
  if (!checked) return undefined;
  if (checked.kind === 'internal') return { href: localise(checked.href, options), external: false };
  // mailto: and tel: are "external" to checkUrl, but they open no other site.
  return { href: checked.href, external: checked.kind === 'external' && /^https?:/i.test(checked.href) };
}

/**
 * The attribute string of an allowed element (' a="b"'), or undefined when the element must
 * go altogether (an image without a safe source). The first of duplicate attributes wins, as
 * in browsers; every value is re-escaped, so nothing in it can end the attribute.
 */
function cleanAttributes(tag: string, el: Element, options: SanitizeOptions): string | undefined {
  const allowed = ALLOWED[tag] ?? [];
  const seen = new Map<string, string>();
  for (const [name, value] of el.attributes as unknown as Iterable<[string, string]>) {
    const key = name.toLowerCase();
    if (!seen.has(key)) seen.set(key, value);
  }
  const out: string[] = [];
  let external = false;
  for (const [name, raw] of seen) {
    if (!allowed.includes(name)) continue;
    if (URL_ATTRIBUTES.has(name)) {
      const url = name === 'href' ? cleanUrl(raw, options) : cleanUrl(raw, {});
      if (!url || (tag === 'img' && imageSrc(url.href) === undefined)) continue;
      if (name === 'href') external = url.external;
      out.push(` ${name}="${escapeAttribute(url.href, false)}"`);
      continue;
    }
    const { value } = decodeAttribute(raw);
    if (NUMERIC.has(name) && !/^\d{1,5}$/.test(value.trim())) continue;
    if (name === 'id' && !/^[A-Za-z][\w-]{0,63}$/.test(value)) continue;
    out.push(
      BOOLEAN.has(name) ? ` ${name}` : ` ${name}="${escapeAttribute(NUMERIC.has(name) ? value.trim() : value, true)}"`,
    );
  }
  if (tag === 'img') {
    if (!out.some((a) => a.startsWith(' src='))) return undefined;
    if (!seen.has('alt')) out.push(' alt=""');
    out.push(' loading="lazy" decoding="async"');
  }
  if (external) out.push(' rel="noopener noreferrer nofollow" target="_blank"');
  return out.join('');
}

// ---------------------------------------------------------------- the writer

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
class Writer {
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

/**
 * What is left when the streaming parser gives up on markup it cannot tokenise without a full
 * tree (e.g. a <script> inside <select>): the text alone, every tag dropped, as one paragraph.
 * Plain, but safe, and the page still shows the CMS's words.
 */
function textOnly(html: string): SafeHtml {
  const text = html
    .replace(
      /<(script|style|template|textarea|title|xmp|iframe|noscript|noembed|noframes)\b[\s\S]*?(<\/\1\s*>|$)/gi,
      ' ',
    )
    .replace(/<[^>]*>?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (text ? `<p>${escapeText(text)}</p>` : '') as SafeHtml;
}

/** Thrown from a handler to stop the parser: the body has more elements than are sanitised. */
class TooLarge extends Error {
  override name = 'TooLarge';
}

export async function sanitizeHtml(html: string, options: SanitizeOptions = {}): Promise<SafeHtml> {
  if (html.length > SANITIZE_MAX_CHARS) {
    log('warn', 'sanitize.tooLarge', { length: html.length, limit: SANITIZE_MAX_CHARS });
    return textOnly(html);
  }
  const writer = new Writer(options);
  const rewriter = new HTMLRewriter()
    .on('*', { element: (el) => writer.element(el) })
    .onDocument({ text: (chunk) => writer.text(chunk.text) });
  try {
    // Drives the handlers; lol-html's own output is not used (see above).
    await rewriter
      .transform(new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }))
      .arrayBuffer();
  } catch (error) {
    if (writer.overflowed) log('warn', 'sanitize.tooLarge', { length: html.length, elements: SANITIZE_MAX_ELEMENTS });
    else log('warn', 'sanitize.fallback', { error, length: html.length });
    return textOnly(html);
  }
  return normaliseHeadings(writer.finish()) as SafeHtml;
}

/** Sanitised bodies by the cached datum they belong to, then by language and source text. */
const sanitised = new WeakMap<object, Map<string, Map<string, Promise<SafeHtml>>>>();

/**
 * `sanitizeHtml` once per cached datum: `owner` is the object the upstream cache hands out
 * (the same object for as long as it is cached), so a view of a cached page costs no
 * sanitising, and the result goes when the datum leaves the cache.
 */
export function sanitizeOnce(owner: object, html: string, options: SanitizeOptions = {}): Promise<SafeHtml> {
  let byLocale = sanitised.get(owner);
  if (!byLocale) {
    byLocale = new Map();
    sanitised.set(owner, byLocale);
  }
  const lang = options.locale ?? '';
  let byHtml = byLocale.get(lang);
  if (!byHtml) {
    byHtml = new Map();
    byLocale.set(lang, byHtml);
  }
  let result = byHtml.get(html);
  if (!result) {
    result = sanitizeHtml(html, options);
    byHtml.set(html, result);
  }
  return result;
}

/**
 * CMS bodies sit under the page's own h1: their headings are renumbered by rank from h2 on
 * (levels {3, 5} become {2, 3}), so no level is skipped. Safe on this output only: every tag
 * in it was written by the Writer, and a '<' in text is already escaped.
 */
function normaliseHeadings(html: string): string {
  const levels = [...new Set([...html.matchAll(/<h([2-6])\b/g)].map((m) => Number(m[1])))].sort();
  if (levels.every((level, i) => level === i + 2)) return html;
  const to = new Map(levels.map((level, i) => [level, i + 2]));
  return html.replace(/<(\/?)h([2-6])\b/g, (_, slash: string, level: string) => `<${slash}h${to.get(Number(level))}`);
}
