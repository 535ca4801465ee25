import type { Key, ReactNode } from 'react';
import * as styles from './data-table.css.ts';
import { TableState, type TableStatus } from './table-state.tsx';
import { useIsPhone } from './use-media-query.ts';

export type Column<T> = { key: string; title: string; cell: (row: T) => ReactNode };

type Props<T> = {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => Key;
  status: TableStatus;
  onRetry?: () => void;
  /** On a phone, rows become cards (default) or the table scrolls sideways. */
  phoneLayout?: 'cards' | 'scroll';
};

/** A list with loading, empty and error states; a card per row on a phone. */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  status,
  onRetry,
  phoneLayout = 'cards',
}: Props<T>) {
  const phone = useIsPhone();
  // Rows held from an earlier fetch stay when a refetch fails; the state then says they are not fresh.
  const list = rows ?? [];
  const state = (
    <TableState status={status} empty={list.length === 0} held={rows !== undefined} onRetry={onRetry} />
  );
  if (phone && phoneLayout === 'cards') {
    return (
      <section aria-label={caption} aria-busy={status === 'pending'}>
        <ul className={styles.cards}>
          {list.map((row) => (
            <li key={rowKey(row)}>
              <dl className={styles.card}>
                {columns.map((column) => (
                  <div key={column.key} className={styles.pair}>
                    <dt className={styles.term}>{column.title}</dt>
                    <dd className={styles.value}>{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        {state}
      </section>
    );
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className={styles.scroller} aria-label={caption} tabIndex={0}>
      <table className={styles.table} aria-busy={status === 'pending'}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={styles.head}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={styles.cell}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {state}
    </section>
  );
}
