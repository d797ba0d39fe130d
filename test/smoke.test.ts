import { exports } from 'cloudflare:workers';
import { expect, it } from 'vitest';

it('serves a 404 page', async () => {
  const res = await exports.default.fetch('http://site.test/nope');
  expect(res.status).toBe(404);
  const html = await res.text();
  expect(html).toContain('找不到頁面：/nope');
});
