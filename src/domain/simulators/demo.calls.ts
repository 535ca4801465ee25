// The simulators' side doors: the parts outside the provider (the operator's outbox, a bank's top-up,
// the admin panel's handover) are simulated, and these calls let a person or a test drive them. The
// server mounts them in the demo only (never in production), and even there each acts on the caller's
// own account alone: its own messages, its own credit, its own handover.
import * as v from 'valibot';
import { authMessages } from '../auth/auth.messages.ts';
import { defineCall } from '../core/call.ts';
import { MobileSchema } from '../core/fields.ts';
import { walletTexts } from '../wallet/wallet.messages.ts';

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
    walletTexts.demoTopUp,
  ),
});
/** The account to hand over: the caller's own (a username, if given, must be the caller's). */
export const DemoHandoverRequestSchema = v.object({
  username: v.optional(v.pipe(v.string(authMessages.required), v.trim(), v.toLowerCase())),
});

/** Days the caller's session is aged by, as if they had passed without a call. */
export const DemoAgeSessionRequestSchema = v.object({
  days: v.pipe(
    v.number(authMessages.mustBeNumber),
    v.integer(authMessages.mustBeNumber),
    v.minValue(1),
    v.maxValue(3650),
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
const origin = { designed: 'Demo only: drives the simulators; absent in production.' };

export const OutboxItemSchema = v.object({
  id: v.number(),
  mobile: v.string(),
  channel: v.string(),
  body: v.string(),
  created_at: v.unknown(),
});

export const demoOutboxCall = defineCall({
  method: 'get',
  path: 'demo/outbox',
  title: 'صندوق ارسال شبیه‌ساز (نسخهٔ نمایشی)',
  summary: 'Demo only: what the simulated operator "sent" to the caller\'s own mobile, newest first',
  origin,
  tag,
  auth: 'token',
  query: OutboxQuerySchema,
  list: OutboxItemSchema,
});

export const demoTopUpCall = defineCall({
  method: 'post',
  path: 'demo/top_up',
  title: 'افزایش اعتبار (نسخهٔ نمایشی)',
  summary: 'Demo only: add credit as a confirmed payment would (raises a credit event)',
  origin,
  tag,
  auth: 'token',
  body: DemoTopUpRequestSchema,
  data: v.object({ credit: v.number() }),
});

export const demoInboxReceiveCall = defineCall({
  method: 'post',
  path: 'demo/inbox/receive',
  title: 'دریافت پیامک (نسخهٔ نمایشی)',
  summary: "Demo only: a customer texts the user's line (as the operator would deliver it)",
  origin,
  tag,
  auth: 'token',
  body: DemoInboxReceiveSchema,
  data: v.object({ id: v.optional(v.number()) }),
});

export const demoHandoverCall = defineCall({
  method: 'post',
  path: 'demo/handover',
  title: 'ورود از پنل مدیریت (نسخهٔ نمایشی)',
  summary: "Demo only: what the admin panel does for /external-login, for the caller's own account",
  origin,
  tag,
  auth: 'token',
  body: DemoHandoverRequestSchema,
  data: v.object({ token: v.string() }),
});

export const demoAgeSessionCall = defineCall({
  method: 'post',
  path: 'demo/age_session',
  title: 'کهنه‌کردن نشست (نسخهٔ نمایشی)',
  summary: "Demo only: move the caller's session into the past by `days`, as if unused since (it may end)",
  origin,
  tag,
  auth: 'token',
  body: DemoAgeSessionRequestSchema,
});
