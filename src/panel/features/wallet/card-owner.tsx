import { useQuery } from '@tanstack/react-query';
import { QUERY_RETRIES } from '../../../domain/index.ts';
import { ApiError } from '../../lib/api.ts';
import * as styles from './wallet.css.ts';
import { cardOwnerQuery } from './wallet.queries.ts';

/** A card's owner as the bank names it, looked up once the card is whole and valid. */
export function useCardOwner(card: string, valid: boolean) {
  return useQuery({
    ...cardOwnerQuery(card),
    enabled: valid,
    // A card the bank refuses is not asked about again; a network failure is.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < QUERY_RETRIES,
  });
}

/** Says whose card it is before anything is sent, so a wrong card is caught by the payer. */
export function CardOwnerLine({ owner }: { owner: ReturnType<typeof useCardOwner> }) {
  if (owner.fetchStatus === 'idle' && owner.status === 'pending') return null;
  if (owner.status === 'pending')
    return (
      <p className={styles.muted} role="status">
        در حال استعلام نام دارنده کارت…
      </p>
    );
  if (owner.status === 'error')
    return (
      <p className={styles.alert} role="alert">
        {owner.error.message}
      </p>
    );
  return (
    <p className={styles.owner} role="status">
      دارنده کارت: {owner.data.owner}
      {owner.data.bank ? ` (${owner.data.bank})` : ''}
    </p>
  );
}
