import type { UpstreamCtx } from './client';
import { isNotFound } from './errors';

/**
 * What a request's data calls have come to so far: how many are under way, answered or
 * failed. The route layer asks `dataOutcome` before it sends a status: a page none of whose
 * data could be had is a 503, not a 200 full of "No data" blocks (docs/SECURITY.md).
 */
interface Outcomes {
  pending: number;
  answered: number;
  failed: number;
  changed: (() => void)[];
}

const byCtx = new WeakMap<UpstreamCtx, Outcomes>();

function outcomesOf(ctx: UpstreamCtx): Outcomes {
  let o = byCtx.get(ctx);
  if (!o) {
    o = { pending: 0, answered: 0, failed: 0, changed: [] };
    byCtx.set(ctx, o);
  }
  return o;
}

/** Counts one data call of the request; "no such item" is an answer, not a failure. */
export function track<T>(ctx: UpstreamCtx, promise: Promise<T>): Promise<T> {
  const o = outcomesOf(ctx);
  o.pending++;
  const settle = (answered: boolean) => {
    o.pending--;
    if (answered) o.answered++;
    else o.failed++;
    for (const notify of o.changed.splice(0)) notify();
  };
  promise.then(
    () => settle(true),
    (err: unknown) => settle(isNotFound(err)),
  );
  return promise;
}

/** 'some': data was had; 'none': every call failed; 'open': nothing decided (none asked, or still waiting). */
export type DataOutcome = 'some' | 'none' | 'open';

function current(o: Outcomes): DataOutcome | undefined {
  if (o.answered > 0) return 'some';
  if (o.pending === 0) return o.failed > 0 ? 'none' : 'open';
  return undefined;
}

/**
 * Waits until the request has had some data, or every call it made has failed, or `budgetMs`
 * has passed ('open': the page streams and its blocks say what they could not get).
 */
export async function dataOutcome(ctx: UpstreamCtx, budgetMs: number): Promise<DataOutcome> {
  const o = outcomesOf(ctx);
  const now = current(o);
  if (now) return now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const decided = new Promise<DataOutcome>((resolve) => {
    const check = () => {
      const state = current(o);
      if (state) resolve(state);
      else o.changed.push(check);
    };
    o.changed.push(check);
    if (Number.isFinite(budgetMs)) timer = setTimeout(() => resolve('open'), Math.max(0, budgetMs));
  });
  try {
    return await decided;
  } finally {
    clearTimeout(timer);
  }
}
