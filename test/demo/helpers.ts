import { env } from 'cloudflare:workers';
import demo from '../../demo/src/index';

export interface Envelope<T = any> {
  code: number;
  msg: string;
  data: T;
}

// The demo's day is fixed as for the site's tests (vitest.config.ts): its dated content is too.
export const demoEnv = () => ({ ENQUIRIES: env.CACHE, DEMO_DELAY_MS: '0', DEMO_TODAY: '2026-11-25' });

export interface CallOptions {
  lang?: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls the demo upstream in-process and returns the raw Response. */
export function demoFetch(path: string, { lang, method = 'GET', body, headers = {} }: CallOptions = {}) {
  const h: Record<string, string> = {
    'Content-Type': 'application/json',
    site: 'www.crescent-harbour.edu.example',
    ...headers,
  };
  if (lang !== undefined) h.lang = lang;
  const init: RequestInit = { method, headers: h };
  if (method === 'POST') init.body = typeof body === 'string' ? body : JSON.stringify(body ?? {});
  return demo.fetch(new Request(`http://demo${path}`, init), demoEnv());
}

/** Calls the demo and parses the envelope, checking it is HTTP 200 JSON as the contract says. */
export async function api<T = any>(path: string, options: CallOptions = {}): Promise<Envelope<T>> {
  const res = await demoFetch(path, options);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  return (await res.json()) as Envelope<T>;
}

/** The `data` of a successful call. */
export async function data<T = any>(path: string, options: CallOptions = {}): Promise<T> {
  const env = await api<T>(path, options);
  expect(env.code, `${path}: ${env.msg}`).toBe(200);
  return env.data;
}

/**
 * The site's UPSTREAM binding at demo scale k (docs/UPSTREAM.md "Demo scale"): every call
 * carries X-Demo-Scale and is counted in `calls`; a call `down` matches answers code 500. A
 * site domain of its own, so nothing another request cached answers for it: every count is cold.
 */
export function scaledUpstream(k: number, down: (url: URL) => boolean = () => false) {
  const calls: string[] = [];
  const upstream = {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      const url = new URL(req.url);
      calls.push(url.pathname + url.search);
      if (down(url)) return Promise.resolve(Response.json({ code: 500, msg: 'down', data: null }));
      const scaled = new Request(req);
      scaled.headers.set('X-Demo-Scale', String(k));
      return env.UPSTREAM!.fetch(scaled);
    },
  } as unknown as Fetcher;
  const bindings: Partial<Env> = { UPSTREAM: upstream, SITE_DOMAIN: `scale-${k}-${crypto.randomUUID()}.test` };
  return { bindings, calls };
}

/** A field of the demo's answer at scale k (`total` of a list, say), asked directly. */
export async function atScale<T = any>(k: number, path: string, lang = 'en'): Promise<T> {
  const res = await demoFetch(path, { lang, headers: { 'X-Demo-Scale': String(k) } });
  const answer = (await res.json()) as Envelope<T>;
  if (answer.code !== 200) throw new Error(`${path} at ${k}: ${answer.msg}`);
  return answer.data;
}

export interface Page<T> {
  rows: T[];
  total: number;
  totalPage: number;
}

/** Every row of a paged list at scale k, read 100 at a time. */
export async function everyRow<T>(k: number, path: string, lang = 'en'): Promise<T[]> {
  const sep = path.includes('?') ? '&' : '?';
  const first = await atScale<Page<T>>(k, `${path}${sep}pageSize=100`, lang);
  const rest = await Promise.all(
    Array.from({ length: first.totalPage - 1 }, (_, i) =>
      atScale<Page<T>>(k, `${path}${sep}pageSize=100&pageNum=${i + 2}`, lang),
    ),
  );
  return [first, ...rest].flatMap((p) => p.rows);
}
