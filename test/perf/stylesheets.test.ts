// The slim stylesheets of the home page and of an article (src/styles/site-home.css,
// site-article.css; docs/PERFORMANCE.md "What a phone downloads for the home page"): site.css's
// files in site.css's order, so every rule kept cascades as it does in site.css, without files
// none of whose rules can match the pages that link them.
import { describe, expect, it } from 'vitest';
import { createApp } from '@/app';
import { asset } from '@/lib/assets';
import { routes } from '../../routes';
import { page } from '../helpers';

const STYLES = import.meta.glob('/src/styles/*.css', { query: '?raw', import: 'default', eager: true }) as Record<
  string,
  string
>;
const css = (name: string) => {
  const text = STYLES[`/src/styles/${name}`];
  if (text === undefined) throw new Error(`no src/styles/${name}`);
  return text;
};
const imports = (name: string) => [...css(name).matchAll(/@import\s+"\.\/([\w-]+\.css)"/g)].map((m) => m[1] as string);

const SITE = imports('site.css');

/** Each slim stylesheet and pages that link it (src/lib/assets.ts Stylesheet). */
const SLIM = [
  { sheet: 'site-home', paths: ['/', '/sc', '/en'], present: 'slider__track' },
  {
    sheet: 'site-article',
    paths: ['/news/1001', '/sc/news/1001', '/en/news/1001', '/en/article/privacy-policy', '/subject/harbour-ecology'],
    present: 'article__meta',
  },
] as const;

/** Every selector of a stylesheet, each with the classes it needs (those inside :not() aside). */
function selectors(text: string): { selector: string; classes: string[] }[] {
  const out = [];
  const bare = text.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const m of bare.matchAll(/(?:^|[{};])\s*([^{};]+?)\s*\{/g)) {
    const prelude = m[1] as string;
    if (prelude.startsWith('@') || /^(?:from|to|[\d.]+%)$/.test(prelude)) continue;
    for (const selector of prelude.split(',')) {
      const needed = selector
        .replace(/\[[^\]]*\]/g, '')
        .replace(/:not\([^)]*\)/g, '')
        .matchAll(/\.([A-Za-z_][\w-]*)/g);
      out.push({ selector: selector.trim(), classes: [...needed].map((c) => c[1] as string) });
    }
  }
  return out;
}

const classesOf = (html: string) =>
  new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => (m[1] as string).split(/\s+/).filter(Boolean)));

describe.each(SLIM)('$sheet.css', ({ sheet, paths, present }) => {
  const kept = imports(`${sheet}.css`);
  const leftOut = SITE.filter((f) => !kept.includes(f));

  it("imports site.css's files in site.css's order, leaving some out and adding none", () => {
    expect(kept.length).toBeGreaterThan(0);
    expect(leftOut.length).toBeGreaterThan(0);
    expect(kept.every((f) => SITE.includes(f))).toBe(true);
    expect(SITE.filter((f) => kept.includes(f))).toEqual(kept);
  });

  it('leaves out only files whose every selector needs a class', () => {
    for (const file of leftOut) {
      const unconditional = selectors(css(file)).filter((s) => s.classes.length === 0);
      expect(unconditional, file).toEqual([]);
    }
  });

  it.each(paths)('%s links it, and no left-out rule can match its markup', async (path) => {
    const res = await page(createApp(routes), path);
    expect(res.res.status).toBe(200);
    expect(res.html).toContain(`<link rel="stylesheet" href="${asset(`${sheet}.css`)}"/>`);
    expect(res.html).not.toContain(asset('site.css'));
    const classes = classesOf(res.html);
    expect(classes.has(present)).toBe(true);
    const matching = leftOut.flatMap((file) =>
      selectors(css(file))
        .filter((s) => s.classes.every((c) => classes.has(c)))
        .map((s) => `${file}: ${s.selector}`),
    );
    expect(matching).toEqual([]);
  });
});

describe('every other page', () => {
  it.each(['/en/news/list', '/en/page/contact-us'])('%s links site.css', async (path) => {
    const { html } = await page(createApp(routes), path);
    expect(html).toContain(`<link rel="stylesheet" href="${asset('site.css')}"/>`);
    expect(html).not.toMatch(/site-(?:home|article)-/);
  });
});

// The site notices' and the preview banner's rules come with their markup (src/components/SiteNotices.tsx,
// PreviewBanner.tsx): most pages show neither, so no page stylesheet carries them.
describe.each([
  ['notices.css', 'site-notice'],
  ['preview.css', 'preview-banner'],
])('%s', (file, prefix) => {
  it.each(['site.css', 'site-home.css', 'site-article.css'])('is not in %s', (sheet) => {
    expect(imports(sheet)).not.toContain(file);
  });

  it('is a stylesheet of its own, every rule of it for its own markup', () => {
    const rules = selectors(css(file));
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(rule.classes[0], rule.selector).toMatch(new RegExp(`^${prefix}`));
    expect(asset(file)).toMatch(new RegExp(`^/assets/${file.replace('.css', '')}-\\w+\\.css$`));
  });
});

// The print rules (src/styles/print.css) are in no page's stylesheet, since no first render needs
// them: the islands' entry adopts them after the load event, and noscript.css brings them to a
// browser without JavaScript (e2e/personas.e2e.ts prints the fees page both ways).
describe('print.css', () => {
  it.each(['site.css', 'site-home.css', 'site-article.css'])('is not in %s', (sheet) => {
    expect(imports(sheet)).not.toContain('print.css');
  });

  it('comes with noscript.css and with the rules the islands adopt', () => {
    expect(imports('noscript.css')).toContain('print.css');
    const adopted = import.meta.glob('/src/client/*.island.css', { query: '?raw', import: 'default', eager: true });
    expect(adopted['/src/client/print.island.css']).toMatch(/@import\s+"\.\.\/styles\/print\.css"/);
    expect(css('print.css')).toMatch(/@media print\s*\{/);
  });

  it('hides the page address on screens in a stylesheet every page links', () => {
    for (const sheet of ['site.css', 'site-home.css', 'site-article.css'])
      expect(imports(sheet), sheet).toContain('layout.css');
    expect(css('layout.css')).toMatch(/\.print-meta\s*\{\s*display:\s*none;/);
  });
});
