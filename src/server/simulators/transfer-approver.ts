// The reference server's stand-in for the provider's staff: a transfer pending for
// TRANSFER_AUTO_APPROVE_MS is looked up at the (simulated) bank and approved, or rejected when the
// bank does not know its reference (settleDueTransfers). 0 turns the rule off: transfers then wait for
// the demo endpoint. Each decision is settleTransfer's one transaction, so this worker, the demo
// endpoint and another process may race on a transfer and it is still credited once.

import type { Clock } from '../core/clock.ts';
import type { Logger } from '../core/log.ts';
import type { Db } from '../db/client.ts';
import { settleDueTransfers } from '../wallet/transfers.ts';

/** Two minutes: long enough to see a transfer pending, short enough for a demo. */
export const DEFAULT_TRANSFER_AUTO_APPROVE_MS = 120_000;

export type TransferApprover = {
  /** One round now (tests drive it instead of waiting); answers how many it settled. */
  tick(): Promise<number>;
  stop(): Promise<void>;
};

export function startTransferApprover(db: Db, clock: Clock, log: Logger, afterMs: number): TransferApprover {
  let running: Promise<number> = Promise.resolve(0);
  let stopped = false;
  const round = () => (stopped || afterMs <= 0 ? Promise.resolve(0) : settleDueTransfers(db, clock, afterMs));
  const tick = () => {
    running = running.then(round, round).catch((error: Error) => {
      if (!stopped) log.error('transfer_approver', { message: error.message });
      return 0;
    });
    return running;
  };
  // A quarter of the wait, between 1 and 15 seconds: a transfer is settled soon after it is due.
  const timer =
    afterMs > 0 ? setInterval(() => void tick(), Math.min(15_000, Math.max(1_000, afterMs / 4))) : undefined;
  timer?.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running.catch(() => 0);
    },
  };
}
