// Every page type in every language and every way its data can come (warm, cold, as a
// crawler, the CMS down, the CMS hanging), its status, headers and HTML with the per-request
// parts (nonce, request id) blanked: recorded once, then compared after a change that must not
// change what visitors get. Not part of `npm test` (the HTML changes whenever a page does):
//   npm run snapshots -- -u    record (test/snapshots/__pages__/, git-ignored)
//   npm run snapshots          compare with what was recorded
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/app';
import { routes } from '../../routes';
import { LANGS, localised, PAGE_TYPES } from '../../e2e/pages';
import { CRAWLER_UA, page } from '../helpers';
import { resetIsolate } from '@/lib/isolate';

const app = createApp(routes);

const HEADERS = ['content-type', 'cache-control', 'retry-after', 'x-robots-tag', 'vary', 'location', 'allow'];

const MODES: Record<string, { ua?: string; bindings: (site: string) => Partial<Env>; warmUp?: boolean }> = {
  cold: { bindings: (site) => ({ SITE_DOMAIN: site }) },
  warm: { bindings: (site) => ({ SITE_DOMAIN: site }), warmUp: true },
  crawler: { ua: CRAWLER_UA, bindings: (site) => ({ SITE_DOMAIN: site }) },
  down: { bindings: (site) => ({ SITE_DOMAIN: site, API_BASE_URL: 'http://127.0.0.1:9', UPSTREAM_TIMEOUT_MS: '150' }) },
  hang: {
    bindings: (site) => ({
      SITE_DOMAIN: site,
      UPSTREAM_TIMEOUT_MS: '150',
      UPSTREAM: { fetch: () => new Promise<Response>(() => {}) } as unknown as Fetcher,
    }),
  },
};

/** The per-request parts of an answer blanked, so two renders of the same page compare equal. */
function normalise(text: string, nonce: string | undefined, requestId: string | null): string {
  let out = text;
  if (nonce) out = out.split(nonce).join('NONCE');
  if (requestId) out = out.split(requestId).join('REQUEST-ID');
  return (
    out
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'UUID')
      // Built assets are named by their content: a change to client code renames them.
      .replace(/(\/assets\/[\w-]+?)-[A-Z0-9]{8}\.(js|css)/g, '$1-HASH.$2')
  );
}

beforeAll(() => resetIsolate());

describe.each(Object.entries(MODES))('%s', (mode, { ua, bindings, warmUp }) => {
  it.each(
    LANGS.flatMap(([lang, prefix]) =>
      Object.entries(PAGE_TYPES).map(([type, path]) => [lang, type, localised(prefix, path)]),
    ),
  )('%s %s', async (lang, type, url) => {
    const site = `snap-${mode}-${lang}-${type}.example`;
    const init = ua ? { headers: { 'User-Agent': ua } } : {};
    if (warmUp) await page(app, url, init, bindings(site));
    const { res, html } = await page(app, url, init, bindings(site));
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    const head = HEADERS.map((h) => `${h}: ${res.headers.get(h) ?? ''}`).join('\n');
    const body = `${res.status}\n${head}\ncsp: ${normalise(csp, nonce, null)}\n\n${html}`;
    await expect(normalise(body, nonce, res.headers.get('x-request-id'))).toMatchFileSnapshot(
      `./__pages__/${mode}/${lang}-${type}.html`,
    );
  });
});
