import { ROUTES } from '@/route-table';
import * as v from 'valibot';
import { config } from '@/lib/config';
import { log } from '@/lib/log';
import { indexAfterRevalidation } from '@/search/build/changes';
import { verify } from '@/security/hmac';
import type { RequestScope } from '@/request/scope';
import { windows } from '@/upstream/cache-entry';
import { queryString } from '@/upstream/http';
import { applyLocally, KINDS, merge, RECORD_KEY, readRecord, type RevalidationRecord } from '@/upstream/revalidation';
import { claim, release, remember, timestampState } from '@/ops/revalidate-replay';

/**
 * POST /api/revalidate: the CMS says what changed (docs/OPERATIONS.md "Revalidation webhook").
 *
 * Authenticated by `X-Signature: sha256=<hex>`, the HMAC-SHA256 of the body's exact bytes under
 * REVALIDATE_SECRET (or REVALIDATE_SECRET_PREVIOUS while a secret is rotated), compared in
 * constant time; the body's `timestamp` (Unix seconds) must be at most five minutes old and at
 * most 30 seconds ahead, and a call is applied once: its signature again is refused
 * (src/ops/revalidate-replay.ts). The body names the scope: `all`, `kinds` and/or `calls`,
 * and may carry an `id` of the sender's, so two identical changes within a second are two
 * calls. Refusals change nothing and are logged.
 */
export const MAX_WEBHOOK_BYTES = 16 * 1024;
const SIGNATURE = /^(?:sha256=)?([0-9a-f]{64})$/i;

