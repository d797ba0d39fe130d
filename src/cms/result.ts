/**
 * Data handed to components as promises never rejects: a rejected promise read with use()
 * inside Suspense would leave the loading indicator on a server-rendered page forever. Failures
 * are already logged by the upstream client; components render the no-data state instead.
 */
export type Result<T> = { ok: true; data: T } | { ok: false };

/** React's `use()` reads a thenable marked fulfilled at once instead of suspending on it. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

export function settle<T>(promise: Promise<T>): Promise<Result<T>> {
  const settled: Tracked<Result<T>> = promise.then(
    (data): Result<T> => ({ ok: true, data }),
    (): Result<T> => ({ ok: false }),
  );
  void settled.then((value) => {
    settled.status = 'fulfilled';
    settled.value = value;
  });
  return settled;
}

/** The result of a promise from `settle()` once it has settled (React's `use()` reads it at once), else undefined. */
export function settledResult<T>(promise: Promise<Result<T>>): Result<T> | undefined {
  const tracked = promise as Tracked<Result<T>>;
  return tracked.status === 'fulfilled' ? tracked.value : undefined;
}

/**
 * Waits for a result at most `ms`: for what would be nice to have in the first bytes (the
 * page title from the CMS) but must not hold them back when the CMS is slow.
 */
export function within<T>(promise: Promise<Result<T>>, ms: number): Promise<Result<T>> {
  // Already settled (data from memory, the usual case): no timer to set and clear.
  if (!Number.isFinite(ms) || settledResult(promise) !== undefined) return promise;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Result<T>>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false }), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
