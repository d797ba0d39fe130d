import { env } from 'cloudflare:workers';
import { routes } from '../../routes';
import { createApp } from '../../src/app';
import { page, request } from '../helpers';

/** The real app (every route module) over the demo upstream bound as UPSTREAM. */
export const app = createApp(routes);

export const get = (path: string, bindings: Partial<Env> = {}) => page(app, path, {}, bindings);
export const status = async (path: string) => (await request(app, path)).status;

/** The visible text of a document, tags dropped and whitespace collapsed (streamed parts included). */
export const textOf = (html: string): string =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

export const h1Of = (html: string): string[] => [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1] ?? '').trim());

/** hrefs of the anchors in the document, in order. */
export const hrefs = (html: string): string[] => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));

/** The detail links of a people list, in order (ids). */
export const detailIds = (html: string, kind: 'teacher' | 'alumni'): number[] =>
  [...html.matchAll(new RegExp(`href="(?:/sc|/en)?/${kind}/detail\\?id=(\\d+)"`, 'g'))].map((m) => Number(m[1]));

/**
 * An UPSTREAM binding that answers the calls whose path matches a key itself ('fail': envelope
 * code 500; anything else: that data with code 200) and passes the rest to the demo.
 */
export function upstreamWith(answers: Record<string, unknown>): Partial<Env> {
  const upstream = {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      const path = new URL(req.url).pathname;
      if (path in answers) {
        const answer = answers[path];
        const body = answer === 'fail' ? { code: 500, msg: 'boom', data: null } : { code: 200, msg: 'ok', data: answer };
        return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
      }
      return env.UPSTREAM!.fetch(req);
    },
  } as unknown as Fetcher;
  // Another site domain: its own cache keys, so nothing cached by other tests answers for it.
  return { UPSTREAM: upstream, SITE_DOMAIN: `override-${crypto.randomUUID()}.test` };
}
