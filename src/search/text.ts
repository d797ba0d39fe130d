// Plain text of CMS HTML for the index, on the platform's HTML parser (HTMLRewriter): the
// text between tags, a space where a block or line break was, without the content of
// elements that are not text (script, style, ...). Entities are decoded. The headings' text
// and the links' targets come out too: headings weigh more in the ranking, and the links lead
// the index to the articles the pages point to (build/units.ts).

const NOT_TEXT = 'script, style, template, noscript, svg, math, iframe, object, textarea, select';
const BREAKS =
  'p, div, br, li, dt, dd, tr, td, th, h1, h2, h3, h4, h5, h6, blockquote, section, article, table, ul, ol';
const HEADINGS = 'h1, h2, h3, h4, h5, h6';

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
  /** Every link's href, as written. */
  links: string[];
}

/** The visible text, headings and links of an HTML fragment. */
export async function htmlContent(html: string): Promise<HtmlContent> {
  if (!/[<&]/.test(html)) return { text: squash(html), headings: [], links: [] };
  const parts: string[] = [];
  const headings: string[] = [];
  const links: string[] = [];
  // Inside an element that is not text: its text chunks are skipped until its end tag.
  let hidden = 0;
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
  const rewriter = new HTMLRewriter()
    .on(NOT_TEXT, {
      element(el) {
        if (closing(el, () => void hidden--)) hidden++;
      },
    })
    .on(BREAKS, {
      element() {
        parts.push(' ');
      },
    })
    .on(HEADINGS, {
      element(el) {
        const own: string[] = [];
        const done = () => {
          headings.push(squash(decodeEntities(own.join(''))));
          heading = undefined;
        };
        if (closing(el, done)) heading = own;
      },
    })
    .on('a[href]', {
      element(el) {
        const href = el.getAttribute('href');
        if (href) links.push(decodeEntities(href));
      },
    })
    .onDocument({
      text(chunk) {
        if (hidden > 0) return;
        parts.push(chunk.text);
        heading?.push(chunk.text);
      },
    });
  await rewriter.transform(new Response(html)).arrayBuffer();
  return { text: squash(decodeEntities(parts.join(''))), headings: headings.filter(Boolean), links };
}

/** The visible text of an HTML fragment, in one line. */
export const htmlText = async (html: string): Promise<string> => (await htmlContent(html)).text;
