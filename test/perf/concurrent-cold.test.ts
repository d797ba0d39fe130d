// Concurrent first requests on a cold isolate (docs/architecture/request.md "One request"): each
// request is its own, through the Worker's entry, so one awaiting a promise whose I/O belongs
// to another would hang or fail here. Nothing under way is shared between requests: the
// sanitised body and the health probe are kept once finished (src/lib/isolate.ts stores).
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { resetIsolate } from '@/lib/isolate';
import { CRAWLER_UA, ORIGIN } from '../helpers';

const ARTICLE = '/en/news/long-read';

async function fetchWhole(path: string, headers: Record<string, string> = {}) {
  const res = await exports.default.fetch(new Request(ORIGIN + path, { headers }));
  return { path, status: res.status, text: await res.text() };
}

describe('thirty concurrent cold requests', () => {
  it('to a long, rich news article and to /healthz: every one completes, with the right answer', async () => {
    // The Worker's code loaded (a request that reads no data), then every cache of the isolate emptied.
    expect((await fetchWhole('/robots.txt')).status).toBe(200);
    resetIsolate();
    const requests = Array.from({ length: 30 }, (_, i) => [
      fetchWhole(ARTICLE, i % 2 ? { 'User-Agent': CRAWLER_UA } : {}),
      fetchWhole('/healthz'),
    ]).flat();
    const answers = await Promise.all(requests);
    const pages = answers.filter((a) => a.path === ARTICLE);
    const health = answers.filter((a) => a.path === '/healthz');
    expect(pages).toHaveLength(30);
    expect(health).toHaveLength(30);
    for (const page of pages) {
      expect(page.status).toBe(200);
      // The whole body, sanitised: the first and the last of its forty parts, the odd form control gone.
      expect(page.text).toContain('id="part-0"');
      expect(page.text).toContain('id="part-39"');
      expect(page.text).not.toContain('.campus{');
      expect(page.text).toContain('</html>');
    }
    for (const answer of health) {
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toEqual({ status: 'up' });
    }
    // Sixty full requests on a shared machine: no time limit is asserted, only that each ends.
  }, 120_000);
});
