import { useSite } from '@/components/site-context';

interface Props {
  current: number;
  totalPage: number;
  /** The page's own URL (path and query); pageNum is set on it for each link. */
  url: string;
  param?: string;
}

/**
 * The page numbers to show: the first, the last, and `radius` pages either side of the current
 * one, with a gap where pages are left out. Bounded (at most 2 × radius + 5 entries) whatever
 * the CMS says `totalPage` is: built from those few numbers, never by walking 1 … total.
 */
export function pageWindow(current: number, total: number, radius = 2): (number | 'gap')[] {
  const count = Number(total);
  const last = Number.isFinite(count) ? Math.max(1, Math.floor(count)) : 1;
  const here = Math.min(Math.max(1, Math.floor(Number(current)) || 1), last);
  const from = Math.max(2, here - radius);
  const to = Math.min(last - 1, here + radius);
  const numbers = [1];
  for (let p = from; p <= to; p++) numbers.push(p);
  if (last > 1) numbers.push(last);
  const pages: (number | 'gap')[] = [];
  for (const p of numbers) {
    const previous = pages[pages.length - 1];
    if (typeof previous === 'number' && p - previous > 1) pages.push('gap');
    pages.push(p);
  }
  return pages;
}

export function withParam(url: string, param: string, value: number | string): string {
  const u = new URL(url, 'https://same.invalid');
  if (value === 1 && param === 'pageNum') u.searchParams.delete(param);
  else u.searchParams.set(param, String(value));
  return u.pathname + u.search;
}

/** Paging as plain links (works without JavaScript), docs/REQUIREMENTS.md §3 paging fields. */
export function Pagination({ current, totalPage, url, param = 'pageNum' }: Props) {
  const { t } = useSite();
  if (totalPage <= 1) return null;
  const href = (p: number) => withParam(url, param, p);
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul>
        <li>
          {current > 1 ? (
            <a href={href(current - 1)} rel="prev">
              {t('pagination.prev')}
            </a>
          ) : (
            <span aria-disabled="true">{t('pagination.prev')}</span>
          )}
        </li>
        {pageWindow(current, totalPage).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <a
                href={href(p)}
                aria-current={p === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page: p })}
              >
                {p}
              </a>
            </li>
          ),
        )}
        <li>
          {current < totalPage ? (
            <a href={href(current + 1)} rel="next">
              {t('pagination.next')}
            </a>
          ) : (
            <span aria-disabled="true">{t('pagination.next')}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
