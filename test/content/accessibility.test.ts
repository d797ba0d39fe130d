import { describe, expect, it } from 'vitest';
import { get, h1Of, hrefs, mainOf, textOf } from './helpers';

const footerOf = (html: string): string => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';

// The accessibility statement: a CMS article (docs/UPSTREAM.md §3) every footer links.
describe('accessibility statement', () => {
  it.each([
    ['', '/article/accessibility', '無障礙聲明'],
    ['/sc', '/sc/article/accessibility', '无障碍声明'],
    ['/en', '/en/article/accessibility', 'Accessibility'],
  ])('%s: every footer links it, by its name', async (prefix, link, name) => {
    for (const path of [prefix || '/', `${prefix}/news/list`, `${prefix}/page/contact-us`]) {
      const footer = footerOf((await get(path)).html);
      expect(hrefs(footer), path).toContain(link);
      expect(footer, path).toContain(`<a href="${link}">${name}</a>`);
    }
  });

  it.each([
    ['/article/accessibility', '無障礙聲明', 'WCAG'],
    ['/sc/article/accessibility', '无障碍声明', 'WCAG'],
    ['/en/article/accessibility', 'Accessibility Statement', 'WCAG) 2.2 at level AA'],
  ])('%s states the target, the known gaps and how to report a barrier', async (path, title, target) => {
    const { res, html } = await get(path);
    expect(res.status).toBe(200);
    expect(h1Of(html)).toEqual([title]);
    const main = mainOf(html);
    expect(textOf(main)).toContain(target);
    expect(main).toContain('mailto:accessibility@crescent-harbour.edu.example');
    expect(hrefs(main)).toContain(
      `${path.startsWith('/sc') ? '/sc' : path.startsWith('/en') ? '/en' : ''}/page/contact-us`,
    );
  });

  it('is listed in the sitemap of each language', async () => {
    expect(hrefs(mainOf((await get('/page/sitemap')).html))).toContain('/article/accessibility');
    expect(hrefs(mainOf((await get('/en/page/sitemap')).html))).toContain('/en/article/accessibility');
    expect(textOf(mainOf((await get('/sc/page/sitemap')).html))).toContain('无障碍声明');
  });
});

describe('tables and print', () => {
  it('says above each facts table that it scrolls sideways on a narrow screen', async () => {
    const main = mainOf((await get('/en/admissions/fees', { TODAY: '2026-11-25' } as Partial<Env>)).html);
    const regions = main.match(/<div class="table-wrap" role="region" aria-label="[^"]+" tabindex="0">/gi) ?? [];
    expect(regions.length).toBeGreaterThan(1);
    const hints = main.split('<p class="table-wrap__hint">This table is wider than the screen').length - 1;
    expect(hints).toBe(regions.length);
  });

  it('ends the content with the page’s full address and day, for print', async () => {
    const main = mainOf((await get('/sc/news/1037', { TODAY: '2026-11-25' } as Partial<Env>)).html);
    const meta = /<p class="print-meta">[\s\S]*?<\/p>/.exec(main)?.[0] ?? '';
    expect(textOf(meta)).toContain('本页网址： http://site.test/sc/news/1037');
    expect(meta).toContain('<time dateTime="2026-11-25">');
  });
});
