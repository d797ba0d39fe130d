import type { CallOutcomes, RequestScope } from '@/request/scope';
import { isNotFound } from '@/upstream/errors';

// What a request's data calls have come to so far (scope.outcomes): how many are under way,
// answered or failed. The route layer asks `dataOutcome` before it sends a status: a page none
// of whose data could be had is a 503, not a 200 full of "No data" blocks (docs/SECURITY.md).

/** Counts one data call of the request; "no such item" is an answer, not a failure. */
export function track<T>(scope: RequestScope, promise: Promise<T>): Promise<T> {
  const o = scope.outcomes;
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

function current(o: CallOutcomes): DataOutcome | undefined {
  if (o.answered > 0) return 'some';
  if (o.pending === 0) return o.failed > 0 ? 'none' : 'open';
  return undefined;
}

/**
 * Waits until the request has had some data, or every call it made has failed, or `budgetMs`
 * has passed ('open': the page streams and its blocks say what they could not get).
 */
export async function dataOutcome(scope: RequestScope, budgetMs: number): Promise<DataOutcome> {
  const o = scope.outcomes;
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
