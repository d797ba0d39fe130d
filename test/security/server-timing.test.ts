// What a response tells (docs/SECURITY.md): a deployed site never says how a page was made, so
// no visitor learns from a kept page that someone else viewed the URL lately.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '@/app';
import { resetIsolate } from '@/lib/isolate';
import { routes } from '../../routes';
import { request } from '../helpers';

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
});
