import type { SafeHtml } from '@/security/safe-html';
import { memoryStore } from '@/lib/isolate';
import { log } from '@/lib/log';
import { escapeText, type SanitizeOptions } from '@/security/sanitize-attributes';
import { SANITIZE_MAX_CHARS, SANITIZE_MAX_ELEMENTS } from '@/security/sanitize-rules';
import { type Lost, Writer } from '@/security/sanitize-writer';

/**
 * Allowlist sanitiser for CMS HTML, on the platform's streaming HTML parser (HTMLRewriter,
 * lol-html), which tokenises as browsers do. The page gets only what the handlers write (Writer),
 * never lol-html's pass-through: that passes unfinished input through untouched (a tag cut off
 * at the end, `<img src=x onerror=…` without its `>`), and removing an element would splice the
 * text around it together (`<<x>img …>` → `<img …>`). So: allowed elements are rebuilt with
 * only allowed, re-escaped attributes; elements whose content is raw text or foreign markup
 * (script, style, iframe, svg, ...) are dropped with their content, because unwrapping them
 * would turn their raw text into markup; every other element is unwrapped, keeping its text,
 * which is re-escaped. Comments, doctypes and processing instructions go. URLs pass checkUrl.
 *
 * What is allowed: sanitize-rules.ts; attributes and references: sanitize-attributes.ts; the
 * output: sanitize-writer.ts.
 */

/**
 * What is left when the streaming parser gives up on markup it cannot tokenise without a full
 * tree, and escaping the select around it did not help: the text alone, every tag dropped, as
 * one paragraph. Plain, but safe, and the page still shows the CMS's words.
 */
function textOnly(html: string): SafeHtml {
  const text = html
    // A raw-text element goes with its content to its end tag; left open, with its own text up
    // to the next tag only, so it cannot take the rest of the body with it.
    .replace(/<(script|style|template|textarea|title|xmp|iframe|noscript|noembed|noframes)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(
      /<(?:script|style|template|textarea|title|xmp|iframe|noscript|noembed|noframes|plaintext)\b[^>]*>?[^<]*/gi,
      ' ',
    )
    .replace(/<[^>]*>?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (text ? `<p>${escapeText(text)}</p>` : '') as SafeHtml;
}

/**
 * Text-content tags inside a <select> (from its start tag to its end tag, or the end of the
 * input). A tokeniser without a tree cannot tell whether such a tag switches to raw text there
 * (browsers ignore it inside a select), so lol-html stops on it. Each such element goes with
 * what it holds (to its end tag; left open, its text before the next tag, as the writer treats
 * an unclosed raw-text element), and the rest of the body is sanitised as usual: the select is
 * dropped with all it holds when it ends, and left open it holds no text-content tag any more.
 */
const SELECT_REGION = /<select\b[\s\S]*?(?:<\/select\s*>|$)/gi;
const TEXT_CONTENT_START = /<(style|title|xmp|iframe|noscript|noembed|noframes|plaintext)(?=[\s/>])[^>]*>?/gi;

function withoutTextContent(region: string): string {
  const start = new RegExp(TEXT_CONTENT_START.source, 'gi');
  const tag = /<[a-zA-Z/!?]/g;
  // Each name's next end tag, searched forward only: the whole region is read once per name.
  const ends = new Map<string, { re: RegExp; found: RegExpExecArray | null }>();
  const endAfter = (name: string, from: number) => {
    let end = ends.get(name);
    if (!end) {
      end = { re: new RegExp(`</${name}\\s*>`, 'gi'), found: null };
      end.re.lastIndex = from;
      end.found = end.re.exec(region);
      ends.set(name, end);
    } else if (end.found && end.found.index < from) {
      end.re.lastIndex = from;
      end.found = end.re.exec(region);
    }
    return end.found;
  };
  let out = '';
  let at = 0;
  for (let m = start.exec(region); m; m = start.exec(region)) {
    out += region.slice(at, m.index);
    const from = m.index + m[0].length;
    const end = endAfter((m[1] as string).toLowerCase(), from);
    tag.lastIndex = from;
    const next = tag.exec(region);
    at = end ? end.index + end[0].length : next ? next.index : region.length;
    start.lastIndex = at;
  }
  return out + region.slice(at);
}

/**
 * Frameset and frame tags, which a browser ignores inside a body: after one, lol-html cannot tell
 * whether a text-content tag is ignored too, and stops. Without them the body is what a browser
 * makes of it.
 */
const FRAMESET_TAG = /<\/?(?:frameset|frame)(?=[\s/>])[^>]*>?/gi;

function withoutAmbiguity(html: string): string {
  return html.replace(FRAMESET_TAG, '').replace(SELECT_REGION, withoutTextContent);
}

/** How many unclosed raw-text elements in a row are each sanitised past; beyond, the rest is text alone. */
const MAX_REOPENED = 8;

type Pass =
  | { ok: true; html: string; lost: Lost[]; unclosed: string[] }
  | { ok: false; error: unknown; overflowed: boolean };

/**
 * One pass of the parser over the body, writing only what the rules keep (Writer). An unclosed
 * raw-text element hands back the rest of the body: it is sanitised by another pass (sharing the
 * element cap) and written in its place.
 */
async function rewrite(html: string, options: SanitizeOptions, depth = 0, elements = 0): Promise<Pass> {
  const writer = new Writer(options, elements);
  const rewriter = new HTMLRewriter()
    .on('*', { element: (el) => writer.element(el) })
    .onDocument({ text: (chunk) => writer.text(chunk.text) });
  try {
    // Drives the handlers; lol-html's own output is not used (see above).
    await rewriter
      .transform(new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }))
      .arrayBuffer();
  } catch (error) {
    return { ok: false, error, overflowed: writer.overflowed };
  }
  const source = writer.unclosedRest();
  let rest = '';
  const lost = writer.lost;
  const unclosed = writer.unclosed;
  if (source !== undefined) {
    const again = depth < MAX_REOPENED ? await rewrite(source, options, depth + 1, writer.count) : undefined;
    if (again && !again.ok) return again;
    if (again?.ok) {
      rest = again.html;
      lost.push(...again.lost);
      unclosed.push(...again.unclosed);
    } else {
      rest = textOnly(source);
      lost.push({ element: 'body', reason: 'too many unclosed in a row: the rest as text alone', chars: 0 });
    }
  }
  return { ok: true, html: writer.finish(rest), lost, unclosed };
}

