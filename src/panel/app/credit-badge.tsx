import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatNumber } from '../../domain/index.ts';
import { creditQuery } from '../lib/account.queries.ts';
import * as styles from './header.css.ts';
import { Icon } from './icons.tsx';

// The header shows the credit in rials with a refresh button and an add-funds link.
export function CreditBadge() {
  const credit = useQuery(creditQuery());
  return (
    <>
      <output className={styles.credit} aria-live="polite" aria-label="اعتبار (ریال)">
        <span className={styles.creditLabel}>اعتبار:</span>
        <span>{credit.data === undefined ? '…' : formatNumber(credit.data)}</span>
        <span>ریال</span>
        <button
          type="button"
          className={styles.iconButton}
          aria-label="به‌روزرسانی اعتبار"
          disabled={credit.isFetching}
          onClick={() => void credit.refetch()}
        >
          <Icon name="refresh" />
        </button>
      </output>
      <Link className={styles.addFunds} to="/wallet/credit">
        افزایش اعتبار
      </Link>
    </>
  );
}
