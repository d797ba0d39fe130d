import type { ReactElement } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server.node';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { config } from '@/lib/config';
import { log } from '@/lib/log';
import { type SiteContextValue, siteView } from '@/components/site-context';
import { isCrawler } from '@/render/crawler';
import { Document } from '@/render/document';
import { LAYOUTS } from '@/render/layouts';
import { cachedPage, keepPage } from '@/render/page-cache';
import { noticesHtml, streamWithNotices, withNotices } from '@/render/notices';
import type { Rendering } from '@/render/route';
import { trailOf } from '@/seo/breadcrumbs';
import { breadcrumbLd } from '@/seo/jsonld';
import type { AppContext } from '@/types';

// THE RENDERER: one React render per page (docs/architecture/rendering.md "Rendering"). What it
// produces goes one of three ways:
//
//   at once    none of the request's data calls is under way (warm data): the page is rendered
//              in one synchronous pass to one string (React's renderToString, the same HTML
//              but for the markers of finished boundaries, taken out below), encoded once,
//              sent as one body and handed to the page cache. React's stream would encode
//              each of the page's few thousand pieces to bytes on its own
//              (docs/PERFORMANCE.md "Full render within 0.6 ms");
//   whole      the stream, when every part of it was ready when its first byte was asked for
//              (React's `allReady`), or for a crawler, which waits for it: read at once, sent
//              as one body and kept like the first;
//   streamed   something is still waiting for the CMS: the stream goes to the browser as it
//              comes (the frame and the loading indicator first), and the page is not kept.
//
// No React markup is ever looked into beyond the markers React writes for its boundaries (the
// sanitiser drops comments from CMS HTML and React escapes `<` in text, so nothing else writes
// them): `<!--$!`, a boundary it could not finish, and, in a page rendered at once, `<!--$-->` and
// `<!--/$-->`, around each boundary that finished, which are taken out. A page is rendered twice
// only when a part of it still suspends although no data call is under way (a promise not made by
// settle()), and then the synchronous attempt is thrown away and the page streams.

/** The render context: a view of the request's scope (src/components/site-context.tsx), not a copy of it. */
export function siteContext(c: AppContext): SiteContextValue {
  return siteView(c.get('scope'));
}

/** The headers of every HTML page, whole or streamed: the page's own, never a per-response one. */
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
function documentOf(page: Rendering, site: SiteContextValue): ReactElement {
  const Layout = LAYOUTS[page.layout ?? 'default'];
  const title = page.head?.title;
  // An inner page: the visible trail, and the same trail as a BreadcrumbList in the head.
  const trail =
    page.parents && title
      ? trailOf(site.origin, site.locale, site.t, page.parents, { title, url: site.links.canonical })
      : undefined;
  const head = trail ? { ...page.head, jsonLd: [...(page.head?.jsonLd ?? []), breadcrumbLd(trail)] } : page.head;
  return (
    <Document site={site} head={head} bodyClass={page.bodyClass} stylesheet={page.stylesheet}>
      <Layout>
        {trail ? <Breadcrumbs trail={trail} /> : null}
        {page.body}
      </Layout>
    </Document>
  );
}

/** Whether React has finished every part of the page already (its allReady has settled). */
async function readyNow(allReady: Promise<void>): Promise<boolean> {
  let ready = false;
  allReady.then(
    () => {
      ready = true;
    },
    () => {
      ready = true;
    },
  );
  // allReady's callbacks run before this await resumes when it had settled already.
  await Promise.resolve();
  return ready;
}

/** Every byte of a stream whose content is complete, as one buffer (read by the runtime, not chunk by chunk in JavaScript). */
async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const encoder = new TextEncoder();

/**
 * The markers of the boundaries React finished. Only its streaming script (which a page rendered
 * at once does not have) and hydration read them, and no page is hydrated as a whole: an island
 * is, from its own markup, and the one React island (the enquiry form) holds no boundary.
 */
const FINISHED_BOUNDARY = /<!--\/?\$-->/g;

