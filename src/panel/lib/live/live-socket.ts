// The live connection's state machine: its states, the keep-alive and the reconnect delays. One instance lives only in the tab that holds the connection (live-tabs.ts).
import {
  SOCKET_INITIAL_DELAY_MS,
  SOCKET_KEEPALIVE_MS,
  SOCKET_KEEPALIVE_TEXT,
  SOCKET_RECONNECT_MS,
} from '../../../domain/core/limits.ts';
import type { LiveMessage, LiveStatus } from './live-bus.ts';

/** The server closes with this code when the token was revoked (logout elsewhere, password change). */
export const CLOSE_REVOKED = 4001;
/**
 * The message a socket closed for a revoked token becomes (the session was ended elsewhere: a password
 * change, "end this session"), so every tab hears it like any live event and ends the session at once.
 */
export const SESSION_REVOKED_EVENT = 'session_revoked';

/** The part of the browser's WebSocket this machine uses; tests pass a fake class. */
export type SocketLike = {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
};
export type SocketClass = new (url: string) => SocketLike;

export type LiveSocketOptions = {
  /** The address to open, read at every attempt; null (no token) means do not connect. */
  url: () => string | null;
  onStatus: (status: LiveStatus) => void;
  onMessage: (message: LiveMessage) => void;
  onError?: (event: Event) => void;
  Socket?: SocketClass;
};

const OPEN = 1; // WebSocket.OPEN, spelled out so a fake class need not carry the constants

export class LiveSocket {
  private socket: SocketLike | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private keepAlive: ReturnType<typeof setInterval> | undefined;
  private wanted = false;
  private current: LiveStatus = 'CLOSED';

  constructor(private readonly options: LiveSocketOptions) {}

  get status(): LiveStatus {
    return this.current;
  }

  /** The first attempt waits the initial delay (100 ms); calling again while wanted is a no-op. */
  connect(): void {
    if (this.wanted) return;
    this.wanted = true;
    this.schedule(SOCKET_INITIAL_DELAY_MS);
  }

  /** Disconnect stops reconnection (logout, or this tab gives up holding). */
  disconnect(): void {
    this.wanted = false;
    clearTimeout(this.timer);
    const socket = this.socket;
    this.drop();
    socket?.close(1000, 'disconnect');
    this.setStatus('CLOSED');
  }

  /** Outgoing messages are JSON and go out only while the socket is open. */
  send(message: LiveMessage): boolean {
    if (this.current !== 'OPEN' || this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private schedule(delay: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.open(), delay);
  }

  private open() {
    const url = this.options.url();
    if (!url) {
      this.wanted = false; // no token: nothing to connect with until someone calls connect again
      this.setStatus('CLOSED');
      return;
    }
    const Socket = this.options.Socket ?? (WebSocket as unknown as SocketClass);
    const socket = new Socket(url);
    this.socket = socket;
    this.setStatus('CONNECTING');
    // Events of a socket this machine already let go of must not move the state.
    socket.onopen = () => {
      if (socket !== this.socket) return;
      this.setStatus('OPEN');
      // The keep-alive is the plain text 9 every 5000 ms while open.
      this.keepAlive = setInterval(() => {
        if (socket.readyState === OPEN) socket.send(SOCKET_KEEPALIVE_TEXT);
      }, SOCKET_KEEPALIVE_MS);
    };
    socket.onmessage = (event) => {
      if (socket === this.socket) this.receive(event.data);
    };
    socket.onerror = (event) => {
      if (socket !== this.socket) return;
      this.setStatus('ERROR');
      this.options.onError?.(event);
    };
    socket.onclose = (event) => {
      if (socket !== this.socket) return;
      this.drop();
      this.setStatus('CLOSED');
      // Close is followed by a reconnect after 1 s. A revoked token would only be refused
      // again, so that close waits for a new start (a new login) instead.
      if (event.code === CLOSE_REVOKED) {
        this.wanted = false;
        this.options.onMessage({ event: SESSION_REVOKED_EVENT });
      }
      if (this.wanted) this.schedule(SOCKET_RECONNECT_MS);
    };
  }

  private receive(data: unknown) {
    if (typeof data !== 'string') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch (error) {
      // A message that does not parse is logged, nothing more.
      console.warn('live: a message that is not JSON was ignored', error);
      return;
    }
    // Messages without an `event` field are ignored.
    if (typeof parsed !== 'object' || parsed === null) return;
    const { event } = parsed as { event?: unknown };
    if (typeof event !== 'string' || event === '') return;
    this.options.onMessage(parsed as LiveMessage);
  }

  private drop() {
    clearInterval(this.keepAlive);
    const socket = this.socket;
    this.socket = null;
    if (socket) socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
  }

  private setStatus(next: LiveStatus) {
    if (next === this.current) return;
    this.current = next;
    this.options.onStatus(next);
  }
}
