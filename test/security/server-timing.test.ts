// What a response tells (docs/SECURITY.md): a deployed site never says how a page was made, so
// no visitor learns from a kept page that someone else viewed the URL lately; its operators read
// it in the `request` log line's `page`.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '@/app';
import { resetIsolate } from '@/lib/isolate';
import { routes } from '../../routes';
import { page, request } from '../helpers';

const app = createApp(routes);
afterEach(() => vi.restoreAllMocks());

const deployed = (environment: string) =>
  ({ ENVIRONMENT: environment, SITE_ORIGIN: 'https://www.crescent-harbour.edu.example' }) as Partial<Env>;
const timing = async (path: string, bindings: Partial<Env>) =>
  (await request(app, path, {}, bindings)).headers.get('Server-Timing');

describe('Server-Timing', () => {
  it.each(['production', 'staging'])('%s: absent on a rendered page and on the same page kept', async (environment) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    resetIsolate();
    for (const path of ['/en/about-history', '/en/about-history', '/en/news/list', '/en/news/list'])
      expect(await timing(path, deployed(environment)), path).toBeNull();
  });

  it('development and tests: says how the page was made, the second view a kept one', async () => {
    resetIsolate();
    expect(await timing('/en/about-history', {})).toMatch(/page;desc="(render|stream)"/);
    expect(await timing('/en/about-history', {})).toBe('page;desc="memory"');
  });

  it.each(['production', 'staging'])(
    "%s: the request log line's page says how it was made, rendered then kept",
    async (environment) => {
      resetIsolate();
      // A site of its own: the location's cache holds nothing of it yet.
      const bindings = { ...deployed(environment), SITE_DOMAIN: `made-${crypto.randomUUID()}.example` };
      const made = async (path: string) => {
        const spy = vi.spyOn(console, 'log').mockImplementation(() => undefined);
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        await page(app, path, {}, bindings);
        // A streamed page is logged when its last byte has left.
        await new Promise((r) => setTimeout(r, 0));
        const line = spy.mock.calls.map((a) => String(a[0])).find((l) => l.includes('"event":"request"'));
        spy.mockRestore();
        return line === undefined ? undefined : (JSON.parse(line) as { page: string | null }).page;
      };
      expect(await made('/en/about-history')).toMatch(/^(render|stream)$/);
      expect(await made('/en/about-history')).toBe('memory');
      expect(await made('/healthz')).toBeNull();
    },
  );
});
