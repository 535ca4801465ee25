// A new build drops the saved queries but keeps the sends the user queued offline under the old one.
import { QueryClient } from '@tanstack/react-query';
import { createStore, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { startPersistence } from './query-persistence.ts';

const sendBody = { sending_type: 'webservice', from_number: '+983000505', message: 'سلام', params: {} };

async function saveFromOldBuild() {
  await set(
    'query-cache',
    {
      buster: 'an-older-build',
      timestamp: Date.now(),
      clientState: {
        queries: [
          {
            queryKey: ['account', 'credit'],
            queryHash: '["account","credit"]',
            state: { data: 1200, dataUpdatedAt: Date.now(), status: 'success', fetchStatus: 'idle' },
          },
        ],
        mutations: [
          {
            mutationKey: ['send'],
            state: {
              isPaused: true,
              status: 'pending',
              variables: { body: sendBody, idempotencyKey: 'k-1' },
            },
          },
          { mutationKey: ['other'], state: { isPaused: true, status: 'pending', variables: {} } },
          { mutationKey: ['send'], state: { isPaused: false, status: 'success', variables: {} } },
        ],
      },
    },
    createStore('payamak', 'persisted'),
  );
}

describe('startPersistence', () => {
  it('keeps the paused sends of an older build and nothing else of it', async () => {
    await saveFromOldBuild();
    const queryClient = new QueryClient();
    await startPersistence(queryClient);
    expect(queryClient.getQueryData(['account', 'credit'])).toBeUndefined();
    const kept = queryClient.getMutationCache().getAll();
    expect(kept.map((m) => [m.options.mutationKey, m.state.isPaused, m.state.variables])).toEqual([
      [['send'], true, { body: sendBody, idempotencyKey: 'k-1' }],
    ]);
  });
});
