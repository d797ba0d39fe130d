// The CMS over HTTP (docs/UPSTREAM.md): one call's request with the site and language headers,
// no redirect followed (docs/SECURITY.md "Credentials stay with their host"),
// docs/REQUIREMENTS.md §9 retry, a per-attempt timeout, the answer's size cap, the envelope and
// the valibot check. Nothing here caches: that is cache.ts, above this file; api.ts is above both.
import * as v from 'valibot';
import type { GenericSchema } from 'valibot';
import { config } from '@/lib/config';
import type { ApiLang, RequestScope } from '@/request/scope';
import { toUpstreamError, UpstreamError } from '@/upstream/errors';

export type Query = Record<string, string | number | boolean | undefined>;

/** One CMS call as the site asks for it (api.ts writes one per call). */
export interface CallSpec<T> {
  /** e.g. 'news.list', used in logs. */
  name: string;
  method: 'GET' | 'POST';
  /** e.g. '/api/article/news' (already encoded). */
  path: string;
  /** Query string parameters; undefined values are dropped. */
  query?: Query;
  /** POST only, sent as JSON ({} when undefined). */
  body?: unknown;
  schema: GenericSchema<unknown, T>;
  /**
   * false for the enquiry save and the captcha check; 'answers' for search answers, kept in
   * memory a short while and never in KV (cache.ts); true: the data cache.
   */
  cache: boolean | 'answers';
  langOverride?: ApiLang;
}

/** The CMS's answer: its raw `data` (what KV stores) and the validated value (what pages get). */
export interface Loaded<T> {
  raw: unknown;
  value: T;
}

/** Host of the service binding: any name works, the binding routes by itself. */
const BINDING_ORIGIN = 'https://upstream.internal';
/** docs/REQUIREMENTS.md §9: one retry on these statuses, for non-mutating methods only. */
const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const MAX_ATTEMPTS = 2;

/** Sorted keys so that equal queries give equal URLs and cache keys; undefined values dropped. */
export function queryString(query: Query | undefined): string {
  if (!query) return '';
  return Object.keys(query)
    .sort()
    .flatMap((name) => {
      const value = query[name];
      return value === undefined ? [] : [`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`];
    })
    .join('&');
}

/** Fetch with retries, unwrap the envelope and validate `data`; records the call in the request's stats. */
export async function fetchFromCms<T>(scope: RequestScope, spec: CallSpec<T>, lang: string): Promise<Loaded<T>> {
  const started = Date.now();
  let attempts = 0;
  try {
    const send = request(scope, spec, lang);
    let data: unknown;
    for (;;) {
      // Counted before the attempt is sent: work with a budget never makes one call too many.
      if (scope.budget) {
        if (scope.budget.left <= 0) throw new UpstreamError({ call: spec.name, kind: 'budget' });
        scope.budget.left--;
      }
      attempts++;
      try {
        data = await send();
        break;
      } catch (err) {
        if (attempts >= MAX_ATTEMPTS || !retryable(spec.method, err)) throw err;
      }
    }
    const parsed = v.safeParse(spec.schema, data);
    if (!parsed.success) throw schemaError(spec.name, parsed.issues);
    scope.stats.calls.push({ name: spec.name, ms: Date.now() - started, ok: true, attempts });
    return { raw: data, value: parsed.output };
  } catch (err) {
    const e = toUpstreamError(spec.name, err);
    e.ms = Date.now() - started;
    e.attempts = attempts;
    scope.stats.calls.push({ name: spec.name, ms: e.ms, ok: false, attempts });
    throw e;
  }
}

/**
 * Timeouts are not retried, although the requirements' client (ofetch) would: a retried timeout doubles
 * the worst case of every page that waits on this call (2 × 4 s), a CMS that is too slow once
 * is likely too slow again right away, and the retry adds load to it exactly when it is
 * struggling. Cached calls have stale-if-error to fall back on instead.
 */
function retryable(method: CallSpec<unknown>['method'], err: unknown): boolean {
  if (method !== 'GET' || !(err instanceof UpstreamError)) return false;
  if (err.kind === 'network') return true;
  return err.kind === 'http' && err.status !== undefined && RETRY_STATUSES.has(err.status);
}

