import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { checkTokenCall } from '../../domain/auth/auth.calls.ts';
import type { CallData } from '../../domain/core/call.ts';
import { creditMineCall } from '../../domain/wallet/wallet.calls.ts';
import { call } from './api.ts';

export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
  credit: () => [...accountKeys.all, 'credit'] as const,
};

export type Me = CallData<typeof checkTokenCall>;

// The logged-in user: check_token answers the name, the username and what the person may do. Many parts
// of the shell ask for it, some mounted a moment later (the menu is loaded lazily): within a minute they
// share one answer instead of each asking again. A change of the person's own invalidates it at once, and
// a tab's first ask always reads it anew (see meSavedCopyIsOld).
const ME_STALE_MS = 60_000;
export const meQuery = () =>
  queryOptions({ queryKey: accountKeys.me(), queryFn: () => call(checkTokenCall), staleTime: ME_STALE_MS });

/** A saved copy of who the user is may predate a change made elsewhere (a role, a name): read it again when first asked. */
export function meSavedCopyIsOld(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: accountKeys.me(), refetchType: 'none' });
}

// The credit is data.credit, floored to an integer for display.
export const creditQuery = () =>
  queryOptions({
    queryKey: accountKeys.credit(),
    queryFn: async () => Math.floor((await call(creditMineCall)).credit),
  });
