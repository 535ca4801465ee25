// LISTEN on PostgreSQL needs a connection of its own that never goes back to the pool. When the
// server drops it (restart, failover, an admin's pg_terminate_backend) it is opened again, once a
// second, and every channel is listened to again; notices sent while it was down are lost (clients
// refetch what they show when their socket reconnects; each channel's `onGap` is called once it is
// listened to again, so that what was kept on the strength of those notices is dropped).
import pg from 'pg';

export type Listener = (payload: string) => void;
/** Called after the connection came back: notices may have been missed meanwhile. */
export type GapListener = () => void;
const RETRY_MS = 1000;

const logError = (event: string, message: string) =>
  console.error(JSON.stringify({ time: new Date().toISOString(), level: 'error', event, message }));

export function pgListener(url: string) {
  const listeners = new Map<string, Set<Listener>>();
  const gapListeners = new Set<GapListener>();
  let current: Promise<pg.Client> | null = null;
  let closed = false;
  let opened = 0;

  const open = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: url });
    client.on('error', (error) => logError('pg_listen', error.message));
    client.on('notification', (message) => {
      for (const listener of listeners.get(message.channel) ?? []) listener(message.payload ?? '');
    });
    client.on('end', () => {
      current = null;
      if (!closed) setTimeout(reconnect, RETRY_MS);
    });
    await client.connect();
    for (const channel of listeners.keys()) await client.query(`listen ${channel}`);
    if (opened++ > 0) for (const gap of gapListeners) gap();
    return client;
  };

  function connection(): Promise<pg.Client> {
    current ??= open().catch((error) => {
      current = null;
      throw error;
    });
    return current;
  }

  function reconnect() {
    if (closed || current) return;
    connection().catch((error: Error) => {
      logError('pg_listen_reconnect', error.message);
      setTimeout(reconnect, RETRY_MS);
    });
  }

  return {
    async listen(channel: string, listener: Listener, onGap?: GapListener) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      const client = await connection();
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await client.query(`listen ${channel}`);
      }
      set.add(listener);
      if (onGap) gapListeners.add(onGap);
      return async () => {
        set.delete(listener);
        if (onGap) gapListeners.delete(onGap);
      };
    },
    async close() {
      closed = true;
      const client = await current?.catch(() => null);
      await client?.end().catch(() => {});
    },
  };
}
