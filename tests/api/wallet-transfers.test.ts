// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// Transfers to the provider (card to card, bank slip): the owner lookup, pending until approved, the
// wallet credited amount − 10% exactly once however many approvals race, rejection, references
// refused while used; the transactions report's filters and paging, its export read back; the
// low-balance alert's one SMS per crossing; and another user's payments out of reach.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNumber, toPersianDigits } from '../../src/domain/core/digits.ts';
import { messages } from '../../src/domain/core/messages.ts';
import { fileMessages } from '../../src/domain/files/files.schema.ts';
import { isValidCardNumber } from '../../src/domain/wallet/bank-card.rules.ts';
import { settleDueTransfers } from '../../src/server/wallet/transfers.ts';
import { changeCredit } from '../../src/server/wallet/wallet.ts';
import { afterBatchBalanceChanges, sendDueAlerts } from '../../src/server/wallet/wallet-alerts.ts';
import { client, newPerson } from './helpers/client.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let owner: { token: string; id: number; mobile: string };
let stranger: { token: string; id: number; mobile: string };

const MY_CARD = '6037-9912-3456-7893';
const PROVIDER_CARD = '6037997599991230';
const PROVIDER_SHEBA = 'IR550170000000101234567001';

async function register() {
  const person = newPerson();
  const answer = await api.register(person);
  expect(answer.status, JSON.stringify(answer.meta)).toBe(201);
  const [row] = await server.db.query<{ id: number; mobile: string }>(
    'select id::int as id, mobile from users where username = $1',
    [person.username],
  );
  return { token: answer.data.token as string, id: row?.id as number, mobile: row?.mobile as string };
}

let referenceSeq = 100_000;
const nextReference = () => String(++referenceSeq);
/** A minute ago, ISO: a transfer just made. */
const justNow = () => new Date(server.clock.now().getTime() - 60_000).toISOString();

function cardToCard(overrides: Record<string, unknown> = {}, token = owner.token) {
  return api.post(
    '/payment/offline/card-to-card-create',
    {
      amount: 1_000_000,
      source_card: MY_CARD,
      target: PROVIDER_CARD,
      reference_code: nextReference(),
      submitted_at: justNow(),
      ui_callback: '/wallet/credit',
      ...overrides,
    },
    token,
  );
}

const approve = (id: number, token = owner.token) => api.post(`/demo/payments/${id}/approve`, {}, token);
const reject = (id: number, token = owner.token) =>
  api.post(`/demo/payments/${id}/reject`, { comment: 'واریزی یافت نشد' }, token);
const credit = async (token = owner.token) => (await api.get('/payment/credit/mine', token)).data.credit;
const deposits = async (paymentId: number) =>
  (
    await server.db.query<{ n: number }>(
      'select count(*)::int as n from wallet_transactions where payment_id = $1',
      [paymentId],
    )
  )[0]?.n;

beforeAll(async () => {
  server = await startTestServer({ sendWorker: false, exportProgressMs: 0, transferAutoApproveMs: 0 });
  api = client(server.url);
  owner = await register();
  stranger = await register();
});
afterAll(async () => {
  await server.close();
});

