import { Suspense, use, type ReactNode } from 'react';
import type { Result } from '../lib/result';
import { NoData } from './NoData';

function Resolved<T>({ data, children }: { data: Promise<Result<T>>; children: (value: T) => ReactNode }) {
  const result = use(data);
  return <>{result.ok ? children(result.data) : <NoData compact />}</>;
}

/**
 * A block of a page fed by one upstream promise: streams in its own Suspense boundary and
 * shows the no-data screen if its data cannot be had, so one failing call costs one block.
 */
export function Block<T>({
  data,
  fallback,
  children,
}: {
  data: Promise<Result<T>>;
  fallback?: ReactNode;
  children: (value: T) => ReactNode;
}) {
  return (
    <Suspense fallback={fallback ?? <div className="block-loading" aria-hidden="true" />}>
      <Resolved data={data}>{children}</Resolved>
    </Suspense>
  );
}
