import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SOCKET_INITIAL_DELAY_MS,
  SOCKET_KEEPALIVE_MS,
  SOCKET_RECONNECT_MS,
} from '../../../domain/core/limits.ts';
import type { LiveMessage, LiveStatus } from './live-bus.ts';
import { CLOSE_REVOKED, LiveSocket, SESSION_REVOKED_EVENT, type SocketLike } from './live-socket.ts';

// The environment only: a socket the test opens, closes and speaks through by hand.
class FakeSocket implements SocketLike {
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  serverSends(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  serverFails() {
    this.onerror?.(new Event('error'));
  }
  serverCloses(code = 1006) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

const last = () => {
  const socket = FakeSocket.made.at(-1);
  if (!socket) throw new Error('no socket was made');
  return socket;
};

function setup(url: () => string | null = () => 'ws://panel.test/v1/ws?token=t1') {
  const statuses: LiveStatus[] = [];
  const messages: LiveMessage[] = [];
  const errors: Event[] = [];
  const live = new LiveSocket({
    url,
    Socket: FakeSocket,
    onStatus: (s) => statuses.push(s),
    onMessage: (m) => messages.push(m),
    onError: (e) => errors.push(e),
  });
  return { live, statuses, messages, errors };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('LiveSocket states and delays', () => {
  it('sets CONNECTING only after the initial delay of 100 ms, then OPEN when the socket opens', () => {
    const { live, statuses } = setup();
    live.connect();
    vi.advanceTimersByTime(SOCKET_INITIAL_DELAY_MS - 1);
    expect(FakeSocket.made).toHaveLength(0);
    expect(live.status).toBe('CLOSED');
    vi.advanceTimersByTime(1);
    expect(last().url).toBe('ws://panel.test/v1/ws?token=t1');
    expect(live.status).toBe('CONNECTING');
    last().serverOpens();
    expect(statuses).toEqual(['CONNECTING', 'OPEN']);
  });

  it('connects once however often connect is called', () => {
    const { live } = setup();
    live.connect();
    live.connect();
    vi.advanceTimersByTime(SOCKET_INITIAL_DELAY_MS);
    live.connect();
    vi.advanceTimersByTime(SOCKET_INITIAL_DELAY_MS);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('sets CLOSED on close and reconnects after 1 s with a new socket', () => {
    const { live, statuses } = setup();
    live.connect();
    vi.advanceTimersByTime(SOCKET_INITIAL_DELAY_MS);
    last().serverOpens();
    last().serverCloses();
    expect(live.status).toBe('CLOSED');
    vi.advanceTimersByTime(SOCKET_RECONNECT_MS - 1);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    last().serverOpens();
    expect(statuses).toEqual(['CONNECTING', 'OPEN', 'CLOSED', 'CONNECTING', 'OPEN']);
  });

  it('sets ERROR and calls the error callback; the close that follows reconnects', () => {
    const { live, statuses, errors } = setup();
    live.connect();
    vi.advanceTimersByTime(SOCKET_INITIAL_DELAY_MS);
    last().serverFails();
    expect(live.status).toBe('ERROR');
    expect(errors).toHaveLength(1);
    last().serverCloses();
    vi.advanceTimersByTime(SOCKET_RECONNECT_MS);
    expect(FakeSocket.made).toHaveLength(2);
    expect(statuses).toEqual(['CONNECTING', 'ERROR', 'CLOSED', 'CONNECTING']);
  });

  it('does not reconnect after disconnect, and a late close of the old socket changes nothing', () => {
    const { live, statuses } = setup();
    live.connect();
    vi.advanceTimersByTime(SOCKET_INITIAL_DELAY_MS);
    const socket = last();
    socket.serverOpens();
    live.disconnect();
    expect(socket.closedWith).toBe(1000);
    expect(live.status).toBe('CLOSED');
    socket.serverCloses();
    vi.advanceTimersByTime(10 * SOCKET_RECONNECT_MS);
    expect(FakeSocket.made).toHaveLength(1);
    expect(statuses).toEqual(['CONNECTING', 'OPEN', 'CLOSED']);
  });

  it('does not connect at all when disconnected during the initial delay', () => {
    const { live } = setup();
    live.connect();
    live.disconnect();
    vi.advanceTimersByTime(10 * SOCKET_RECONNECT_MS);
    expect(FakeSocket.made).toHaveLength(0);
  });

  it('stops reconnecting when the server closes for a revoked token, and connects again on demand', () => {
    const { live, messages } = setup();
    live.connect();
    vi.advanceTimersByTime(SOCKET_INITIAL_DELAY_MS);
    last().serverOpens();
    last().serverCloses(1006);
    expect(messages).toEqual([]);
    vi.advanceTimersByTime(SOCKET_RECONNECT_MS);
    last().serverOpens();
    last().serverCloses(CLOSE_REVOKED);
    // The revocation is told as a live event, so every tab can end the session at once.
    expect(messages).toEqual([{ event: SESSION_REVOKED_EVENT }]);
    vi.advanceTimersByTime(10 * SOCKET_RECONNECT_MS);
    expect(FakeSocket.made).toHaveLength(2);
    live.connect();
    vi.advanceTimersByTime(SOCKET_INITIAL_DELAY_MS);
    expect(FakeSocket.made).toHaveLength(3);
  });

  it('stays CLOSED without a token and makes no socket', () => {
    const { live, statuses } = setup(() => null);
    live.connect();
    vi.advanceTimersByTime(10 * SOCKET_RECONNECT_MS);
    expect(FakeSocket.made).toHaveLength(0);
    expect(statuses).toEqual([]);
  });
});

describe('LiveSocket keep-alive and messages', () => {
  it('sends the text 9 every 5000 ms while open, and stops when closed', () => {
    const { live } = setup();
    live.connect();
    vi.advanceTimersByTime(SOCKET_INITIAL_DELAY_MS);
    const socket = last();
    vi.advanceTimersByTime(SOCKET_KEEPALIVE_MS * 2);
    expect(socket.sent).toEqual([]); // not before it is open
    socket.serverOpens();
    vi.advanceTimersByTime(SOCKET_KEEPALIVE_MS - 1);
    expect(socket.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.sent).toEqual(['9']);
    vi.advanceTimersByTime(SOCKET_KEEPALIVE_MS * 2);
    expect(socket.sent).toEqual(['9', '9', '9']);
    socket.serverCloses();
    vi.advanceTimersByTime(SOCKET_KEEPALIVE_MS * 2);
    expect(socket.sent).toHaveLength(3);
  });

  it('passes on JSON messages with an event and ignores the rest', () => {
    const { live, messages } = setup();
    live.connect();
    vi.advanceTimersByTime(SOCKET_INITIAL_DELAY_MS);
    last().serverOpens();
    for (const data of ['{"data":1}', '{"event":""}', '{"event":7}', '[]', 'null', '42', new Blob(['x'])])
      last().serverSends(data);
    last().serverSends('{"event":"credit","data":{"credit":1500}}');
    expect(messages).toEqual([{ event: 'credit', data: { credit: 1500 } }]);
  });

  it('only logs a message that does not parse, and keeps going', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { live, messages } = setup();
    live.connect();
    vi.advanceTimersByTime(SOCKET_INITIAL_DELAY_MS);
    last().serverOpens();
    last().serverSends('{not json');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(live.status).toBe('OPEN');
    last().serverSends('{"event":"ready"}');
    expect(messages).toEqual([{ event: 'ready' }]);
  });

  it('sends JSON out only while open', () => {
    const { live } = setup();
    expect(live.send({ event: 'hello' })).toBe(false);
    live.connect();
    vi.advanceTimersByTime(SOCKET_INITIAL_DELAY_MS);
    expect(live.send({ event: 'hello' })).toBe(false);
    last().serverOpens();
    expect(live.send({ event: 'hello' })).toBe(true);
    expect(last().sent).toEqual(['{"event":"hello"}']);
    last().serverCloses();
    expect(live.send({ event: 'hello' })).toBe(false);
  });
});
