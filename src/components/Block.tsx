import { Suspense, use, type ReactNode } from 'react';
import type { Result } from '@/cms/result';
import { NoData } from '@/components/NoData';

function Resolved<T>({
  data,
  optional,
  children,
}: {
  data: Promise<Result<T>>;
  optional: boolean;
  children: (value: T) => ReactNode;
}) {
  const result = use(data);
  if (result.ok) return <>{children(result.data)}</>;
  return optional ? null : <NoData compact />;
}

/**
 * A block of a page fed by one upstream promise: streams in its own Suspense boundary and
 * shows the no-data notice if its data cannot be had, so one failing call costs one block.
 * `optional` blocks are extras a page reads well without (a CMS introduction, a department
 * label): no placeholder while loading and nothing at all when the data cannot be had.
 */
export function Block<T>({
  data,
  fallback,
  optional = false,
  children,
}: {
  data: Promise<Result<T>>;
  fallback?: ReactNode;
  optional?: boolean;
  children: (value: T) => ReactNode;
}) {
  const placeholder = optional ? null : <div className="block-loading" aria-hidden="true" />;
  return (
    <Suspense fallback={fallback ?? placeholder}>
      <Resolved data={data} optional={optional}>
        {children}
      </Resolved>
    </Suspense>
  );
}
