/** What the CMS HTML sanitiser (sanitize.ts) keeps, renames, drops and bounds. */

/** Allowed elements and, for each, its allowed attributes. */
export const ALLOWED: Record<string, readonly string[]> = {
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
export const RENAME: Record<string, string> = { h1: 'h2' };
/**
 * Dropped with what they hold. (Not frameset and frame: a browser ignores their tags inside a
 * body, which a CMS body always is, and shows what they hold; so does the sanitiser.)
 */
export const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
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
/**
 * Of those, the elements whose content the parser reads as raw text (no element inside): left
 * open, they would hold the rest of the body as text (sanitize-writer.ts).
 */
export const RAW_TEXT = new Set([
  'script',
  'style',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'textarea',
  'title',
  'xmp',
  'plaintext',
]);
/** Elements without content or end tag (lol-html refuses an end-tag handler on them). */
export const VOID = new Set([
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
export const OPTIONAL_END = new Set([
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
export const FOREIGN = new Set(['svg', 'math']);
export const BREAKOUT = new Set(
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
export const NUMERIC = new Set(['width', 'height', 'colspan', 'rowspan', 'span', 'start', 'value']);
export const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);
export const BOOLEAN = new Set(['reversed']);
