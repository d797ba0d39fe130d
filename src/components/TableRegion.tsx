import type { ReactNode } from 'react';
import { useSite } from '@/components/site-context';

/**
 * A table that may be wider than the screen: a labelled region that scrolls sideways, takes
 * focus (so a keyboard can scroll it) and shows that it scrolls: a shadow at each edge where more
 * of it lies, and on narrow screens a hint above it (src/styles/blocks.css).
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useSite();
  return (
    <>
      <p className="table-wrap__hint">{t('table.scrollHint')}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that may scroll sideways must take focus to be scrolled by keyboard */}
      <div className="table-wrap" role="region" aria-label={label} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
