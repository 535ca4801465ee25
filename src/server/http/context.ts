// What every route gets: the database, the clock and the SMS gateway.

import type { IdentityRegistry } from '../account/identity-registry.ts';
import type { Auth } from '../auth/sessions.ts';
import type { Clock } from '../core/clock.ts';
import type { Logger } from '../core/log.ts';
import type { SmsGateway } from '../core/sms-gateway.ts';
import type { Db } from '../db/client.ts';
import type { ApiCallLog } from '../developers/api-call-log.ts';
import type { ExportJobs } from '../jobs/export-jobs.ts';
import type { JobLeases } from '../jobs/job-leases.ts';
import type { BankClient } from '../wallet/bank-gateway.ts';
import type { CallBudgets } from './budgets.ts';

/** Whether the process is shutting down: it finishes what it has and takes nothing new. */
export type Lifecycle = { draining: boolean };

export type ServerDeps = {
  db: Db;
  lifecycle: Lifecycle;
  clock: Clock;
  gateway: SmsGateway;
  log: Logger;
  /** The export queue and the folder the user's files are kept in. */
  exports: ExportJobs;
  /** What this process's exports and imports hold while they run. */
  leases: JobLeases;
  /**
   * The demo: the simulators' side doors under /v1/api/demo, the simulated bank's pages. Never in
   * production.
   */
  demo: boolean;
  /**
   * Registration steps (codes to new mobiles, registrations) one address may take in 15 minutes
   * (REGISTRATIONS_PER_ADDRESS); unset, MAX_ADDRESS_REGISTRATIONS.
   */
  registrationsPerAddress?: number;
  /** Where the outside world reaches this server (PUBLIC_URL); in the demo, unset: the request's origin. */
  publicUrl?: string;
  /** The send map's XYZ tile template (env MAP_TILE_URL), when the provider has a tile server. */
  mapTileUrl?: string;
  /** Seals API keys so their owner can see them again (env API_KEY_SECRET); kept in the database when unset. */
  apiKeySecret?: string;
  /** Origins whose pages may call the API and open the live socket (env CORS_ORIGINS). */
  corsOrigins?: string[];
  /** The costly calls' buckets (per process); without them no call is budgeted. */
  budgets?: CallBudgets;
  /** Proxies whose forwarded client address is believed (env TRUSTED_PROXIES); none: the socket's peer. */
  trustedProxies?: readonly string[];
  /**
   * The bank online payments go through: the gateway at BANK_GATEWAY_URL, or (unset) the simulated bank
   * of this server, whose pages are under /bank-gateway.
   */
  bank?: BankClient;
  /** Demo only: the bank is the simulated one of this server, its pages and calls under /bank-gateway. */
  simulatedBank?: boolean;
  /** Whose a mobile or a birth date is: the registry at IDENTITY_REGISTRY_URL, or (demo) the simulated one. */
  identity?: IdentityRegistry;
  /** The API-call log (calls made with API keys); without it nothing is recorded (API_CALL_LOG=off). */
  apiCalls: ApiCallLog;
  /**
   * Addresses and CIDR blocks webhooks may be delivered to although private or loopback
   * (WEBHOOK_ALLOW_ADDRESSES); with any, http:// endpoints are taken too. None: public https only.
   */
  webhookAllowAddresses?: readonly string[];
  /** Recipients a send writes as rows with its request and per stored chunk; unset, RECIPIENT_CHUNK. */
  recipientChunk?: number;
};

export type AuthEnv = { Variables: { auth: Auth } };
