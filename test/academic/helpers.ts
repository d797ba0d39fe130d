import { env } from 'cloudflare:workers';
import { routes } from '../../routes';
import { createApp } from '@/app';
import { page, request } from '../helpers';

/** The real app (every route module) over the demo upstream bound as UPSTREAM. */
export const app = createApp(routes);

export const get = (path: string, bindings: Partial<Env> = {}) => page(app, path, {}, bindings);
export const status = async (path: string) => (await request(app, path)).status;

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
        const body =
          answer === 'fail' ? { code: 500, msg: 'boom', data: null } : { code: 200, msg: 'ok', data: answer };
        return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
      }
      return env.UPSTREAM!.fetch(req);
    },
  } as unknown as Fetcher;
  // Another site domain: its own cache keys, so nothing cached by other tests answers for it.
  return { UPSTREAM: upstream, SITE_DOMAIN: `override-${crypto.randomUUID()}.test` };
}

export { h1Of, hrefs, textOf } from '../helpers';
