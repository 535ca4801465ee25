// The credit updates live. The server's `credit` event carries the new balance in
// rials under data.credit; the header reads the credit query, so writing the query updates it.
import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from '../account.queries.ts';
import { onLiveEvent } from './live-bus.ts';

export function syncCreditFromLive(queryClient: QueryClient): () => void {
  const queryKey = accountKeys.credit();
  const stopCredit = onLiveEvent('credit', ({ data }) => {
    const credit = (data as { credit?: unknown } | undefined)?.credit;
    if (typeof credit !== 'number' || !Number.isFinite(credit)) {
      console.warn('live: a credit event without a numeric credit was ignored', data);
      return;
    }
    // A fetch already under way may have read the balance before this change: cancel it first, or
    // its older answer would land after this one (TanStack Query's optimistic-update advice).
    void queryClient
      .cancelQueries({ queryKey })
      // The credit is shown floored to an integer, as the credit query stores it.
      .then(() => queryClient.setQueryData(queryKey, Math.floor(credit)));
  });
  // The server says `ready` on every new connection: events sent while there was none (a reconnect,
  // a tab taking over) were lost, so read the credit again. A fetch under way is answer enough.
  const stopReady = onLiveEvent('ready', () => {
    void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
  });
  return () => {
    stopCredit();
    stopReady();
  };
}
