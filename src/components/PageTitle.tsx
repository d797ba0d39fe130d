import type { ReactNode } from 'react';

/** The heading block at the top of a page: an optional kicker, the h1 and an intro line. */
export function PageTitle({ title, kicker, children }: { title: string; kicker?: string; children?: ReactNode }) {
  return (
    <header className="page-title">
      {kicker ? <p className="page-title__kicker">{kicker}</p> : null}
      <h1>{title}</h1>
      {children ? <div className="page-title__intro">{children}</div> : null}
    </header>
  );
}