describe('the provider’s side', () => {
  it('lists the provider’s cards (Luhn-valid) and account, and for an owner the support contact', async () => {
    const methods = await api.get('/user/setting/payment_method_list', owner.token);
    expect(methods.status).toBe(200);
    expect(methods.data.map((m: any) => m.kind)).toEqual(['card', 'card', 'account']);
    for (const card of methods.data.filter((m: any) => m.kind === 'card'))
      expect(isValidCardNumber(card.number)).toBe(true);
    expect(methods.data[2].sheba).toBe(PROVIDER_SHEBA);
    const contact = await api.get('/user/setting/parent_account_contact', owner.token);
    expect(contact.data).toMatchObject({ kind: 'support' });
  });

  it('names a card’s owner and bank, cached 60 s, and refuses a wrong card in Persian', async () => {
    const response = await fetch(
      `${server.url}/v1/api/payment/card-owner?card_number=${encodeURIComponent('۶۰۳۷ ۹۹۱۲ ۳۴۵۶ ۷۸۹۳')}`,
      { headers: { Authorization: owner.token } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
    const { data } = (await response.json()) as any;
    expect(data).toEqual({ card_number: '6037991234567893', owner: 'سارا محمدی', bank: 'بانک ملی ایران' });
    const other = await api.get('/payment/card-owner?card_number=6219861034529007', owner.token);
    expect(other.data.bank).toBe('بانک سامان');
    expect(other.data.owner).toMatch(/^[\u0600-\u06ff\u200c]+ [\u0600-\u06ff\u200c]+$/);
    expect((await api.get('/payment/card-owner?card_number=6219861034529007', owner.token)).data).toEqual(
      other.data,
    );
    const wrong = await api.get('/payment/card-owner?card_number=6219861034529008', owner.token);
    expect(wrong.status).toBe(422);
    expect(wrong.meta.message).toBe(messages.wrongCardNumber);
  });
});

describe('card to card and bank slip', () => {
  it('waits pending with the owner looked up, then approval credits amount − 10% once', async () => {
    const before = await credit();
    const made = await cardToCard({ amount: '۲٬۰۰۰٬۰۰۰' });
    expect(made.status, JSON.stringify(made.meta)).toBe(200);
    expect(made.data).toMatchObject({
      method: 'card_to_card',
      state: 'pending',
      amount: 2_000_000,
      tax: 200_000,
      credited: 1_800_000,
      source_card: '6037 99** **** 7893',
      source_owner: 'سارا محمدی',
      target: PROVIDER_CARD,
    });
    const pending = await api.get('/payment/list?state=pending', owner.token);
    expect(pending.data.map((p: any) => p.id)).toContain(made.data.id);
    expect(await credit()).toBe(before);

    const approved = await approve(made.data.id);
    expect(approved.status).toBe(200);
    expect(approved.data).toMatchObject({ state: 'approved', credit: before + 1_800_000 });
    expect(await credit()).toBe(before + 1_800_000);
    expect(await deposits(made.data.id)).toBe(1);
    const again = await approve(made.data.id);
    expect(again.status).toBe(409);
    expect(again.meta.message).toBe(messages.paymentNotPending);
    expect(await credit()).toBe(before + 1_800_000);
  });

  it('credits once when twenty approvals arrive at once', async () => {
    const before = await credit();
    const made = await cardToCard();
    const answers = await Promise.all(Array.from({ length: 20 }, () => approve(made.data.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await deposits(made.data.id)).toBe(1);
    expect(await credit()).toBe(before + 900_000);
  });

  it('refuses a reference in use, and takes it again after a rejection', async () => {
    const reference = nextReference();
    const first = await cardToCard({ reference_code: reference });
    expect(first.status).toBe(200);
    const twice = await cardToCard({ reference_code: toPersianDigits(reference) });
    expect(twice.status).toBe(422);
    expect(twice.meta.message).toBe(messages.referenceUsed);
    expect((twice.meta as any).errors.reference_code).toEqual([messages.referenceUsed]);
    const byStranger = await cardToCard({ reference_code: reference }, stranger.token);
    expect(byStranger.status).toBe(422);

    const before = await credit();
    const rejected = await reject(first.data.id);
    expect(rejected.data).toMatchObject({ state: 'rejected', admin_comment: 'واریزی یافت نشد' });
    expect(await credit()).toBe(before);
    expect(await deposits(first.data.id)).toBe(0);
    expect((await approve(first.data.id)).status).toBe(409);
    const reused = await cardToCard({ reference_code: reference });
    expect(reused.status).toBe(200);
  });

  it('refuses a wrong card, a small amount, a future time and a target not the provider’s, in Persian', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ source_card: '6037991234567894' }, 'source_card', messages.wrongCardNumber],
      [{ amount: 999_999 }, 'amount', messages.minPayment],
      [
        { submitted_at: new Date(server.clock.now().getTime() + 3_600_000).toISOString() },
        'submitted_at',
        messages.futureTransferTime,
      ],
      [{ submitted_at: 'دیروز' }, 'submitted_at', messages.invalidDate],
      [{ target: '6219861034529007' }, 'target', messages.unknownPaymentTarget],
      [{ reference_code: 'abc123' }, 'reference_code', messages.invalidReferenceCode],
    ];
    for (const [overrides, field, message] of cases) {
      const answer = await cardToCard(overrides);
      expect(answer.status, field).toBe(422);
      expect(answer.meta.message, field).toBe(message);
      expect((answer.meta as any).errors?.[field], field).toContain(message);
    }
  });

  it('takes a bank slip to the provider’s account by its Sheba or number, in Jalali time', async () => {
    const slip = await api.post(
      '/payment/offline/bank-pay-create',
      {
        amount: 5_000_000,
        target: 'ir55 0170 0000 0010 1234 5670 01',
        reference_code: nextReference(),
        submitted_at: '1403/05/20 10:30',
      },
      owner.token,
    );
    expect(slip.status, JSON.stringify(slip.meta)).toBe(200);
    expect(slip.data).toMatchObject({
      method: 'bank_pay',
      state: 'pending',
      tax: 500_000,
      credited: 4_500_000,
      target: '0101234567001',
      submitted_at: '2024-08-10 07:00:00',
    });
    const byNumber = await api.post(
      '/payment/offline/bank-pay-create',
      {
        amount: 1_000_000,
        target: '0101234567001',
        reference_code: nextReference(),
        submitted_at: justNow(),
      },
      owner.token,
    );
    expect(byNumber.status).toBe(200);
    const unknown = await api.post(
      '/payment/offline/bank-pay-create',
      {
        amount: 1_000_000,
        target: '0101234567999',
        reference_code: nextReference(),
        submitted_at: justNow(),
      },
      owner.token,
    );
    expect(unknown.meta.message).toBe(messages.unknownPaymentTarget);
  });

  it('settles by the provider’s rule after the wait: a known reference approved, an unknown rejected', async () => {
    const known = await cardToCard();
    const unknown = await cardToCard({ reference_code: '777777' });
    const before = await credit();
    expect(await settleDueTransfers(server.db, server.clock, 60_000)).toBe(0);
    server.clock.advance(61_000);
    expect(await settleDueTransfers(server.db, server.clock, 60_000)).toBeGreaterThanOrEqual(2);
    const all = (await api.get('/payment/list?per_page=100', owner.token)).data;
    expect(all.find((p: any) => p.id === known.data.id).state).toBe('approved');
    expect(all.find((p: any) => p.id === unknown.data.id).state).toBe('rejected');
    expect(await credit()).toBeGreaterThanOrEqual(before + 900_000);
    expect(all.filter((p: any) => p.state === 'pending')).toHaveLength(0);
  });

  it('keeps another user’s payments out of reach', async () => {
    const mine = await cardToCard();
    expect((await approve(mine.data.id, stranger.token)).status).toBe(404);
    expect((await reject(mine.data.id, stranger.token)).status).toBe(404);
    expect((await approve(999_999_999, owner.token)).status).toBe(404);
    const theirs = await api.get('/payment/list', stranger.token);
    expect(theirs.data.map((p: any) => p.id)).not.toContain(mine.data.id);
    const report = await api.post('/report/payment/new', {}, stranger.token);
    expect((report.meta as any).total).toBe(0);
    expect((await approve(mine.data.id)).status).toBe(200);
  });
});

