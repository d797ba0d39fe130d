import { env } from 'cloudflare:workers';
import { routes } from '../../routes';
import { createApp } from '@/app';
import { request, wholePage } from '../helpers';

/** The real app (every route module) over the demo upstream bound as UPSTREAM. */
export const app = createApp(routes);

/** A page as one finished document (wholePage). */
export const get = (path: string, bindings: Partial<Env> = {}) => wholePage(app, path, {}, bindings);
export const status = async (path: string, bindings: Partial<Env> = {}) =>
  (await request(app, path, {}, bindings)).status;

/** The page's <main> only (header and footer carry their own links and text). */
export const mainOf = (html: string): string => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

/** The news detail links of a list, in order (ids). */
export const newsIds = (html: string): string[] =>
  [...mainOf(html).matchAll(/href="(?:\/sc|\/en)?\/news\/(?!list")([^"/?]+)"/g)].map((m) => m[1] ?? '');

/** How many items an article list (news, search results, topics) shows. */
export const listItems = (html: string): number =>
  mainOf(html).split('<article class="article-list__item">').length - 1;

/** An UPSTREAM binding that answers code 500 for the calls whose path matches, the demo for the rest. */
export function failing(match: RegExp): Partial<Env> {
  const upstream = {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      if (match.test(new URL(req.url).pathname)) {
        return Promise.resolve(Response.json({ code: 500, msg: 'boom', data: null }));
      }
      return env.UPSTREAM!.fetch(req);
    },
  } as unknown as Fetcher;
  // Another site domain: its own cache keys, so nothing cached by other tests answers for it.
  return { UPSTREAM: upstream, SITE_DOMAIN: `failing-${crypto.randomUUID()}.test` };
}

/** An UPSTREAM binding answering `data` for one path, the demo for the rest. */
export function answering(path: string, data: unknown): Partial<Env> {
  const upstream = {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      if (new URL(req.url).pathname === path) return Promise.resolve(Response.json({ code: 200, msg: 'ok', data }));
      return env.UPSTREAM!.fetch(req);
    },
  } as unknown as Fetcher;
  return { UPSTREAM: upstream, SITE_DOMAIN: `answering-${crypto.randomUUID()}.test` };
}

/**
 * News 1001 in English with a long body of 40 parts (a heading, a paragraph with emphasis, a
 * list), `middle` standing after the twentieth: the page as a visitor gets it, and its main.
 */
export async function articleWith(middle: string) {
  const base = (await (
    await env.UPSTREAM!.fetch('https://upstream.internal/api/article/news/1001', { headers: { lang: 'en' } })
  ).json()) as { data: Record<string, unknown> };
  const sections = Array.from(
    { length: 40 },
    (_, i) => `<h3>Part ${i}</h3><p>Paragraph ${i} with <em>emphasis</em>.</p><ul><li>item ${i}</li></ul>`,
  );
  sections.splice(20, 0, middle);
  const { res, html } = await get(
    '/en/news/1001',
    answering('/api/article/news/1001', { ...base.data, body: sections.join('\n') }),
  );
  return { res, main: mainOf(html) };
}

/** Part i of articleWith's body as the page shows it (its h3 is the page's h2). */
export const articlePart = (i: number) =>
  `<h2>Part ${i}</h2><p>Paragraph ${i} with <em>emphasis</em>.</p><ul><li>item ${i}</li></ul>`;

export { h1Of, hrefs, textOf } from '../helpers';
