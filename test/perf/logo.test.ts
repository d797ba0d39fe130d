// The header's logo is drawn from a data: URL (src/lib/logo.ts): the same drawing as the files
// public/ serves, and no request of its own on any page.
import { describe, expect, it } from 'vitest';
import { createApp } from '@/app';
import { LOGO_DATA_URL, LOGO_SVG } from '@/lib/logo';
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
    expect(decodeURIComponent(LOGO_DATA_URL.slice('data:image/svg+xml,'.length))).toBe(LOGO_SVG);
    // A valid URL (the HTML standard's, as the Nu checker reads it): no space, nothing to escape.
    expect(LOGO_DATA_URL).not.toMatch(/[\s<>"#]/);
  });

  it.each(['/', '/en/news/1001'])(
    '%s draws it inline, sized, and neither fetches nor preloads /logo.svg',
    async (path) => {
      const { html } = await page(createApp(routes), path);
      const logo = /<img class="brand__logo"[^>]*>/.exec(html)?.[0] ?? '';
      expect(logo).toContain(`src="${LOGO_DATA_URL.replaceAll('&', '&amp;')}"`);
      expect(logo).toContain('width="40" height="40"');
      expect(html).not.toMatch(/(?:src|href)="\/logo\.svg"/);
      expect(html.split('data:image/svg+xml').length - 1).toBe(1);
    },
  );
});
