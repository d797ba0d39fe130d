import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/security/sanitize';
import { hasScriptProtocol } from '../../src/security/urls';

// What a sanitised body may contain: the allowlist of src/security/sanitize.ts, plus what it adds.
const TAGS = new Set(['p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark',
  'blockquote', 'q', 'cite', 'code', 'pre', 'abbr', 'span', 'div', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'caption', 'thead',
  'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col', 'figure', 'figcaption', 'img', 'a', 'time', 'section', 'article', 'aside']);
const ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'width', 'height', 'id', 'cite', 'datetime', 'scope', 'colspan', 'rowspan', 'span',
  'start', 'reversed', 'type', 'value', 'rel', 'target', 'loading', 'decoding']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);

/** An attribute value as a browser reads it (the references that matter for URLs). */
function decode(raw: string): string {
  return raw
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16) % 0x110000 || 0xfffd))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d) % 0x110000 || 0xfffd))
    .replace(/&(colon|tab|newline|quot|apos|lt|gt|amp);/gi, (_, n: string) => ({ colon: ':', tab: '\t', newline: '\n', quot: '"', apos: "'", lt: '<', gt: '>', amp: '&' })[n.toLowerCase()]!);
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
      for (const [name, value] of el.attributes as unknown as Iterable<[string, string]>) parsed.attributes.push([tag, name.toLowerCase(), value]);
    },
  });
  await rewriter.transform(new Response(html, { headers: { 'Content-Type': 'text/html' } })).arrayBuffer();
  return parsed;
}

