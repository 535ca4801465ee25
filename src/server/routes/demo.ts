// The simulators' side doors (DESIGN.md: the parts outside the provider are simulated): the SMS
// outbox, a top-up as a bank would confirm it, and the admin panel's impersonation handover.
// Mounted only when demo endpoints are on.
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { authMessages } from '../../domain/auth-messages.ts';
import { MobileSchema } from '../../domain/schemas/fields.ts';
import { inboxMessages, smsOutbox } from '../db/schema.ts';
import type { ApiCall } from '../services/api-call.ts';
import { ApiError } from '../services/api-error.ts';
import { requireAuth } from '../services/auth-middleware.ts';
import type { AuthEnv, ServerDeps } from '../services/context.ts';
import { changeCredit } from '../services/credit.ts';
import { findUser } from '../services/login.ts';
import { issueHandover } from '../services/recovery.ts';
import { ok } from '../services/respond.ts';
import { senderLineOf } from '../services/send-prepare.ts';
import { jsonBody, queryParams } from '../services/validate.ts';

export const OutboxQuerySchema = v.object({
  mobile: v.optional(MobileSchema),
  limit: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(100)), '20'),
});
export const DemoTopUpRequestSchema = v.object({
  amount: v.pipe(
    v.number(authMessages.mustBeNumber),
    v.safeInteger(authMessages.mustBeNumber),
    v.minValue(1),
    v.maxValue(1e12),
  ),
  description: v.optional(
    v.pipe(v.string(authMessages.mustBeText), v.trim(), v.maxLength(200)),
    'افزایش اعتبار آزمایشی',
  ),
});
export const DemoHandoverRequestSchema = v.object({
  username: v.pipe(
    v.string(authMessages.required),
    v.trim(),
    v.nonEmpty(authMessages.required),
    v.toLowerCase(),
  ),
});

export const DemoInboxReceiveSchema = v.object({
  /** The line it was texted to: one the user may send from. */
  number_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  from: MobileSchema,
  text: v.pipe(
    v.string(authMessages.mustBeText),
    v.trim(),
    v.nonEmpty(authMessages.required),
    v.maxLength(1000),
  ),
});

const tag = 'demo';
export const demoCalls: ApiCall[] = [
  {
    method: 'get',
    path: '/demo/outbox',
    summary: 'Demo only: what the simulated operator "sent", newest first',
    tag,
    auth: false,
    query: OutboxQuerySchema,
  },
  {
    method: 'post',
    path: '/demo/top_up',
    summary: 'Demo only: add credit as a confirmed payment would (raises a credit event)',
    tag,
    auth: true,
    body: DemoTopUpRequestSchema,
  },
  {
    method: 'post',
    path: '/demo/inbox/receive',
    summary: "Demo only: a customer texts the user's line (as the operator would deliver it)",
    tag,
    auth: true,
    body: DemoInboxReceiveSchema,
  },
  {
    method: 'post',
    path: '/demo/handover',
    summary: 'Demo only: what the admin panel does for /external-login',
    tag,
    auth: false,
    body: DemoHandoverRequestSchema,
  },
];

export function demoRoutes(deps: ServerDeps) {
  return new Hono<AuthEnv>()
    .get('/demo/outbox', queryParams(OutboxQuerySchema), async (c) => {
      const { mobile, limit } = c.req.valid('query');
      const rows = await deps.orm
        .select()
        .from(smsOutbox)
        .where(mobile ? and(eq(smsOutbox.mobile, mobile)) : undefined)
        .orderBy(desc(smsOutbox.id))
        .limit(limit);
      const items = rows.map((r) => ({
        id: r.id,
        mobile: r.mobile,
        channel: r.channel,
        body: r.body,
        created_at: r.createdAt,
      }));
      return ok(c, { items, total: items.length, page: 1, limit });
    })
    .post('/demo/top_up', requireAuth(deps.db), jsonBody(DemoTopUpRequestSchema), async (c) => {
      const { amount, description } = c.req.valid('json');
      const credit = await changeCredit(deps.orm, deps.clock, {
        userId: c.get('auth').user.id,
        amount,
        description,
      });
      return ok(c, { credit }, authMessages.creditAdded);
    })
    .post('/demo/inbox/receive', requireAuth(deps.db), jsonBody(DemoInboxReceiveSchema), async (c) => {
      const { number_id, from, text } = c.req.valid('json');
      const userId = c.get('auth').user.id;
      const line = await senderLineOf(deps.db, userId, number_id);
      const [row] = await deps.orm
        .insert(inboxMessages)
        .values({ userId, senderLineId: line.id, fromMobile: from, text, receivedAt: deps.clock.now() })
        .returning({ id: inboxMessages.id });
      return ok(c, { id: row?.id });
    })
    .post('/demo/handover', jsonBody(DemoHandoverRequestSchema), async (c) => {
      const user = await findUser(deps, c.req.valid('json').username);
      if (!user) throw new ApiError(404, authMessages.userNotFound);
      return ok(c, { token: await issueHandover(deps, user.id) });
    });
}
