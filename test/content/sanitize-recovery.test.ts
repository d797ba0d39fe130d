// One odd construct costs only itself (docs/SECURITY.md "Content lost on one odd construct"): a
// text-content tag inside a <select>, which the streaming parser cannot place, no longer turns
// the whole body into plain text; the select goes, the rest of the article keeps its markup.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from '@/security/sanitize';
import { articlePart, articleWith } from './helpers';

afterEach(() => vi.restoreAllMocks());

const TEXT_CONTENT = ['style', 'title', 'xmp', 'iframe', 'noscript', 'noembed', 'noframes', 'plaintext'];
const BEFORE = '<h2>Before</h2><p>Intro with <a href="/en/news/list">a link</a>.</p>';
const AFTER = '<p>Rest with <strong>bold</strong> and <em>emphasis</em>.</p><ul><li>one</li><li>two</li></ul>';

/** The sanitised body: the markup around the select kept, nothing of the select left. */
async function expectKept(odd: string) {
  const out = await sanitizeHtml(`${BEFORE}${odd}${AFTER}`);
  expect(out, odd).toContain('<h2>Before</h2><p>Intro with <a href="/en/news/list">a link</a>.</p>');
  expect(out, odd).toContain(AFTER);
  expect(out, odd).not.toMatch(
    /<(select|option|style|title|xmp|iframe|noscript|noembed|noframes|plaintext|script|img)\b/i,
  );
  expect(out, odd).not.toContain('HIDDEN');
  return out;
}

describe('a text-content tag inside a select', () => {
  for (const tag of TEXT_CONTENT) {
    it(`<select><${tag}>: the select goes, the rest stays as markup`, async () => {
      vi.spyOn(console, 'log').mockImplementation(() => undefined);
      await expectKept(`<select><${tag}>HIDDEN</${tag}><option>HIDDEN</option></select>`);
      await expectKept(`<SELECT name="x"><${tag.toUpperCase()}>HIDDEN</${tag.toUpperCase()}></SELECT>`);
      await expectKept(`<select><option><${tag}>HIDDEN</${tag}></option></select>`);
      await expectKept(`<select><optgroup label="g"><${tag} >HIDDEN</${tag}></optgroup></select>`);
    });
  }

  it('inside a table, after a template, with several selects, and the same odd construct twice', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await expectKept('<table><tr><td><select><style>HIDDEN</style></select></td></tr></table>');
    await expectKept('<select><template><style>HIDDEN</style></template></select>');
    await expectKept('<select><style>HIDDEN</style></select><p>mid</p><select><title>HIDDEN</title></select>');
  });

  it('never lets what the select held become markup', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    for (const odd of [
      '<select><style><img src=x onerror=alert(1)>HIDDEN</style></select>',
      '<select><title></select><script>alert(1)</script>',
      '<select><noscript><p title="</noscript><img src=x onerror=alert(1)>">HIDDEN</p></noscript></select>',
      '<select><iframe srcdoc="<script>alert(1)</script>">HIDDEN</iframe></select>',
    ]) {
      const out = await sanitizeHtml(`${BEFORE}${odd}${AFTER}`);
      expect(out, odd).not.toMatch(/<(script|img|iframe|style)\b|onerror=|javascript:/i);
      expect(out, odd).toContain('<h2>Before</h2>');
    }
  });

  it('a select left open at the end drops only what it holds', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const out = await sanitizeHtml(`${BEFORE}${AFTER}<select><style>HIDDEN`);
    expect(out).toBe(`${BEFORE}${AFTER}`);
  });

  it('logs the recovery, not a fallback', async () => {
    const lines: string[] = [];
    for (const level of ['log', 'warn'] as const)
      vi.spyOn(console, level).mockImplementation((line: unknown) => void lines.push(String(line)));
    await sanitizeHtml(`${BEFORE}<select><style>x</style></select>${AFTER}`);
    expect(lines.join('\n')).toContain('"event":"sanitize.recovered"');
    expect(lines.join('\n')).not.toContain('sanitize.fallback');
  });
});

describe('a long news article holding the odd construct', () => {
  it('is shown with its headings, paragraphs, lists and links', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { res, main } = await articleWith(
      '<form><select name="campus"><style>.x{}</style><option>HIDDEN</option></select></form>',
    );
    expect(res.status).toBe(200);
    for (const i of [0, 19, 20, 39]) expect(main).toContain(articlePart(i));
    expect(main).not.toContain('HIDDEN');
    expect(main).not.toContain('.x{}');
  });
});