/** Says what a body lost to drops, and which elements it left open (their content kept). */
function report(pass: { lost: Lost[]; unclosed: string[] }, length: number): void {
  if (pass.unclosed.length) log('info', 'sanitize.unclosed', { length, elements: pass.unclosed, kept: 'what follows' });
  if (pass.lost.length) log('info', 'sanitize.dropped', { length, lost: pass.lost });
}

export async function sanitizeHtml(html: string, options: SanitizeOptions = {}): Promise<SafeHtml> {
  if (html.length > SANITIZE_MAX_CHARS) {
    log('warn', 'sanitize.tooLarge', { length: html.length, limit: SANITIZE_MAX_CHARS });
    return textOnly(html);
  }
  let pass = await rewrite(html, options);
  if (!pass.ok && !pass.overflowed) {
    // The constructs the parser cannot place (a text-content tag inside a select, or after a
    // frameset tag): drop what cannot be kept and keep the rest of the body, rather than all of
    // it as plain text.
    const settled = withoutAmbiguity(html);
    if (settled !== html) {
      pass = await rewrite(settled, options);
      if (pass.ok) log('info', 'sanitize.recovered', { length: html.length });
    }
  }
  if (pass.ok) {
    report(pass, html.length);
    return normaliseHeadings(pass.html) as SafeHtml;
  }
  if (pass.overflowed) log('warn', 'sanitize.tooLarge', { length: html.length, elements: SANITIZE_MAX_ELEMENTS });
  else log('warn', 'sanitize.fallback', { error: pass.error, length: html.length });
  return textOnly(html);
}

/** The most bytes of source and sanitised text kept (UTF-16: two bytes a unit). */
const SANITIZED_MAX_BYTES = 8 * 1024 * 1024;

/**
 * Finished results by source text, then language. Keyed by the text itself: the string the data
 * cache holds is the key (no copy, and V8 hashes a string once), so a view of a cached body
 * costs no sanitising, and a new version of the datum, with other text, is sanitised afresh.
 */
const sanitised = memoryStore<Partial<Record<string, SafeHtml>>>('sanitized-html', {
  maxBytes: SANITIZED_MAX_BYTES,
  maxEntries: 5000,
});

/**
 * `sanitizeHtml` once per text and language. Only finished results are kept, never a promise:
 * requests that ask for a text not done yet each sanitise it (a request must never wait on
 * another request's work, docs/architecture/request.md "One request"). `options.paths` must be the
 * site's one table of paths (CMS_PATHS): it is not part of the key.
 */
export async function sanitizeOnce(html: string, options: SanitizeOptions = {}): Promise<SafeHtml> {
  const lang = options.locale ?? '';
  const kept = sanitised.get(html)?.[lang];
  if (kept !== undefined) return kept;
  const safe = await sanitizeHtml(html, options);
  const entry = { ...sanitised.peek(html), [lang]: safe };
  const bytes = 2 * Object.values(entry).reduce((sum, text) => sum + (text?.length ?? 0), html.length);
  sanitised.set(html, entry, bytes);
  return safe;
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
