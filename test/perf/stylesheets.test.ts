// The home page's own stylesheet (src/styles/site-home.css, docs/PERFORMANCE.md "What a phone
// downloads for the home page"): site.css's files in site.css's order, so every rule kept
// cascades as it does in site.css, without files none of whose rules can match the home page.
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
const HOME = imports('site-home.css');
const LEFT_OUT = SITE.filter((f) => !HOME.includes(f));

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

describe('the home page stylesheet', () => {
  it("imports site.css's files in site.css's order, leaving some out and adding none", () => {
    expect(HOME.length).toBeGreaterThan(0);
    expect(LEFT_OUT.length).toBeGreaterThan(0);
    expect(HOME.every((f) => SITE.includes(f))).toBe(true);
    expect(SITE.filter((f) => HOME.includes(f))).toEqual(HOME);
  });

  it('leaves out only files whose every selector needs a class', () => {
    for (const file of LEFT_OUT) {
      const unconditional = selectors(css(file)).filter((s) => s.classes.length === 0);
      expect(unconditional, file).toEqual([]);
    }
  });

  it.each(['/', '/sc', '/en'])('%s links it, and no left-out rule can match its markup', async (path) => {
    const { html } = await page(createApp(routes), path);
    expect(html).toContain(`<link rel="stylesheet" href="${asset('site-home.css')}"/>`);
    expect(html).not.toContain(asset('site.css'));
    const present = classesOf(html);
    expect(present.has('slider__track')).toBe(true);
    const matching = LEFT_OUT.flatMap((file) =>
      selectors(css(file))
        .filter((s) => s.classes.every((c) => present.has(c)))
        .map((s) => `${file}: ${s.selector}`),
    );
    expect(matching).toEqual([]);
  });

  it('every other page links site.css', async () => {
    const { html } = await page(createApp(routes), '/en/news/1001');
    expect(html).toContain(`<link rel="stylesheet" href="${asset('site.css')}"/>`);
    expect(html).not.toContain(asset('site-home.css'));
  });
});
