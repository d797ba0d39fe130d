import { Suspense, type ReactNode } from 'react';
import { SiteFooter } from '@/components/SiteFooter';
import { SiteHeader } from '@/components/SiteHeader';
import { PageLoading } from '@/components/PageLoading';
import { PrintMeta } from '@/components/PrintMeta';
import type { LayoutName } from '@/render/route';

interface LayoutProps {
  children: ReactNode;
}

/**
 * The page body streams inside Suspense: the header and the loading indicator reach the
 * browser at once, and React swaps in the page when its data arrives. The footer comes with
 * the page, inside the same boundary: were it sent first, the page arriving above it would push
 * it down the screen (a layout shift); arriving together, nothing already shown moves.
 */
function Body({ children, className, minimal = false }: { children: ReactNode; className: string; minimal?: boolean }) {
  return (
    <Suspense
      fallback={
        <main id="main" className={className} tabIndex={-1}>
          <PageLoading />
        </main>
      }
    >
      <main id="main" className={className} tabIndex={-1}>
        {children}
        {minimal ? null : <PrintMeta />}
      </main>
      <SiteFooter minimal={minimal} />
    </Suspense>
  );
}

export function DefaultLayout({ children }: LayoutProps) {
  return (
    <>
      <SiteHeader />
      <Body className="main main--default">{children}</Body>
    </>
  );
}

/** Content pages: the same frame with a narrower reading column. */
export function CommonLayout({ children }: LayoutProps) {
  return (
    <>
      <SiteHeader />
      <Body className="main main--common">{children}</Body>
    </>
  );
}

/** Error pages: a frame that needs no upstream data, so it renders whatever has failed. */
export function ErrorLayout({ children }: LayoutProps) {
  return (
    <>
      <SiteHeader minimal />
      <Body className="main main--error" minimal>
        {children}
      </Body>
    </>
  );
}

export const LAYOUTS: Record<LayoutName, (props: LayoutProps) => ReactNode> = {
  default: DefaultLayout,
  common: CommonLayout,
  error: ErrorLayout,
};
