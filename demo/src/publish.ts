// The demo CMS's "publish": an editor changes an article's title, and the CMS tells the site
// (POST /api/revalidate, signed as docs/OPERATIONS.md describes), so the whole loop runs locally.
//
//   POST /__demo/publish  { "type": "news", "id": 1001, "title": { "en": "New title" }, "site": "…" }
//
// Edits are kept in the demo's memory, per `site` header value when `site` is given (tests use a
// site of their own), otherwise for every site. The answer says what the site replied.
import * as v from 'valibot';
import { sign } from '@/security/hmac';
import type { DemoArticle } from './data/article-model';
import { onIsolateReset } from '@/lib/isolate';
import type { Lang, T3 } from './lib';

export interface PublishEnv {
  /** Where the site is: its origin (wrangler dev), else a service binding to it (tests). */
  SITE_URL?: string;
  SITE?: Fetcher;
  REVALIDATE_SECRET?: string;
}

const Publish = v.strictObject({
  type: v.optional(v.picklist(['news', 'article', 'subject']), 'news'),
  id: v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.minLength(1), v.maxLength(100))]),
  title: v.strictObject({
    tc: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
    sc: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
    en: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
  }),
  site: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

const ANY_SITE = '*';
/** site → "type/id" → edited title per language. */
const edits = new Map<string, Map<string, Partial<T3>>>();
onIsolateReset('demo-publish-edits', () => edits.clear());

/** The article as published for this site (the `site` header of the request). */
export function published(a: DemoArticle, site: string | undefined): DemoArticle {
  const key = `${a.type}/${a.id}`;
  const title = { ...edits.get(ANY_SITE)?.get(key), ...(site ? edits.get(site)?.get(key) : undefined) };
  return Object.keys(title).length ? { ...a, title: { ...a.title, ...title } } : a;
}

/** The signed notification of one publish, as the CMS sends it. */
export async function notification(
  secret: string,
  kinds: string[],
): Promise<{ body: Uint8Array<ArrayBuffer>; signature: string }> {
  // Its own id: two publishes of one kind within a second are two calls, not a replay of one.
  const text = JSON.stringify({ timestamp: Math.floor(Date.now() / 1000), id: crypto.randomUUID(), kinds });
  // The signature covers the exact bytes sent (docs/OPERATIONS.md "Revalidation webhook").
  const body = new TextEncoder().encode(text);
  return { body, signature: `sha256=${await sign(secret, body)}` };
}

export async function publish(
  request: Request,
  env: PublishEnv,
  find: (type: string, id: string) => DemoArticle | undefined,
): Promise<Response> {
  const parsed = v.safeParse(Publish, await request.json().catch(() => undefined));
  if (!parsed.success) return Response.json({ ok: false, message: parsed.issues[0].message }, { status: 400 });
  const { type, id, title, site } = parsed.output;
  const article = find(type, String(id));
  if (!article) return Response.json({ ok: false, message: 'no such article' }, { status: 404 });
  const key = `${article.type}/${article.id}`;
  const forSite = edits.get(site ?? ANY_SITE) ?? new Map<string, Partial<T3>>();
  forSite.set(key, { ...forSite.get(key), ...(title as Partial<Record<Lang, string>>) });
  edits.set(site ?? ANY_SITE, forSite);
  const notified = await notify(env, type === 'news' ? ['news'] : ['article']);
  return Response.json({ ok: true, edited: key, notified });
}

async function notify(env: PublishEnv, kinds: string[]): Promise<{ status: number; answer: unknown }> {
  if (!env.REVALIDATE_SECRET) return { status: 0, answer: 'REVALIDATE_SECRET is not set: the site was not told' };
  const { body, signature } = await notification(env.REVALIDATE_SECRET, kinds);
  // A signed call goes to the site it was meant for, or nowhere: a redirect is not followed.
  const init: RequestInit = {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { 'Content-Type': 'application/json', 'X-Signature': signature },
  };
  try {
    const res = env.SITE_URL
      ? await fetch(`${env.SITE_URL.replace(/\/+$/, '')}/api/revalidate`, init)
      : env.SITE
        ? await env.SITE.fetch('https://site.internal/api/revalidate', init)
        : undefined;
    if (!res) return { status: 0, answer: 'neither SITE nor SITE_URL is set: the site was not told' };
    return { status: res.status, answer: await res.json().catch(() => null) };
  } catch (err) {
    return { status: 0, answer: String(err) };
  }
}
