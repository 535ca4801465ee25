// The wallet is a ledger: under any interleaving of sends (quick and by pattern, the latter a batched
// debit of its own), cancels of scheduled sends (refunds),
// online payments (paid through the callback, the result page, twice, or cancelled) and transfer
// approvals, the balance equals the sum of the user's signed transactions and every balance_after is
// the running sum before it. fast-check draws the operations; they run all at once; each run is a
// new user, checked in one statement (one snapshot, while the send worker may still be refunding).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineE164 } from '../../src/domain/index.ts';
import { client } from './helpers/client.ts';
import { defaultLine, fundedUser, numbers, send } from './helpers/send.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  // The panel is served from its own origin, which the API lists (CORS_ORIGINS): the bank returns there.
  server = await startTestServer({ corsOrigins: ['http://panel.test'] });
  api = client(server.url);
});
afterAll(async () => {
  await server.close();
});

const stored = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');
const CARD = { pan: '6037997599991234', cvv2: '123', month: '07', year: '08', pin: '123456' };

type Op =
  | { kind: 'send'; recipients: number; scheduled: boolean; cancel: boolean }
  | { kind: 'pay'; millions: number; how: 'callback' | 'verify' | 'twice' | 'cancel' | 'lost' }
  | { kind: 'approve'; amount: number; reject: boolean }
  | { kind: 'pattern'; recipients: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('send' as const),
    recipients: fc.integer({ min: 1, max: 6 }),
    scheduled: fc.boolean(),
    cancel: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('pay' as const),
    millions: fc.integer({ min: 1, max: 3 }),
    how: fc.constantFrom(
      'callback' as const,
      'verify' as const,
      'twice' as const,
      'cancel' as const,
      'lost' as const,
    ),
  }),
  fc.record({
    kind: fc.constant('approve' as const),
    amount: fc.integer({ min: 1_000_000, max: 3_000_000 }),
    reject: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('pattern' as const), recipients: fc.integer({ min: 1, max: 3 }) }),
);

let reference = 500_000;
/** A card-to-card transfer, approved (the wallet gets it less 10%) or rejected from the demo endpoint. */
async function transfer(token: string, op: Extract<Op, { kind: 'approve' }>) {
  const made = await api.post(
    '/payment/offline/card-to-card-create',
    {
      amount: op.amount,
      source_card: '6037-9912-3456-7893',
      target: '6037997599991230',
      reference_code: String(++reference),
      submitted_at: new Date(server.clock.now().getTime() - 60_000).toISOString(),
      ui_callback: '/wallet/credit',
    },
    token,
  );
  if (made.status !== 200 && made.status !== 201) throw new Error(`card-to-card ${made.status}`);
  await api.post(`/demo/payments/${made.data.id}/${op.reject ? 'reject' : 'approve'}`, {}, token);
}

/** A confirmed pattern of the user, written as the reviewer leaves it; answers its code. */
async function confirmedPattern(userId: number): Promise<string> {
  const code = `ledger${userId}`;
  await server.db.query(
    `insert into patterns (user_id, code, pattern_type, title, message, delimiter, variables, is_share, status,
       created_at, updated_at)
     values ($1, $2, 'normal', 'آزمون', 'کد ورود شما: %code%', '%', $3::jsonb, false, 'active', now(), now())`,
    [userId, code, JSON.stringify([{ name: 'code', type: 'integer', len: 6 }])],
  );
  return code;
}

/** Pattern sends, one per recipient, at once (the server groups them into one debit statement). */
async function sendPattern(token: string, from: string, code: string, recipients: number, start: number) {
  await Promise.all(
    numbers(recipients, '0912', start).map((mobile) =>
      api.call('POST', '/send', {
        token,
        body: {
          sending_type: 'pattern',
          from_number: from,
          code,
          recipients: [mobile],
          params: { code: '12345' },
        },
      }),
    ),
  );
}

async function pay(token: string, op: Extract<Op, { kind: 'pay' }>) {
  const search = new URLSearchParams({
    amount: String(op.millions * 1_000_000),
    callbackUrl: 'http://panel.test/wallet/payment-result',
  });
  const made = await api.call('GET', `/payment/generate-url?${search}`, { token });
  if (made.status !== 200) throw new Error(`generate-url ${made.status}`);
  const action = op.how === 'cancel' ? 'cancel' : 'pay';
  const deliver =
    op.how === 'verify' || op.how === 'lost' ? 'never' : op.how === 'twice' ? 'twice' : 'browser';
  const form = new URLSearchParams({ ...CARD, action, deliver });
  const receipt = await (await fetch(made.data.url, { method: 'POST', body: form })).text();
  const returnTo = receipt.match(/id="return" href="([^"]+)"/)?.[1]?.replace(/&amp;/g, '&');
  if (returnTo) await fetch(returnTo, { redirect: 'manual' }).then((r) => r.body?.cancel());
  if (op.how === 'verify' || op.how === 'twice')
    await api.get(`/payment/verify/${made.data.payment_id}`, token);
}

