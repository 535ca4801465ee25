import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountKeys } from '../account.queries.ts';
import { dispatchLive } from './live-bus.ts';
import { syncCreditFromLive } from './live-credit.ts';

const key = accountKeys.credit();
let queryClient: QueryClient;
let stop: () => void;
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stop = syncCreditFromLive(queryClient);
});
afterEach(() => {
  stop();
  queryClient.clear();
  vi.restoreAllMocks();
});

describe('the credit event (header credit)', () => {
  it('writes the floored credit into the credit query', async () => {
    dispatchLive({ event: 'credit', data: { credit: 1_234_567.9 } });
    await settled();
    expect(queryClient.getQueryData(key)).toBe(1_234_567);
  });

  it('wins over a fetch that was already under way', async () => {
    let answer: (value: number) => void = () => {};
    const read = vi.fn(() => new Promise<number>((resolve) => (answer = resolve)));
    const fetching = queryClient.fetchQuery({ queryKey: key, queryFn: read }).catch(() => 'cancelled');
    await vi.waitFor(() => expect(read).toHaveBeenCalled());
    dispatchLive({ event: 'credit', data: { credit: 900 } });
    await settled();
    answer(100); // the balance read before the change arrives after the event
    await fetching;
    await settled();
    expect(queryClient.getQueryData(key)).toBe(900);
  });

  it('ignores a credit event without a number, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    queryClient.setQueryData(key, 10);
    dispatchLive({ event: 'credit', data: { credit: '20' } });
    dispatchLive({ event: 'credit' });
    await settled();
    expect(queryClient.getQueryData(key)).toBe(10);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('reads the credit again when a connection is (re)established', async () => {
    const read = vi.fn(async () => 5_000);
    queryClient.setQueryData(key, 10);
    // The header's query: mounted, and fresh enough that nothing but the event makes it read again.
    const header = new QueryObserver(queryClient, { queryKey: key, queryFn: read, staleTime: Infinity });
    const unmount = header.subscribe(() => {});
    dispatchLive({ event: 'ready' });
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toBe(5_000));
    expect(read).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('stops when unsubscribed', async () => {
    queryClient.setQueryData(key, 10);
    stop();
    dispatchLive({ event: 'credit', data: { credit: 99 } });
    await settled();
    expect(queryClient.getQueryData(key)).toBe(10);
  });
});
