// Delivers the webhook events owed to customers' endpoints. A loop claims due events with a lease
// (FOR UPDATE SKIP LOCKED, then next_at moved past the lease), so several processes never send the
// same attempt, and the events a killed process had claimed come due again when the lease runs out.
// Each delivery is a signed POST (Stripe's scheme: `t=<unix>,v1=<HMAC-SHA256 of "<t>.<body>">`) with a
// timeout, no redirects followed, the answer read to 1 KB, to an address checked as the connection
// opens. A failure is tried again with exponential backoff for 24 hours; an endpoint failing for 24
// hours is turned off and its owner told by SMS.
import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import {
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  webhookMessages,
} from '../../domain/developers/webhooks.schema.ts';
import { addMs, type Clock } from '../core/clock.ts';
import type { Logger } from '../core/log.ts';
import type { SmsGateway } from '../core/sms-gateway.ts';
import type { Db } from '../db/client.ts';
import { type AddressPolicy, guardedLookup, RefusedAddress } from '../developers/webhook-address.ts';
import { onWebhookWake, openWebhookSecret } from '../developers/webhooks.ts';

export type WebhookDelivererOptions = {
  /** How often the loop looks for due events (real ms). */
  intervalMs: number;
  /** Events claimed per round, and delivered at the same time at most. */
  batchSize: number;
  concurrency: number;
  /** One delivery's whole time (connect, send, answer), ms. */
  timeoutMs: number;
  /** How long a claim holds (clock ms); past it, another process may take the event. */
  leaseMs: number;
  /** How long an event is tried, and an endpoint may fail before it is turned off (clock ms). */
  giveUpMs: number;
  /** The first retry's wait; each next doubles, up to maxBackoffMs (clock ms). */
  firstBackoffMs: number;
  maxBackoffMs: number;
};

export const defaultWebhookOptions: WebhookDelivererOptions = {
  intervalMs: 1_000,
  batchSize: 200,
  concurrency: 32,
  timeoutMs: 10_000,
  leaseMs: 60_000,
  giveUpMs: 24 * 60 * 60_000,
  firstBackoffMs: 10_000,
  maxBackoffMs: 60 * 60_000,
};

/** The answer kept of an attempt. */
export const ANSWER_MAX_BYTES = 1024;

/** The signature header's value for a body sent at `t` (unix seconds). */
export function signature(secret: string, t: number, body: string): string {
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** The wait before try number `attempts + 1`. */
export const backoffMs = (o: WebhookDelivererOptions, attempts: number) =>
  Math.min(o.maxBackoffMs, o.firstBackoffMs * 2 ** Math.max(0, attempts - 1));

type Outcome = { status: number | null; response: string | null; error: string | null; ms: number };

/** One POST; never throws: a refusal, a timeout or a network error is the outcome's error. */
export function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  policy: AddressPolicy,
  timeoutMs: number,
): Promise<Outcome> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let done = false;
    const finish = (o: Omit<Outcome, 'ms'>) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve({ ...o, ms: ms() });
    };
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return finish({ status: null, response: null, error: 'invalid url' });
    }
    // An address written in the URL is not looked up: it is checked here, as a looked-up one is there.
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && !policy(literal))
      return finish({ status: null, response: null, error: 'refused address' });
    if (target.protocol !== 'https:' && target.protocol !== 'http:')
      return finish({ status: null, response: null, error: 'invalid url' });
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        method: 'POST',
        lookup: guardedLookup(policy),
        headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < ANSWER_MAX_BYTES) chunks.push(chunk.subarray(0, ANSWER_MAX_BYTES - size));
          size += chunk.length;
          // Past the cap the rest is not read: the connection is closed.
          if (size >= ANSWER_MAX_BYTES) {
            res.destroy();
            finishWith();
          }
        });
        const finishWith = () =>
          finish({
            status: res.statusCode ?? null,
            response: Buffer.concat(chunks).toString('utf8').slice(0, ANSWER_MAX_BYTES),
            error: null,
          });
        res.on('end', finishWith);
        res.on('error', finishWith);
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish({ status: null, response: null, error: 'timeout' });
    }, timeoutMs);
    req.on('error', (error) => {
      const refused =
        error instanceof RefusedAddress || (error as { cause?: unknown }).cause instanceof RefusedAddress;
      // A code, never the library's English: the attempts list says it in Persian (attemptErrorText).
      const code =
        (error as NodeJS.ErrnoException).code ??
        (/socket hang up/i.test(error.message) ? 'ECONNRESET' : 'unknown');
      finish({ status: null, response: null, error: refused ? 'refused address' : `network ${code}` });
    });
    req.end(body);
  });
}

type Claimed = {
  id: number;
  endpoint_id: number;
  user_id: number;
  event_id: string;
  payload: string;
  attempts: number;
  created_at: Date;
  url: string;
  secret: string;
  enabled: boolean;
  failing_since: Date | null;
};

export type WebhookDeliverer = { tick(): Promise<number>; stop(): Promise<void> };

