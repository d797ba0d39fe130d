// Plain text of CMS HTML for the index, on the platform's HTML parser (HTMLRewriter): the
// text between tags, a space where a block or line break was, without the content of
// elements that are not text (script, style, ...). Entities are decoded.

const NOT_TEXT = 'script, style, template, noscript, svg, math, iframe, object, textarea, select';
const BREAKS =
  'p, div, br, li, dt, dd, tr, td, th, h1, h2, h3, h4, h5, h6, blockquote, section, article, table, ul, ol';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
  });
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The visible text of an HTML fragment, in one line. */
export async function htmlText(html: string): Promise<string> {
  if (!/[<&]/.test(html)) return squash(html);
  const parts: string[] = [];
  // Inside an element that is not text: its text chunks are skipped until its end tag.
  let hidden = 0;
  const rewriter = new HTMLRewriter()
    .on(NOT_TEXT, {
      element(el) {
        try {
          el.onEndTag(() => {
            hidden--;
          });
          hidden++;
        } catch {
          // No end tag (a self-closing <svg/>): nothing inside to skip.
        }
      },
    })
    .on(BREAKS, {
      element() {
        parts.push(' ');
      },
    })
    .onDocument({
      text(chunk) {
        if (hidden === 0) parts.push(chunk.text);
      },
    });
  await rewriter.transform(new Response(html)).arrayBuffer();
  return squash(decodeEntities(parts.join('')));
}
