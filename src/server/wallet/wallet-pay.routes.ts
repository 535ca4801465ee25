// Online payment: generate-url, the bank's callback, the result page's verify, today's promotion and
// the demo's promotion setter. The money is worked out in domain/wallet-money.ts, the rest in
// wallet/payments.ts.
import type { Context } from 'hono';
import { MESSAGE_CODES } from '../../domain/core/envelope.ts';
import { messages } from '../../domain/core/messages.ts';
import * as calls from '../../domain/wallet/wallet-pay.calls.ts';
import type { Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import { implement } from '../http/calls.ts';
import type { ServerDeps } from '../http/context.ts';
import { idempotencyKeyOf, idempotent } from '../http/idempotency.ts';
import { ok } from '../http/respond.ts';
import { simulatedBank } from './bank-gateway.ts';
import {
  createOnlinePaymentIn,
  openAtBank,
  ownPaymentId,
  paymentForCallback,
  paymentOf,
  resultPageUrl,
  setTodayPromotion,
  settleOnline,
  todayPromotion,
} from './payments.ts';

/** The id in the path: a number, or no such payment. */
function paymentIdOf(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, messages.paymentNotFound);
  return id;
}

export const walletPayHandlers = (deps: ServerDeps) => {
  const { db, clock } = deps;
  const bank = deps.bank ?? simulatedBank(db, clock);
  // Production builds the bank's callback from PUBLIC_URL, never from the request's Host header; the
  // demo, without it, from the address the panel was opened at.
  const apiOrigin = (c: Context) => deps.publicUrl ?? new URL(c.req.url).origin;
  /** The panel's own origins: the only places the bank's callback may send a browser on to. */
  const panelOrigins = (c: Context) => new Set([new URL(apiOrigin(c)).origin, ...(deps.corsOrigins ?? [])]);
  const isPanelPage = (c: Context, url: string) => panelOrigins(c).has(new URL(url).origin);

  /** The bank sent the browser back: settle by asking the bank, then on to the panel's result page. */
  const callback = async (c: Context, paymentId: string, said: { Authority?: string; Status?: string }) => {
    const row = await paymentForCallback(db, paymentIdOf(paymentId));
    // The browser's word counts only with the payment's own token (a forged NOK must not fail a
    // payment the payer is still making); what was paid is asked of the bank either way.
    const trusted = said.Authority !== undefined && said.Authority === row.authority;
    const status = said.Status?.toUpperCase();
    await settleOnline(db, clock, bank, row.id, trusted && status === 'NOK' ? 'NOK' : undefined);
    c.header('Cache-Control', 'no-store');
    const target = resultPageUrl(row);
    // Never a redirect elsewhere than the panel (no open redirect through the provider's address).
    if (target && isPanelPage(c, target)) return c.redirect(target, 302);
    return ok(c, await paymentOf(db, row.user_id, row.id));
  };

  const handlers = [
    implement(calls.paymentGenerateUrlCall, async ({ auth, query, c }) => {
      const userId = auth.account.id;
      if (!isPanelPage(c, query.callbackUrl))
        throw new ApiError(
          422,
          messages.invalidCallbackUrl,
          { callbackUrl: [messages.invalidCallbackUrl] },
          MESSAGE_CODES.invalidFields,
        );
      // Optional: with a key a double tap (or a retried request) makes one payment, not two.
      const key = idempotencyKeyOf(c);
      const work = async (tx: Queryable) => ({
        status: 200,
        body: { payment_id: await createOnlinePaymentIn(tx, clock, userId, query) },
      });
      let paymentId: number;
      if (key === '') paymentId = (await db.transaction(work)).body.payment_id;
      else {
        const request = { call: calls.paymentGenerateUrlCall.path, ...query };
        const answer = await idempotent(db, clock, userId, key, request, work);
        if (answer.replay) c.header('Idempotent-Replayed', 'true');
        paymentId = (answer.body as { payment_id: number }).payment_id;
      }
      return openAtBank(db, bank, paymentId, apiOrigin(c));
    }),
    implement(calls.paymentCallbackCall, async ({ params, query, c }) =>
      callback(c, params.payment_id, query),
    ),
    implement(calls.paymentCallbackPostCall, async ({ params, body, c }) =>
      callback(c, params.payment_id, body),
    ),
    implement(calls.paymentVerifyCall, async ({ auth, params }) => {
      const id = await ownPaymentId(db, auth.account.id, paymentIdOf(params.payment_id));
      await settleOnline(db, clock, bank, id);
      return paymentOf(db, auth.account.id, id);
    }),
    implement(calls.promotionTodayCall, async () => todayPromotion(db, clock.now())),
  ];
  if (deps.demo)
    handlers.push(
      implement(calls.demoPromotionCall, async ({ body }) => setTodayPromotion(db, clock.now(), body)),
    );
  return handlers;
};
