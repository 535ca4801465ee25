// Sending: sender lines and their agreements, the price, the send and stopping it.

import type { Context } from 'hono';
import { messages, type SendRequest, sendMessages } from '../../domain/index.ts';
import * as calls from '../../domain/send/send.calls.ts';
import type { AnySendOrder } from '../../domain/send/send-body.schema.ts';
import type { Auth } from '../auth/sessions.ts';
import { phonebookFeatures } from '../contacts/phonebooks.ts';
import type { Queryable } from '../db/client.ts';
import { implement, reply } from '../http/calls.ts';
import type { ServerDeps } from '../http/context.ts';
import { idempotencyKeyOf, idempotent } from '../http/idempotency.ts';
import { pricePatternOrVotp, sendPatternOrVotp } from '../patterns/pattern-send.routes.ts';
import { creditOf } from '../wallet/wallet.ts';
import { cancelSend, createSendIn, refusePastSchedule } from './send.ts';
import {
  messagePrices,
  prepareSend,
  priceOfMessage,
  readUpload,
  refuseUnacceptedAgreements,
  senderLineByNumber,
} from './send-prepare.ts';
import { acceptAgreements, lineAgreements, makeDefaultLine, senderLinePage } from './sender-lines.ts';

export const sendHandlers = (deps: ServerDeps) => {
  const { db, clock } = deps;

  const send = async (auth: Auth, body: AnySendOrder, c: Context) => {
    const userId = auth.account.id;
    // Optional: with a key the send happens exactly once; without one it is an ordinary request.
    const key = idempotencyKeyOf(c);
    // One message with a pattern, or a voice code: the fast path of pattern-send.ts.
    if ('kind' in body) return sendPatternOrVotp(deps, auth, body, key, c);
    refusePastSchedule(body.request.scheduled_at, clock.now());
    // A line not the user's is refused as unknown; a known one needs its agreements accepted.
    const line = await senderLineByNumber(db, userId, body.from_number);
    await refuseUnacceptedAgreements(db, userId, line.id);
    // The file is read before the key is checked, so the key guards what was in the file.
    const request = { ...(await readUpload(userId, body.request)), sender_line_id: line.id } as SendRequest;
    const work = async (tx: Queryable) => {
      const prepared = await prepareSend(tx, userId, request);
      const data = await createSendIn(
        tx,
        clock,
        userId,
        request,
        prepared,
        auth.apiKeyId,
        deps.recipientChunk,
      );
      return { status: 200, body: { data, message: sendMessages.sendAccepted } };
    };
    if (key === '') {
      const made = await db.transaction(work);
      const fresh = made.body as { data: never; message: string };
      return reply(fresh.data, fresh.message);
    }
    const answer = await idempotent(db, clock, userId, key, request, work);
    if (answer.replay) c.header('Idempotent-Replayed', 'true');
    const stored = answer.body as { data: never; message: string };
    // A send answers 200 as documented (a replay stored before sends did so answers the same).
    return reply(stored.data, stored.message);
  };

  return [
    implement(calls.senderLinesCall, async ({ auth, query }) => senderLinePage(db, auth.account.id, query)),
    implement(calls.defaultLineCall, async ({ auth, body }) =>
      reply(await makeDefaultLine(db, auth.account.id, body.number_id), sendMessages.defaultLineSaved),
    ),
    implement(calls.agreementListCall, async ({ auth, query }) =>
      lineAgreements(db, auth.account.id, query.number_id),
    ),
    implement(calls.assignAgreementCall, async ({ auth, body }) =>
      acceptAgreements(db, clock, auth.account.id, body.number_id, body.agreement_ids),
    ),
    implement(calls.calculatePriceCall, async ({ auth, body }) => {
      if (body.kind === 'message') return priceOfMessage(db, auth.account.id, body.number, body.message);
      if ('kind' in body.order) return pricePatternOrVotp(deps, auth, body.order);
      const line = await senderLineByNumber(db, auth.account.id, body.order.from_number);
      const request = {
        ...(await readUpload(auth.account.id, body.order.request)),
        sender_line_id: line.id,
      } as SendRequest;
      const prepared = await prepareSend(db, auth.account.id, request);
      const credit = await creditOf(deps.db, auth.account.id);
      return {
        ...messagePrices(prepared.tariffs, prepared.parts, prepared.encoding),
        ...prepared.price,
        recipients: prepared.mobiles.length,
        blocked: prepared.blocked.length,
        skipped: prepared.skipped,
        credit,
        enough_credit: credit >= prepared.price.price,
      };
    }),
    implement(calls.sendCall, async ({ auth, body, c }) => send(auth, body, c)),
    // The URL send answers as the published API shows it: 200 and «انجام شد».
    implement(calls.urlSendCall, async ({ auth, query, c }) => {
      const sent = await send(auth, query, c);
      return reply(sent.data, messages.done, 200);
    }),
    implement(calls.phonebookFeaturesCall, async ({ auth, query }) =>
      phonebookFeatures(db, auth.account.id, query.phonebook_id),
    ),
    implement(calls.sendCancelCall, async ({ auth, body }) => {
      await cancelSend(db, clock, auth.account.id, body.message_outbox_id);
      return reply(null, sendMessages.sendCancelled);
    }),
  ];
};
