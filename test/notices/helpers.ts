import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import type { Hono } from 'hono';
import { createApp } from '@/app';
import type { AppEnv } from '@/types';
import { routes } from '../../routes';

export const app = createApp(routes);
export const DEMO = 'https://upstream.internal';

/**
 * Bindings of one site of its own (its own SITE_DOMAIN: the demo's notices are switched per
 * site, and the page cache is keyed by it), with a CMS that counts calls by path and may be
 * made to fail for every path but some (`failExcept`).
 */
export function site(vars: Partial<Env> = {}) {
  const calls: string[] = [];
  let failing: ((path: string) => boolean) | undefined;
  const domain = `notices-${crypto.randomUUID()}.example`;
  const e: Env = {
    ...env,
    SITE_DOMAIN: domain,
    ...vars,
    UPSTREAM: {
      fetch: (url: string, init?: RequestInit) => {
        const path = new URL(url).pathname;
        calls.push(path);
        if (failing?.(path)) return Promise.resolve(new Response('down', { status: 503 }));
        return env.UPSTREAM!.fetch(url, init);
      },
    } as unknown as Fetcher,
  };
  return {
    env: e,
    domain,
    calls,
    count: (path: string) => calls.filter((p) => p === path).length,
    /** Every CMS call fails from now on, except those whose path `keep` accepts. */
    failExcept(keep: (path: string) => boolean) {
      failing = (path) => !keep(path);
    },
    /** What the demo CMS answers this site for GET /api/notice/active from now on. */
    notices(body: { levels?: string[]; from?: string; until?: string; answer?: string; rows?: unknown[] }) {
      return demo('/__demo/notices', { site: domain, ...body });
    },
  };
}

export async function demo(path: string, body: unknown): Promise<void> {
  const res = await env.UPSTREAM!.fetch(`${DEMO}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
}

/** One request through the app with its background work done; `how` is Server-Timing's page;desc. */
export async function get(e: Env, path: string, init: RequestInit = {}, through: Hono<AppEnv> = app) {
  const ctx = createExecutionContext();
  const res = await through.fetch(new Request(`http://site.test${path}`, { redirect: 'manual', ...init }), e, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  const how = /page;desc="(\w+)"/.exec(res.headers.get('Server-Timing') ?? '')?.[1];
  return { res, html, how };
}

/** The sections of the notices slot, in order: level class and text. */
export function noticesOf(html: string): { level: string; text: string }[] {
  const slot = /<div class="site-notices">([\s\S]*?)<\/div><(?:aside|header|div class="preview)/.exec(html)?.[1] ?? '';
  return [...slot.matchAll(/<section class="site-notice site-notice--(\w+)"[\s\S]*?<\/section>/g)].map((m) => ({
    level: m[1] ?? '',
    text: (m[0] ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/<!-- -->/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  }));
}

/** An instant as the CMS writes it: ISO 8601 in Hong Kong with its offset. */
export const hkt = (ms: number): string => `${new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
