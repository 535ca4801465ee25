import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { WalletAlertState } from '../../../domain/wallet/wallet-transfers.schema.ts';
import { applyLiveAlert, walletAlertKey } from './wallet-alert.ts';

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

describe('the low-balance banner, live', () => {
  it('trips on wallet_low with the credit it names', () => {
    const client = withState(state());
    applyLiveAlert(client, 'wallet_low', { credit: 150_000, threshold: 200_000 });
    expect(read(client)).toMatchObject({ tripped: true, credit: 150_000 });
  });
  it('trips an alert read as off before it was turned on (the event says it is on)', () => {
    const client = withState(state({ enabled: false }));
    applyLiveAlert(client, 'wallet_low', { tripped: true, credit: 100_000, threshold: 200_000 });
    expect(read(client)).toMatchObject({ enabled: true, tripped: true });
  });
  it('clears on a wallet_low that says it is no longer tripped', () => {
    const client = withState(state({ tripped: true, credit: 150_000 }));
    applyLiveAlert(client, 'wallet_low', { tripped: false, credit: 900_000, threshold: 200_000 });
    expect(read(client)).toMatchObject({ tripped: false, credit: 900_000 });
  });
  it('stays while the credit is still below, and clears once it is back at or above', () => {
    const client = withState(state({ tripped: true, credit: 150_000 }));
    applyLiveAlert(client, 'credit', { credit: 199_999 });
    expect(read(client)?.tripped).toBe(true);
    applyLiveAlert(client, 'credit', { credit: 200_000 });
    expect(read(client)).toMatchObject({ tripped: false, credit: 200_000 });
  });
  it('a credit event never trips it (the server says when: one SMS per crossing)', () => {
    const client = withState(state());
    applyLiveAlert(client, 'credit', { credit: 10 });
    expect(read(client)?.tripped).toBe(false);
  });
  it('leaves an unread state alone', () => {
    const client = new QueryClient();
    applyLiveAlert(client, 'wallet_low', { credit: 1 });
    expect(read(client)).toBeUndefined();
  });
});
