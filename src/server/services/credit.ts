// The wallet: every change of a user's credit is one transaction row and one `credit` live event,
// committed together.
import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { wallets, walletTransactions } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { notify } from './events.ts';

export async function creditOf(orm: Orm, userId: number): Promise<number> {
  const [row] = await orm
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return row?.balance ?? 0;
}

export type CreditChange = {
  userId: number;
  /** Rials: positive for a deposit, negative for a withdrawal. */
  amount: number;
  description: string;
  at?: Date;
};

export async function changeCredit(orm: Orm, clock: Clock, change: CreditChange): Promise<number> {
  if (!Number.isSafeInteger(change.amount) || change.amount === 0) throw new Error('bad amount');
  return orm.transaction(async (tx) => {
    const [wallet] = await tx
      .insert(wallets)
      .values({ userId: change.userId, balance: change.amount })
      .onConflictDoUpdate({
        target: wallets.userId,
        set: { balance: sql`${wallets.balance} + ${change.amount}` },
      })
      .returning({ balance: wallets.balance });
    const balance = wallet?.balance ?? 0;
    await tx.insert(walletTransactions).values({
      userId: change.userId,
      amount: Math.abs(change.amount),
      type: change.amount > 0 ? 'deposit' : 'withdrawal',
      description: change.description,
      balanceAfter: balance,
      createdAt: change.at ?? clock.now(),
    });
    await notify(tx, {
      kind: 'event',
      userId: change.userId,
      message: { event: 'credit', data: { credit: balance } },
    });
    return balance;
  });
}
