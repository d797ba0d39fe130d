import { describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from '@/security/sanitize';
import { hasScriptProtocol } from '@/security/urls';
import { XSS_CORPUS as VECTORS } from '../../demo/src/data/xss-corpus';

// What a sanitised body may contain: the allowlist of src/security/sanitize.ts, plus what it adds.
const TAGS = new Set([
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'blockquote',
  'q',
  'cite',
  'code',
  'pre',
  'abbr',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'colgroup',
  'col',
  'figure',
  'figcaption',
  'img',
  'a',
  'time',
  'section',
  'article',
  'aside',
]);
const ATTRIBUTES = new Set([
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'id',
  'cite',
  'datetime',
  'scope',
  'colspan',
  'rowspan',
  'span',
  'start',
  'reversed',
  'type',
  'value',
  'rel',
  'target',
  'loading',
  'decoding',
]);
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);

/** An attribute value as a browser reads it (the references that matter for URLs). */
function decode(raw: string): string {
  return raw
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16) % 0x110000 || 0xfffd))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d) % 0x110000 || 0xfffd))
    .replace(
      /&(colon|tab|newline|quot|apos|lt|gt|amp);/gi,
      (_, n: string) =>
        ({ colon: ':', tab: '\t', newline: '\n', quot: '"', apos: "'", lt: '<', gt: '>', amp: '&' })[n.toLowerCase()]!,
    );
}

interface Parsed {
  tags: string[];
  attributes: Array<[tag: string, name: string, value: string]>;
}

async function parse(html: string): Promise<Parsed> {
  const parsed: Parsed = { tags: [], attributes: [] };
  const rewriter = new HTMLRewriter().on('*', {
    element(el) {
      const tag = el.tagName.toLowerCase();
      parsed.tags.push(tag);
      for (const [name, value] of el.attributes as unknown as Iterable<[string, string]>)
        parsed.attributes.push([tag, name.toLowerCase(), value]);
    },
  });
  await rewriter.transform(new Response(html, { headers: { 'Content-Type': 'text/html' } })).arrayBuffer();
  return parsed;
}

