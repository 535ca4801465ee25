// Transfers, the card-owner lookup, the provider's methods and contact, the user's payments, the
// transactions report and its export, the low-balance alert; and the demo's approve/reject.

import { messages } from '../../domain/core/messages.ts';
import { fileMessages } from '../../domain/files/files.schema.ts';
import * as calls from '../../domain/wallet/wallet-transfers.calls.ts';
import { implement, reply } from '../http/calls.ts';
import type { ServerDeps } from '../http/context.ts';
import { cardOwnerOf } from '../simulators/card-owner.ts';
import {
  createTransfer,
  parentAccountContact,
  paymentMethods,
  paymentsPage,
  settleTransfer,
} from './transfers.ts';
import { saveWalletAlert, walletAlertOf } from './wallet-alerts.ts';
import { transactionsPage } from './wallet-report.ts';

/** A path id that is not a positive whole number is as unknown as a missing payment. */
function paymentIdOf(raw: string | undefined): number {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

export const walletTransferHandlers = ({ db, clock, exports }: ServerDeps) => [
  implement(calls.paymentMethodListCall, async () => {
    const items = await paymentMethods(db);
    return { items, total: items.length, page: 1, per_page: Math.max(1, items.length) };
  }),
  // Whom the person asks for credit: a colleague its owner, an owner the provider's support.
  implement(calls.parentAccountContactCall, async ({ auth }) => parentAccountContact(db, auth.user.id)),
  implement(calls.cardOwnerCall, async ({ query, c }) => {
    // A card's owner is kept for 60 s: the browser may keep the answer that long.
    c.header('Cache-Control', 'private, max-age=60');
    return cardOwnerOf(query.card_number);
  }),
  implement(calls.cardToCardCreateCall, async ({ auth, body }) =>
    reply(await createTransfer(db, clock, auth.account.id, 'card_to_card', body), messages.transferSubmitted),
  ),
  implement(calls.bankPayCreateCall, async ({ auth, body }) =>
    reply(await createTransfer(db, clock, auth.account.id, 'bank_pay', body), messages.transferSubmitted),
  ),
  implement(calls.paymentListCall, async ({ auth, query }) => paymentsPage(db, auth.account.id, query)),
  implement(calls.transactionReportCall, async ({ auth, body }) =>
    transactionsPage(db, auth.account.id, body),
  ),
  implement(calls.transactionExportCall, async ({ auth, body }) =>
    reply(
      await exports.start({
        userId: auth.account.id,
        category: 'financial',
        format: body.format,
        params: body,
      }),
      fileMessages.started,
      202,
    ),
  ),
  implement(calls.walletAlertShowCall, async ({ auth }) => walletAlertOf(db, auth.account.id)),
  implement(calls.walletAlertSaveCall, async ({ auth, body }) =>
    reply(await saveWalletAlert(db, clock, auth.account.id, body), messages.walletAlertSaved),
  ),
];

/** Mounted beside the other demo endpoints only (the simulated gateway). */
export const walletTransferDemoHandlers = ({ db, clock }: ServerDeps) => [
  implement(calls.demoPaymentApproveCall, async ({ auth, body, params }) =>
    settleTransfer(
      db,
      clock,
      auth.account.id,
      paymentIdOf(params.payment_id),
      'approved',
      body.comment ?? null,
    ),
  ),
  implement(calls.demoPaymentRejectCall, async ({ auth, body, params }) =>
    settleTransfer(
      db,
      clock,
      auth.account.id,
      paymentIdOf(params.payment_id),
      'rejected',
      body.comment ?? null,
    ),
  ),
];
