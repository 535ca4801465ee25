// A new build drops the saved queries but keeps the sends the user queued offline under the old one.
import { QueryClient } from '@tanstack/react-query';
import { createStore, get, set } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { startPersistence } from './query-persistence.ts';

const sendBody = { sending_type: 'webservice', from_number: '+983000505', message: 'سلام', params: {} };

const creditQuery = {
  queryKey: ['account', 'credit'],
  queryHash: '["account","credit"]',
  state: { data: 1200, dataUpdatedAt: Date.now(), status: 'success', fetchStatus: 'idle' },
};

/** A saved cache as the persister writes it. */
function saveCache(buster: string, queries: unknown[], mutations: unknown[]) {
  const clientState = { queries, mutations };
  return set(
    'query-cache',
    { buster, timestamp: Date.now(), clientState },
    createStore('payamak', 'persisted'),
  );
}

async function saveFromOldBuild() {
  await saveCache(
    'an-older-build',
    [creditQuery],
    [
      {
        mutationKey: ['send'],
        state: { isPaused: true, status: 'pending', variables: { body: sendBody, idempotencyKey: 'k-1' } },
      },
      { mutationKey: ['other'], state: { isPaused: true, status: 'pending', variables: {} } },
      { mutationKey: ['send'], state: { isPaused: false, status: 'success', variables: {} } },
    ],
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

describe('startPersistence without a session', () => {
  it('reads nothing saved but saves what comes after', async () => {
    const store = createStore('payamak', 'persisted');
    await saveCache(import.meta.env.VITE_BUILD_ID ?? 'dev', [creditQuery], []);
    const queryClient = new QueryClient();
    await startPersistence(queryClient, { restore: false });
    expect(queryClient.getQueryData(['account', 'credit'])).toBeUndefined();
    queryClient.setQueryData(['account', 'me'], { name: 'x' });
    await vi.waitFor(
      async () => {
        const saved = await get<{ clientState: { queries: { queryHash: string }[] } }>('query-cache', store);
        expect(saved?.clientState.queries.map((q) => q.queryHash)).toEqual(['["account","me"]']);
      },
      { timeout: 3000, interval: 100 },
    );
  });
});

describe('saving', () => {
  it('a burst of changes is saved once with the last state, and a logout drops a save not yet made', async () => {
    const store = createStore('payamak', 'persisted');
    const queryClient = new QueryClient();
    const clear = await startPersistence(queryClient, { restore: false });
    for (let i = 0; i < 50; i++) queryClient.setQueryData(['n', i], i);
    await vi.waitFor(
      async () => {
        const saved = await get<{ clientState: { queries: unknown[] } }>('query-cache', store);
        expect(saved?.clientState.queries).toHaveLength(50);
      },
      { timeout: 3000, interval: 100 },
    );
    queryClient.setQueryData(['secret'], 'of the last user');
    queryClient.clear();
    await clear();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await get('query-cache', store)).toBeUndefined();
    // Saving goes on for the next session.
    queryClient.setQueryData(['next'], 1);
    await vi.waitFor(
      async () => {
        const saved = await get<{ clientState: { queries: { queryHash: string }[] } }>('query-cache', store);
        expect(saved?.clientState.queries.map((q) => q.queryHash)).toEqual(['["next"]']);
      },
      { timeout: 3000, interval: 100 },
    );
  });
});
