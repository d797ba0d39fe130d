import { describe, expect, it } from 'vitest';
import { createApp } from '@/app';
import { routes } from '../../routes';

const app = createApp(routes);
const CONFIGURED = 'https://www.crescent-harbour.edu.example';

/** A request that reached the worker under another Host (a forged header, or a stray route). */
async function forged(path: string) {
  const { env } = await import('cloudflare:workers');
  const { createExecutionContext, waitOnExecutionContext } = await import('cloudflare:test');
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`http://evil.example${path}`, { redirect: 'manual', headers: { Host: 'evil.example' } }),
    { ...env, SITE_ORIGIN: CONFIGURED, ENVIRONMENT: 'production' },
    ctx,
  );
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

describe('absolute URLs come from the configured origin, never from Host', () => {
  for (const path of ['/en', '/sc/news/list', '/robots.txt', '/sitemap.xml']) {
    it(`${path}: the body names only the configured origin`, async () => {
      const { res, body } = await forged(path);
      expect(res.status).toBeLessThan(500);
      expect(body).not.toContain('evil.example');
      if (path.startsWith('/en')) expect(body).toContain(`${CONFIGURED}/en`);
    });
  }

  it('redirects: relative, or on the configured origin', async () => {
    for (const path of ['/en/', '/lang/en?to=/about']) {
      const { res } = await forged(path);
      expect(res.status, path).toBeGreaterThanOrEqual(300);
      const location = res.headers.get('Location') ?? '';
      expect(location, path).not.toContain('evil.example');
      expect(location.startsWith('/') || location.startsWith(CONFIGURED), path).toBe(true);
    }
  });
});
