// spec 7 (Sending): sender lines, price, send and stop sending. `send` needs an Idempotency-Key
// (DESIGN.md) and takes a large body (a file send carries up to a million numbers).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import {
  AgreementListQuerySchema,
  AgreementListSchema,
  AssignAgreementSchema,
  DefaultSenderLineUpsertSchema,
  messages,
  SendCancelDataSchema,
  SendCancelSchema,
  SendDataSchema,
  SenderLineListSchema,
  SenderLineSchema,
  SendPriceDataSchema,
  SendRequestSchema,
  sendMessages,
} from '../../domain/index.ts';
import type { Queryable } from '../db/client.ts';
import type { ApiCall } from '../services/api-call.ts';
import { ApiError } from '../services/api-error.ts';
import { requireAuth } from '../services/auth-middleware.ts';
import type { AuthEnv, ServerDeps } from '../services/context.ts';
import { IDEMPOTENCY_KEY_MAX, idempotent } from '../services/idempotency.ts';
import { fail, ok } from '../services/respond.ts';
import { cancelSend, createSendIn } from '../services/send.ts';
import { prepareSend, refuseUnacceptedAgreements, senderLineOf } from '../services/send-prepare.ts';
import { jsonBody, queryParams } from '../services/validate.ts';

const tag = 'send';
/** A million numbers as JSON is about 15 MB; peer-to-peer texts make it more. */
export const MAX_SEND_BODY_BYTES = 64 * 1024 * 1024;
export const LARGE_BODY_PATHS = ['/send', '/send/calculate-price'];

export const sendCalls: ApiCall[] = [
  {
    method: 'get',
    path: '/number/numbers',
    summary: "The user's sender lines, the default marked",
    data: SenderLineListSchema,
    tag,
    auth: true,
  },
  {
    method: 'post',
    path: '/numbers/defaults/upsert',
    summary: 'Make one of the lines the default',
    body: DefaultSenderLineUpsertSchema,
    data: SenderLineSchema,
    tag,
    auth: true,
    errors: { 422: 'Unknown line' },
  },
  {
    method: 'get',
    path: '/numbers/agreement-list',
    summary: "A line's agreements, each marked accepted or not",
    query: AgreementListQuerySchema,
    data: AgreementListSchema,
    tag,
    auth: true,
    errors: { 422: 'Unknown line' },
  },
  {
    method: 'post',
    path: '/numbers/assign-agreement',
    summary: 'Accept agreements for a line',
    body: AssignAgreementSchema,
    data: AgreementListSchema,
    tag,
    auth: true,
    errors: { 422: 'Unknown line or agreement' },
  },
  {
    method: 'post',
    path: '/send/calculate-price',
    summary: 'What a send would cost (nothing is written)',
    body: SendRequestSchema,
    data: SendPriceDataSchema,
    tag,
    auth: true,
    errors: { 422: 'Invalid body, no recipients, or under 5,000 for map and tower sends' },
  },
  {
    method: 'post',
    path: '/send',
    summary: 'Send (Idempotency-Key header required): debits the wallet and queues the recipients',
    body: SendRequestSchema,
    data: SendDataSchema,
    tag,
    auth: true,
    errors: {
      201: 'Accepted (a replay with the same key answers the same)',
      400: 'Idempotency-Key missing',
      402: 'Not enough credit; nothing written',
      409: 'The first request with this key is still running',
      422: 'Invalid body, or the key was used with another body',
    },
  },
  {
    method: 'post',
    path: '/send/cancel',
    summary: 'Stop sending: what has not gone out is stopped and refunded',
    body: SendCancelSchema,
    data: SendCancelDataSchema,
    tag,
    auth: true,
    errors: { 404: 'No such send of this user', 409: 'Already finished or stopped' },
  },
];

type LineRow = { id: number; number: string; title: string; is_default: boolean };

async function linesOf(db: Queryable, userId: number): Promise<LineRow[]> {
  const rows = await db.query<LineRow>(
    `select l.id::int as id, l.number, l.title, coalesce(d.sender_line_id = l.id, false) as is_default
     from sender_lines l left join sender_line_defaults d on d.user_id = $1
     where l.user_id = $1 or l.user_id is null
     order by l.user_id is null, l.id`,
    [userId],
  );
  // With no default chosen, the first line is the default.
  if (rows.length > 0 && !rows.some((r) => r.is_default)) (rows[0] as LineRow).is_default = true;
  return rows;
}

/** A schedule a little in the past (the user's clock, a queued offline send) is tolerated as now. */
const PAST_SCHEDULE_GRACE_MS = 10 * 60_000;

function refusePastSchedule(scheduledAt: string | null, now: Date) {
  if (scheduledAt === null) return;
  const at = new Date(`${scheduledAt.replace(' ', 'T')}Z`).getTime();
  if (Number.isNaN(at) || at < now.getTime() - PAST_SCHEDULE_GRACE_MS)
    throw new ApiError(422, sendMessages.scheduleInPast, { scheduled_at: [sendMessages.scheduleInPast] });
}

