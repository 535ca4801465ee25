import { messages } from '../../domain/index.ts';
import { Button } from './button.tsx';
import * as styles from './data-table.css.ts';

export type TableStatus = 'pending' | 'error' | 'success';

/**
 * The loading, error and empty states of a list, shared by the table and the card layout.
 * `held`: the screen still shows data from an earlier fetch. A refetch that fails (a dropped
 * connection in the field) then says so beside that data, which stays: it never replaces it.
 */
export function TableState({
  status,
  empty,
  held = false,
  onRetry,
}: {
  status: TableStatus;
  empty: boolean;
  held?: boolean;
  onRetry?: () => void;
}) {
  if (status === 'pending' && !held) {
    return (
      <div className={styles.state} role="status">
        در حال بارگذاری…
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className={styles.state} role="alert">
        <span>{held ? messages.refreshError : messages.receiveError}</span>
        {onRetry ? (
          <Button variant="secondary" size="medium" onClick={onRetry}>
            تلاش دوباره
          </Button>
        ) : null}
      </div>
    );
  }
  return empty ? <div className={styles.state}>{messages.listEmpty}</div> : null;
}
