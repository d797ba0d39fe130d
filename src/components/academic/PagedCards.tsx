import type { ReactNode } from 'react';
import { Pagination } from '@/components/Pagination';
import { ListEmpty, ListSummary } from '@/components/academic/ListParts';

interface PagedCardsProps<T> {
  /** One page of the list, as the CMS answered it. */
  list: { rows: T[]; total: number; totalPage: number };
  pageNum: number;
  /** The current filters' URL, for the pagination links. */
  pagingUrl: string;
  /** The list's class, e.g. 'cards people people--teachers'. */
  className: string;
  /** What an empty list says. */
  empty: string;
  keyOf: (row: T) => string | number;
  card: (row: T, index: number) => ReactNode;
}

/** A paged list of cards (teachers, alumni): where it stands, the cards or why none, the pages. */
export function PagedCards<T>({ list, pageNum, pagingUrl, className, empty, keyOf, card }: PagedCardsProps<T>) {
  return (
    <>
      <ListSummary total={list.total} current={pageNum} totalPage={list.totalPage} />
      {list.rows.length ? (
        <ul className={className}>
          {list.rows.map((row, i) => (
            <li key={keyOf(row)}>{card(row, i)}</li>
          ))}
        </ul>
      ) : (
        <ListEmpty>{empty}</ListEmpty>
      )}
      <Pagination current={pageNum} totalPage={list.totalPage} url={pagingUrl} />
    </>
  );
}
