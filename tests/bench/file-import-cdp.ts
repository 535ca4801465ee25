// The worker's heap, read over the Chrome DevTools Protocol: auto-attach to the page, then to the
// workers it starts (flattened sessions), and sample Runtime.getHeapUsage on each worker's session,
// summed over the workers alive at the moment (the reader and its inflate helper together).
import WebSocket from 'ws';

interface CdpMessage {
  id?: number;
  method?: string;
  sessionId?: string;
  params?: { sessionId?: string; targetInfo?: { type: string } };
  result?: { usedSize?: number; backingStorageSize?: number };
}

export async function watchWorkerHeap(port: number) {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const ws = new WebSocket(webSocketDebuggerUrl, { perMessageDeflate: false });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let nextId = 1;
  const pending = new Map<number, (message: CdpMessage) => void>();
  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<CdpMessage>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      ws.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  const workers = new Set<string>();
  const attach = { autoAttach: true, waitForDebuggerOnStart: false, flatten: true };
  ws.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as CdpMessage;
    if (message.id !== undefined) {
      pending.get(message.id)?.(message);
      pending.delete(message.id);
      return;
    }
    const session = message.params?.sessionId;
    if (message.method === 'Target.attachedToTarget' && session) {
      const type = message.params?.targetInfo?.type;
      if (type === 'page') void send('Target.setAutoAttach', attach, session);
      if (type === 'worker') workers.add(session);
    }
    if (message.method === 'Target.detachedFromTarget' && session) workers.delete(session);
  });
  await send('Target.setAutoAttach', attach);
  let peak = 0;
  let sampling = false;
  const timer = setInterval(async () => {
    if (sampling) return;
    sampling = true;
    // The import's workers together (the reader and its inflate helper), sampled at the same moment.
    const samples = await Promise.all(
      [...workers].map((session) => {
        // A worker that ends mid-call never answers: give up on that sample rather than stall the sampler.
        const timeout = new Promise<CdpMessage>((resolve) => setTimeout(() => resolve({}), 250));
        return Promise.race([send('Runtime.getHeapUsage', {}, session), timeout]);
      }),
    );
    let sum = 0;
    for (const { result } of samples) sum += (result?.usedSize ?? 0) + (result?.backingStorageSize ?? 0);
    peak = Math.max(peak, sum);
    sampling = false;
  }, 20);
  return {
    reset: () => {
      peak = 0;
    },
    peak: () => peak,
    close: () => {
      clearInterval(timer);
      ws.close();
    },
  };
}
