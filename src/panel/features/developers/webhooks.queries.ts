import { queryOptions } from '@tanstack/react-query';
import * as calls from '../../../domain/developers/webhooks.calls.ts';
import { callList } from '../../lib/api.ts';

export const webhookKeys = {
  all: ['developers', 'webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  attempts: (id: number) => [...webhookKeys.all, 'attempts', id] as const,
};

export const webhooksQuery = () =>
  queryOptions({
    queryKey: webhookKeys.list(),
    queryFn: () => callList(calls.webhookListCall, { query: { page: 1, per_page: 100 } }),
  });

/** An endpoint's delivery log, newest first; read again every few seconds while shown. */
export const attemptsQuery = (id: number) =>
  queryOptions({
    queryKey: webhookKeys.attempts(id),
    queryFn: () =>
      callList(calls.webhookAttemptListCall, {
        params: { endpoint_id: id },
        query: { page: 1, per_page: 20 },
      }),
    refetchInterval: 3_000,
  });
