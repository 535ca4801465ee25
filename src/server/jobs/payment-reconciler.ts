// The reconciler: a payment whose callback never came (the payer closed the tab, the bank's redirect
// was lost) and whose result page was never reloaded is still settled within minutes. Every
// `everyMs` (PAYMENT_RECONCILE_MS, a minute by default; whole minutes, as a periodic job of the queue,
// job-queue.ts, taken by one process each time) it asks the bank about online payments pending for
// more than a minute (the payer may still be at the bank's page before that) and credits or fails
// them; one the bank has not decided on after 30 minutes is failed (the bank has let its token go).
// Settling is the same exactly-once step the callback and the result page use, so a round racing
// either, or another server's reconciler, credits nothing twice; no row is locked while the bank is
// asked.

import type { Clock } from '../core/clock.ts';
import type { Logger } from '../core/log.ts';
import type { Db } from '../db/client.ts';
import type { BankClient } from '../wallet/bank-gateway.ts';
import { settleOnline, stalePendingPayments } from '../wallet/payments.ts';
import { cronEvery, type PeriodicJob } from './job-queue.ts';

export const DEFAULT_PAYMENT_RECONCILE_MS = 60_000;
/** A payment younger than this is left to the payer, who may still be at the bank's page. */
export const RECONCILE_AFTER_MS = 60_000;
/** Payments asked about in one round (the rest wait for the next). */
const BATCH = 100;

export type RoundResult = { paid: number; failed: number; pending: number };

export type PaymentReconciler = {
  /** One round now (tests drive it instead of waiting); rounds never overlap. */
  tick(): Promise<RoundResult>;
  /** The rounds as the queue's periodic job. */
  job: PeriodicJob;
  stop(): Promise<void>;
};

export function startPaymentReconciler(
  db: Db,
  clock: Clock,
  log: Logger,
  bank: BankClient,
  everyMs = DEFAULT_PAYMENT_RECONCILE_MS,
): PaymentReconciler {
  let stopped = false;
  let running: Promise<RoundResult> = Promise.resolve({ paid: 0, failed: 0, pending: 0 });

  async function round(): Promise<RoundResult> {
    const result: RoundResult = { paid: 0, failed: 0, pending: 0 };
    const ids = await stalePendingPayments(db, clock.now(), RECONCILE_AFTER_MS, BATCH);
    for (const id of ids) {
      if (stopped) break;
      const state = await settleOnline(db, clock, bank, id);
      if (state === 'paid') result.paid++;
      else if (state === 'failed') result.failed++;
      else result.pending++;
    }
    if (result.paid + result.failed > 0) log.info('payments_reconciled', result);
    return result;
  }

  // Rounds never overlap; one that fails is thrown to the caller (the queue tries it again with backoff).
  const run = () => {
    const next = running.then(round, round);
    running = next.catch(() => ({ paid: 0, failed: 0, pending: 0 }));
    return next;
  };

  return {
    tick: () =>
      run().catch((error: Error) => {
        if (!stopped) log.error('payment_reconcile', { message: error.message });
        return { paid: 0, failed: 0, pending: 0 };
      }),
    job: { name: 'payment-reconcile', cron: cronEvery(everyMs), run },
    stop: async () => {
      stopped = true;
      await running.catch(() => {});
    },
  };
}
