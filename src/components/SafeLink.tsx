import type { ReactNode } from 'react';
import { useSite } from '@/components/site-context';
import type { CmsLink } from '@/cms/links';

/**
 * The one way the site renders a link that may leave it. Internal links are plain anchors;
 * external ones (allowed only where the caller asked cmsHref for them, or fixed in code) open
 * in a new window and say so to screen readers. No link: the text alone, in a span.
 */
export function SafeLink({
  link,
  children,
  className,
  current,
}: {
  link: CmsLink | undefined;
  children: ReactNode;
  className?: string | undefined;
  /** Marks the link as the page being shown (aria-current="page"). */
  current?: boolean | undefined;
}) {
  const { t } = useSite();
  if (!link) return <span className={className}>{children}</span>;
  if (!link.external) {
    return (
      <a href={link.href} className={className} aria-current={current ? 'page' : undefined}>
        {children}
      </a>
    );
  }
  return (
    <a href={link.href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{` ${t('a11y.newWindow')}`}</span>
    </a>
  );
}