async function agreementsOf(db: Queryable, userId: number, lineId: number) {
  return db.query(
    `select a.id, a.title, a.body, (s.agreement_id is not null) as accepted
     from agreements a left join sender_line_agreements s
       on s.agreement_id = a.id and s.user_id = $1 and s.sender_line_id = $2
     order by a.id`,
    [userId, lineId],
  );
}

async function ownLine(db: Queryable, userId: number, lineId: number) {
  if (!(await linesOf(db, userId)).some((l) => l.id === lineId))
    throw new ApiError(422, sendMessages.senderLineNotFound, {
      number_id: [sendMessages.senderLineNotFound],
    });
}

const needsIdempotencyKey = createMiddleware(async (c, next) => {
  const key = c.req.header('Idempotency-Key')?.trim() ?? '';
  if (key === '' || key.length > IDEMPOTENCY_KEY_MAX)
    return fail(c, 400, { message: sendMessages.idempotencyKeyMissing });
  await next();
});

const largeBody = bodyLimit({
  maxSize: MAX_SEND_BODY_BYTES,
  onError: (c) => fail(c, 413, { message: 'حجم درخواست بیش از حد مجاز است' }),
});

export function sendRoutes(deps: ServerDeps) {
  const authed = requireAuth(deps.db);
  const { db, clock } = deps;
  return new Hono<AuthEnv>()
    .get('/number/numbers', authed, async (c) => ok(c, await linesOf(db, c.get('auth').user.id)))
    .post('/numbers/defaults/upsert', authed, jsonBody(DefaultSenderLineUpsertSchema), async (c) => {
      const userId = c.get('auth').user.id;
      const { number_id } = c.req.valid('json');
      const line = (await linesOf(db, userId)).find((l) => l.id === number_id);
      if (!line)
        throw new ApiError(422, sendMessages.senderLineNotFound, {
          number_id: [sendMessages.senderLineNotFound],
        });
      await db.query(
        `insert into sender_line_defaults (user_id, sender_line_id) values ($1, $2)
         on conflict (user_id) do update set sender_line_id = excluded.sender_line_id`,
        [userId, number_id],
      );
      return ok(c, { ...line, is_default: true }, sendMessages.defaultLineSaved);
    })
    .get('/numbers/agreement-list', authed, queryParams(AgreementListQuerySchema), async (c) => {
      const userId = c.get('auth').user.id;
      const { number_id } = c.req.valid('query');
      await ownLine(db, userId, number_id);
      return ok(c, await agreementsOf(db, userId, number_id));
    })
    .post('/numbers/assign-agreement', authed, jsonBody(AssignAgreementSchema), async (c) => {
      const userId = c.get('auth').user.id;
      const { number_id, agreement_ids } = c.req.valid('json');
      await ownLine(db, userId, number_id);
      const known = await db.query('select id from agreements where id = any($1::int[])', [agreement_ids]);
      if (known.length !== new Set(agreement_ids).size)
        throw new ApiError(422, messages.required, { agreement_ids: [messages.required] });
      await db.query(
        `insert into sender_line_agreements (user_id, sender_line_id, agreement_id, accepted_at)
         select $1, $2, a, $4 from unnest($3::int[]) as a on conflict do nothing`,
        [userId, number_id, agreement_ids, clock.now()],
      );
      return ok(c, await agreementsOf(db, userId, number_id));
    })
    .post('/send/calculate-price', authed, largeBody, jsonBody(SendRequestSchema), async (c) => {
      const userId = c.get('auth').user.id;
      const body = c.req.valid('json');
      const prepared = await prepareSend(db, userId, body);
      const [wallet] = await db.query<{ balance: string }>('select balance from wallets where user_id = $1', [
        userId,
      ]);
      const credit = Number(wallet?.balance ?? 0);
      return ok(c, {
        ...prepared.price,
        recipients: prepared.mobiles.length,
        blocked: prepared.blocked.length,
        credit,
        enough_credit: credit >= prepared.price.price,
      });
    })
    .post('/send', authed, needsIdempotencyKey, largeBody, jsonBody(SendRequestSchema), async (c) => {
      const userId = c.get('auth').user.id;
      const body = c.req.valid('json');
      const key = (c.req.header('Idempotency-Key') as string).trim();
      refusePastSchedule(body.scheduled_at, clock.now());
      // An unknown line answers as before ('not found'); a known one needs its agreements accepted.
      await senderLineOf(db, userId, body.sender_line_id);
      await refuseUnacceptedAgreements(db, userId, body.sender_line_id);
      const answer = await idempotent(db, clock, userId, key, body, async (tx) => {
        const prepared = await prepareSend(tx, userId, body);
        const data = await createSendIn(tx, clock, userId, body, prepared);
        return { status: 201, body: { data, meta: { message: sendMessages.sendAccepted } } };
      });
      if (answer.replay) c.header('Idempotent-Replayed', 'true');
      return c.json(answer.body as object, answer.status as 201);
    })
    .post('/send/cancel', authed, jsonBody(SendCancelSchema), async (c) => {
      const data = await cancelSend(db, clock, c.get('auth').user.id, c.req.valid('json').bulk_id);
      return ok(c, data, sendMessages.sendCancelled);
    });
}
