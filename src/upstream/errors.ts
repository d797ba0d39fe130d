import { log } from '@/lib/log';

/** docs/REQUIREMENTS.md §7, §8: the one message a failed upstream call rejects with. */
export const SERVICE_EXCEPTION = 'System Service Exception';

/**
 * 'tooLarge': an answer over UPSTREAM_MAX_BYTES, refused before it was parsed. 'budget': not
 * sent, the work's call budget was spent (RequestScope.budget).
 */
export type UpstreamErrorKind =
  | 'network'
  | 'timeout'
  | 'http'
  | 'tooLarge'
  | 'parse'
  | 'envelope'
  | 'schema'
  | 'budget';

export interface UpstreamErrorInit {
  call: string;
  kind: UpstreamErrorKind;
  status?: number;
  code?: unknown;
  /** Dot path of the first field that failed validation (kind 'schema'). */
  field?: string;
  cause?: unknown;
}

/**
 * Every upstream failure rejects with this. The message is always the requirements' 'System Service
 * Exception' so nothing about the CMS leaks into a page that shows it; the details live in the
 * fields and the cause, which go to the log.
 */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  readonly call: string;
  readonly kind: UpstreamErrorKind;
  readonly status?: number;
  readonly code?: unknown;
  readonly field?: string;
  /** Filled in by the client once the call is over (all attempts). */
  ms?: number;
  attempts?: number;

  constructor(init: UpstreamErrorInit) {
    super(SERVICE_EXCEPTION, init.cause === undefined ? undefined : { cause: init.cause });
    this.call = init.call;
    this.kind = init.kind;
    if (init.status !== undefined) this.status = init.status;
    if (init.code !== undefined) this.code = init.code;
    if (init.field !== undefined) this.field = init.field;
  }
}

export const isUpstreamError = (value: unknown): value is UpstreamError => value instanceof UpstreamError;

/** A call that was not sent: the work's call budget was spent. */
export const isOverBudget = (err: unknown): boolean => isUpstreamError(err) && err.kind === 'budget';

/** Anything thrown below the client (a bug, a binding failure) still surfaces as an UpstreamError. */
export function toUpstreamError(call: string, err: unknown): UpstreamError {
  return isUpstreamError(err) ? err : new UpstreamError({ call, kind: 'network', cause: err });
}

/** The CMS saying "no such item" (envelope or HTTP 404): the visitor's 404, not a failure. */
export const isNotFound = (err: unknown): boolean =>
  isUpstreamError(err) && (Number(err.code) === 404 || err.status === 404);

/**
 * The single log line of a failed call. A failure that stale data covered is a warning (the
 * visitor saw a page); one that reached the caller is an error; a "no such item" is info.
 */
export function logUpstreamError(requestId: string, err: unknown, servedStale: boolean): void {
  const e = toUpstreamError('unknown', err);
  log(isNotFound(e) ? 'info' : servedStale ? 'warn' : 'error', 'upstream.error', {
    requestId,
    call: e.call,
    kind: e.kind,
    status: e.status,
    code: e.code,
    field: e.field,
    cause: describe(e.cause),
    ms: e.ms,
    attempts: e.attempts,
    servedStale,
  });
}

function describe(cause: unknown): unknown {
  if (cause instanceof Error) return `${cause.name}: ${cause.message}`;
  return cause;
}
