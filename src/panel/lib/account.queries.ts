import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
  credit: () => [...accountKeys.all, 'credit'] as const,
};

export type Me = { name: string; user_name: string };

// spec 7: check token returns data with name and user_name.
export const meQuery = () =>
  queryOptions({ queryKey: accountKeys.me(), queryFn: () => api<Me>('acl/auth/check_token') });

// spec 3: credit is data.credit, floored to an integer for display.
export const creditQuery = () =>
  queryOptions({
    queryKey: accountKeys.credit(),
    queryFn: async () => Math.floor((await api<{ credit: number }>('payment/credit/mine')).credit),
  });
