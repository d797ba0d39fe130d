import type { SafeHtml } from '../components/RichText';
import { checkUrl } from './urls';

/**
 * Allowlist sanitiser for CMS HTML, on the platform's streaming HTML parser (HTMLRewriter,
 * lol-html), which tokenises as browsers do. Allowed elements keep only allowed attributes;
 * elements whose content is raw text or foreign markup (script, style, iframe, svg, ...) are
 * dropped with their content, because unwrapping them would turn their raw text into markup;
 * every other element is unwrapped, keeping its text. Comments go. URLs pass checkUrl.
 */
const ALLOWED: Record<string, readonly string[]> = {
  p: [], br: [], hr: [], h2: ['id'], h3: ['id'], h4: ['id'], h5: ['id'], h6: ['id'],
  strong: [], b: [], em: [], i: [], u: [], s: [], small: [], sub: [], sup: [], mark: [],
  blockquote: ['cite'], q: ['cite'], cite: [], code: [], pre: [], abbr: ['title'], span: [], div: [],
  ul: [], ol: ['start', 'reversed', 'type'], li: ['value'], dl: [], dt: [], dd: [],
  table: [], caption: [], thead: [], tbody: [], tfoot: [], tr: [], th: ['scope', 'colspan', 'rowspan'], td: ['colspan', 'rowspan'],
  colgroup: ['span'], col: ['span'],
  figure: [], figcaption: [], img: ['src', 'alt', 'width', 'height', 'title'],
  a: ['href', 'title'], time: ['datetime'], section: [], article: [], aside: [],
};
/** h1 is the page's own title; a CMS h1 is demoted so each page keeps one. */
const RENAME: Record<string, string> = { h1: 'h2' };
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'noembed', 'noframes',
  'template', 'textarea', 'title', 'xmp', 'plaintext', 'svg', 'math', 'select', 'option', 'button', 'input', 'form',
  'base', 'link', 'meta', 'head', 'param', 'audio', 'video', 'source', 'track', 'canvas', 'dialog', 'portal',
]);
const NUMERIC = new Set(['width', 'height', 'colspan', 'rowspan', 'span', 'start', 'value']);

function cleanElement(el: Element): void {
  const tag = el.tagName.toLowerCase();
  if (DROP_WITH_CONTENT.has(tag)) {
    el.remove();
    return;
  }
  const renamed = RENAME[tag];
  // Runtime setter (lol-html set_tag_name); the generated types mark it read-only.
  if (renamed) (el as { tagName: string }).tagName = renamed;
  const allowed = ALLOWED[renamed ?? tag];
  if (!allowed) {
    el.removeAndKeepContent();
    return;
  }
  const names = [...(el.attributes as unknown as Iterable<[string, string]>)].map(([name]) => name);
  for (const name of names) {
    const value = el.getAttribute(name) ?? '';
    if (!allowed.includes(name) || (NUMERIC.has(name) && !/^\d{1,5}$/.test(value))) el.removeAttribute(name);
  }
  if (tag === 'a') cleanLink(el);
  if (tag === 'img') cleanImage(el);
}

function cleanLink(el: Element): void {
  const checked = checkUrl(el.getAttribute('href'), { allowExternal: true });
  if (!checked) {
    el.removeAttribute('href');
    return;
  }
  el.setAttribute('href', checked.href);
  if (checked.kind === 'external') {
    el.setAttribute('rel', 'noopener noreferrer nofollow');
    el.setAttribute('target', '_blank');
  }
}

function cleanImage(el: Element): void {
  const checked = checkUrl(el.getAttribute('src'), { allowExternal: true });
  if (!checked || checked.kind === 'anchor' || !/^(https?:|\/)/.test(checked.href)) {
    el.remove();
    return;
  }
  el.setAttribute('src', checked.href);
  if (!el.hasAttribute('alt')) el.setAttribute('alt', '');
  el.setAttribute('loading', 'lazy');
  el.setAttribute('decoding', 'async');
}

const dropComment = (comment: Comment): void => {
  comment.remove();
};

export async function sanitizeHtml(html: string): Promise<SafeHtml> {
  const rewriter = new HTMLRewriter()
    .on('*', { element: cleanElement, comments: dropComment })
    .onDocument({ comments: dropComment });
  const out = await rewriter.transform(new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })).text();
  return out as SafeHtml;
}