/** No script element, no event handler, no script URL, nothing outside the allowlist. */
async function expectSafe(input: string): Promise<string> {
  const out = await sanitizeHtml(input);
  // Textual: what a browser could run, whatever a parser makes of the rest.
  expect(out, input).not.toMatch(/<\s*\/?\s*(script|style|iframe|frame|object|embed|svg|math|base|meta|link|form|template|noscript|xmp|textarea|body|image|isindex)\b/i);
  expect(decode(out), input).not.toMatch(/(href|src|cite|action|data)\s*=\s*["'`]?\s*(javascript|vbscript|data|livescript):/i);
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

// OWASP XSS filter-evasion cheat sheet, mXSS and tokeniser tricks, and a few aimed at this design.
const VECTORS: string[] = [
  `<script>alert('XSS')</script>`,
  `<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<IMG SRC=javascript:alert(&quot;XSS&quot;)>`,
  "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<a onmouseover=alert(document.cookie)>xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>`,
  `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`,
  `<IMG SRC="jav\tascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  `<SCRIPT/XSS SRC="http://xss.example/xss.js"></SCRIPT>`,
  "<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert(\"XSS\")>",
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.example/xss.js?< B >`,
  `<SCRIPT SRC=//xss.example/.j>`,
  `<IMG SRC="javascript:alert('XSS')"`,
  `<iframe src=http://xss.example/scriptlet.html <`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<IMG LOWSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<svg/onload=alert('XSS')>`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')"><TD BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.example/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciPjxzY3JpcHQ+YWxlcnQoMSk8L3NjcmlwdD48L3N2Zz4=" type="image/svg+xml"></EMBED>`,
  `<SCRIPT a=">" SRC="httx://xss.example/xss.js"></SCRIPT>`,
  `<A HREF="javascript:document.location='http://www.example.com/'">XSS</A>`,
  `<a href="&#x6A;avascript&colon;alert(1)">x</a>`,
  `<a href="java&Tab;script:alert(1)">x</a>`,
  `<a href="java&NewLine;script:alert(1)">x</a>`,
  `<a href="&#106avascript:alert(1)">x</a>`,
  `<a href="javascript&colon;alert(1)">x</a>`,
  `<a href=" javascript:alert(1)">x</a>`,
  `<a href="\u0001javascript:alert(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<IMG SRC='vbscript:msgbox("XSS")'>`,
  `<a href="/ok" href="javascript:alert(1)">duplicate attributes</a>`,
  `<img src="/a.png" src="javascript:alert(1)" onerror=alert(1)>`,
  // Text spliced together around a removed element or comment must not become a tag.
  `<<x>img src=x onerror=alert(1)>`,
  `<<script></script>img src=x onerror=alert(1)>`,
  `<<!-- -->img src=x onerror=alert(1)>`,
  `<scr<script>ipt>alert(1)</script>`,
  // Input that ends inside a tag, an attribute or a comment.
  `<p>ok</p><img src=/x onerror=alert(1)//`,
  `<a href="javascript:alert(1)"`,
  `<p title="`,
  `<p>x<!-- <img src=x onerror=alert(1)>`,
  // Mutation XSS: markup that parses differently once re-parsed in another context.
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<svg><p><style><img src=x onerror=alert(1)></style></p></svg>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>`,
  `<template><img src=x onerror=alert(1)></template>`,
  `<textarea></textarea><img src=x onerror=alert(1)></textarea>`,
  `<![CDATA[<img src=x onerror=alert(1)>]]>`,
  `<?xml-stylesheet href="javascript:alert(1)"?>`,
  `<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->`,
  // Handlers and styles on allowed and unknown elements, quotes that try to break out.
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror=alert(1)></video>`,
  `<a href='#x" onclick="alert(1)'>t</a>`,
  `<img alt='x" onerror="alert(1)' src="/a.png">`,
  `<p style="color:red" onclick="alert(1)" class="x">t</p>`,
  `<img src="https://img.example/x.png" onload=alert(1)>`,
  `<x onclick=alert(1)>t</x>`,
  `<h2 id="x" onclick=alert(1)>h</h2>`,
  `<image src=x onerror=alert(1)>`,
  `<isindex type=image src=1 onerror=alert(1)>`,
  `<marquee onstart=alert(1)>m</marquee>`,
  `<blockquote cite="javascript:alert(1)">q</blockquote>`,
  `<a href="&sol;&sol;evil.example">x</a>`,
  `<p/onclick=alert(1)>t</p>`,
  `<img src="/a.png"\nonerror="alert(1)">`,
  `<a href="/x"<img src=x onerror=alert(1)>>z</a>`,
];

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
    const html = '<h2>標題</h2><p>段落 <strong>粗</strong></p><ul><li>a</li></ul><ol start="3"><li>b</li></ol>'
      + '<table><thead><tr><th scope="col">日期</th></tr></thead><tbody><tr><td colspan="2">x</td></tr></tbody></table>'
      + '<p><img src="/media/cover-1.svg" width="800" height="450" alt="封面"></p>';
    const out = await expectSafe(html);
    expect(out).toBe('<h2>標題</h2><p>段落 <strong>粗</strong></p><ul><li>a</li></ul><ol start="3"><li>b</li></ol>'
      + '<table><thead><tr><th scope="col">日期</th></tr></thead><tbody><tr><td colspan="2">x</td></tr></tbody></table>'
      + '<p><img src="/media/cover-1.svg" width="800" height="450" alt="封面" loading="lazy" decoding="async"></p>');
  });

  it('keeps safe links and marks external ones', async () => {
    expect(await expectSafe('<a href="/news/list">n</a>')).toBe('<a href="/news/list">n</a>');
    expect(await expectSafe('<a href="mailto:info@x.example">m</a>')).toBe('<a href="mailto:info@x.example">m</a>');
    expect(await expectSafe('<a href="https://status.example/" target="_self">s</a>'))
      .toBe('<a href="https://status.example/" rel="noopener noreferrer nofollow" target="_blank">s</a>');
    expect(await expectSafe('<a href="/search?a=1&amp;b=2">q</a>')).toBe('<a href="/search?a=1&amp;b=2">q</a>');
  });

  it('drops a javascript: href but keeps the link text', async () => {
    expect(await expectSafe('<a href="javascript:alert(1)">text</a>')).toBe('<a>text</a>');
  });

  it('demotes h1, drops bad numbers and ids, keeps the first duplicate', async () => {
    expect(await expectSafe('<h1 id="top">t</h1>')).toBe('<h2 id="top">t</h2>');
    expect(await expectSafe('<td colspan="2x">c</td>')).toBe('<td>c</td>');
    expect(await expectSafe('<h3 id="a b">t</h3>')).toBe('<h3>t</h3>');
    expect(await expectSafe('<a href="/ok" href="javascript:alert(1)">d</a>')).toBe('<a href="/ok">d</a>');
  });

  it('keeps text and character references, escapes stray angle brackets', async () => {
    expect(await expectSafe('<p>&lt;script&gt; &amp; 5 > 3 &copy;</p>')).toBe('<p>&lt;script&gt; &amp; 5 &gt; 3 &copy;</p>');
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
