import { QueryClient } from '@tanstack/react-query';
import { QUERY_RETRIES } from '../../domain/index.ts';
import { CACHE_MAX_AGE_MS } from './query-persistence.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Data queries retry 2 times and do not refetch on window focus. A refusal (403: the member's
        // role, or a first password to change first) is not retried: it would only be refused again.
        retry: (failures, error) => failures < QUERY_RETRIES && (error as { status?: number }).status !== 403,
        refetchOnWindowFocus: false,
        // GcTime at least the persister's maxAge, or saved data would be dropped before use.
        gcTime: CACHE_MAX_AGE_MS,
      },
      // A write runs when tapped, offline too: it fails at once with the Persian "could not reach the
      // server" (or waits in the outbox, for the writes that can), instead of spinning paused in memory
      // and going out unseen when the network returns, or never if the tab closes. Sends keep 'online'
      // (send-mutation.ts): their queue is persisted and resumed on purpose.
      mutations: { networkMode: 'always' },
    },
  });
}
