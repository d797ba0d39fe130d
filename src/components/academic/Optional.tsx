import { Suspense, use, type ReactNode } from 'react';
import type { Result } from '../../lib/result';

function Resolved<T>({ data, children }: { data: Promise<Result<T>>; children: (value: T) => ReactNode }) {
  const result = use(data);
  return <>{result.ok ? children(result.data) : null}</>;
}

/**
 * Like Block, for extras a page reads well without (a CMS introduction, a related link):
 * nothing at all when the data cannot be had, rather than the no-data notice.
 */
export function Optional<T>({ data, children }: { data: Promise<Result<T>>; children: (value: T) => ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Resolved data={data}>{children}</Resolved>
    </Suspense>
  );
}
