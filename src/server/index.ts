import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { type Db, type DbTarget, openDb } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import type { Env } from './env.ts';
import { type Clock, systemClock } from './services/clock.ts';
import type { ServerDeps } from './services/context.ts';
import { listenToBus } from './services/events.ts';
import type { LiveHub } from './services/live-hub.ts';
import { createLogger, type Logger } from './services/log.ts';
import { type SendWorker, type SendWorkerOptions, startSendWorker } from './services/send-worker.ts';
import { type SmsGateway, simulatorGateway } from './services/sms-gateway.ts';

export type RunningServer = {
  url: string;
  port: number;
  db: Db;
  deps: ServerDeps;
  hub: LiveHub;
  /** The bulk-send worker (the operator simulator), when running. */
  sendWorker: SendWorker | null;
  /** Every route the app answers, as Hono lists them. */
  routes: { method: string; path: string }[];
  close(): Promise<void>;
};

export type ServerOptions = {
  port: number;
  host: string;
  db: DbTarget;
  panelDir?: string;
  log?: Logger;
  clock?: Clock;
  gateway?: SmsGateway;
  /** Print every simulated SMS and call to the console (npm start does, so a person can log in). */
  printMessages?: boolean;
  /** The simulators' endpoints under /v1/api/demo; on with the simulated gateway unless turned off. */
  demoEndpoints?: boolean;
  /** The send map's XYZ tile template (MAP_TILE_URL). */
  mapTileUrl?: string;
  /** Runs once the schema is ready, before the port opens (the demo seed). */
  prepare?: (deps: ServerDeps) => Promise<void>;
  /** The bulk-send worker's timings and ratios, or false for none (benchmarks, a second process's choice). */
  sendWorker?: Partial<SendWorkerOptions> | false;
};

export function dbTargetFromEnv(env: Env): DbTarget {
  return env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR };
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const log = options.log ?? createLogger('info');
  const db = await openDb(options.db);
  await migrate(db);
  const clock = options.clock ?? systemClock;
  const orm = db.orm;
  const print = options.printMessages ? (line: string) => console.log(line) : undefined;
  const deps: ServerDeps = {
    db,
    orm,
    clock,
    gateway: options.gateway ?? simulatorGateway(orm, clock, print),
    log,
    // The outbox and top-up side doors exist for the simulator: with a real gateway they are off.
    demoEndpoints: options.demoEndpoints ?? !options.gateway,
    ...(options.mapTileUrl ? { mapTileUrl: options.mapTileUrl } : {}),
  };
  await options.prepare?.(deps);
  const { app, hub, injectWebSocket } = createApp({
    ...deps,
    ...(options.panelDir ? { panelDir: options.panelDir } : {}),
  });
  const stopListening = await listenToBus(db, (notice) => hub.deliver(notice));
  const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host });
  injectWebSocket(server);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const sendWorker =
    options.sendWorker === false
      ? null
      : startSendWorker(db, clock, log, options.sendWorker ?? {}, deps.gateway);
  const { port } = server.address() as AddressInfo;
  const shownHost = options.host === '0.0.0.0' ? 'localhost' : options.host;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    db,
    deps,
    hub,
    sendWorker,
    routes: app.routes.map(({ method, path }) => ({ method, path })),
    close: async () => {
      await sendWorker?.stop();
      hub.closeAll();
      await stopListening();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive HTTP connections would hold close() open.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await db.close();
    },
  };
}

/** Closes the server (and its database) and exits on Ctrl-C or a stop signal: for the entry scripts. */
export function closeOnSignals(server: RunningServer): void {
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
