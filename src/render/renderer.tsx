import { reactRenderer } from '@hono/react-renderer';
import type { MiddlewareHandler } from 'hono';
import { log } from '../lib/log';
import type { AppContext, AppEnv } from '../types';
import type { SiteContextValue } from './context';
import { Document } from './document';
import { isCrawler } from './crawler';
import { LAYOUTS } from './layouts';
import { shellOf } from './shell';
import type { Page } from './route';

declare module '@hono/react-renderer' {
  interface Props {
    page: Omit<Page, 'body'>;
  }
}

export function siteContext(c: AppContext): SiteContextValue {
  const url = new URL(c.req.url);
  return {
    locale: c.get('locale'),
    t: c.get('t'),
    path: c.get('path'),
    url: url.pathname + url.search,
    origin: url.origin,
    nonce: c.get('secureHeadersNonce'),
    requestId: c.get('requestId'),
    shell: shellOf(c),
  };
}

/**
 * Installs c.render(): React 19 renderToReadableStream through @hono/react-renderer, with this
 * request's CSP nonce on React's inline scripts. Built per request because the nonce is.
 */
export const renderer: MiddlewareHandler<AppEnv> = (c, next) => {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=UTF-8',
    // Every page carries its own nonce: a shared cache must never replay it.
    'Cache-Control': 'private, no-cache',
  };
  // wrangler dev gzips HTML and then holds the whole stream; identity keeps it progressive locally.
  if (c.env.ENVIRONMENT === 'development') headers['Content-Encoding'] = 'identity';
  const middleware = reactRenderer(
    ({ children, c: ctx, page }) => {
      const site = siteContext(ctx as AppContext);
      const Layout = LAYOUTS[page.layout ?? 'default'];
      return (
        <Document site={site} head={page.head} bodyClass={page.bodyClass}>
          <Layout>{children}</Layout>
        </Document>
      );
    },
    {
      stream: headers,
      readableStreamOptions: {
        nonce: c.get('secureHeadersNonce'),
        onError(error) {
          log('error', 'render.error', { requestId: c.get('requestId'), path: c.req.path, error });
        },
      },
    },
  );
  return middleware(c as never, next);
};

/** Renders a page with its status and frame; crawlers get it whole rather than streamed. */
export async function renderPage(c: AppContext, page: Page): Promise<Response> {
  c.status((page.status ?? 200) as never);
  if (page.headers) for (const [k, v] of Object.entries(page.headers)) c.header(k, v);
  const { body, ...rest } = page;
  const res = await c.render(body, { page: rest });
  if (!isCrawler(c)) return res;
  const html = await res.text();
  const headers = new Headers(res.headers);
  headers.delete('Transfer-Encoding');
  return new Response(html, { status: res.status, headers });
}
