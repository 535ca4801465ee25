// The demo's wallet history, made from its own sends: each send's debit and each stopped send's refund
// carry their send (so the transactions list links to the report), and the top-ups before them are
// real payments (online through the bank, or a card-to-card transfer the provider approved), each
// credited by its one deposit. The balance is the running sum, as the ledger's rule has it.
import { onlineTopUpText, walletTexts } from '../../domain/wallet/wallet.messages.ts';
import type { Queryable } from './client.ts';
import { insertRows } from './insert-rows.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** What the demo holds at the end, at least: enough for the e2e and a visitor to send at once. */
const CLOSING_CREDIT = 100_000_000;
const PROVIDER_CARD = '6037997599991230';
const DEMO_CARD = '6037991234567893';

type Entry = {
  at: Date;
  amount: number;
  type: 'deposit' | 'withdrawal';
  kind: 'send' | 'refund' | 'online' | 'card_to_card';
  description: string;
  bulkId: number | null;
  paymentId: number | null;
};

type TopUp = { at: Date; amount: number; online: boolean; reference: string };

/** mulberry32: a tiny deterministic generator, so every fresh demo looks the same. */
function generator(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Stores the demo's payments and wallet transactions from its sends; answers the closing balance. */
export async function seedDemoWallet(tx: Queryable, userId: number, now: Date): Promise<number> {
  const random = generator(1404);
  const bulks = await tx.query<{
    id: number;
    price: string;
    refunded: string;
    created_at: Date;
    finished_at: Date | null;
  }>(
    `select id::int as id, price::text, refunded::text, created_at, finished_at from bulks
     where user_id = $1 order by created_at, id`,
    [userId],
  );
  // The moves of money the sends make, in time order; top-ups are put in where the balance needs one.
  const moves: { at: Date; amount: number; bulkId: number; refund: boolean }[] = [];
  for (const b of bulks) {
    moves.push({ at: new Date(b.created_at), amount: Number(b.price), bulkId: b.id, refund: false });
    if (Number(b.refunded) > 0)
      moves.push({
        at: new Date(b.finished_at ?? new Date(b.created_at).getTime() + 10 * 60_000),
        amount: Number(b.refunded),
        bulkId: b.id,
        refund: true,
      });
  }
  moves.sort((x, y) => x.at.getTime() - y.at.getTime());

  const topUps: TopUp[] = [];
  const plan: ({ kind: 'move'; move: (typeof moves)[number] } | { kind: 'topUp'; topUp: TopUp })[] = [];
  let balance = 0;
  for (const move of moves) {
    if (!move.refund && balance < move.amount + 3_000_000) {
      const need = move.amount + 3_000_000 - balance;
      const amount = Math.ceil((need + (5 + Math.floor(random() * 20)) * 1_000_000) / 1_000_000) * 1_000_000;
      const topUp = {
        at: new Date(move.at.getTime() - HOUR - Math.floor(random() * HOUR)),
        amount,
        online: random() < 0.7,
        reference: String(100_000 + Math.floor(random() * 900_000)),
      };
      topUps.push(topUp);
      plan.push({ kind: 'topUp', topUp });
      balance += topUp.online ? amount : amount - amount / 10;
    }
    plan.push({ kind: 'move', move });
    balance += move.refund ? move.amount : -move.amount;
  }
  if (balance < CLOSING_CREDIT) {
    const amount = Math.ceil((CLOSING_CREDIT - balance) / 1_000_000) * 1_000_000;
    const topUp = { at: new Date(now.getTime() - 2 * DAY), amount, online: true, reference: '482913' };
    topUps.push(topUp);
    plan.push({ kind: 'topUp', topUp });
  }

  // The payments first: each deposit names its payment.
  const payments = await insertRows<{ id: number }>(
    tx,
    'payments',
    [
      'user_id',
      'method',
      'amount',
      'tax',
      'state',
      'description',
      'authority',
      'bank_reference',
      'source_card',
      'source_owner',
      'target',
      'reference_code',
      'submitted_at',
      'created_at',
      'updated_at',
      'settled_at',
    ],
    topUps.map((t, i) => {
      const reference = t.reference;
      const settled = new Date(t.at.getTime() + (t.online ? 60_000 : 30 * 60_000));
      return t.online
        ? [
            userId,
            'online',
            t.amount,
            t.amount / 10,
            'paid',
            'افزایش اعتبار از درگاه پرداخت اینترنتی',
            `demo-${i + 1}-${reference}`,
            reference,
            null,
            null,
            null,
            null,
            null,
            t.at,
            settled,
            settled,
          ]
        : [
            userId,
            'card_to_card',
            t.amount,
            t.amount / 10,
            'approved',
            `افزایش اعتبار با کارت به کارت، شماره پیگیری ${reference}`,
            null,
            null,
            DEMO_CARD,
            'سارا محمدی',
            PROVIDER_CARD,
            reference,
            t.at,
            t.at,
            settled,
            settled,
          ];
    }),
    'id::int',
  );
  const paymentOf = new Map(topUps.map((t, i) => [t, payments[i]?.id ?? null]));

  const entries: Entry[] = plan.map((step) => {
    if (step.kind === 'topUp') {
      const { topUp } = step;
      const paymentId = paymentOf.get(topUp) ?? null;
      return {
        at: new Date(topUp.at.getTime() + (topUp.online ? 60_000 : 30 * 60_000)),
        amount: topUp.online ? topUp.amount : topUp.amount - topUp.amount / 10,
        type: 'deposit',
        kind: topUp.online ? 'online' : 'card_to_card',
        description: topUp.online
          ? onlineTopUpText(paymentId ?? 0)
          : `افزایش اعتبار با کارت به کارت، شماره پیگیری ${topUp.reference}`,
        bulkId: null,
        paymentId,
      };
    }
    const { move } = step;
    return {
      at: move.at,
      amount: move.amount,
      type: move.refund ? 'deposit' : 'withdrawal',
      kind: move.refund ? 'refund' : 'send',
      description: move.refund ? walletTexts.sendRefund(move.bulkId) : walletTexts.send(move.bulkId),
      bulkId: move.bulkId,
      paymentId: null,
    };
  });
  // In the order the money moved (a transfer is credited when approved, after it was made).
  entries.sort((x, y) => x.at.getTime() - y.at.getTime());
  let running = 0;
  const rows = entries.map((e) => {
    running += e.type === 'deposit' ? e.amount : -e.amount;
    return [userId, e.amount, e.type, e.kind, e.description, running, e.at, e.bulkId, e.paymentId];
  });
  await insertRows(
    tx,
    'wallet_transactions',
    [
      'user_id',
      'amount',
      'type',
      'kind',
      'description',
      'balance_after',
      'created_at',
      'bulk_id',
      'payment_id',
    ],
    rows,
  );
  await tx.query('insert into wallets (user_id, balance) values ($1, $2)', [userId, running]);
  return running;
}
