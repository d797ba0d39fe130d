// The site search has a document per event and language (src/search/build/docs-events.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { get, mainOf } from '../content/helpers';
import { buildAll } from '../search/helpers';

const allow = { limit: async () => ({ success: true }) } as unknown as RateLimit;
const search = (path: string) => get(path, { SITE_SEARCH_LIMITER: allow, SUGGEST_LIMITER: allow });

beforeAll(() => buildAll(), 60_000);

describe('events in the site search', () => {
  it.each([
    ['/en/search?keyword=homecoming', '/en/events/601'],
    ['/search?keyword=%E6%A0%A1%E5%8F%8B%E5%9B%9E%E6%A0%A1%E6%97%A5', '/events/601'],
    ['/sc/search?keyword=%E6%B7%B1%E5%9C%B3', '/sc/events/201'],
  ])('%s finds %s', async (path, event) => {
    const { res, html } = await search(path);
    expect(res.status).toBe(200);
    expect(mainOf(html)).toContain(`href="${event}"`);
  });
});