/**
 * The whole document in one synchronous pass, as bytes; undefined when any part of it would have
 * waited (React then writes a boundary's fallback marked `<!--$!`, or throws outside any
 * boundary) or failed: that page goes to the stream, which waits and reports the error.
 */
function renderedAtOnce(document: ReactElement): Uint8Array<ArrayBuffer> | undefined {
  let html: string;
  try {
    html = renderToString(document);
  } catch {
    return undefined;
  }
  if (html.includes('<!--$!')) return undefined;
  return encoder.encode(`<!DOCTYPE html>${html.replace(FINISHED_BOUNDARY, '')}`);
}

/**
 * Renders a page with its status and frame. Whole when everything is ready (and for crawlers,
 * which wait for it); streamed otherwise. A whole 200 page is offered to the page cache.
 */
export async function renderPage(c: AppContext, page: Rendering): Promise<Response> {
  // One turn of the event loop first: data already in memory settles (and is marked so for
  // use()), and the page is ready at once instead of suspending on it. Slow data still streams.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const status = page.status ?? 200;
  // The route's own headers after the defaults: its Cache-Control (no-store) wins.
  const headers = Object.entries({ ...htmlHeaders(c), ...page.headers });
  const site = siteContext(c);
  const document = documentOf(page, site);
  if (c.get('scope').outcomes.pending === 0) {
    const body = renderedAtOnce(document);
    if (body !== undefined) {
      keepPage(c, status, headers, body);
      return answer(c, status, headers, withNotices(body, await noticesHtml(c, () => site)), 'render');
    }
  }
  const stream = await renderToReadableStream(document, {
    nonce: c.get('scope').nonce,
    // A boundary already complete at flush time is sent inline, however large. React would
    // otherwise outline big ones into hidden segments that only its script reveals, and a
    // visitor without JavaScript would see the loading indicator instead of a ready page.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error: unknown) {
      log('error', 'render.error', { requestId: c.get('scope').id, path: c.req.path, error });
    },
  });
  // Crawlers (search engines, link previews: src/render/crawler.ts) get the document whole, its
  // content inline where it belongs: most of them run no script.
  if (isCrawler(c)) await stream.allReady;
  if (isCrawler(c) || (await readyNow(stream.allReady))) {
    const body = await bytesOf(stream);
    keepPage(c, status, headers, body);
    return answer(c, status, headers, withNotices(body, await noticesHtml(c, () => site)), 'render');
  }
  c.get('scope').page.streamed = true;
  return answer(
    c,
    status,
    headers,
    streamWithNotices(
      stream,
      noticesHtml(c, () => site),
    ),
    'stream',
  );
}

/** A kept page (src/render/page-cache.ts) for this request, if there is one. Crawlers get it too: it is whole. */
export async function renderCached(c: AppContext): Promise<Response | undefined> {
  const kept = await cachedPage(c);
  if (kept === undefined) return undefined;
  // The kept page has no notices in it: this request's are put in its slot (src/render/notices.tsx).
  const body = withNotices(kept.body, await noticesHtml(c, () => siteContext(c)));
  return answer(c, 200, kept.headers, body, c.get('scope').page.from ?? 'memory');
}

/**
 * The answer: the page's own headers over what the middleware set for this response (request
 * id…), and, in development and tests only, how the page was made (`Server-Timing:
 * page;desc=…`: memory or shared for a kept page, render for a whole one, stream for one that
 * waited). A deployed site never says it: a kept page would tell any visitor that someone viewed
 * the URL lately (docs/SECURITY.md "What a response tells"); operators read it in the `request`
 * log line's `page`.
 */
function answer(
  c: AppContext,
  status: number,
  own: [string, string][],
  body: Uint8Array<ArrayBuffer> | ReadableStream,
  how: 'memory' | 'shared' | 'render' | 'stream',
): Response {
  for (const [name, value] of own) c.header(name, value);
  c.get('scope').page.made = how;
  if (config(c.env).local) c.header('Server-Timing', `page;desc="${how}"`);
  return c.body(body, status as never);
}
