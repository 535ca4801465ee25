// After every change of a balance (wallet.ts calls this inside the change's transaction).
import type { Queryable } from '../db/client.ts';
import type { Clock } from './clock.ts';

export async function afterBalanceChange(
  _tx: Queryable,
  _clock: Clock,
  _userId: number,
  _balance: number,
): Promise<void> {
  // the low-balance alert (W2)
}
