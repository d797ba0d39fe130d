// An element left open costs only itself (docs/SECURITY.md "Content lost on one odd construct"):
// after an unclosed element that the sanitiser drops with its content, the rest of the article
// is still shown, as a browser shows it (inside the unclosed element, which the page never
// gets). Elements whose content is markup (form, button, video…) keep what they held; a
// raw-text element (script, style, textarea…) loses its own text up to the next tag, and the
// rest is sanitised as usual. No unsafe markup survives, and what a drop loses is logged.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from '@/security/sanitize';
import { XSS_CORPUS as VECTORS } from '../../demo/src/data/xss-corpus';
import { articlePart, articleWith } from './helpers';

/** Their content is markup: left open, they hold the rest of the article. */
const MARKUP = ['form', 'button', 'object', 'dialog', 'canvas', 'audio', 'video', 'select', 'option', 'template'];
/** Their content is text to the parser: left open, the rest of the article is their text. */
const RAW = ['textarea', 'title', 'style', 'script', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext'];
/** Ignored inside a body by browsers, and by the sanitiser: what it holds is shown. */
const IGNORED = 'frameset';
const ALL = [...MARKUP, ...RAW, IGNORED];

const BEFORE = '<h2>Before</h2><p>Intro with <a href="/en/news/list">a link</a>.</p>';
const AFTER = '<p>Rest with <strong>bold</strong> and <em>emphasis</em>.</p><ul><li>one</li><li>two</li></ul>';
/** Nothing of what a browser could run, and no element the allowlist leaves out. */
const UNSAFE =
  /<\s*\/?\s*(script|style|iframe|frame|frameset|object|embed|svg|math|form|button|input|select|option|template|textarea|title|xmp|noscript|noembed|noframes|plaintext|dialog|canvas|audio|video)\b|\son\w+=|javascript:/i;

let lines: string[] = [];
beforeEach(() => {
  lines = [];
  for (const level of ['log', 'warn'] as const)
    vi.spyOn(console, level).mockImplementation((line: unknown) => void lines.push(String(line)));
});
afterEach(() => vi.restoreAllMocks());

const events = (name: string) =>
  lines.filter((l) => l.includes(`"event":"${name}"`)).map((l) => JSON.parse(l) as Record<string, unknown>);

async function expectRest(odd: string): Promise<string> {
  const out = await sanitizeHtml(`${BEFORE}${odd}${AFTER}`);
  expect(out, odd).toContain(BEFORE);
  expect(out, odd).toContain(AFTER);
  expect(out, odd).not.toMatch(UNSAFE);
  return out;
}

describe('an element left open', () => {
  it.each(MARKUP)('<%s> keeps what follows (its content is markup), and says it was left open', async (tag) => {
    const out = await expectRest(`<${tag}>held words`);
    expect(out).toBe(`${BEFORE}held words${AFTER}`);
    expect(events('sanitize.unclosed')[0]?.elements).toEqual([tag]);
    expect(events('sanitize.fallback')).toEqual([]);
  });

  it.each(RAW)('<%s> keeps what follows from the next tag on; its own text is dropped and logged', async (tag) => {
    const out = await expectRest(`<${tag}>own text`);
    expect(out).toBe(`${BEFORE}${AFTER}`);
    expect(events('sanitize.unclosed')[0]?.elements).toEqual([tag]);
    expect(events('sanitize.dropped')[0]?.lost).toEqual([
      { element: tag, reason: 'unclosed: its own text, before the next tag', chars: 'own text'.length },
    ]);
  });

  it.each(ALL)(
    '<%s> in capitals, with attributes, unsafe markup after it: the text survives, the markup does not',
    async (tag) => {
      const upper = tag.toUpperCase();
      const out = await expectRest(
        `<${upper} id="x" onclick="alert(1)" action="javascript:alert(1)"><img src=x onerror=alert(1)><script>alert(2)</script><p>Still here</p>`,
      );
      expect(out).toContain('<p>Still here</p>');
      expect(out).not.toContain('alert(');
    },
  );

  it.each(ALL)('<%s> around every other element left open: the text after both survives', async (outer) => {
    for (const inner of ALL) {
      const out = await expectRest(`<${outer}>a<${inner}>b<p>Middle</p>`);
      expect(out, `${outer} ${inner}`).toContain('<p>Middle</p>');
    }
  });

  it.each(ALL)('<%s> inside a list, a table and a link left open too: closed around what follows', async (tag) => {
    const out = await sanitizeHtml(`<ul><li><table><tr><td><a href="/x">link <${tag}>x<p>After</p>`);
    expect(out).toContain('<p>After</p>');
    expect(out).not.toMatch(UNSAFE);
    expect(out.endsWith('</a></table></ul>')).toBe(true);
  });

  it('three raw-text elements in a row, each left open', async () => {
    const out = await expectRest('<script>alert(1)<style>p{}<textarea>typed<p>Deep</p>');
    expect(out).toContain('<p>Deep</p>');
    const lost = (events('sanitize.dropped')[0]?.lost ?? []) as { element: string }[];
    expect(lost.map((l) => l.element)).toEqual(['script', 'style', 'textarea']);
  });

  it('<frameset> is ignored, as a browser ignores it in a body: what it holds is shown, as markup', async () => {
    expect(await expectRest('<frameset>held words')).toBe(`${BEFORE}held words${AFTER}`);
    expect(await expectRest('<FRAMESET cols="50%"><frame src="/x"><script>alert(2)</script><p>Still here</p>')).toBe(
      `${BEFORE}<p>Still here</p>${AFTER}`,
    );
    expect(events('sanitize.fallback')).toEqual([]);
  });
});

describe('the markup the parser stopped on after a frameset', () => {
  it('the run of the XSS corpus that used to become text alone keeps its markup, and stays safe', async () => {
    const out = await sanitizeHtml(`<p>Before</p>${VECTORS.slice(0, 51).join('\n')}<p>after <b>bold</b></p>`);
    expect(out.startsWith('<p>Before</p>')).toBe(true);
    // Inside what the corpus left open (a list, a table, two divs), closed after it.
    expect(out).toContain('<p>after <b>bold</b></p>');
    expect(out).not.toMatch(UNSAFE);
    expect(events('sanitize.recovered')).toHaveLength(1);
    expect(events('sanitize.fallback')).toEqual([]);
  });
});

describe('an element closed as it should be', () => {
  // plaintext has no end tag (what looks like one is its text).
  it.each([...MARKUP, ...RAW.filter((t) => t !== 'plaintext')])(
    '<%s> and its end tag: it still goes with all it held, and the loss is logged',
    async (tag) => {
      const out = await expectRest(`<${tag}>HIDDEN words</${tag}>`);
      expect(out).toBe(`${BEFORE}${AFTER}`);
      expect(events('sanitize.dropped')[0]?.lost).toEqual([
        { element: tag, reason: 'dropped with its content', chars: 'HIDDEN words'.length },
      ]);
      expect(events('sanitize.unclosed')).toEqual([]);
    },
  );
});

describe('a long news article with an unclosed form half-way', () => {
  it('is shown to its end, with its headings, paragraphs, lists and links', async () => {
    const { res, main } = await articleWith('<form action="/apply"><button>Apply');
    expect(res.status).toBe(200);
    for (const i of [0, 19, 20, 39]) expect(main).toContain(articlePart(i));
    expect(main).not.toMatch(/<(form|button)\b/);
  });
});

// An ancestor's end tag that reaches into a table (`</p>` inside a cell) closes the table in
// the parser's model, not in a browser's: the table stays open there and takes the rest of the
// page, the footer with it. Such an element is closed in so many words; one whose end tag is
// optional (td, tr, li, p…) is left to close itself, as browsers do.
describe('an element an ancestor closes is closed in the output', () => {
  it.each([
    ['<p>a<table><tr><td>b</p>c', '<p>a<table><tr><td>b</table></p>c'],
    ['<div><p>a<table><tr><td>b</div>c', '<div><p>a<table><tr><td>b</table></div>c'],
    ['<ul><li>a<table><tr><td>b</ul>c', '<ul><li>a<table><tr><td>b</table></ul>c'],
    ['<blockquote><div>x</blockquote>y', '<blockquote><div>x</div></blockquote>y'],
    ['<p>a<b>b</p>c', '<p>a<b>b</b></p>c'],
  ])('%s', async (input, output) => {
    expect(String(await sanitizeHtml(input))).toBe(output);
  });

  it('one whose end tag is optional gets no closer that would add an empty element', async () => {
    expect(String(await sanitizeHtml('<div><p>a</div>b'))).toBe('<div><p>a</div>b');
    expect(String(await sanitizeHtml('<ul><li>a</ul>b'))).toBe('<ul><li>a</ul>b');
  });
});