/** Builds the attempt function; only the fetcher differs between the real CMS and the binding. */
function request(scope: RequestScope, spec: CallSpec<unknown>, lang: string): () => Promise<unknown> {
  const { env } = scope;
  const { apiBaseUrl: base, upstreamTimeoutMs: timeoutMs, upstreamMaxBytes: maxBytes } = config(env);
  // globalThis.fetch is looked up per call so tests can spy on it.
  const binding = env.UPSTREAM;
  const fetcher = base
    ? (url: string, init: RequestInit) => fetch(url, init)
    : (url: string, init: RequestInit) =>
        // A deployment with neither API_BASE_URL nor the binding is misconfigured: every call fails loudly.
        binding
          ? binding.fetch(url, init)
          : Promise.reject(new Error('no upstream: set API_BASE_URL or bind UPSTREAM'));
  const qs = queryString(spec.query);
  const url = (base || BINDING_ORIGIN) + spec.path + (qs ? `?${qs}` : '');
  const init: RequestInit = {
    method: spec.method,
    // Never followed: a redirect would carry X-Preview and the call to wherever it points
    // (docs/SECURITY.md "Credentials stay with their host"); a 3xx is an upstream failure.
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      site: scope.site,
      lang,
      ...(scope.preview !== undefined ? { 'X-Preview': scope.preview } : {}),
    },
    body: spec.method === 'POST' ? JSON.stringify(spec.body ?? {}) : null,
  };
  return () =>
    withTimeout(spec.name, timeoutMs, (signal) => attempt(spec.name, url, fetcher(url, { ...init, signal }), maxBytes));
}

/** The body as text, refused (kind 'tooLarge') as soon as it is known to exceed `max` bytes. */
async function cappedText(name: string, res: Response, max: number): Promise<string> {
  const tooLarge = (size: string) =>
    new UpstreamError({ call: name, kind: 'tooLarge', status: res.status, cause: `${size} bytes, over ${max}` });
  const declared = Number(res.headers.get('content-length') ?? Number.NaN);
  if (declared > max) {
    await res.body?.cancel().catch(() => undefined);
    throw tooLarge(String(declared));
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(`more than ${max}`);
    }
    chunks.push(value);
  }
  const decoder = new TextDecoder();
  return chunks.map((chunk, i) => decoder.decode(chunk, { stream: i < chunks.length - 1 })).join('');
}

/** What a refused redirect pointed at, for the log: its origin only (a Location may carry anything). */
function redirectCause(res: Response, from: string): string {
  const location = res.headers.get('location');
  let where = 'no Location';
  if (location !== null) {
    try {
      where = new URL(location, from).origin;
    } catch {
      where = 'a malformed Location';
    }
  }
  return `redirect to ${where} not followed`;
}

/** One attempt: HTTP status (a redirect is not followed), then the size cap, then JSON, then the envelope. */
async function attempt(name: string, url: string, pending: Promise<Response>, maxBytes: number): Promise<unknown> {
  let res: Response;
  let text: string;
  try {
    res = await pending;
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel().catch(() => undefined);
      throw new UpstreamError({ call: name, kind: 'http', status: res.status, cause: redirectCause(res, url) });
    }
    if (!res.ok) {
      // Free the connection; the body of a failed answer is not used.
      await res.body?.cancel().catch(() => undefined);
      throw new UpstreamError({ call: name, kind: 'http', status: res.status });
    }
    text = await cappedText(name, res, maxBytes);
  } catch (err) {
    if (err instanceof UpstreamError) throw err;
    throw new UpstreamError({ call: name, kind: 'network', cause: err });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (err) {
    throw new UpstreamError({ call: name, kind: 'parse', status: res.status, cause: err });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new UpstreamError({ call: name, kind: 'envelope', status: res.status, cause: 'answer is not an object' });
  }
  const envelope = body as { code?: unknown; data?: unknown; msg?: unknown };
  if (envelope.code !== 200) {
    throw new UpstreamError({ call: name, kind: 'envelope', code: envelope.code, cause: envelope.msg });
  }
  return envelope.data;
}

/**
 * Races the whole attempt (headers and body) against the timer rather than only aborting the
 * fetch: a fetcher that ignores the signal must not hang the page either.
 */
async function withTimeout<T>(name: string, ms: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new UpstreamError({ call: name, kind: 'timeout', cause: `no answer within ${ms} ms` }));
    }, ms);
  });
  try {
    return await Promise.race([run(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}

function schemaError(name: string, issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): UpstreamError {
  const issue = issues[0];
  const field = v.getDotPath(issue) ?? '(root)';
  return new UpstreamError({ call: name, kind: 'schema', field, cause: `${field}: ${issue.message}` });
}
