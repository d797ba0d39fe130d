import { Suspense, type ReactNode } from 'react';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { PageLoading } from '../components/PageLoading';
import type { LayoutName } from './route';

interface LayoutProps {
  children: ReactNode;
}

/**
 * The page body streams inside Suspense: the header and the loading indicator reach the
 * browser at once, and React swaps in the page when its data arrives.
 */
function Main({ children, className }: { children: ReactNode; className: string }) {
  return (
    <main id="main" className={className} tabIndex={-1}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </main>
  );
}

export function DefaultLayout({ children }: LayoutProps) {
  return (
    <>
      <SiteHeader />
      <Main className="main main--default">{children}</Main>
      <SiteFooter />
    </>
  );
}

/** Content pages: the same frame with a narrower reading column. */
export function CommonLayout({ children }: LayoutProps) {
  return (
    <>
      <SiteHeader />
      <Main className="main main--common">{children}</Main>
      <SiteFooter />
    </>
  );
}

/** Error pages: a frame that needs no upstream data, so it renders whatever has failed. */
export function ErrorLayout({ children }: LayoutProps) {
  return (
    <>
      <SiteHeader minimal />
      <Main className="main main--error">{children}</Main>
      <SiteFooter minimal />
    </>
  );
}

export const LAYOUTS: Record<LayoutName, (props: LayoutProps) => ReactNode> = {
  default: DefaultLayout,
  common: CommonLayout,
  error: ErrorLayout,
};