export function startWebhookDeliverer(
  db: Db,
  clock: Clock,
  log: Logger,
  gateway: SmsGateway,
  policy: AddressPolicy,
  options: Partial<WebhookDelivererOptions> = {},
  /** The configured sealing secret of the endpoints' signing secrets (API_KEY_SECRET), if any. */
  sealingSecret?: string,
): WebhookDeliverer {
  const o = { ...defaultWebhookOptions, ...options };
  let stopped = false;
  let running: Promise<number> = Promise.resolve(0);

  async function claim(): Promise<Claimed[]> {
    const now = clock.now();
    return db.query<Claimed>(
      `with due as (
         select id from webhook_events where state = 'pending' and next_at <= $1
         order by next_at limit $2 for update skip locked
       )
       update webhook_events e set next_at = $3, lease_until = $3, attempts = e.attempts + 1
       from due, webhook_endpoints w
       where e.id = due.id and w.id = e.endpoint_id
       returning e.id::int as id, e.endpoint_id::int as endpoint_id, e.user_id::int as user_id, e.event_id,
         e.payload, e.attempts, e.created_at, w.url, w.secret, w.enabled, w.failing_since`,
      [now, o.batchSize, addMs(now, o.leaseMs)],
    );
  }

  async function settle(event: Claimed, outcome: Outcome): Promise<void> {
    const now = clock.now();
    const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
    const notice = await db.transaction(async (tx): Promise<string | null> => {
      await tx.query(
        `insert into webhook_attempts (event_row_id, endpoint_id, at, status, duration_ms, response, error)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [event.id, event.endpoint_id, now, outcome.status, outcome.ms, outcome.response, outcome.error],
      );
      if (ok) {
        await tx.query(
          `update webhook_events set state = 'delivered', delivered_at = $2, lease_until = null where id = $1`,
          [event.id, now],
        );
        await tx.query(
          'update webhook_endpoints set failing_since = null where id = $1 and failing_since is not null',
          [event.endpoint_id],
        );
        return null;
      }
      const givenUp = now.getTime() - new Date(event.created_at).getTime() >= o.giveUpMs;
      await tx.query(`update webhook_events set state = $2, next_at = $3, lease_until = null where id = $1`, [
        event.id,
        givenUp ? 'failed' : 'pending',
        addMs(now, backoffMs(o, event.attempts)),
      ]);
      const [endpoint] = await tx.query<{ failing_since: Date }>(
        `update webhook_endpoints set failing_since = coalesce(failing_since, $2) where id = $1
         returning failing_since`,
        [event.endpoint_id, now],
      );
      if (endpoint && now.getTime() - new Date(endpoint.failing_since).getTime() >= o.giveUpMs) {
        const [off] = await tx.query<{ mobile: string }>(
          `update webhook_endpoints w set enabled = false, disabled_at = $2 from users u
           where w.id = $1 and w.enabled and u.id = w.user_id returning u.mobile`,
          [event.endpoint_id, now],
        );
        if (off) {
          await tx.query(
            `update webhook_events set state = 'failed' where endpoint_id = $1 and state = 'pending'`,
            [event.endpoint_id],
          );
          return off.mobile;
        }
      }
      return null;
    });
    // Told once the endpoint is off for good (committed), outside the transaction.
    if (notice)
      await gateway
        .send({ mobile: notice, channel: 'sms', body: webhookMessages.disabledNotice(event.url) })
        .catch((error: Error) => log.error('webhook_notice', { message: error.message }));
  }

  async function deliver(event: Claimed): Promise<void> {
    if (!event.enabled) {
      await db.query(`update webhook_events set state = 'failed', lease_until = null where id = $1`, [
        event.id,
      ]);
      return;
    }
    const secret = await openWebhookSecret(db, sealingSecret, event.secret);
    // Sealed under another server secret (API_KEY_SECRET was changed): an event signed with no key
    // would be taken by a receiver that checks nothing, and refused by one that checks. Not sent; the
    // attempt says why, and the endpoint goes off after a day of it, as after any failure.
    if (!secret) {
      await settle(event, { status: null, response: null, error: 'secret unreadable', ms: 0 });
      return;
    }
    const t = Math.floor(clock.now().getTime() / 1000);
    const outcome = await post(
      event.url,
      event.payload,
      {
        'Content-Type': 'application/json',
        'User-Agent': 'Payamak-Webhooks/1.0',
        [WEBHOOK_EVENT_ID_HEADER]: event.event_id,
        [WEBHOOK_SIGNATURE_HEADER]: signature(secret, t, event.payload),
      },
      policy,
      o.timeoutMs,
    );
    await settle(event, outcome);
  }

  async function round(): Promise<number> {
    let total = 0;
    for (;;) {
      if (stopped) return total;
      const claimed = await claim();
      if (claimed.length === 0) return total;
      let next = 0;
      const lane = async () => {
        while (next < claimed.length) {
          const event = claimed[next++] as Claimed;
          await deliver(event).catch((error: Error) =>
            log.error('webhook_delivery', { message: error.message }),
          );
        }
      };
      await Promise.all(Array.from({ length: Math.min(o.concurrency, claimed.length) }, lane));
      total += claimed.length;
      if (claimed.length < o.batchSize) return total;
    }
  }

  const tick = () => {
    running = running.then(round, round).catch((error: Error) => {
      if (!stopped) log.error('webhook_deliverer', { message: error.message });
      return 0;
    });
    return running;
  };
  let woken = false;
  const stopWake = onWebhookWake(() => {
    if (woken || stopped) return;
    woken = true;
    setTimeout(() => {
      woken = false;
      void tick();
    }, 5).unref();
  });
  const timer = setInterval(() => void tick(), o.intervalMs);
  timer.unref();
  return {
    tick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      stopWake();
      await running.catch(() => 0);
    },
  };
}
