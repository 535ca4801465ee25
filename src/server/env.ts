// The environment is parsed once at boot; nothing else reads process.env.
import * as v from 'valibot';
import { isAddressOrCidr } from './http/client-address.ts';

const Port = v.pipe(
  v.optional(v.string(), '8080'),
  v.transform(Number),
  v.integer('PORT must be a whole number'),
  v.minValue(0, 'PORT must be 0..65535'),
  v.maxValue(65535, 'PORT must be 0..65535'),
);

/** A whole, positive number of days or minutes; `fallback` when unset. */
const Count = (name: string, fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.transform(Number),
    v.integer(`${name} must be a whole number`),
    v.minValue(1, `${name} must be at least 1`),
  );

/** A whole number of milliseconds, at least `min`. */
const WholeMs = (name: string, min: number) =>
  v.pipe(
    v.string(),
    v.transform(Number),
    v.integer(`${name} must be a whole number`),
    v.minValue(min, `${name} must be at least ${min}`),
  );
/** Milliseconds, `fallback` when unset. */
const Ms = (name: string, fallback: string, min = 0) => v.optional(WholeMs(name, min), fallback);

const Flag = v.pipe(
  v.optional(v.picklist(['0', '1', 'true', 'false', 'yes', 'no', '']), ''),
  v.transform((value) => ['1', 'true', 'yes'].includes(value)),
);

/** An http(s) address without a trailing slash: an origin, or an origin with a path prefix. */
const HttpBase = (name: string) =>
  v.pipe(
    v.string(),
    v.regex(/^https?:\/\/[^/\s]+(\/\S*)?$/, `${name} must be an http(s) URL`),
    v.transform((url) => url.replace(/\/+$/, '')),
  );

export const EnvSchema = v.object({
  // `demo`: the seeded demo account, the simulated operator and bank, their side doors under
  // /v1/api/demo and codes printed to the console. `production`: none of these, and the settings a
  // deployment needs are required. Unset: demo on the embedded database, production with DATABASE_URL.
  PAYAMAK_MODE: v.optional(v.picklist(['demo', 'production'], 'PAYAMAK_MODE must be demo or production')),
  // Where the outside world reaches this server (https://panel.example.ir): the bank's callbacks are
  // built from it, never from a request's Host header. Required in production.
  PUBLIC_URL: v.optional(HttpBase('PUBLIC_URL')),
  // The SMS operator's HTTP gateway (codes, alerts, sends go there as JSON). Required in production.
  SMS_GATEWAY_URL: v.optional(HttpBase('SMS_GATEWAY_URL')),
  // Sent to the SMS gateway as its Authorization header.
  SMS_GATEWAY_TOKEN: v.optional(v.string()),
  // Registration steps (a code to a new mobile, a registration) one client address may take in 15
  // minutes; unset, 200. An office behind one NAT address registering many accounts may need more.
  REGISTRATIONS_PER_ADDRESS: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('REGISTRATIONS_PER_ADDRESS must be a whole number'),
      v.minValue(1, 'REGISTRATIONS_PER_ADDRESS must be at least 1'),
    ),
  ),
  PORT: Port,
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url('DATABASE_URL must be a postgres:// URL'))),
  PANEL_DIR: v.optional(v.string(), './dist/panel'),
  // Start without the demo account and its data.
  PAYAMAK_EMPTY: Flag,
  // A session ends this many days unused, and this many days after login, whatever its use.
  SESSION_IDLE_DAYS: Count('SESSION_IDLE_DAYS', '30'),
  SESSION_MAX_DAYS: Count('SESSION_MAX_DAYS', '90'),
  // A session the provider's admin opened as the user (external_login) ends this many minutes after.
  IMPERSONATION_MINUTES: Count('IMPERSONATION_MINUTES', '60'),
  // `off`: calls made with API keys are not put on the developers' call log (a benchmark's comparison).
  API_CALL_LOG: v.optional(v.picklist(['on', 'off'], 'API_CALL_LOG must be on or off'), 'on'),
  // Addresses or CIDR blocks (comma-separated) a webhook may be delivered to although loopback, private
  // or link-local; with any, plain http:// endpoints are taken too. Unset: public https endpoints only.
  WEBHOOK_ALLOW_ADDRESSES: v.pipe(
    v.optional(v.string(), ''),
    v.transform((text) =>
      text
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    ),
    v.check(
      (list) => list.every(isAddressOrCidr),
      'WEBHOOK_ALLOW_ADDRESSES must list IP addresses or CIDR blocks',
    ),
  ),
  LOG_LEVEL: v.optional(v.picklist(['silent', 'error', 'info']), 'info'),
  // On SIGTERM: how long the process keeps answering while /ready says 503, so that the proxy's health
  // check moves new requests elsewhere, ms (unset: 5000 in production, 0 in the demo).
  SHUTDOWN_DRAIN_MS: v.optional(WholeMs('SHUTDOWN_DRAIN_MS', 0)),
  // Then how long the requests under way may take to finish before they are cut, ms.
  SHUTDOWN_GRACE_MS: Ms('SHUTDOWN_GRACE_MS', '10000'),
  // How long after a pattern is submitted the simulated reviewer answers, ms.
  PATTERN_REVIEW_DELAY_MS: Ms('PATTERN_REVIEW_DELAY_MS', '3000'),
  // How long a card-to-card or bank-slip transfer waits before the simulated provider approves it
  // (or rejects a reference its bank does not know), ms; 0: never (approve from the demo endpoint).
  TRANSFER_AUTO_APPROVE_MS: Ms('TRANSFER_AUTO_APPROVE_MS', '120000'),
  // The send map's raster tiles, an XYZ template such as https://tiles.example.ir/{z}/{x}/{y}.png;
  // without it the map shows its bundled outlines of Iran and its provinces only.
  MAP_TILE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^https?:\/\/[^/\s]+\/\S*$/, 'MAP_TILE_URL must be an http(s) URL'),
      v.check(
        (url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)),
        'MAP_TILE_URL must hold {z}, {x} and {y}',
      ),
    ),
  ),
  // Seals API keys so that their owner can see them again. Without it the server makes one at first
  // start and keeps it in the database (fine for the demo; set it in production, from a secret store).
  API_KEY_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(32, 'API_KEY_SECRET must be at least 32 characters')),
  ),
  // Where the panel calls the API and opens the live socket (written to the panel's /config.json).
  // Unset: the origin that served the panel. The socket defaults to the API base's /v1/ws.
  PANEL_API_BASE: v.optional(HttpBase('PANEL_API_BASE')),
  PANEL_SOCKET_URL: v.optional(
    v.pipe(v.string(), v.regex(/^wss?:\/\/[^/\s]+(\/\S*)?$/, 'PANEL_SOCKET_URL must be a ws(s) URL')),
  ),
  // The bank gateway online payments go through (its request, verify and payer's pages under it).
  // Unset: the simulated bank of this server, at its own origin + /bank-gateway.
  BANK_GATEWAY_URL: v.optional(HttpBase('BANK_GATEWAY_URL')),
  // The identity registry asked whether a mobile and a birth date are a national code's holder's.
  // Unset: the simulated registry of the demo (production requires it).
  IDENTITY_REGISTRY_URL: v.optional(HttpBase('IDENTITY_REGISTRY_URL')),
  // How often the reconciler asks the bank about online payments left pending (callback lost), ms.
  PAYMENT_RECONCILE_MS: Ms('PAYMENT_RECONCILE_MS', '60000', 1),
  // How long an export or a contact import stays held by its process without being renewed, ms: a
  // process that died leaves its jobs to the others this long after (jobs/job-leases.ts).
  JOB_LEASE_MS: Ms('JOB_LEASE_MS', '60000', 1000),
  // Origins (scheme://host[:port], comma-separated) whose pages may call the API and open the socket.
  CORS_ORIGINS: v.pipe(
    v.optional(v.string(), ''),
    v.transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    ),
    v.check(
      (origins) => origins.every((origin) => /^https?:\/\/[^/\s]+$/.test(origin)),
      'CORS_ORIGINS must be http(s) origins separated by commas',
    ),
  ),
  // Per-user budgets of the costly calls (price, send, count, export, import), per process; `off` for
  // benchmarks, or where a proxy in front already limits them.
  CALL_BUDGETS: v.optional(v.picklist(['on', 'off'], 'CALL_BUDGETS must be on or off'), 'on'),
  // The reverse proxies in front of the server (IPv4 or IPv6 addresses or CIDR blocks, comma-separated):
  // only a request whose socket peer is one of them has its client taken from X-Forwarded-For
  // (Forwarded, X-Real-IP). Unset: the socket's peer is the client, whatever the headers say.
  TRUSTED_PROXIES: v.pipe(
    v.optional(v.string(), ''),
    v.transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
    v.check(
      (entries) => entries.every(isAddressOrCidr),
      'TRUSTED_PROXIES must be IP addresses or CIDR blocks separated by commas',
    ),
  ),
});

