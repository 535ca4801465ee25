import { queryOptions } from '@tanstack/react-query';
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

// The logged-in user: check_token answers the name and the username.
export const meQuery = () =>
  queryOptions({ queryKey: accountKeys.me(), queryFn: () => call(checkTokenCall) });

// The credit is data.credit, floored to an integer for display.
export const creditQuery = () =>
  queryOptions({
    queryKey: accountKeys.credit(),
    queryFn: async () => Math.floor((await call(creditMineCall)).credit),
  });
