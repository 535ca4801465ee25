import { mkdtempSync, rmSync } from 'node:fs';
import { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { CallBudget } from '../domain/core/call.ts';
import { httpIdentityRegistry } from './account/identity-registry.ts';
import { createApp } from './app.ts';
import { attachSecurityLog } from './auth/security-log.ts';
import { attachSessions, type SessionLifetimes } from './auth/sessions.ts';
import { stopContactImports } from './contacts/contact-import.ts';
import { type Clock, systemClock } from './core/clock.ts';
import { listenToBus } from './core/events.ts';
import type { LiveHub } from './core/live-hub.ts';
import { createLogger, type Logger } from './core/log.ts';
import { httpSmsGateway, type SmsGateway, simulatorGateway } from './core/sms-gateway.ts';
import { type Db, type DbTarget, openDb } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { ApiCallLog } from './developers/api-call-log.ts';
import { addressPolicy } from './developers/webhook-address.ts';
import { type Env, refuseIncompleteProduction } from './env.ts';
import { type Budget, callBudgets } from './http/budgets.ts';
import type { ServerDeps } from './http/context.ts';
import type { PanelConfig } from './http/panel-config.ts';
import { authPurgeJob } from './jobs/auth-purge.ts';
import { startExportJobs } from './jobs/export-jobs.ts';
import { startJobLeases } from './jobs/job-leases.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import {
  DEFAULT_PAYMENT_RECONCILE_MS,
  type PaymentReconciler,
  startPaymentReconciler,
} from './jobs/payment-reconciler.ts';
import { type SendWorker, type SendWorkerOptions, startSendWorker } from './jobs/send-worker.ts';
import {
  startWebhookDeliverer,
  type WebhookDeliverer,
  type WebhookDelivererOptions,
} from './jobs/webhook-deliverer.ts';
import { simulatedIdentityRegistry } from './simulators/identity-registry.ts';
import { DEFAULT_PATTERN_REVIEW_DELAY_MS, startPatternReviewer } from './simulators/pattern-review.ts';
import {
  DEFAULT_TRANSFER_AUTO_APPROVE_MS,
  startTransferApprover,
  type TransferApprover,
} from './simulators/transfer-approver.ts';
import { httpBank, simulatedBank } from './wallet/bank-gateway.ts';
import { startWalletAlertSender, WALLET_LOW_EVENT } from './wallet/wallet-alerts.ts';

