// The low-balance alert's state, which the shell's banner reads on every screen. Kept tiny: the call's
// declaration (and its schemas) load only when the state is first asked for, not with the shell.
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { WalletAlertState } from '../../../domain/wallet/wallet-transfers.schema.ts';
import { call } from '../../lib/api.ts';

export const walletAlertKey = ['wallet', 'alert'] as const;

export const walletAlertQuery = () =>
  queryOptions({
    queryKey: walletAlertKey,
    queryFn: async (): Promise<WalletAlertState> => {
      const { walletAlertShowCall } = await import('../../../domain/wallet/wallet-transfers.calls.ts');
      return call(walletAlertShowCall);
    },
  });

/**
 * The alert as the live events tell it: `wallet_low` says whether it is tripped (it trips when the
 * balance crosses below the threshold, or clears); a credit back at or above the threshold clears it
 * too (the server clears it then as well), so the banner goes without asking the server again.
 * A read under way may have been answered before the event: it is cancelled first, or its older
 * answer would land after the event's. An alert not read yet is read (again), not guessed.
 */
export async function applyLiveAlert(
  queryClient: QueryClient,
  event: 'wallet_low' | 'credit',
  data: { credit?: unknown; threshold?: unknown; tripped?: unknown } | undefined,
): Promise<void> {
  if (queryClient.getQueryData(walletAlertKey) === undefined) return rereadAlert(queryClient);
  await queryClient.cancelQueries({ queryKey: walletAlertKey });
  const credit = typeof data?.credit === 'number' ? data.credit : null;
  queryClient.setQueryData<WalletAlertState>(walletAlertKey, (current) => {
    if (!current) return current;
    if (event === 'wallet_low') {
      const tripped = typeof data?.tripped === 'boolean' ? data.tripped : true;
      return {
        ...current,
        // Only an alert that is on trips: the event says it is on, whatever was read before.
        enabled: current.enabled || tripped,
        tripped,
        credit: credit ?? current.credit,
        threshold: typeof data?.threshold === 'number' ? data.threshold : current.threshold,
      };
    }
    if (credit === null) return current;
    return { ...current, credit, tripped: current.tripped && credit < current.threshold };
  });
}

/**
 * The server says `ready` on every new connection: what it sent while there was none (the first
 * visit's read came before the socket opened, a reconnect, a tab taking over) was lost, so the alert
 * is read again; a read under way may predate the lost event, so it is begun again too.
 */
export async function rereadAlert(queryClient: QueryClient): Promise<void> {
  // Invalidating alone would join a first read under way (TanStack cancels only reads of a query that has data).
  await queryClient.cancelQueries({ queryKey: walletAlertKey });
  await queryClient.invalidateQueries({ queryKey: walletAlertKey });
}
