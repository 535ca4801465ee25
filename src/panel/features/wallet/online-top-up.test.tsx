import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { domRoot } from '../../../../tests/tools/dom-root.ts';
import { messages } from '../../../domain/index.ts';
import { OnlineTopUp } from './online-top-up.tsx';

const goToBank = vi.hoisted(() => vi.fn());
vi.mock('./wallet.queries.ts', async (original) => ({
  ...(await original<typeof import('./wallet.queries.ts')>()),
  goToBank,
}));

const envelope = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ data, meta: { status: status < 400, message: '' } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const dom = domRoot();
let fetchMock: ReturnType<typeof vi.fn>;
const payCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('generate-url'));

beforeEach(() => {
  goToBank.mockReset();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function show(bank: () => Promise<Response>) {
  fetchMock.mockImplementation((url: string) =>
    String(url).includes('today-charge') ? Promise.resolve(envelope(null)) : bank(),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: 2 } } });
  dom.render(
    <QueryClientProvider client={client}>
      <OnlineTopUp />
    </QueryClientProvider>,
  );
}
const input = () => dom.container.querySelector('input') as HTMLInputElement;
const payButton = () => dom.container.querySelector('button[type="submit"]') as HTMLButtonElement;
function type(value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input(), value);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('OnlineTopUp', () => {
  it('refuses less than the minimum in Persian without asking the bank', async () => {
    show(() => Promise.reject(new Error('not called')));
    type('۵۰۰٬۰۰۰');
    expect(input().value).toBe('۵۰۰٬۰۰۰');
    act(() => payButton().click());
    await settle();
    expect(dom.container.textContent).toContain(messages.minPayment);
    expect(payCalls()).toHaveLength(0);
  });

  it('shows the tax before paying, asks once per tap with a key, and goes to the bank', async () => {
    let answer: (r: Response) => void = () => {};
    show(() => new Promise((resolve) => (answer = resolve)));
    type('1000000');
    expect(dom.container.textContent).toContain('۱٬۱۰۰٬۰۰۰');
    act(() => {
      payButton().click();
      payButton().click();
    });
    await settle();
    expect(payButton().disabled).toBe(true);
    expect(payCalls()).toHaveLength(1);
    const [url, init] = payCalls()[0] as [string, RequestInit];
    expect(new URL(url).searchParams.get('amount')).toBe('1000000');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    answer(
      envelope({
        url: 'http://bank.test/pay/abc',
        authority: 'abc',
        payment_id: 7,
        amount: 1e6,
        tax: 1e5,
        payable: 1.1e6,
        bonus: 0,
      }),
    );
    await settle();
    expect(goToBank).toHaveBeenCalledExactlyOnceWith('http://bank.test/pay/abc');
  });

  it('never retries a failed request by itself', async () => {
    show(() => Promise.resolve(envelope(null, 503)));
    type('2000000');
    act(() => payButton().click());
    await settle();
    await settle();
    expect(payCalls()).toHaveLength(1);
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toBeTruthy();
    expect(goToBank).not.toHaveBeenCalled();
  });
});
