// The commands docs/OPERATIONS.md gives editors and operators reach what they name: a call to
// the demo CMS's own endpoints (/__demo/…) goes to the demo's port, never the site's, where it
// is a 404 (docs/SECURITY.md "Docs").
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApp } from '@/app';
import { routes } from '../../routes';
import { request } from '../helpers';

const app = createApp(routes);

const FILES = import.meta.glob(['/docs/OPERATIONS.md', '/package.json', '/scripts/dev.mjs'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;
const operations = FILES['/docs/OPERATIONS.md'] ?? '';
const scripts = (JSON.parse(FILES['/package.json'] ?? '{}') as { scripts: Record<string, string> }).scripts;

const portOf = (script: string | undefined) => /--port (\d+)/.exec(script ?? '')?.[1];
// npm run dev runs scripts/dev.mjs, which names the site's port; npm run dev:demo the demo's.
const SITE_PORT = /const PORT = (\d+);/.exec(FILES['/scripts/dev.mjs'] ?? '')?.[1];
const DEMO_PORT = portOf(scripts['dev:demo']);

/** Every local URL the document calls with curl: method, port and path. */
const calls = operations
  .split('\n')
  .filter((line) => /^\s*curl /.test(line))
  .flatMap((line) => {
    const url = /http:\/\/127\.0\.0\.1:(\d+)(\/[^\s'"]*)/.exec(line);
    const method = /-X (\w+)/.exec(line)?.[1] ?? 'GET';
    return url ? [{ method, port: url[1], path: url[2] ?? '/' }] : [];
  });

describe('docs/OPERATIONS.md: local commands go where they work', () => {
  it('knows both ports and finds the demo endpoints it documents', () => {
    expect(SITE_PORT).toBe('8787');
    expect(DEMO_PORT).toBe('9000');
    const demo = calls.filter((c) => c.path.startsWith('/__demo/'));
    expect([...new Set(demo.map((c) => c.path))].sort()).toEqual([
      '/__demo/hko',
      '/__demo/notices',
      '/__demo/preview-link',
      '/__demo/publish',
    ]);
  });

  for (const call of calls.filter((c) => c.path.startsWith('/__demo/'))) {
    it(`${call.method} ${call.path} is called on the demo's port, where it answers`, async () => {
      expect(call.port).toBe(DEMO_PORT);
      // The site itself has no such path…
      expect((await request(app, call.path, { method: call.method, body: '{}' })).status).toBe(404);
      // …the demo CMS does (400 for the empty edit is an answer: the endpoint is there).
      const res = await env.UPSTREAM!.fetch(`https://demo.internal${call.path}`, {
        method: call.method,
        body: JSON.stringify({ path: '/en', seconds: 60 }),
      });
      expect(res.status).not.toBe(404);
    });
  }
});
