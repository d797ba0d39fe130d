import type { ReactNode } from 'react';

interface FactProps<T extends string | number> {
  label: string;
  /** Nothing is shown without one (absent, '' or 0). */
  value: T | null | undefined;
  /** How the value is shown; as text without. */
  children?: (value: T) => ReactNode;
}

/** One dt/dd pair of a list of facts (a `<dl>`), shown only when it has a value. */
export function Fact<T extends string | number>({ label, value, children }: FactProps<T>) {
  if (!value) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{children ? children(value) : value}</dd>
    </>
  );
}
