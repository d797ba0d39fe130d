import { HTTPException } from 'hono/http-exception';
import { isNotFound } from '@/upstream/errors';

/** Seconds a visitor (or crawler) is asked to wait before retrying a 503. */
export const RETRY_AFTER_SECONDS = 60;

/**
 * Thrown when a page's main data cannot be had: a 503 carrying Retry-After. The app's onError
 * renders it as the no-data page inside the route's own frame (src/app.tsx).
 */
export class Unavailable extends HTTPException {
  override name = 'Unavailable';
  readonly retryAfter = RETRY_AFTER_SECONDS;
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(503, { message, cause: options.cause });
  }
}

/**
 * Awaits what decides a page's status. The CMS saying "no such item" (envelope code 404, or
 * HTTP 404) is the visitor's 404; any other failure is ours: 503 with the no-data screen.
 */
export async function required<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (err) {
    if (isNotFound(err)) throw new HTTPException(404);
    throw new Unavailable('main data unavailable', { cause: err });
  }
}
