import { useSite } from '../render/context';

interface Props {
  current: number;
  totalPage: number;
  /** The page's own URL (path and query); pageNum is set on it for each link. */
  url: string;
  param?: string;
}

/** The page numbers to show: first, last, and a window around the current one. */
export function pageWindow(current: number, total: number, radius = 2): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let p = 1; p <= total; p++) {
    if (p === 1 || p === total || Math.abs(p - current) <= radius) pages.push(p);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
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