async function sendOne(token: string, line: number, op: Extract<Op, { kind: 'send' }>, from: number) {
  const body = {
    type: 'quick',
    sender_line_id: line,
    text: 'آزمون دفتر کیف پول',
    mobiles: numbers(op.recipients, '0912', from),
    ...(op.scheduled ? { scheduled_at: stored(new Date(server.clock.now().getTime() + 3_600_000)) } : {}),
  };
  const sent = await send(api, token, body);
  if (sent.status === 200 && op.scheduled && op.cancel)
    await api.post('/send/cancel', { message_outbox_id: sent.data.bulk_id }, token);
}

type LedgerCheck = {
  balance: string;
  total: string;
  rows: number;
  broken: number;
  kinds_missing: number;
};

/** One statement: the balance, the ledger's sum, and the rows whose balance_after is not the running sum. */
async function ledgerOf(userId: number): Promise<LedgerCheck> {
  const [row] = await server.db.query<LedgerCheck>(
    `with t as (
       select id, kind, bulk_id, payment_id, balance_after,
         sum(case when type = 'deposit' then amount else -amount end) over (order by id) as running
       from wallet_transactions where user_id = $1
     )
     select (select balance::text from wallets where user_id = $1) as balance,
       coalesce((select running::text from t order by id desc limit 1), '0') as total,
       (select count(*)::int from t) as rows,
       (select count(*)::int from t where balance_after <> running) as broken,
       (select count(*)::int from t where kind = 'other'
          or (kind in ('send', 'refund') and bulk_id is null)
          or (kind = 'online' and payment_id is null)) as kinds_missing`,
    [userId],
  );
  return row as LedgerCheck;
}

describe('the wallet ledger', () => {
  it('keeps balance = sum of transactions under random concurrent sends, cancels, payments and approvals', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 6, maxLength: 14 }), async (ops) => {
        run++;
        const token = await fundedUser(api, 300_000);
        const me = (await api.get('/acl/auth/check_token', token)).data;
        const [user] = await server.db.query<{ id: number }>(
          'select id::int as id from users where username = $1',
          [me.user_name],
        );
        const userId = user?.id as number;
        const line = await defaultLine(api, token);
        const lines = (await api.get('/number/numbers', token)).data as { id: number; number: string }[];
        const from = lineE164(lines.find((l) => l.id === line)?.number ?? '');
        const code = await confirmedPattern(userId);
        await Promise.all(
          ops.map(async (op, i) => {
            if (op.kind === 'send') await sendOne(token, line, op, run * 1000 + i * 10);
            else if (op.kind === 'pay') await pay(token, op);
            else if (op.kind === 'pattern')
              await sendPattern(token, from, code, op.recipients, run * 1000 + i * 10);
            else await transfer(token, op);
          }),
        );
        // Whatever the bank still holds (a lost callback) the reconciler settles.
        server.clock.advance(61_000);
        await server.paymentReconciler.tick();
        const ledger = await ledgerOf(userId);
        expect(ledger.broken).toBe(0);
        expect(ledger.kinds_missing).toBe(0);
        expect(ledger.balance).toBe(ledger.total);
        expect(Number(ledger.balance)).toBeGreaterThanOrEqual(0);
        // Every paid payment has exactly one deposit; no other payment has any.
        const [mismatch] = await server.db.query<{ n: number }>(
          `select count(*)::int as n from payments p
           where p.user_id = $1 and (select count(*) from wallet_transactions t where t.payment_id = p.id)
             <> case when p.state in ('paid', 'approved') then 1 else 0 end`,
          [userId],
        );
        expect(mismatch?.n).toBe(0);
        const [left] = await server.db.query<{ n: number }>(
          `select count(*)::int as n from payments where user_id = $1 and state = 'pending'`,
          [userId],
        );
        expect(left?.n).toBe(0);
      }),
      { numRuns: 4, seed: 1404, endOnFailure: true },
    );
    // The runs did reach every kind of change (a property over nothing would hold vacuously).
    const kinds = await server.db.query<{ kind: string }>(
      'select distinct kind from wallet_transactions order by kind',
    );
    expect(kinds.map((k) => k.kind)).toEqual(['card_to_card', 'demo', 'online', 'refund', 'send']);
  }, 240_000);
});
