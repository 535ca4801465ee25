import type { QueryClient } from '@tanstack/react-query';
import type { SendData } from '../../domain/index.ts';
import { accountKeys } from './account.queries.ts';
import { api } from './api.ts';

/** DESIGN.md: a send may be queued offline; this key names it in the mutation cache. */
export const sendMutationKey = ['send'] as const;

/** What a queued send holds: all it needs to replay after a reload, its key made at tap time. */
export type SendVariables = {
  path: string;
  body: unknown;
  /** DESIGN.md: made when the user taps Send and kept, so a replay is the same request. */
  idempotencyKey: string;
};

// STYLE.md: registered before the saved cache is restored, so a paused send that comes back
// from IndexedDB knows how to run, and resumes once, with its own key, when the network returns.
// Small and in lib/ on purpose: main.tsx loads it for every route, the send screens stay lazy.
export function registerSendMutation(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(sendMutationKey, {
    mutationFn: (variables: SendVariables) =>
      api<SendData>(variables.path, { body: variables.body, idempotencyKey: variables.idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.credit() }),
  });
}
