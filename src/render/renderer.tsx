import { config } from '@/config';
import { siteOrigin } from '@/lib/origin';
import { previewState } from '@/preview/preview';
import { reactRenderer } from '@hono/react-renderer';
import type { MiddlewareHandler } from 'hono';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server.edge';
import { prerender } from 'react-dom/static.edge';
import { log } from '@/lib/log';
import type { AppContext, AppEnv } from '@/types';
import type { SiteContextValue } from '@/render/context';
import { Document } from '@/render/document';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { trailOf } from '@/seo/breadcrumbs';
import { pageLinks } from '@/seo/canonical';
import { breadcrumbLd } from '@/seo/jsonld';
import { isCrawler } from '@/render/crawler';
import { LAYOUTS } from '@/render/layouts';
import { cachedPage, keepPage } from '@/render/page-cache';
import { frameData } from '@/render/frame-data';
import type { Rendering } from '@/render/route';

declare module '@hono/react-renderer' {
  interface Props {
    page: Omit<Rendering, 'body'>;
  }
}

export function siteContext(c: AppContext): SiteContextValue {
  const url = new URL(c.req.url);
  const origin = siteOrigin(c);
  return {
    locale: c.get('locale'),
    t: c.get('t'),
    path: c.get('path'),
    url: url.pathname + url.search,
    origin,
    links: pageLinks(origin, c.get('locale'), c.get('path'), url.searchParams, c.get('queryRules')),
    nonce: c.get('secureHeadersNonce'),
    requestId: c.get('requestId'),
    frame: frameData(c.var.scope),
    preview: previewState(c),
  };
}

/** The headers of every HTML page, streamed or whole. */
function htmlHeaders(c: AppContext): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=UTF-8',
    // Every page carries its own nonce: a shared cache must never replay it.
    'Cache-Control': 'private, no-cache',
  };
  // wrangler dev gzips HTML and then holds the whole stream; identity keeps it progressive locally.
  if (config(c.env).environment === 'development') headers['Content-Encoding'] = 'identity';
  return headers;
}

/** The whole document of a page: Document → layout → page body. */
function documentOf(c: AppContext, body: ReactElement, page: Omit<Rendering, 'body'>): ReactElement {
  const Layout = LAYOUTS[page.layout ?? 'default'];
  const site = siteContext(c);
  const title = page.head?.title;
  // An inner page: the visible trail, and the same trail as a BreadcrumbList in the head.
  const trail =
    page.parents && title
      ? trailOf(site.origin, site.locale, site.t, page.parents, { title, url: site.links.canonical })
      : undefined;
  const head = trail ? { ...page.head, jsonLd: [...(page.head?.jsonLd ?? []), breadcrumbLd(trail)] } : page.head;
  return (
    <Document site={site} head={head} bodyClass={page.bodyClass}>
      <Layout>
        {trail ? <Breadcrumbs trail={trail} /> : null}
        {body}
      </Layout>
    </Document>
  );
}

function streamOptions(c: AppContext) {
  return {
    nonce: c.get('secureHeadersNonce'),
    // A boundary already complete at flush time is sent inline, however large. React would
    // otherwise outline big ones into hidden segments that only its script reveals, and a
    // visitor without JavaScript would see the loading indicator instead of a ready page.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error: unknown) {
      log('error', 'render.error', { requestId: c.get('requestId'), path: c.req.path, error });
    },
  };
}

/**
 * Installs c.render(): React 19 renderToReadableStream through @hono/react-renderer, with this
 * request's CSP nonce on React's inline scripts. Built per request because the nonce is.
 */
export const renderer: MiddlewareHandler<AppEnv> = (c, next) => {
  const middleware = reactRenderer(({ children, c: ctx, page }) => documentOf(ctx as AppContext, children, page), {
    stream: htmlHeaders(c),
    readableStreamOptions: streamOptions(c),
  });
  return middleware(c as never, next);
};

/**
 * Crawlers get the document whole: React's prerender waits for every Suspense boundary, and an
 * unbounded progressive chunk size stops it from outlining large boundaries, so the content is
 * inline where it belongs: no loading indicators, no hidden segments for a script to move into
 * place (most bots run no script).
 */
async function renderWhole(c: AppContext, body: ReactElement, page: Omit<Rendering, 'body'>): Promise<Response> {
  const { onError, progressiveChunkSize } = streamOptions(c);
  const { prelude } = await prerender(documentOf(c, body, page), { onError, progressiveChunkSize });
  for (const [k, v] of Object.entries(htmlHeaders(c))) c.header(k, v);
  return c.body(prelude);
}

/** Renders a page with its status and frame; crawlers get it whole rather than streamed. */
export async function renderPage(c: AppContext, page: Rendering): Promise<Response> {
  c.status((page.status ?? 200) as never);
  const { body, headers, ...rest } = page;
  const res = await renderDocument(c, body, rest);
  // After the renderer's own headers: a page's own (Cache-Control: no-store) win over the
  // defaults, and the page cache sees them (it keeps no no-store page).
  if (headers) for (const [k, v] of Object.entries(headers)) res.headers.set(k, v);
  return keepPage(c, res);
}

async function renderDocument(c: AppContext, body: ReactElement, rest: Omit<Rendering, 'body'>): Promise<Response> {
  // One turn of the event loop first: data already in memory settles (and is marked so for
  // use()), and the page renders inline instead of suspending on it. Slow data still streams.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const whole = renderedAtOnce(c, body, rest);
  if (whole !== undefined) {
    for (const [k, v] of Object.entries(htmlHeaders(c))) c.header(k, v);
    return c.body(whole);
  }
  if (isCrawler(c)) return renderWhole(c, body, rest);
  return c.render(body, { page: rest });
}

/**
 * A page whose data are all here already, rendered in one synchronous pass to one string
 * (docs/ARCHITECTURE.md "Rendering"): the same HTML the stream would send, without encoding
 * each of its few thousand pieces to bytes on its own. Undefined when any part would wait
 * (a boundary that suspended comes out as `<!--$!-->`) or fail: that page streams instead.
 */
function renderedAtOnce(c: AppContext, body: ReactElement, rest: Omit<Rendering, 'body'>): string | undefined {
  let html: string;
  try {
    html = `<!DOCTYPE html>${renderToString(documentOf(c, body, rest))}`;
  } catch {
    return undefined;
  }
  return html.includes('<!--$!') ? undefined : html;
}

/**
 * The page as already rendered from the same data (src/render/page-cache.ts), when it is kept.
 * Crawlers get it too: a kept page is whole, with its content inline.
 */
export async function renderCached(c: AppContext): Promise<Response | undefined> {
  const page = await cachedPage(c);
  if (page === undefined) return undefined;
  for (const [k, v] of page.headers) c.header(k, v);
  c.header('Content-Type', 'text/html; charset=UTF-8');
  return c.body(page.html, 200);
}