export type RunningServer = {
  url: string;
  port: number;
  db: Db;
  deps: ServerDeps;
  hub: LiveHub;
  /** The bulk-send worker (the operator simulator), when running. */
  sendWorker: SendWorker | null;
  /** Delivers webhook events (tests call its tick). */
  webhookDeliverer: WebhookDeliverer | null;
  /** Settles online payments whose callback was lost (tests call its tick). */
  paymentReconciler: PaymentReconciler;
  /** The demo's simulated provider settling transfers (tests call its tick; in production it settles none). */
  transferApprover: TransferApprover;
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
  /**
   * The demo: the simulated operator (unless `gateway` is given) and bank, the side doors under
   * /v1/api/demo and the transfer approver. Off, the server is a production one and refuses to start
   * without a gateway, a bank, a sealing secret and its public URL.
   */
  demo?: boolean;
  /** Demo: each simulated SMS and call is passed here too (npm start prints it, so a person can log in). */
  printMessages?: (line: string) => void;
  /** Where the outside world reaches this server (PUBLIC_URL): the bank's callbacks are built from it. */
  publicUrl?: string;
  /** Registration steps one address may take in 15 minutes (REGISTRATIONS_PER_ADDRESS). */
  registrationsPerAddress?: number;
  /** The send map's XYZ tile template (MAP_TILE_URL). */
  mapTileUrl?: string;
  /** Seals API keys (API_KEY_SECRET); without it one is kept in the database. */
  apiKeySecret?: string;
  /** Origins whose pages may call the API and open the socket (CORS_ORIGINS). */
  corsOrigins?: string[];
  /** Proxies whose forwarded client address is believed (TRUSTED_PROXIES): addresses or CIDR blocks. */
  trustedProxies?: string[];
  /** The costly calls' budgets: DEFAULT_BUDGETS with these classes replaced, or false for none (CALL_BUDGETS=off). */
  budgets?: Partial<Record<CallBudget, Budget>> | false;
  /** Where the served panel calls the API and opens the socket (PANEL_API_BASE, PANEL_SOCKET_URL). */
  panelConfig?: PanelConfig;
  /** Runs once the schema is ready, before the port opens (the demo seed). */
  prepare?: (deps: ServerDeps) => Promise<void>;
  /** How long sessions live (SESSION_IDLE_DAYS, SESSION_MAX_DAYS, IMPERSONATION_MINUTES). */
  sessionLifetimes?: SessionLifetimes;
  /** The bulk-send worker's timings and ratios, or false for none (benchmarks, a second process's choice). */
  sendWorker?: Partial<SendWorkerOptions> | false;
  /** Where the user's files (exports) are kept (DATA_DIR/files); without it a temporary folder, removed on close. */
  filesDir?: string;
  /** How often a running export's progress is published, real ms (tests: 0, every batch). */
  exportProgressMs?: number;
  /** How long an export or import stays held without renewal (jobs/job-leases.ts). */
  jobLeaseMs?: number;
  /** Recipients a send writes as rows with its request and per stored chunk (send/recipient-chunks.ts; tests: a few). */
  recipientChunk?: number;
  /** How long after a pattern is submitted the simulated reviewer answers, ms (PATTERN_REVIEW_DELAY_MS). */
  patternReviewDelayMs?: number;
  /** How long a transfer waits before the simulated provider settles it, ms; 0: never (TRANSFER_AUTO_APPROVE_MS). */
  transferAutoApproveMs?: number;
  /** The bank gateway (BANK_GATEWAY_URL); without it the simulated bank under /bank-gateway. */
  bankGatewayUrl?: string;
  /** The identity registry (IDENTITY_REGISTRY_URL); without it (demo only) the simulated one. */
  identityRegistryUrl?: string;
  /** How often the payment reconciler runs, ms (PAYMENT_RECONCILE_MS). */
  paymentReconcileMs?: number;
  /** The API-call log of calls made with keys; false: none is recorded, the log is still read (API_CALL_LOG=off, the benchmark's comparison). */
  apiCallLog?: boolean;
  /** Private addresses webhooks may be delivered to (WEBHOOK_ALLOW_ADDRESSES). */
  webhookAllowAddresses?: string[];
  /** The webhook deliverer's timings, or false for none. */
  webhookDeliverer?: Partial<WebhookDelivererOptions> | false;
  /**
   * How close() ends the process's work: first `drainMs` answering as usual while /ready says 503 (the
   * proxy's health check moves new requests elsewhere), then no new connection, the requests under way
   * finished (at most `graceMs`, then cut), then the background work handed back (SHUTDOWN_DRAIN_MS,
   * SHUTDOWN_GRACE_MS). Tests: no drain.
   */
  shutdown?: { drainMs?: number; graceMs?: number };
};

/** The options every entry script takes from the environment alike. */
export function configFromEnv(env: Env) {
  return {
    demo: env.PAYAMAK_MODE === 'demo',
    ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
    ...(env.REGISTRATIONS_PER_ADDRESS ? { registrationsPerAddress: env.REGISTRATIONS_PER_ADDRESS } : {}),
    ...(env.SMS_GATEWAY_URL ? { gateway: httpSmsGateway(env.SMS_GATEWAY_URL, env.SMS_GATEWAY_TOKEN) } : {}),
    ...(env.MAP_TILE_URL ? { mapTileUrl: env.MAP_TILE_URL } : {}),
    ...(env.API_KEY_SECRET ? { apiKeySecret: env.API_KEY_SECRET } : {}),
    corsOrigins: env.CORS_ORIGINS,
    trustedProxies: env.TRUSTED_PROXIES,
    ...(env.CALL_BUDGETS === 'off' ? { budgets: false as const } : {}),
    filesDir: join(env.DATA_DIR, 'files'),
    patternReviewDelayMs: env.PATTERN_REVIEW_DELAY_MS,
    transferAutoApproveMs: env.TRANSFER_AUTO_APPROVE_MS,
    ...(env.BANK_GATEWAY_URL ? { bankGatewayUrl: env.BANK_GATEWAY_URL } : {}),
    ...(env.IDENTITY_REGISTRY_URL ? { identityRegistryUrl: env.IDENTITY_REGISTRY_URL } : {}),
    paymentReconcileMs: env.PAYMENT_RECONCILE_MS,
    jobLeaseMs: env.JOB_LEASE_MS,
    ...(env.API_CALL_LOG === 'off' ? { apiCallLog: false } : {}),
    webhookAllowAddresses: env.WEBHOOK_ALLOW_ADDRESSES,
    sessionLifetimes: sessionLifetimesFromEnv(env),
    shutdown: {
      drainMs: env.SHUTDOWN_DRAIN_MS ?? (env.PAYAMAK_MODE === 'demo' ? 0 : 5000),
      graceMs: env.SHUTDOWN_GRACE_MS,
    },
    panelConfig: {
      ...(env.PANEL_API_BASE ? { apiBase: env.PANEL_API_BASE } : {}),
      ...(env.PANEL_SOCKET_URL ? { socketUrl: env.PANEL_SOCKET_URL } : {}),
    },
  } satisfies Partial<ServerOptions>;
}