describe('the transactions report and its export', () => {
  let userToken: string;
  beforeAll(async () => {
    const user = await register();
    userToken = user.token;
    const at = (daysAgo: number) => new Date(server.clock.now().getTime() - daysAgo * 86_400_000);
    // Ten changes over ten days, oldest first: deposits of 1,000,000 × n, and withdrawals of 10,000 × n.
    for (let n = 1; n <= 10; n++) {
      const change = n % 2 === 1 ? n * 1_000_000 : -n * 10_000;
      await changeCredit(
        server.db,
        { now: () => at(11 - n) },
        {
          userId: user.id,
          amount: change,
          description: `تغییر ${n}`,
          kind: change > 0 ? 'demo' : 'send',
        },
      );
    }
    const made = await cardToCard({ reference_code: '55555501' }, userToken);
    expect((await approve(made.data.id, userToken)).status).toBe(200);
  });
  const report = (body: unknown) => api.post('/report/payment/new', body, userToken);

  it('lists newest first with the payment and the balance after each row, paged', async () => {
    const all = await report({ per_page: 100 });
    expect(all.status).toBe(200);
    expect((all.meta as any).total).toBe(11);
    expect(all.data[0]).toMatchObject({
      type: 'deposit',
      kind: 'card_to_card',
      amount: 900_000,
      payment: { method: 'card_to_card', state: 'approved', reference: '55555501' },
    });
    const signed = all.data.reduce(
      (sum: number, r: any) => sum + (r.type === 'deposit' ? r.amount : -r.amount),
      0,
    );
    expect(all.data[0].balance_after).toBe(signed);
    expect(all.data[10].description).toBe('تغییر 1');
    const page2 = await report({ page: 2, per_page: 4 });
    expect(page2.data.map((r: any) => r.id)).toEqual(all.data.slice(4, 8).map((r: any) => r.id));
    expect((page2.meta as any).total).toBe(11);
  });

  it('narrows by each filter', async () => {
    const count = async (filters: unknown) => ((await report({ filters, per_page: 100 })).meta as any).total;
    expect(await count({ type: 'withdrawal' })).toBe(5);
    expect(await count({ type: 'deposit' })).toBe(6);
    expect(await count({ kind: 'demo' })).toBe(5);
    expect(await count({ min_amount: '۱٬۰۰۰٬۰۰۰', max_amount: 5_000_000 })).toBe(3);
    expect(await count({ reference: '55555501' })).toBe(1);
    expect(await count({ reference: '' })).toBe(11);
    const since = new Date(server.clock.now().getTime() - 3.5 * 86_400_000).toISOString();
    expect(await count({ from: since })).toBe(4);
    expect(await count({ to: since })).toBe(7);
    const bad = await report({ filters: { min_amount: 5, max_amount: 1 } });
    expect(bad.status).toBe(422);
    expect(bad.meta.message).toBe(messages.invalidRange);
    expect((await report({ filters: { type: 'gift' } })).status).toBe(422);
  });

  it('exports the filtered rows as csv and xlsx with Jalali times', async () => {
    const start = async (format: string) => {
      const started = await api.post(
        '/report/payment/export/new',
        { export_type: 'financial', format, filters: { type: 'deposit' } },
        userToken,
      );
      expect(started.status, JSON.stringify(started.meta)).toBe(202);
      expect(started.meta.message).toBe(fileMessages.started);
      await server.deps.exports.idle();
      const response = await fetch(`${server.url}/v1/api/download?id=${started.data.id}`, {
        headers: { Authorization: userToken },
      });
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    const csv = (await start('csv')).subarray(3).toString('utf8').trim().split('\r\n');
    expect(csv).toHaveLength(7);
    expect(csv[0]).toContain('مبلغ (ریال)');
    expect(csv[1]).toContain('900000');
    expect(csv[1]).toMatch(/,\d{4}\/\d{2}\/\d{2} \d{2}:\d{2},واریز,کارت به کارت,/);
    expect(csv.slice(1).every((line) => line.includes('واریز'))).toBe(true);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await start('xlsx')) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(7);
    expect(sheet?.getRow(2).getCell(5).value).toBe(900_000);
    expect(sheet?.getRow(2).getCell(11).value).toBe('55555501');
    const files = await api.get('/user/files', userToken);
    expect(files.data.some((f: any) => f.category === 'financial')).toBe(true);
    const foreign = await api.get('/user/files', stranger.token);
    expect(foreign.data.some((f: any) => f.category === 'financial')).toBe(false);
  });
});

