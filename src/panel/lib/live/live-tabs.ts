// One connection per browser: tabs ask one another over a broadcast channel, and only the
// tab holding the Web Lock connects. The lock is the guard: the browser grants it to one tab at a
// time and queues the rest, and releases it when the holder stops or its tab closes, so the next
// tab in the queue takes over at once. The holder relays its status and every received message.
import { socketUrl } from '../../../domain/core/runtime-config.ts';
import { runtimeConfig } from '../runtime-config.ts';
import { getToken } from '../token.ts';
import { dispatchLive, type LiveMessage, type LiveStatus, setLiveStatus } from './live-bus.ts';
import { LiveSocket, type SocketClass } from './live-socket.ts';

export const LIVE_CHANNEL = 'payamak-live';
export const LIVE_LOCK = 'payamak-live-socket';

/** What tabs tell one another. */
export type TabNote =
  | { type: 'ask' }
  | { type: 'status'; status: LiveStatus }
  | { type: 'message'; message: LiveMessage };

type LocksLike = {
  request(name: string, options: LockOptions, granted: (lock: Lock | null) => unknown): Promise<unknown>;
};
type ChannelLike = Pick<BroadcastChannel, 'postMessage' | 'close' | 'onmessage'>;

/** The browser's pieces, replaceable so tests can run several tabs in one page. */
export type LiveTabEnv = {
  locks?: LocksLike | undefined;
  Channel?: new (name: string) => ChannelLike;
  Socket?: SocketClass;
  url?: () => string | null;
  /** Where this tab's status and messages go; the shared live bus unless a test says otherwise. */
  bus?: { setStatus: (status: LiveStatus) => void; dispatch: (message: LiveMessage) => void };
};

/**
 * `ws(s)://host/v1/ws?token=<stored token>`: the configured socket URL, else the configured API base's
 * /v1/ws, else this origin's (runtime configuration, /config.json).
 */
export function liveUrl(): string | null {
  const token = getToken();
  if (!token) return null;
  return socketUrl(runtimeConfig(), location.origin, token);
}

export class LiveTab {
  private channel: ChannelLike | null = null;
  private abort: AbortController | null = null;
  private socket: LiveSocket | null = null;
  private release: (() => void) | null = null;

  private readonly bus: NonNullable<LiveTabEnv['bus']>;

  constructor(private readonly env: LiveTabEnv = {}) {
    this.bus = env.bus ?? { setStatus: setLiveStatus, dispatch: dispatchLive };
  }

  get holding(): boolean {
    return this.socket !== null;
  }

  start(): void {
    if (this.abort) return;
    const abort = new AbortController();
    this.abort = abort;
    this.channel = new (this.env.Channel ?? BroadcastChannel)(LIVE_CHANNEL);
    this.channel.onmessage = (event: MessageEvent<TabNote>) => this.hear(event.data);
    // Ask the other tabs; a holder answers with its status, so this tab shows it at once.
    this.post({ type: 'ask' });
    const locks = this.env.locks;
    if (!locks) {
      // No Web Locks (an insecure context): nothing can keep two tabs apart, so each tab holds its own.
      this.hold();
      return;
    }
    locks
      .request(LIVE_LOCK, { signal: abort.signal }, () => {
        if (abort.signal.aborted) return;
        // The lock is held for as long as this promise is pending: until stop() resolves it.
        return new Promise<void>((resolve) => {
          this.release = resolve;
          this.hold();
        });
      })
      .catch((error: unknown) => {
        // Aborting a queued request (stop() before this tab's turn) rejects it: expected.
        if ((error as { name?: string } | null)?.name !== 'AbortError') console.warn('live: lock', error);
      });
  }

  /** Logout: stop reconnecting, give up the lock (another tab may take over) and stop listening. */
  stop(): void {
    if (!this.abort) return;
    this.abort.abort();
    this.abort = null;
    this.socket?.disconnect(); // broadcasts CLOSED while the channel is still open
    this.socket = null;
    this.release?.();
    this.release = null;
    this.channel?.close();
    this.channel = null;
    this.bus.setStatus('CLOSED');
  }

  private hold() {
    this.socket = new LiveSocket({
      url: this.env.url ?? liveUrl,
      Socket: this.env.Socket,
      onStatus: (status) => {
        this.bus.setStatus(status);
        this.post({ type: 'status', status });
      },
      onMessage: (message) => {
        this.bus.dispatch(message);
        this.post({ type: 'message', message });
      },
      onError: (event) => console.warn('live: the socket reported an error', event.type),
    });
    // A tab taking over may still show the old holder's OPEN: until its own socket opens, it is closed.
    this.bus.setStatus('CLOSED');
    this.post({ type: 'status', status: 'CLOSED' });
    this.socket.connect();
  }

  private hear(note: TabNote) {
    if (this.socket) {
      // Only the holder answers; every other note comes from a tab that does not hold the lock.
      if (note.type === 'ask') this.post({ type: 'status', status: this.socket.status });
      return;
    }
    if (note.type === 'status') this.bus.setStatus(note.status);
    else if (note.type === 'message') this.bus.dispatch(note.message);
  }

  private post(note: TabNote) {
    this.channel?.postMessage(note);
  }
}