const Kind = v.picklist(Object.keys(KINDS) as [string, ...string[]]);
const Call = v.strictObject({
  path: v.pipe(v.string(), v.regex(/^\/api\/[^?#\s]*$/), v.maxLength(512)),
  method: v.optional(v.picklist(['GET', 'POST']), 'GET'),
  /** Absent: every query of the path. */
  query: v.optional(v.record(v.string(), v.union([v.string(), v.number(), v.boolean()]))),
});
export const WebhookBody = v.pipe(
  v.strictObject({
    timestamp: v.pipe(v.number(), v.integer()),
    id: v.optional(v.pipe(v.string(), v.maxLength(100))),
    all: v.optional(v.literal(true)),
    kinds: v.optional(v.pipe(v.array(Kind), v.maxLength(50))),
    calls: v.optional(v.pipe(v.array(Call), v.maxLength(100))),
  }),
  v.check((b) => Boolean(b.all || b.kinds?.length || b.calls?.length), 'name all, kinds or calls'),
);
export type WebhookBody = v.InferOutput<typeof WebhookBody>;

type Refused = 400 | 401 | 403 | 409 | 413 | 503;

/** What the webhook answers (JSON, `no-store`; src/http/ops.ts sends it). */
export interface WebhookAnswer {
  status: 200 | Refused;
  body: { ok: boolean } & Record<string, unknown>;
}

/** A refusal, logged with the sender's address. */
export function refusal(
  scope: RequestScope,
  request: Request,
  status: Refused,
  reason: string,
  message: string,
): WebhookAnswer {
  log('warn', 'revalidate.refused', {
    requestId: scope.id,
    status,
    reason,
    ip: request.headers.get('CF-Connecting-IP') ?? null,
  });
  return { status, body: { ok: false, message } };
}

/** The record of one accepted call: every named scope marked at `at`. */
export function recordOf(body: WebhookBody, at: number): RevalidationRecord {
  const record: RevalidationRecord = { all: body.all ? at : 0, kinds: {}, calls: {} };
  for (const kind of body.kinds ?? []) record.kinds[kind] = at;
  for (const call of body.calls ?? []) {
    const qs = call.query ? queryString(call.query) : '';
    record.calls[`${call.method} ${call.path}${qs ? `?${qs}` : ''}`] = at;
  }
  return record;
}

/** The webhook's path (the route table's `revalidate` row; its handlers: src/http/ops.ts). */
export const WEBHOOK_PATH = ROUTES.revalidate.path;

/**
 * A webhook call: `request` for its headers (the signature, the sender's address) and
 * `readBytes` for the exact bytes that arrived (decoding first would let other bytes, an
 * invalid sequence or a byte-order mark, pass under the signature of the text they decode to).
 * The body is read only when revalidation is configured.
 */
export async function revalidation(
  scope: RequestScope,
  request: Request,
  readBytes: () => Promise<Uint8Array<ArrayBuffer>>,
): Promise<WebhookAnswer> {
  const refuse = (status: Refused, reason: string, message: string) => refusal(scope, request, status, reason, message);
  const env = scope.env;
  const secrets = config(env).revalidateSecrets;
  if (secrets.length === 0) return refuse(403, 'unconfigured', 'revalidation is not configured');
  const bytes = await readBytes();
  // One spelling per signature (hex digits in either case mean the same bytes), for the replay memory.
  const signature = SIGNATURE.exec(request.headers.get('X-Signature')?.trim() ?? '')?.[1]?.toLowerCase();
  if (!signature) return refuse(401, 'no-signature', 'missing or malformed X-Signature');
  if (!(await verify(secrets, bytes, signature))) return refuse(401, 'bad-signature', 'signature does not match');
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return refuse(400, 'not-json', 'body is not UTF-8 JSON');
  }
  const parsed = v.safeParse(WebhookBody, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    return refuse(400, 'bad-body', `${v.getDotPath(issue) ?? 'body'}: ${issue.message}`);
  }
  const body = parsed.output;
  const when = timestampState(body.timestamp, Date.now());
  if (when === 'old') return refuse(403, 'stale-timestamp', 'timestamp is more than five minutes old');
  if (when === 'future') return refuse(403, 'future-timestamp', 'timestamp is more than 30 seconds ahead');
  if (!(await claim(env, signature, body.timestamp))) return refuse(409, 'replayed', 'this call was applied already');
  const at = Date.now();
  const record = recordOf(body, at);
  applyLocally(record);
  try {
    await store(env, record);
  } catch (err) {
    // This isolate has it; the others would not: the CMS should send it again, and may.
    release(signature);
    log('error', 'revalidate.store-error', { requestId: scope.id, cause: String(err) });
    return { status: 503, body: { ok: false, message: 'could not record the change; retry' } };
  }
  try {
    await remember(env, signature, body.timestamp);
  } catch (err) {
    // Applied: this isolate still refuses it again, and the timestamp window bounds the rest.
    log('warn', 'revalidate.replay-memory-error', { requestId: scope.id, cause: String(err) });
  }
  log('info', 'revalidate.applied', { requestId: scope.id, at, ...scopes(body) });
  // The site index follows in the background: news at once, anything else by a new build.
  scope.waitUntil(indexAfterRevalidation(env, scopes(body)));
  return { status: 200, body: { ok: true, at, ...scopes(body) } };
}

const scopes = (body: WebhookBody) => ({
  all: body.all ?? false,
  kinds: body.kinds ?? [],
  calls: Object.keys(recordOf(body, 1).calls),
});

/**
 * Merges the marks into the KV record, dropping marks older than the stale window (all data
 * fetched before them has expired anyway). KV allows one write a second per key: a second call
 * within that second is retried once, after it.
 */
async function store(env: Env, record: RevalidationRecord): Promise<void> {
  const horizon = Date.now() - windows(env).staleMs;
  for (let attempt = 1; ; attempt++) {
    try {
      const merged = merge(await readRecord(env.CACHE), record, horizon);
      await env.CACHE.put(RECORD_KEY, JSON.stringify(merged));
      return;
    } catch (err) {
      if (attempt >= 2) throw err;
      await new Promise((r) => setTimeout(r, 1100));
    }
  }
}
