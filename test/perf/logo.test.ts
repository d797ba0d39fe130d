// The header's logo is drawn inline as SVG markup (src/lib/logo.ts): the same drawing as the
// files public/ serves, and no request of its own on any page.
import { describe, expect, it } from 'vitest';
import { createApp } from '@/app';
import { LOGO_SHAPES, LOGO_SVG, LOGO_VIEW_BOX } from '@/lib/logo';
import { routes } from '../../routes';
import { page } from '../helpers';

const FILES = import.meta.glob(['/public/logo.svg', '/public/favicon.svg'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

describe('the header logo', () => {
  it('is the drawing of public/logo.svg and public/favicon.svg', () => {
    expect(Object.keys(FILES)).toHaveLength(2);
    for (const text of Object.values(FILES)) expect(text.trim()).toBe(LOGO_SVG);
    expect(LOGO_VIEW_BOX).toBe('0 0 64 64');
    expect(LOGO_SHAPES).toMatch(/^<rect [^<]*\/><path [^<]*\/><path [^<]*\/>$/);
    expect(LOGO_SVG).toContain(LOGO_SHAPES);
  });

  it.each(['/', '/en/news/1001'])(
    '%s draws it inline, sized, hidden from assistive technology, and neither fetches nor preloads /logo.svg',
    async (path) => {
      const { html } = await page(createApp(routes), path);
      const logo = /<svg class="brand__logo"[^>]*>([\s\S]*?)<\/svg>/.exec(html);
      expect(logo?.[0]).toContain('width="40" height="40" viewBox="0 0 64 64" aria-hidden="true"');
      expect(logo?.[1]).toBe(LOGO_SHAPES);
      // The college's name is the link's text.
      expect(/<a class="brand"[^>]*>[\s\S]*?<\/a>/.exec(html)?.[0]).toMatch(/<span class="brand__name">[^<]+<\/span>/);
      expect(html).not.toMatch(/(?:src|href)="\/logo\.svg"/);
      expect(html).not.toContain('data:image/svg+xml');
    },
  );
});
