import { useEffect, useId, useState } from 'react';
import { formatNumber, toLatinDigits } from '../../../domain/index.ts';
import { useUrlSearch } from '../../ui/url-search.ts';
import * as styles from './pager.css.ts';

type Props = { page: number; limit: number; lastPage: number; total: number; pageSizes?: readonly number[] };

/**
 * Paging that stays usable at tens of millions of rows: first, previous, next and last, and a page
 * number to jump to, never a list of every page. Bound to page and limit in the URL; a new page size
 * goes back to page 1.
 */
export function Pager({ page, limit, lastPage, total, pageSizes = [10, 20, 50, 100] }: Props) {
  const id = useId();
  const { update } = useUrlSearch();
  const [typed, setTyped] = useState(formatNumber(page));
  useEffect(() => setTyped(formatNumber(page)), [page]);
  const go = (target: number) =>
    update((current) => ({ ...current, page: Math.min(Math.max(1, target), lastPage) }));
  const jump = () => {
    const n = Number(toLatinDigits(typed).replace(/[^\d]/g, ''));
    if (Number.isSafeInteger(n) && n >= 1) go(n);
    else setTyped(formatNumber(page));
  };
  return (
    <nav className={styles.nav} aria-label="صفحه‌بندی">
      <div className={styles.steps}>
        <button type="button" className={styles.step} disabled={page <= 1} onClick={() => go(1)}>
          اولین
        </button>
        <button type="button" className={styles.step} disabled={page <= 1} onClick={() => go(page - 1)}>
          قبلی
        </button>
        <form
          className={styles.jump}
          onSubmit={(event) => {
            event.preventDefault();
            jump();
          }}
        >
          <label htmlFor={`${id}-page`}>صفحه</label>
          <input
            id={`${id}-page`}
            className={styles.pageInput}
            inputMode="numeric"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={jump}
            aria-describedby={`${id}-of`}
          />
          <span id={`${id}-of`}>از {formatNumber(lastPage)}</span>
        </form>
        <button
          type="button"
          className={styles.step}
          disabled={page >= lastPage}
          onClick={() => go(page + 1)}
        >
          بعدی
        </button>
        <button
          type="button"
          className={styles.step}
          disabled={page >= lastPage}
          onClick={() => go(lastPage)}
        >
          آخرین
        </button>
      </div>
      <div className={styles.size}>
        <label htmlFor={`${id}-size`}>تعداد در صفحه</label>
        <select
          id={`${id}-size`}
          className={styles.select}
          value={limit}
          onChange={(event) =>
            update((current) => ({ ...current, limit: Number(event.target.value), page: 1 }))
          }
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {formatNumber(size)}
            </option>
          ))}
        </select>
        <span>از {formatNumber(total)} ارسال</span>
      </div>
    </nav>
  );
}
