import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_INITIAL_DELAY_MS } from '../../../domain/core/limits.ts';
import { setRuntimeConfig } from '../runtime-config.ts';
import type { LiveMessage, LiveStatus } from './live-bus.ts';
import type { SocketLike } from './live-socket.ts';
import { LiveTab, type LiveTabEnv, liveUrl } from './live-tabs.ts';

// The environment of several tabs in one test: a broadcast channel, Web Locks and sockets, all fake.
class FakeChannel {
  static open = new Set<FakeChannel>();
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly name: string) {
    FakeChannel.open.add(this);
  }
  postMessage(data: unknown) {
    // Like the real channel: delivered later, to every other open channel of the name, as a copy.
    for (const other of FakeChannel.open)
      if (other !== this && other.name === this.name)
        queueMicrotask(() => other.onmessage?.(new MessageEvent('message', { data: structuredClone(data) })));
  }
  close() {
    FakeChannel.open.delete(this);
  }
}

class FakeLocks {
  private held = false;
  private readonly queue: (() => void)[] = [];
  request(_name: string, options: LockOptions, granted: (lock: Lock | null) => unknown): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const run = () => {
        this.held = true;
        Promise.resolve(granted(null))
          .then(resolve, reject)
          .finally(() => {
            this.held = false;
            this.queue.shift()?.();
          });
      };
      if (!this.held) return queueMicrotask(run);
      this.queue.push(run);
      options.signal?.addEventListener('abort', () => {
        this.queue.splice(this.queue.indexOf(run), 1);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  }
}

class FakeSocket implements SocketLike {
  static made: FakeSocket[] = [];
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send() {}
  close() {
    this.closed = true;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  serverSends(message: LiveMessage) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
}

function makeTab(locks: FakeLocks) {
  const seen = { statuses: [] as LiveStatus[], messages: [] as LiveMessage[] };
  const env: LiveTabEnv = {
    locks,
    Channel: FakeChannel as unknown as LiveTabEnv['Channel'],
    Socket: FakeSocket,
    url: () => 'ws://panel.test/v1/ws?token=t1',
    bus: { setStatus: (s) => seen.statuses.push(s), dispatch: (m) => seen.messages.push(m) },
  };
  const tab = new LiveTab(env);
  return { tab, seen, status: () => seen.statuses.at(-1) };
}

const settle = () => vi.advanceTimersByTimeAsync(SOCKET_INITIAL_DELAY_MS);
const onlySocket = () => {
  expect(FakeSocket.made).toHaveLength(1);
  return FakeSocket.made[0] as FakeSocket;
};

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
  FakeChannel.open.clear();
});
afterEach(() => vi.useRealTimers());

describe('one connection per browser', () => {
  it('lets only the tab holding the lock connect; the others show its status and get its messages', async () => {
    const locks = new FakeLocks();
    const [a, b, c] = [makeTab(locks), makeTab(locks), makeTab(locks)];
    a.tab.start();
    await settle();
    b.tab.start();
    c.tab.start();
    await settle();
    const socket = onlySocket();
    expect([a.tab.holding, b.tab.holding, c.tab.holding]).toEqual([true, false, false]);

    socket.serverOpens();
    socket.serverSends({ event: 'credit', data: { credit: 42 } });
    await settle();
    for (const t of [a, b, c]) {
      expect(t.status()).toBe('OPEN');
      expect(t.seen.messages).toEqual([{ event: 'credit', data: { credit: 42 } }]);
    }
  });

  it('answers a tab that asks with the current status', async () => {
    const locks = new FakeLocks();
    const a = makeTab(locks);
    a.tab.start();
    await settle();
    onlySocket().serverOpens();
    const late = makeTab(locks);
    late.tab.start();
    await settle();
    expect(late.seen.statuses).toEqual(['OPEN']);
  });

  it('hands the connection to a waiting tab when the holder stops', async () => {
    const locks = new FakeLocks();
    const [a, b] = [makeTab(locks), makeTab(locks)];
    a.tab.start();
    await settle();
    b.tab.start();
    await settle();
    const first = onlySocket();
    first.serverOpens();
    a.tab.stop();
    expect(first.closed).toBe(true);
    await settle();
    expect(b.tab.holding).toBe(true);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1]?.serverSends({ event: 'ready' });
    await settle();
    expect(b.seen.messages).toEqual([{ event: 'ready' }]);
    expect(a.seen.messages).toEqual([]); // a stopped tab hears nothing
  });

  it('drops a waiting tab that stops before its turn', async () => {
    const locks = new FakeLocks();
    const [a, b, c] = [makeTab(locks), makeTab(locks), makeTab(locks)];
    a.tab.start();
    await settle();
    b.tab.start();
    c.tab.start();
    await settle();
    b.tab.stop();
    a.tab.stop();
    await settle();
    expect([b.tab.holding, c.tab.holding]).toEqual([false, true]);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('holds alone where Web Locks are missing', async () => {
    const tab = new LiveTab({
      Channel: FakeChannel as unknown as LiveTabEnv['Channel'],
      Socket: FakeSocket,
      url: () => 'ws://x/v1/ws?token=t',
      bus: { setStatus: () => {}, dispatch: () => {} },
    });
    tab.start();
    await settle();
    expect(tab.holding).toBe(true);
    tab.stop();
  });
});

describe('liveUrl', () => {
  afterEach(() => setRuntimeConfig({ apiBase: '', socketUrl: '' }));

  it('is the same origin without configuration, ws for http, with the stored token as a query parameter', () => {
    localStorage.setItem('token', 'a b/c');
    expect(liveUrl()).toBe(`ws://${location.host}/v1/ws?token=a%20b%2Fc`);
    localStorage.removeItem('token');
    expect(liveUrl()).toBeNull();
  });

  it('follows the configured API base, or the configured socket URL', () => {
    localStorage.setItem('token', 't');
    setRuntimeConfig({ apiBase: 'https://api.example.ir', socketUrl: '' });
    expect(liveUrl()).toBe('wss://api.example.ir/v1/ws?token=t');
    setRuntimeConfig({ apiBase: 'https://api.example.ir', socketUrl: 'wss://live.example.ir/ws' });
    expect(liveUrl()).toBe('wss://live.example.ir/ws?token=t');
    localStorage.removeItem('token');
  });
});