describe('the low-balance alert', () => {
  const outbox = async (mobile: string) =>
    server.db.query<{ body: string }>(
      'select body from sms_outbox where mobile = $1 and body like $2 order by id',
      [mobile, 'پیامک‌رسان: اعتبار کیف پول%'],
    );
  /** Waits (no sleep: each round is a query) until the simulated operator holds `n` alert SMS (10 s at most). */
  async function alertsReach(mobile: string, n: number) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const rows = await outbox(mobile);
      if (rows.length >= n || Date.now() > deadline) return rows;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  const change = (userId: number, amount: number) =>
    changeCredit(server.db, server.clock, { userId, amount, description: 'آزمون', kind: 'other' });

  it('refuses a threshold below 200,000 rials in Persian and is off by default', async () => {
    const shown = await api.get('/user/setting/wallet_alert', owner.token);
    expect(shown.data).toMatchObject({ enabled: false, threshold: 200_000, tripped: false });
    const low = await api.post(
      '/user/setting/wallet_alert',
      { enabled: true, threshold: 199_999 },
      owner.token,
    );
    expect(low.status).toBe(422);
    expect(low.meta.message).toBe(messages.minWalletAlert);
  });

  it('sends one SMS on crossing below, none while below, and again after going back above', async () => {
    const user = await register();
    await change(user.id, 1_000_000);
    const saved = await api.post(
      '/user/setting/wallet_alert',
      { enabled: true, threshold: '۵۰۰٬۰۰۰' },
      user.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({
      enabled: true,
      threshold: 500_000,
      tripped: false,
      credit: 1_000_000,
    });

    await change(user.id, -600_000);
    const first = await alertsReach(user.mobile, 1);
    expect(first).toHaveLength(1);
    expect(first[0]?.body).toContain(`${formatNumber(500_000)} ریال`);
    expect(first[0]?.body).toContain(`${formatNumber(400_000)} ریال`);
    expect((await api.get('/user/setting/wallet_alert', user.token)).data).toMatchObject({ tripped: true });

    await change(user.id, -100_000);
    expect(await sendDueAlerts(server.db, server.deps.gateway, server.clock)).toBe(0);
    expect(await outbox(user.mobile)).toHaveLength(1);

    await change(user.id, 300_000);
    expect((await api.get('/user/setting/wallet_alert', user.token)).data).toMatchObject({ tripped: false });
    expect(await sendDueAlerts(server.db, server.deps.gateway, server.clock)).toBe(0);
    await change(user.id, -200_000);
    expect(await alertsReach(user.mobile, 2)).toHaveLength(2);

    // A batch of debits written without wallet.ts (the pattern sends' fast path) is looked at once.
    await change(user.id, 400_000);
    await server.db.query('update wallets set balance = 100000 where user_id = $1', [user.id]);
    await afterBatchBalanceChanges(server.db, server.clock, [
      { userId: user.id, balance: 100_000 },
      { userId: owner.id, balance: 0 },
    ]);
    expect(await alertsReach(user.mobile, 3)).toHaveLength(3);
    await afterBatchBalanceChanges(server.db, server.clock, [{ userId: user.id, balance: 50_000 }]);
    expect(await sendDueAlerts(server.db, server.deps.gateway, server.clock)).toBe(0);
    await server.db.query('update wallets set balance = 500000 where user_id = $1', [user.id]);
    await change(user.id, 100_000);

    await api.post('/user/setting/wallet_alert', { enabled: false, threshold: 500_000 }, user.token);
    await change(user.id, 1_000_000);
    await change(user.id, -1_000_000);
    expect(await sendDueAlerts(server.db, server.deps.gateway, server.clock)).toBe(0);
    expect(await outbox(user.mobile)).toHaveLength(3);
  });
});
