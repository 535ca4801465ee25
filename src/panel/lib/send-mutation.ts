import type { Mutation, QueryClient } from '@tanstack/react-query';
import type { CallBodyInput } from '../../domain/core/call.ts';
import type { SendData } from '../../domain/index.ts';
import type { sendCall } from '../../domain/send/send.calls.ts';
import { accountKeys } from './account.queries.ts';
import { call } from './api.ts';

/** A send may be queued offline; this key names it in the mutation cache. */
export const sendMutationKey = ['send'] as const;

/** What a queued send holds: all it needs to replay after a reload, its key made at tap time. */
export type SendVariables = {
  body: CallBodyInput<typeof sendCall>;
  /** Made when the user taps Send and kept, so a replay is the same request. */
  idempotencyKey: string;
};

/** A send that waited in the offline queue and has now gone out. */
export type QueuedSendSent = { bulkId: number };

let sentFromQueue: readonly QueuedSendSent[] = [];
const listeners = new Set<() => void>();
const changed = (next: readonly QueuedSendSent[]) => {
  sentFromQueue = next;
  for (const listener of listeners) listener();
};

/** For useSyncExternalStore: the queued sends that went out and are not dismissed yet. */
export const queuedSends = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  current: () => sentFromQueue,
  dismiss: (bulkId: number) => changed(sentFromQueue.filter((s) => s.bulkId !== bulkId)),
};

// Registered before the saved cache is restored, so a paused send that comes back
// from IndexedDB knows how to run, and resumes once, with its own key, when the network returns.
// Small and in lib/ on purpose: main.tsx loads it for every route, the send screens stay lazy.
export function registerSendMutation(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(sendMutationKey, {
    // Offline a send pauses and is persisted: the composer says it is queued (every other write fails
    // at once or waits in the outbox; see query-client.ts).
    networkMode: 'online',
    // The send's declaration carries every send schema: loaded when a send goes out, not on every
    // first visit (a queued send after a reload waits the moment it takes).
    mutationFn: async (variables: SendVariables) => {
      const { sendCall } = await import('../../domain/send/send.calls.ts');
      return call(sendCall, { body: variables.body, idempotencyKey: variables.idempotencyKey });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.credit() }),
  });
  // A queued send goes out whenever the network returns, on whatever screen (or after a reload, before
  // any screen): the user hears of it from the shell. Subscribed here, before the restore and the
  // resume, so a send restored from IndexedDB paused and sent at once is not missed.
  const waited = new WeakSet<Mutation<unknown, unknown, unknown, unknown>>();
  queryClient.getMutationCache().subscribe((event) => {
    const mutation = event.mutation;
    if (!mutation || mutation.options.mutationKey?.[0] !== sendMutationKey[0]) return;
    if (mutation.state.isPaused) waited.add(mutation);
    if (event.type !== 'updated' || event.action.type !== 'success' || !waited.has(mutation)) return;
    waited.delete(mutation);
    const bulkId = (event.action.data as SendData | undefined)?.bulk_id;
    if (typeof bulkId === 'number') changed([...sentFromQueue, { bulkId }]);
  });
}
