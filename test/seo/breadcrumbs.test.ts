import { describe, expect, it } from 'vitest';
import { ORIGIN, textOf } from '../helpers';
import { get, jsonLdOf } from './helpers';

/** The visible trail: [name, href] per item; the current page has no link. */
function visibleTrail(html: string): [string, string | undefined][] {
  const nav = /<nav class="breadcrumbs"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1];
  if (!nav) return [];
  return [...nav.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => {
    const href = /href="([^"]*)"/.exec(m[1] ?? '')?.[1];
    return [textOf(m[1] ?? '').trim(), href];
  });
}

describe('breadcrumbs', () => {
  it.each([
    ['/en/about', ['Home']],
    ['/en/teacher/detail?id=3001', ['Home', 'Our Teachers']],
    ['/sc/news/1029', ['首页', '新闻中心']],
    ['/en/faculties/fse', ['Home', 'Faculties']],
    ['/en/admissions/hkdse', ['Home', 'Admissions overview']],
    ['/subject/harbour-ecology', ['首頁', '專題']],
  ])('%s: a visible trail, and the same trail as a BreadcrumbList', async (path, parents) => {
    const { res, html } = await get(path);
    expect(res.status).toBe(200);
    const visible = visibleTrail(html);
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
    expect(visible.map(([name]) => name)).toEqual([...parents, textOf(h1).trim()]);
    expect(visible.at(-1)?.[1]).toBeUndefined();
    expect(html).toMatch(/<nav class="breadcrumbs" aria-label="[^"]+">/);
    const list = jsonLdOf(html).find((b) => b['@type'] === 'BreadcrumbList');
    const items = list?.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((i) => i.position)).toEqual(visible.map((_, i) => i + 1));
    expect(items.map((i) => i.name)).toEqual(visible.map(([name]) => name));
    // Linked items point where the visible links go; the last is the page's canonical URL.
    for (const [i, [, href]] of visible.slice(0, -1).entries()) expect(items[i]?.item).toBe(ORIGIN + href);
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expect(items.at(-1)?.item).toBe(canonical);
  });

  it('the home page and error pages have none', async () => {
    for (const path of ['/', '/en', '/en/no-such-page']) {
      const { html } = await get(path);
      expect(html).not.toContain('class="breadcrumbs"');
      expect(jsonLdOf(html).some((b) => b['@type'] === 'BreadcrumbList')).toBe(false);
    }
  });
});
