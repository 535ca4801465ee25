// Sending with a pattern: `POST send`'s pattern and votp types (send/send.routes.ts hands them here) and
// the pattern page's test send to the caller's own mobile.
import type { Context } from 'hono';
import {
  type PatternSendOrder,
  type SendData,
  sendMessages,
  type VotpSendOrder,
} from '../../domain/index.ts';
import * as calls from '../../domain/patterns/pattern-send.calls.ts';
import type { Auth } from '../auth/sessions.ts';
import { implement, reply } from '../http/calls.ts';
import type { ServerDeps } from '../http/context.ts';
import { idempotent } from '../http/idempotency.ts';
import { messagePrices } from '../send/send-prepare.ts';
import { creditOf } from '../wallet/wallet.ts';
import {
  commitSend,
  commitSendIn,
  ownMobile,
  type PreparedOne,
  preparePatternSend,
  prepareVotpSend,
  savePatternRecipient,
} from './pattern-send.ts';

const prepare = (
  deps: ServerDeps,
  auth: Auth,
  order: PatternSendOrder | VotpSendOrder,
): Promise<PreparedOne> =>
  order.kind === 'pattern'
    ? preparePatternSend(deps.db, deps.clock, auth.account.id, auth.apiKeyId ?? null, order)
    : prepareVotpSend(deps.db, deps.clock, auth.account.id, auth.apiKeyId ?? null, order);

/**
 * `POST send` with `sending_type` pattern or votp: checked, then written with the sends arriving at
 * the same moment (one transaction), or alone in the Idempotency-Key's transaction when one is given.
 */
export async function sendPatternOrVotp(
  deps: ServerDeps,
  auth: Auth,
  order: PatternSendOrder | VotpSendOrder,
  key: string,
  c: Context,
) {
  const { db, clock } = deps;
  const { send } = await prepare(deps, auth, order);
  let data: SendData;
  if (key === '') data = await commitSend(db, clock, send);
  else {
    const answer = await idempotent(db, clock, auth.account.id, key, order, async (tx) => ({
      status: 200,
      body: { data: await commitSendIn(tx, clock, send), message: sendMessages.sendAccepted },
    }));
    if (answer.replay) c.header('Idempotent-Replayed', 'true');
    data = (answer.body as { data: SendData }).data;
  }
  if (order.kind === 'pattern' && order.phonebook)
    await savePatternRecipient(db, clock, auth.account.id, order.mobile, order.phonebook);
  return reply(data, sendMessages.sendAccepted);
}

/** `send/calculate-price` of a pattern or votp send: its one message's price; nothing written. */
export async function pricePatternOrVotp(
  deps: ServerDeps,
  auth: Auth,
  order: PatternSendOrder | VotpSendOrder,
) {
  const { send, price } = await prepare(deps, auth, order);
  const credit = await creditOf(deps.db, auth.account.id);
  const lines = (price?.lines ?? []).map(({ legalExtra, ...rest }) => ({ ...rest, legal_extra: legalExtra }));
  return {
    ...(send.type === 'votp'
      ? { mci_price: send.price, other_price: send.price }
      : messagePrices(send.tariffs, send.parts, send.encoding)),
    parts: send.parts,
    encoding: send.encoding,
    lines,
    base: price?.base ?? send.price,
    surcharge: price?.surcharge ?? 0,
    legal_extra: price?.legalExtra ?? 0,
    price: send.price,
    recipients: 1,
    blocked: 0,
    skipped: { blacklist: 0, cancel_11: 0 },
    credit,
    enough_credit: credit >= send.price,
  };
}

export const patternSendHandlers = (deps: ServerDeps) => {
  const { db, clock } = deps;
  return [
    implement(calls.patternTestSendCall, async ({ auth, body, params }) => {
      // The person's own mobile (a colleague's, not its owner's), a pattern of the account.
      const mobile = ownMobile(auth.user.mobile);
      const code = decodeURIComponent(params.pattern_code);
      const { send } = await preparePatternSend(
        db,
        clock,
        auth.account.id,
        auth.apiKeyId ?? null,
        { code, mobile, params: body.params, from_number: null },
        404,
      );
      const data = await commitSend(db, clock, send);
      return reply(
        {
          message_outbox_ids: data.message_outbox_ids,
          bulk_id: data.bulk_id,
          text: send.text,
          mobile,
          parts: data.parts,
          price: data.price,
          credit: data.credit,
        },
        sendMessages.sendAccepted,
      );
    }),
  ];
};
