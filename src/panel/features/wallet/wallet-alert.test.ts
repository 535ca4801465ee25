import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { WalletAlertState } from '../../../domain/wallet/wallet-transfers.schema.ts';
import { applyLiveAlert, rereadAlert, walletAlertKey } from './wallet-alert.ts';

const state = (over: Partial<WalletAlertState> = {}): WalletAlertState => ({
  enabled: true,
  threshold: 200_000,
  tripped: false,
  tripped_at: null,
  credit: 900_000,
  ...over,
});
const withState = (s: WalletAlertState) => {
  const client = new QueryClient();
  client.setQueryData(walletAlertKey, s);
  return client;
};
const read = (client: QueryClient) => client.getQueryData<WalletAlertState>(walletAlertKey);
/** The banner on screen: an observer whose reads the server answers tripped at 150,000; counts them. */
const onScreen = (client: QueryClient, staleTime = 0) => {
  const seen = { reads: 0, stop: () => {} };
  const observer = new QueryObserver(client, {
    queryKey: walletAlertKey,
    queryFn: async () => {
      seen.reads += 1;
      return state({ tripped: true, credit: 150_000 });
    },
    staleTime,
  });
  seen.stop = observer.subscribe(() => {});
  return seen;
};

describe('the low-balance banner, live', () => {
  it('trips on wallet_low with the credit it names', async () => {
    const client = withState(state());
    await applyLiveAlert(client, 'wallet_low', { credit: 150_000, threshold: 200_000 });
    expect(read(client)).toMatchObject({ tripped: true, credit: 150_000 });
  });
  it('trips an alert read as off before it was turned on (the event says it is on)', async () => {
    const client = withState(state({ enabled: false }));
    await applyLiveAlert(client, 'wallet_low', { tripped: true, credit: 100_000, threshold: 200_000 });
    expect(read(client)).toMatchObject({ enabled: true, tripped: true });
  });
  it('clears on a wallet_low that says it is no longer tripped', async () => {
    const client = withState(state({ tripped: true, credit: 150_000 }));
    await applyLiveAlert(client, 'wallet_low', { tripped: false, credit: 900_000, threshold: 200_000 });
    expect(read(client)).toMatchObject({ tripped: false, credit: 900_000 });
  });
  it('stays while the credit is still below, and clears once it is back at or above', async () => {
    const client = withState(state({ tripped: true, credit: 150_000 }));
    await applyLiveAlert(client, 'credit', { credit: 199_999 });
    expect(read(client)?.tripped).toBe(true);
    await applyLiveAlert(client, 'credit', { credit: 200_000 });
    expect(read(client)).toMatchObject({ tripped: false, credit: 200_000 });
  });
  it('a credit event never trips it (the server says when: one SMS per crossing)', async () => {
    const client = withState(state());
    await applyLiveAlert(client, 'credit', { credit: 10 });
    expect(read(client)?.tripped).toBe(false);
  });
  it('an alert not read yet is read, not guessed from the event', async () => {
    const client = new QueryClient();
    // Not on screen: nothing is read and nothing is made up.
    await applyLiveAlert(client, 'wallet_low', { credit: 1 });
    expect(read(client)).toBeUndefined();
    // On screen, its first read still under way: the event has it read (again), from the server.
    const banner = onScreen(client);
    await applyLiveAlert(client, 'wallet_low', { credit: 1 });
    expect(banner.reads).toBe(2);
    expect(read(client)).toMatchObject({ tripped: true, credit: 150_000 });
    banner.stop();
  });
  it('a read begun before the event does not land after it with the older state', async () => {
    const client = withState(state());
    let answer: (s: WalletAlertState) => void = () => {};
    const older = client.fetchQuery({
      queryKey: walletAlertKey,
      queryFn: () => new Promise<WalletAlertState>((resolve) => (answer = resolve)),
      staleTime: 0,
    });
    await applyLiveAlert(client, 'wallet_low', { credit: 150_000, threshold: 200_000 });
    answer(state());
    await older.catch(() => {});
    expect(read(client)).toMatchObject({ tripped: true, credit: 150_000 });
  });
  it('ready reads the alert again: an event sent before the socket opened is not lost', async () => {
    const client = withState(state());
    const banner = onScreen(client, Number.POSITIVE_INFINITY);
    await rereadAlert(client);
    expect(banner.reads).toBe(1);
    expect(read(client)).toMatchObject({ tripped: true, credit: 150_000 });
    banner.stop();
  });
});