type ParsedEnv = v.InferOutput<typeof EnvSchema>;
export type Env = Omit<ParsedEnv, 'PAYAMAK_MODE'> & { PAYAMAK_MODE: 'demo' | 'production' };

/** What a production server cannot run without, each with why. */
const PRODUCTION_NEEDS = {
  API_KEY_SECRET: 'seals API keys and authenticator secrets; kept apart from the database (a secret store)',
  BANK_GATEWAY_URL: 'the payment gateway (production has no simulated bank)',
  IDENTITY_REGISTRY_URL:
    'whose a mobile and a birth date are, asked for a national code (production has no simulated registry)',
  PUBLIC_URL: "where the bank's callbacks return (never taken from a request's Host header)",
  SMS_GATEWAY_URL: 'the SMS operator codes and sends go to (production has no simulated operator)',
} as const;

/** The settings production needs, as given (by the environment, or by a caller of startServer). */
export type ProductionSettings = Partial<Record<keyof typeof PRODUCTION_NEEDS, unknown>>;

/** Refuses a production server missing any of what it cannot run without, naming each with why. */
export function refuseIncompleteProduction(settings: ProductionSettings): void {
  const missing = Object.entries(PRODUCTION_NEEDS).filter(
    ([name]) => !settings[name as keyof typeof PRODUCTION_NEEDS],
  );
  if (missing.length === 0) return;
  const lines = missing.map(([name, why]) => `  ${name}: required in production (${why})`);
  throw new Error(
    `Bad configuration for production (PAYAMAK_MODE=production, or DATABASE_URL without PAYAMAK_MODE=demo):\n${lines.join('\n')}`,
  );
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = v.safeParse(EnvSchema, source);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new Error(`Bad configuration:\n${lines.join('\n')}`);
  }
  const parsed = result.output;
  const mode = parsed.PAYAMAK_MODE ?? (parsed.DATABASE_URL ? 'production' : 'demo');
  if (mode === 'production') refuseIncompleteProduction(parsed);
  return { ...parsed, PAYAMAK_MODE: mode };
}
