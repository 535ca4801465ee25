import { useId } from 'react';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, formatNumber, toPersianDigits } from '../../domain/index.ts';
import * as styles from './pagination.css.ts';
import { useUrlSearch } from './url-search.ts';

const positive = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;

/** Page numbers around the current one, with the first and last always in reach. */
function pageWindow(page: number, last: number): number[] {
  const around = [1, page - 1, page, page + 1, last].filter((n) => n >= 1 && n <= last);
  return [...new Set(around)].sort((a, b) => a - b);
}

/** Pagination bound to page and limit in the URL; a new page size goes back to page 1. */
export function Pagination({
  total,
  pageSizes = [10, 20, 50, 100],
}: {
  total: number;
  pageSizes?: readonly number[];
}) {
  const id = useId();
  const { search, update } = useUrlSearch();
  const page = positive(search.page, DEFAULT_PAGE);
  const limit = positive(search.limit, DEFAULT_PAGE_SIZE);
  const last = Math.max(1, Math.ceil(total / limit));
  const go = (target: number) => update((current) => ({ ...current, page: target }));
  return (
    <nav className={styles.nav} aria-label="صفحه‌بندی">
      <ul className={styles.pages}>
        <li>
          <button type="button" className={styles.page()} disabled={page <= 1} onClick={() => go(page - 1)}>
            قبلی
          </button>
        </li>
        {pageWindow(page, last).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={styles.page({ current: n === page })}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`صفحه ${toPersianDigits(n)}`}
              onClick={() => go(n)}
            >
              {toPersianDigits(n)}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.page()}
            disabled={page >= last}
            onClick={() => go(page + 1)}
          >
            بعدی
          </button>
        </li>
      </ul>
      <div className={styles.size}>
        <label htmlFor={id}>تعداد در صفحه</label>
        <select
          id={id}
          className={styles.select}
          value={limit}
          onChange={(event) =>
            update((current) => ({ ...current, limit: Number(event.target.value), page: 1 }))
          }
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {toPersianDigits(size)}
            </option>
          ))}
        </select>
        <span>از {formatNumber(total)} مورد</span>
      </div>
    </nav>
  );
}