/** No script element, no event handler, no script URL, nothing outside the allowlist. */
async function expectSafe(input: string): Promise<string> {
  const out = await sanitizeHtml(input);
  // Textual: what a browser could run, whatever a parser makes of the rest.
  expect(out, input).not.toMatch(
    /<\s*\/?\s*(script|style|iframe|frame|object|embed|svg|math|base|meta|link|form|template|noscript|xmp|textarea|body|image|isindex)\b/i,
  );
  expect(decode(out), input).not.toMatch(
    /(href|src|cite|action|data)\s*=\s*["'`]?\s*(javascript|vbscript|data|livescript):/i,
  );
  // Structural: every element and attribute is allowed, every URL is a plain one.
  const { tags, attributes } = await parse(`<div>${out}</div>`);
  for (const tag of tags) expect(TAGS.has(tag) || tag === 'div', `${input} → <${tag}>`).toBe(true);
  for (const [tag, name, value] of attributes) {
    expect(ATTRIBUTES.has(name), `${input} → <${tag} ${name}>`).toBe(true);
    expect(name.startsWith('on'), `${input} → handler ${name}`).toBe(false);
    if (URL_ATTRIBUTES.has(name)) {
      const url = decode(value);
      expect(hasScriptProtocol(url), `${input} → ${name}=${value}`).toBe(false);
      expect(url, `${input} → ${name}`).toMatch(/^(\/(?![/\\])|#|https?:\/\/|mailto:|tel:)/);
    }
  }
  // Stable: cleaning clean output changes nothing (no parser differential left to exploit).
  expect(await sanitizeHtml(out), input).toBe(out);
  return out;
}

describe('sanitiser against XSS vectors', () => {
  it('has a corpus of at least 40 vectors', () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(40);
  });

  for (const vector of VECTORS) {
    it(`neutralises ${JSON.stringify(vector).slice(0, 90)}`, async () => {
      await expectSafe(vector);
    });
  }
});

describe('sanitiser keeps content', () => {
  it('keeps headings, paragraphs, lists, tables and images', async () => {
    const html =
      '<h2>標題</h2><p>段落 <strong>粗</strong></p><ul><li>a</li></ul><ol start="3"><li>b</li></ol>' +
      '<table><thead><tr><th scope="col">日期</th></tr></thead><tbody><tr><td colspan="2">x</td></tr></tbody></table>' +
      '<p><img src="/media/cover-1.svg" width="800" height="450" alt="封面"></p>';
    const out = await expectSafe(html);
    expect(out).toBe(
      '<h2>標題</h2><p>段落 <strong>粗</strong></p><ul><li>a</li></ul><ol start="3"><li>b</li></ol>' +
        '<table><thead><tr><th scope="col">日期</th></tr></thead><tbody><tr><td colspan="2">x</td></tr></tbody></table>' +
        '<p><img src="/media/cover-1.svg" width="800" height="450" alt="封面" loading="lazy" decoding="async"></p>',
    );
  });

  it('keeps safe links and marks external ones', async () => {
    expect(await expectSafe('<a href="/news/list">n</a>')).toBe('<a href="/news/list">n</a>');
    expect(await expectSafe('<a href="mailto:info@x.example">m</a>')).toBe('<a href="mailto:info@x.example">m</a>');
    expect(await expectSafe('<a href="https://status.example/" target="_self">s</a>')).toBe(
      '<a href="https://status.example/" rel="noopener noreferrer nofollow" target="_blank">s</a>',
    );
    expect(await expectSafe('<a href="/search?a=1&amp;b=2">q</a>')).toBe('<a href="/search?a=1&amp;b=2">q</a>');
  });

  it('drops a javascript: href but keeps the link text', async () => {
    expect(await expectSafe('<a href="javascript:alert(1)">text</a>')).toBe('<a>text</a>');
  });

  it('demotes h1, drops bad numbers and ids, keeps the first duplicate', async () => {
    expect(await expectSafe('<h1 id="top">t</h1>')).toBe('<h2 id="top">t</h2>');
    expect(await expectSafe('<td colspan="2x">c</td>')).toBe('<td>c</td>');
    expect(await expectSafe('<h2>s</h2><h3 id="a b">t</h3>')).toBe('<h2>s</h2><h3>t</h3>');
    expect(await expectSafe('<a href="/ok" href="javascript:alert(1)">d</a>')).toBe('<a href="/ok">d</a>');
  });

  it('keeps text and character references, escapes stray angle brackets', async () => {
    expect(await expectSafe('<p>&lt;script&gt; &amp; 5 > 3 &copy;</p>')).toBe(
      '<p>&lt;script&gt; &amp; 5 &gt; 3 &copy;</p>',
    );
    expect(await expectSafe('<<x>img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('closes what the body leaves open so it cannot swallow the page', async () => {
    expect(await expectSafe('<table><tr><td>cell')).toBe('<table><tr><td>cell</table>');
    expect(await expectSafe('<a href="/x">open <b>bold')).toBe('<a href="/x">open <b>bold</b></a>');
    expect(await expectSafe('<p>one<p>two')).toBe('<p>one<p>two');
  });

  it('drops what a cut-off body ends with', async () => {
    expect(await expectSafe('<p>ok</p><img src=/x onerror=alert(1)//')).toBe('<p>ok</p>');
    expect(await expectSafe('<p>ok</p><p title="')).toBe('<p>ok</p>');
  });
});

describe('markup the streaming parser refuses', () => {
  it('falls back to the text alone instead of failing the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // lol-html gives up on a text-content tag inside a select, and the recovery cannot find the
    // select's region when an attribute holds its end tag. (The run of the corpus that used to
    // stop it, a <script> after a <frameset>, is recovered now: test/content/sanitize-unclosed.test.ts.)
    const out = await sanitizeHtml(
      `<p>Before</p><select><option title="</select>"><style>x</style></select><p>after <b>bold</b></p>`,
    );
    expect(out).not.toMatch(/<(?!\/?p>)/); // nothing but the fallback's own paragraph
    expect(out).toContain('Before');
    expect(out).toContain('after bold');
    expect(out.startsWith('<p>')).toBe(true);
    expect(warn.mock.calls.some(([line]) => String(line).includes('sanitize.fallback'))).toBe(true);
    warn.mockRestore();
  });

  it('keeps the whole corpus in one body safe, as the demo serves it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const out = await sanitizeHtml(VECTORS.join('\n'));
    expect(out).not.toMatch(
      /<(script|iframe|svg|object|embed|style|img|a)\b[^>]*(\son\w+=|javascript:)|<(script|iframe|svg|object|embed|style)\b/i,
    );
    vi.restoreAllMocks();
  });
});

describe('headings under the page title', () => {
  it('are renumbered from h2 by rank, so no level is skipped', async () => {
    expect(await sanitizeHtml('<h3>A</h3><p>x</p><h5 id="b">B</h5><h3>C</h3>')).toBe(
      '<h2>A</h2><p>x</p><h3 id="b">B</h3><h2>C</h2>',
    );
    expect(await sanitizeHtml('<h1>T</h1><h2>S</h2>')).toBe('<h2>T</h2><h2>S</h2>');
    expect(await sanitizeHtml('<h2>A</h2><h3>B</h3>')).toBe('<h2>A</h2><h3>B</h3>');
  });
});
