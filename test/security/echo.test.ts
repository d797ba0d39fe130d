import { describe, expect, it } from 'vitest';
import { DISPLAY_PATH_MAX, displayPath } from '@/render/errors';
import { page } from '../helpers';
import { app } from '../content/helpers';

const messageOf = (html: string): string => /<p class="error-page__message">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';

describe('the 404 page echoes the path safely', () => {
  it('control characters never reach the HTML: they are shown as U+FFFD', async () => {
    for (const [path, shown] of [
      ['/x%00y', 'x\ufffdy'],
      ['/a%1b%5B31mred', 'a\ufffd[31mred'],
      ['/b%7Fc%C2%85d', 'b\ufffdc\ufffdd'],
      ['/rtl%E2%80%AEtxt.exe', 'rtl\ufffdtxt.exe'],
      ['/z%E2%80%8Bw', 'z\ufffdw'],
    ] as const) {
      const { res, html } = await page(app, `/en${path}`);
      expect(res.status).toBe(404);
      expect(html).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202e\u200b]/);
      expect(messageOf(html)).toContain(shown);
    }
  });

  it('a long path is cut short and not repeated: the answer does not grow with it', async () => {
    const sizes: number[] = [];
    for (const n of [600, 1000, 1900]) {
      const { res, html } = await page(app, `/en/${'a'.repeat(n)}`);
      expect(res.status).toBe(404);
      expect(messageOf(html)).toContain(`/en/${'a'.repeat(DISPLAY_PATH_MAX - 4)}…`);
      sizes.push(html.length);
    }
    // Not repeated: the answer grows by less than the path's own growth (it used to repeat it
    // in the message and in each of the six language links). One copy remains in the document
    // (see docs/SECURITY.md).
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThan(1900 - 600 + 100);
  });

  it('displayPath counts characters, not UTF-16 units, and never splits one', () => {
    const emoji = '😀'.repeat(DISPLAY_PATH_MAX + 5);
    const shown = displayPath(encodeURIComponent(emoji));
    expect(Array.from(shown)).toHaveLength(DISPLAY_PATH_MAX + 1);
    expect(shown.endsWith('😀…')).toBe(true);
    expect(displayPath('/%E0%A4%A')).toBe('/%E0%A4%A');
  });
});
