import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import type { Hono } from 'hono';
import { ROUTES, type RouteRow } from '@/route-table';
import type { AppEnv } from '@/types';

export const ORIGIN = 'http://site.test';

/**
 * A hex signature with its last digit changed: one that never matches. (Writing fixed digits
 * over its end, '…00', forges nothing when the real one happens to end so: 1 run in 256.)
 */
export const forgedHex = (hex: string): string => `${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`;

/** The admissions overview and its route pages: the route table's rows of the admissions module. */
export const ADMISSIONS_PAGES: readonly string[] = Object.values<RouteRow>(ROUTES)
  .filter((r) => r.module === 'academic/admissions')
  .map((r) => r.path);

/** Sends one request through an app with the real bindings, waiting for its background work. */
export async function request(app: Hono<AppEnv>, path: string, init: RequestInit = {}, bindings: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(ORIGIN + path, { redirect: 'manual', ...init }),
    { ...env, ...bindings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

export async function page(app: Hono<AppEnv>, path: string, init: RequestInit = {}, bindings: Partial<Env> = {}) {
  const res = await request(app, path, init, bindings);
  return { res, html: await res.text() };
}

/** A search engine's user agent: the site answers it with the whole document (src/render/crawler.ts). */
export const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/**
 * A page as one finished document, its content in place: asked for as a crawler, so tests read
 * the page a visitor ends up with, never React's streaming markup (segments moved by script).
 */
export function wholePage(app: Hono<AppEnv>, path: string, init: RequestInit = {}, bindings: Partial<Env> = {}) {
  const headers = new Headers(init.headers);
  headers.set('User-Agent', CRAWLER_UA);
  return page(app, path, { ...init, headers }, bindings);
}

/** Visible text with tags dropped, React's text separators removed and whitespace collapsed. */
export const textOf = (html: string): string =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

export const h1Of = (html: string): string[] =>
  [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1] ?? '').trim());

/** hrefs of the anchors in a piece of HTML, in order. */
export const hrefs = (html: string): string[] =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));

export interface Anchor {
  href: string | null;
  target: string | null;
  rel: string | null;
  /** The anchor's text (screen-reader-only text included), whitespace collapsed. */
  text: string;
}

/** Every anchor of a document, parsed (HTMLRewriter), with its attributes and text. */
export async function anchors(html: string): Promise<Anchor[]> {
  const found: Anchor[] = [];
  let open: Anchor[] = [];
  await new HTMLRewriter()
    .on('a', {
      element(el) {
        const anchor: Anchor = {
          href: el.getAttribute('href'),
          target: el.getAttribute('target'),
          rel: el.getAttribute('rel'),
          text: '',
        };
        found.push(anchor);
        open.push(anchor);
        el.onEndTag(() => {
          anchor.text = anchor.text.replace(/\s+/g, ' ').trim();
          open = open.filter((a) => a !== anchor);
        });
      },
      text(chunk) {
        for (const anchor of open) anchor.text += chunk.text;
      },
    })
    .transform(new Response(html))
    .text();
  return found;
}
