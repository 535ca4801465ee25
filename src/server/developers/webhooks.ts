// Webhook endpoints and the events owed to them. An event is written in the transaction of what it
// tells (an inbox message, a finished send, a crossed low-balance alert), one row per endpoint that
// takes it, so it is delivered at least once even if the server stops right after; the body is written
// whole then, so a send again repeats it byte for byte with the same event id.
import { randomBytes } from 'node:crypto';
import type { CallBody } from '../../domain/core/call.ts';
import type { ListPage } from '../../domain/core/envelope.ts';
import { MESSAGE_CODES } from '../../domain/core/message-codes.ts';
import type * as calls from '../../domain/developers/webhooks.calls.ts';
import {
  attemptErrorText,
  WEBHOOK_ENDPOINTS_MAX,
  type WebhookAttempt,
  type WebhookEndpoint,
  type WebhookEventType,
  webhookMessages,
} from '../../domain/developers/webhooks.schema.ts';
import type { Clock } from '../core/clock.ts';
import type { Db, Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import { openWithServerSecret, sealWithServerSecret } from './api-key-seal.ts';
import { type AddressPolicy, checkHost } from './webhook-address.ts';

const time = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;
const ENDPOINT_COLUMNS = `id::int as id, url, events, secret, enabled,
  ${time('failing_since')} as failing_since, ${time('disabled_at')} as disabled_at, ${time('created_at')} as created_at`;

const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;
export const newEventId = () => `evt_${randomBytes(12).toString('hex')}`;

function notFound(): never {
  throw new ApiError(404, webhookMessages.notFound, { id: [webhookMessages.notFound] });
}

/** Refuses a URL whose host is private (or unknown), with the field's message. */
async function checkUrl(text: string, policy: AddressPolicy): Promise<void> {
  const url = new URL(text);
  const verdict = await checkHost(url.hostname, policy);
  const refuse = (message: string) => {
    throw new ApiError(422, message, { url: [message] }, MESSAGE_CODES.invalidFields);
  };
  if (verdict === 'private') refuse(webhookMessages.privateAddress);
  if (verdict === 'unresolvable') refuse(webhookMessages.unresolvable);
}

/** `allowsPlainHttp`: a server that allows private addresses (tests, a local setup) takes http:// too. */
export type WebhookDeps = {
  db: Db;
  clock: Clock;
  policy: AddressPolicy;
  allowsPlainHttp: boolean;
  /** The configured sealing secret (API_KEY_SECRET), else the one kept in the database. */
  apiKeySecret?: string;
};

/**
 * The secret to sign with or show. It is stored sealed (as API keys and authenticator secrets are), so a
 * copy of the database alone cannot sign events as the provider; one stored before sealing (`whsec_…`)
 * is read as it is.
 */
export async function openWebhookSecret(
  db: Queryable,
  configured: string | undefined,
  stored: string,
): Promise<string> {
  if (stored.startsWith('whsec_')) return stored;
  return (await openWithServerSecret(db, configured, stored)) ?? '';
}

const opened = async (deps: Pick<WebhookDeps, 'db' | 'apiKeySecret'>, row: WebhookEndpoint) => ({
  ...row,
  secret: await openWebhookSecret(deps.db, deps.apiKeySecret, row.secret),
});

export async function webhookPage(
  deps: Pick<WebhookDeps, 'db' | 'apiKeySecret'>,
  userId: number,
  { page, per_page }: { page: number; per_page: number },
): Promise<ListPage<WebhookEndpoint>> {
  const { db } = deps;
  const [rows, [total]] = await Promise.all([
    db.query<WebhookEndpoint>(
      `select ${ENDPOINT_COLUMNS} from webhook_endpoints where user_id = $1 order by id desc limit $2 offset $3`,
      [userId, per_page, (page - 1) * per_page],
    ),
    db.query<{ n: number }>('select count(*)::int as n from webhook_endpoints where user_id = $1', [userId]),
  ]);
  const items = await Promise.all(rows.map((row) => opened(deps, row)));
  return { items, total: total?.n ?? 0, page, per_page };
}

async function ownEndpoint(db: Queryable, userId: number, id: number): Promise<WebhookEndpoint> {
  const [row] = await db.query<WebhookEndpoint>(
    `select ${ENDPOINT_COLUMNS} from webhook_endpoints where id = $1 and user_id = $2`,
    [id, userId],
  );
  if (!row) notFound();
  return row;
}

async function refuseUrl(deps: WebhookDeps, url: string) {
  await checkUrl(url, deps.policy);
  if (!deps.allowsPlainHttp && new URL(url).protocol !== 'https:')
    throw new ApiError(
      422,
      webhookMessages.invalidUrl,
      { url: [webhookMessages.invalidUrl] },
      MESSAGE_CODES.invalidFields,
    );
}

export async function createWebhook(
  deps: WebhookDeps,
  userId: number,
  { url, events }: CallBody<typeof calls.webhookCreateCall>,
): Promise<WebhookEndpoint> {
  await refuseUrl(deps, url);
  // Sealed before the transaction and opened after it: the sealing secret is read on a connection of its own.
  const sealed = await sealWithServerSecret(deps.db, deps.apiKeySecret, newSecret());
  const made = await deps.db.transaction(async (tx) => {
    // One at a time per account, so the count holds.
    await tx.query('select id from users where id = $1 for update', [userId]);
    const [count] = await tx.query<{ n: number }>(
      'select count(*)::int as n from webhook_endpoints where user_id = $1',
      [userId],
    );
    if ((count?.n ?? 0) >= WEBHOOK_ENDPOINTS_MAX)
      throw new ApiError(422, webhookMessages.tooMany, { url: [webhookMessages.tooMany] });
    const [row] = await tx.query<WebhookEndpoint>(
      `insert into webhook_endpoints (user_id, url, events, secret, created_at)
       values ($1, $2, $3::text[], $4, $5) returning ${ENDPOINT_COLUMNS}`,
      [userId, url, events, sealed, deps.clock.now()],
    );
    return row as WebhookEndpoint;
  });
  return opened(deps, made);
}

export async function updateWebhook(
  deps: WebhookDeps,
  userId: number,
  body: CallBody<typeof calls.webhookUpdateCall>,
): Promise<WebhookEndpoint> {
  const current = await ownEndpoint(deps.db, userId, body.id);
  if (body.url !== undefined && body.url !== current.url) await refuseUrl(deps, body.url);
  const [row] = await deps.db.query<WebhookEndpoint>(
    `update webhook_endpoints set url = coalesce($3, url), events = coalesce($4::text[], events),
       enabled = coalesce($5, enabled),
       failing_since = case when $5 then null else failing_since end,
       disabled_at = case when $5 then null when $5 = false then coalesce(disabled_at, $6) else disabled_at end
     where id = $1 and user_id = $2 returning ${ENDPOINT_COLUMNS}`,
    [body.id, userId, body.url ?? null, body.events ?? null, body.enabled ?? null, deps.clock.now()],
  );
  if (!row) notFound();
  return opened(deps, row);
}

export async function deleteWebhook(db: Queryable, userId: number, id: number): Promise<void> {
  const gone = await db.query('delete from webhook_endpoints where id = $1 and user_id = $2 returning id', [
    id,
    userId,
  ]);
  if (gone.length === 0) notFound();
}

/** The body of an event as delivered: what the receiver parses and the signature covers. */
export const eventBody = (eventId: string, type: WebhookEventType, createdAt: Date, data: unknown) =>
  JSON.stringify({ id: eventId, type, created: Math.floor(createdAt.getTime() / 1000), data });

/**
 * Owes an event to every enabled endpoint of the account that takes its type: inside the caller's
 * transaction, so the event exists exactly when what it tells does. One statement, nothing written
 * when the account has no such endpoint.
 */
export async function emitWebhookEvent(
  tx: Queryable,
  clock: Clock,
  userId: number,
  type: WebhookEventType,
  data: unknown,
): Promise<void> {
  const now = clock.now();
  const eventId = newEventId();
  await tx.query(
    `insert into webhook_events (user_id, endpoint_id, event_id, type, payload, created_at, next_at)
     select user_id, id, $3, $2, $4, $5, $5 from webhook_endpoints
     where user_id = $1 and enabled and $2 = any(events)`,
    [userId, type, eventId, eventBody(eventId, type, now, data), now],
  );
  wakeWebhookDeliverers();
}

/** `send.finished` for each bulk just done, to the endpoints that take it: one statement. */
export async function emitSendsFinished(
  tx: Queryable,
  now: Date,
  bulks: readonly {
    id: number;
    user_id: number;
    total: number;
    status_2: number;
    status_3: number;
    status_4?: number;
  }[],
): Promise<void> {
  if (bulks.length === 0) return;
  const ids = bulks.map(() => newEventId());
  await tx.query(
    `insert into webhook_events (user_id, endpoint_id, event_id, type, payload, created_at, next_at)
     select d.user_id, w.id, d.event_id, 'send.finished', d.payload, $4, $4
     from unnest($1::bigint[], $2::text[], $3::text[]) as d(user_id, event_id, payload)
     join webhook_endpoints w on w.user_id = d.user_id and w.enabled and 'send.finished' = any(w.events)`,
    [
      bulks.map((b) => b.user_id),
      ids,
      bulks.map((b, i) =>
        eventBody(ids[i] as string, 'send.finished', now, {
          bulk_id: Number(b.id),
          total: Number(b.total),
          delivered: Number(b.status_2),
          not_delivered: Number(b.status_3),
        }),
      ),
      now,
    ],
  );
}

/** Queues a test event to one endpoint, whatever events it takes. */
export async function queueTestEvent(deps: WebhookDeps, userId: number, id: number): Promise<void> {
  const endpoint = await ownEndpoint(deps.db, userId, id);
  const now = deps.clock.now();
  const eventId = newEventId();
  await deps.db.query(
    `insert into webhook_events (user_id, endpoint_id, event_id, type, payload, created_at, next_at)
     values ($1, $2, $3, 'webhook.test', $4, $5, $5)`,
    [
      userId,
      endpoint.id,
      eventId,
      eventBody(eventId, 'webhook.test', now, { message: 'رویداد آزمایشی پیامک', endpoint_id: endpoint.id }),
      now,
    ],
  );
  wakeWebhookDeliverers();
}

/** Sends one event of the endpoint again (the same id and body), delivered or not. */
export async function resendEvent(
  deps: WebhookDeps,
  userId: number,
  id: number,
  eventId: string,
): Promise<void> {
  await ownEndpoint(deps.db, userId, id);
  const now = deps.clock.now();
  const again = await deps.db.query(
    `update webhook_events set state = 'pending', next_at = $4, created_at = $4, lease_until = null
     where endpoint_id = $1 and user_id = $2 and event_id = $3 returning id`,
    [id, userId, eventId, now],
  );
  if (again.length === 0)
    throw new ApiError(404, webhookMessages.eventNotFound, { event_id: [webhookMessages.eventNotFound] });
  wakeWebhookDeliverers();
}

export async function attemptPage(
  db: Queryable,
  userId: number,
  endpointId: number | null,
  { page, per_page }: { page: number; per_page: number },
): Promise<ListPage<WebhookAttempt>> {
  if (endpointId === null) notFound();
  await ownEndpoint(db, userId, endpointId);
  const [items, [total]] = await Promise.all([
    db.query<WebhookAttempt>(
      `select a.id::int as id, e.event_id, e.type, ${time('a.at')} as at, a.status, a.duration_ms, a.response,
         a.error, e.state
       from webhook_attempts a join webhook_events e on e.id = a.event_row_id
       where a.endpoint_id = $1 order by a.id desc limit $2 offset $3`,
      [endpointId, per_page, (page - 1) * per_page],
    ),
    db.query<{ n: number }>('select count(*)::int as n from webhook_attempts where endpoint_id = $1', [
      endpointId,
    ]),
  ]);
  return {
    items: items.map((item) => ({ ...item, error: attemptErrorText(item.error) })),
    total: total?.n ?? 0,
    page,
    per_page,
  };
}

const wakers = new Set<() => void>();
/** Wakes this process's deliverers at once (an event was just written). */
export function wakeWebhookDeliverers(): void {
  for (const wake of wakers) wake();
}
export function onWebhookWake(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}
