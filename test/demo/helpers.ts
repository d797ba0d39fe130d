import { env } from 'cloudflare:workers';
import demo from '../../demo/src/index';

export interface Envelope<T = any> {
  code: number;
  msg: string;
  data: T;
}

export const demoEnv = () => ({ ENQUIRIES: env.CACHE, DEMO_DELAY_MS: '0' });

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
