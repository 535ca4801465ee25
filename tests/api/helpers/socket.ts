// A WebSocket client for the api tests: collects JSON messages and waits for the one wanted,
// event-driven (no sleeps).
import WebSocket from 'ws';

export type LiveSocket = {
  ws: WebSocket;
  messages: { event: string; data?: unknown }[];
  next(event: string, timeoutMs?: number): Promise<{ event: string; data?: unknown }>;
  closed: Promise<number>;
};

export function socketUrl(httpUrl: string, token: string) {
  return `${httpUrl.replace(/^http/, 'ws')}/v1/ws?token=${encodeURIComponent(token)}`;
}

/** Opens the live socket and resolves once the server says it is registered (`ready`). */
export async function openSocket(httpUrl: string, token: string): Promise<LiveSocket> {
  const ws = new WebSocket(socketUrl(httpUrl, token));
  const messages: LiveSocket['messages'] = [];
  const waiters: { event: string; resolve: (m: LiveSocket['messages'][number]) => void }[] = [];
  ws.on('message', (raw) => {
    const message = JSON.parse(String(raw));
    messages.push(message);
    for (const waiter of waiters.filter((w) => w.event === message.event)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  // Like the panel: the text 9 every 5 s, so a slow test is never taken for a dead socket.
  const keepAlive = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send('9'), 5_000);
  const closed = new Promise<number>((resolve) =>
    ws.on('close', (code) => {
      clearInterval(keepAlive);
      resolve(code);
    }),
  );
  const next = (event: string, timeoutMs = 60_000) => {
    const seen = messages.find((m) => m.event === event);
    if (seen) {
      messages.splice(messages.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise<LiveSocket['messages'][number]>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${event} event within ${timeoutMs} ms`)),
        timeoutMs,
      );
      waiters.push({
        event,
        resolve: (m) => {
          clearTimeout(timer);
          messages.splice(messages.indexOf(m), 1);
          resolve(m);
        },
      });
    });
  };
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', (error) => {
      clearInterval(keepAlive);
      reject(error);
    });
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
  await next('ready');
  return { ws, messages, next, closed };
}

/** Resolves with the HTTP status the upgrade was refused with. */
export function refusedUpgrade(httpUrl: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(socketUrl(httpUrl, token));
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('open', () => {
      ws.close();
      reject(new Error('the upgrade was accepted'));
    });
    ws.once('error', () => {});
  });
}