export function dbTargetFromEnv(env: Env): DbTarget {
  return env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR };
}

/** Where the API-call log's rows are: PostgreSQL's own database, or an embedded one of the log's own. */
function callLogTarget(target: DbTarget): DbTarget {
  if ('url' in target) return target;
  return 'dataDir' in target ? { dataDir: join(target.dataDir, 'calls') } : { memory: true };
}

export function sessionLifetimesFromEnv(env: Env): SessionLifetimes {
  const minute = 60_000;
  return {
    idleMs: env.SESSION_IDLE_DAYS * 24 * 60 * minute,
    absoluteMs: env.SESSION_MAX_DAYS * 24 * 60 * minute,
    impersonatedMs: env.IMPERSONATION_MINUTES * minute,
  };
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  // A demo has simulators for the operator and the bank; a production server needs the real ones.
  if (!options.demo)
    refuseIncompleteProduction({
      SMS_GATEWAY_URL: options.gateway,
      BANK_GATEWAY_URL: options.bankGatewayUrl,
      IDENTITY_REGISTRY_URL: options.identityRegistryUrl,
      API_KEY_SECRET: options.apiKeySecret,
      PUBLIC_URL: options.publicUrl,
    });
  const demo = options.demo === true;
  const log = options.log ?? createLogger('info');
  const db = await openDb(options.db);
  await migrate(db);
  const clock = options.clock ?? systemClock;
  // A job whose process stopped or died has no one to finish it; one another process runs is left to it.
  const leases = startJobLeases(db, clock, log, options.jobLeaseMs);
  const securityLog = attachSecurityLog(db, clock, log);
  const apiCalls = new ApiCallLog(db, callLogTarget(options.db), log, options.apiCallLog !== false);
  await apiCalls.moveFrom(db);
  // A server recording calls in a database of its own (not a test's in memory) has the log's thread
  // ready before its port opens. A log that cannot open is logged and tried again at its next use: the
  // API answers without it meanwhile.
  if (apiCalls.recording && !('memory' in options.db))
    await apiCalls
      .open()
      .catch((error: Error) => log.error('api_call_log_thread', { message: error.message }));
  const temporaryFiles = options.filesDir ? null : mkdtempSync(join(tmpdir(), 'payamak-files-'));
  const exports = startExportJobs(
    db,
    clock,
    log,
    options.filesDir ?? (temporaryFiles as string),
    leases,
    options.exportProgressMs,
  );
  // The bank online payments go through: a gateway elsewhere, or (demo only) the simulated one under
  // /bank-gateway.
  const bank = options.bankGatewayUrl ? httpBank(options.bankGatewayUrl) : simulatedBank(db, clock);
  const print = demo ? options.printMessages : undefined;
  const lifecycle = { draining: false };
  const deps: ServerDeps = {
    db,
    lifecycle,
    leases,
    clock,
    gateway: options.gateway ?? simulatorGateway(db, clock, print),
    log,
    exports,
    demo,
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    ...(options.registrationsPerAddress ? { registrationsPerAddress: options.registrationsPerAddress } : {}),
    ...(options.mapTileUrl ? { mapTileUrl: options.mapTileUrl } : {}),
    ...(options.apiKeySecret ? { apiKeySecret: options.apiKeySecret } : {}),
    corsOrigins: options.corsOrigins ?? [],
    trustedProxies: options.trustedProxies ?? [],
    ...(options.budgets === false ? {} : { budgets: callBudgets(clock, options.budgets) }),
    bank,
    simulatedBank: demo && !options.bankGatewayUrl,
    identity: options.identityRegistryUrl
      ? httpIdentityRegistry(options.identityRegistryUrl)
      : simulatedIdentityRegistry,
    apiCalls,
    webhookAllowAddresses: options.webhookAllowAddresses ?? [],
    ...(options.recipientChunk ? { recipientChunk: options.recipientChunk } : {}),
  };
  await options.prepare?.(deps);
  // Before the port opens: a pattern submitted at once finds its reviewer. The simulated reviewer is
  // the demo's: in production a person at the provider reviews each pattern.
  const patternReviewer = demo
    ? startPatternReviewer(db, clock, log, options.patternReviewDelayMs ?? DEFAULT_PATTERN_REVIEW_DELAY_MS)
    : null;
  // The simulated provider approving transfers exists in the demo only: in production a person at the
  // provider checks each transfer against the bank's statement.
  const transferApprover = startTransferApprover(
    db,
    clock,
    log,
    demo ? (options.transferAutoApproveMs ?? DEFAULT_TRANSFER_AUTO_APPROVE_MS) : 0,
  );
  const walletAlerts = startWalletAlertSender(db, deps.gateway, clock, log);
  const paymentReconciler = startPaymentReconciler(
    db,
    clock,
    log,
    bank,
    options.paymentReconcileMs ?? DEFAULT_PAYMENT_RECONCILE_MS,
  );
  // The periodic work, on the job queue: one process takes each run.
  const jobQueue = await startJobQueue(db, log, [
    authPurgeJob(db, clock, options.sessionLifetimes, apiCalls),
    paymentReconciler.job,
  ]);
  const { app, hub, injectWebSocket } = createApp({
    ...deps,
    ...(options.panelDir ? { panelDir: options.panelDir } : {}),
    ...(options.panelConfig ? { panelConfig: options.panelConfig } : {}),
  });
  const sessionCache = attachSessions(db, clock, options.sessionLifetimes);
  const stopListening = await listenToBus(
    db,
    (notice) => {
      sessionCache.deliver(notice);
      hub.deliver(notice);
      // A low-balance alert tripped (and committed): its SMS goes out from whichever process claims it.
      if (notice.kind === 'event' && notice.message.event === WALLET_LOW_EVENT) {
        if ((notice.message.data as { tripped?: boolean } | undefined)?.tripped)
          walletAlerts.kick(notice.userId);
      }
    },
    // A revocation may have been missed: every session is read again.
    () => sessionCache.forgetAll(),
  );
  // The first sweep, once the export and import runners have said they take jobs over: those a dead
  // process (or this one's last run) left are claimed and run again; those another live process runs
  // are left to it.
  await leases.tick();
  const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host });
  // An idle kept-alive connection is closed after a minute, not Node's 5 s: a client reuses an idle
  // connection until shortly before the time the server announces, and with Node's 5 s a server busy
  // for seconds (a large send on the embedded database shares its thread) closed connections under
  // requests already on their way, which clients saw as ECONNRESET. Headers must still arrive in time.
  if (server instanceof HttpServer) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  injectWebSocket(server);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const sendWorker =
    options.sendWorker === false
      ? null
      : startSendWorker(db, clock, log, options.sendWorker ?? {}, deps.gateway);
  const webhookDeliverer =
    options.webhookDeliverer === false
      ? null
      : startWebhookDeliverer(
          db,
          clock,
          log,
          deps.gateway,
          addressPolicy(options.webhookAllowAddresses ?? []),
          options.webhookDeliverer ?? {},
          options.apiKeySecret,
        );
  const { port } = server.address() as AddressInfo;
  const shownHost = options.host === '0.0.0.0' ? 'localhost' : options.host;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    db,
    deps,
    hub,
    sendWorker,
    webhookDeliverer,
    paymentReconciler,
    transferApprover,
    routes: app.routes.map(({ method, path }) => ({ method, path })),
    close: async () => {
      // Readiness says 503 at once; what arrives meanwhile is still answered, each answer closing its
      // connection, so that the proxy's next request opens one to another process.
      lifecycle.draining = true;
      await new Promise((resolve) => setTimeout(resolve, options.shutdown?.drainMs ?? 0));
      hub.closeAll();
      // No new connection; idle keep-alive ones closed; the requests under way finish, or are cut
      // after the grace.
      const http = server as HttpServer; // serve() without options.createServer: HTTP/1
      await new Promise<void>((resolve) => {
        const cut = setTimeout(() => http.closeAllConnections(), options.shutdown?.graceMs ?? 10_000);
        const idle = setInterval(() => http.closeIdleConnections(), 50);
        http.close(() => {
          clearTimeout(cut);
          clearInterval(idle);
          resolve();
        });
        http.closeIdleConnections();
      });
      await jobQueue.stop();
      await sendWorker?.stop();
      await webhookDeliverer?.stop();
      await patternReviewer?.stop();
      await transferApprover.stop();
      await walletAlerts.stop();
      await paymentReconciler.stop();
      await exports.stop();
      await stopContactImports(db);
      leases.stop();
      await securityLog.stop();
      await apiCalls.close();
      await stopListening();
      await db.close();
      if (temporaryFiles) rmSync(temporaryFiles, { recursive: true, force: true });
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
