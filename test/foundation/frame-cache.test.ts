import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '@/app';
import { routes } from '../../routes';
import { resetIsolate } from '@/lib/isolate';
import { textOf } from '../helpers';

const app = createApp(routes);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * Bindings kept across requests with the page cache off (every view renders its frame), and a
 * CMS whose answers a test may rewrite (`edit`: a function of the path and the JSON text).
 */
function bindings() {
  let edit: ((path: string, text: string) => string) | undefined;
  const stable: Env = {
    ...env,
    SITE_DOMAIN: `frame-cache-${crypto.randomUUID()}.example`,
    PAGE_CACHE: 'off',
    UPSTREAM: {
      fetch: async (url: string, init?: RequestInit) => {
        const res = await env.UPSTREAM!.fetch(url, init);
        if (!edit) return res;
        return new Response(edit(new URL(url).pathname, await res.text()), res);
      },
    } as unknown as Fetcher,
  } as Env;
  const setEdit = (f: typeof edit) => {
    edit = f;
  };
  return { stable, setEdit };
}

async function html(e: Env, path: string): Promise<string> {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://site.test${path}`), e, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return text;
}

const menuOf = (page: string) =>
  page.slice(page.indexOf('<nav id="site-nav"'), page.indexOf('</nav>', page.indexOf('<nav id="site-nav"')));
const footerOf = (page: string) => page.slice(page.indexOf('<footer class="site-footer">'), page.indexOf('</footer>'));

/** Past the fresh window: the next view is served stale while its data refresh in the background. */
async function afterRefresh(e: Env, path: string): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 61_000);
  await html(e, path);
  return html(e, path);
}

describe('frame cache: header menu and footer rendered once per data version', () => {
  it('renders the menu again when its data version changes, and not before', async () => {
    resetIsolate();
    const { stable, setEdit } = bindings();
    await html(stable, '/en/news/list');
    const warm = await html(stable, '/en/news/list');
    expect(textOf(menuOf(warm))).toContain('History');
    setEdit((path, text) => (path === '/api/menu/list' ? text.replaceAll('"History"', '"Our Long History"') : text));
    // Until the refresh brings the new menu, the kept one is the current version.
    expect(menuOf(await html(stable, '/en/news/list'))).toBe(menuOf(warm));
    const changed = await afterRefresh(stable, '/en/news/list');
    expect(textOf(menuOf(changed))).toContain('Our Long History');
    expect(textOf(menuOf(changed))).not.toMatch(/(^|[^g] )History/);
  });

  it('renders the footer again when the site info changes', async () => {
    resetIsolate();
    const { stable, setEdit } = bindings();
    await html(stable, '/en/news/list');
    const warm = await html(stable, '/en/news/list');
    expect(footerOf(warm)).not.toContain('Edited copyright');
    setEdit((path, text) =>
      path === '/api/site/infos' ? text.replace(/"copyright":"[^"]*"/, '"copyright":"Edited copyright"') : text,
    );
    expect(footerOf(await afterRefresh(stable, '/en/news/list'))).toContain('Edited copyright');
  });

  it('marks the current page in the menu per page, sharing one menu between pages that are not in it', async () => {
    resetIsolate();
    const { stable } = bindings();
    await html(stable, '/en/about');
    const about = menuOf(await html(stable, '/en/about'));
    const history = menuOf(await html(stable, '/en/about-history'));
    const list = menuOf(await html(stable, '/en/news/1001'));
    const current = (menu: string) => [...menu.matchAll(/<a href="([^"]+)" aria-current="page">/g)].map((m) => m[1]);
    expect(current(about)).toEqual(['/en/about']);
    expect(current(history)).toEqual(['/en/about-history']);
    expect(current(list)).toEqual([]);
    // The same menu otherwise, in the page's language.
    expect(about.replace(' aria-current="page"', '')).toBe(list);
    const sc = menuOf(await html(stable, '/sc/news/1001'));
    expect(sc).not.toBe(list);
    expect(sc).toContain('href="/sc/');
  });
});
