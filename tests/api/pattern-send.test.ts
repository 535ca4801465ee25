// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// Sending with a pattern and a voice code, as an outside program does (docs/send/pattern.md,
// docs/send/votp.md): by API key and by token, the values checked in Persian, who may use which
// pattern, the wallet exact under concurrent sends, and the pattern page's test send. Patterns are
// written straight into the table (their calls and their reviewer are another area's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../src/domain/core/call.ts';
import * as keys from '../../src/domain/developers/developers.calls.ts';
import {
  lineE164,
  patternValueMessages,
  sendMessages,
  VOTP_CALL_PRICE_RIALS,
} from '../../src/domain/index.ts';
import { patternTestSendCall } from '../../src/domain/patterns/pattern-send.calls.ts';
import { patternRuleMessages } from '../../src/domain/patterns/patterns.messages.ts';
import { userChanged } from '../../src/server/auth/sessions.ts';
import { canonicalMobile, client, newPerson } from './helpers/client.ts';
import { acceptAllAgreements } from './helpers/send.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
/** An account owner, their colleague, someone of another account, and one with little credit. */
let owner: Person;
let colleague: Person;
let stranger: Person;
let poor: Person;

beforeAll(async () => {
  // The worker runs on the rounds the tests ask for (and on the wake a pattern send gives it).
  server = await startTestServer({ sendWorker: { intervalMs: 3_600_000 } });
  api = client(server.url);
  [owner, colleague, stranger, poor] = await Promise.all([person(), person(), person(), person(100_000)]);
  // The colleague acts on its owner's account with a role that lets it send.
  await server.db.query(`update users set parent_id = $1, colleague_status = 'active' where id = $2`, [
    owner.id,
    colleague.id,
  ]);
  const [role] = await server.db.query<{ id: number }>(
    `insert into roles (account_id, title, permissions, created_at, updated_at)
     values ($1, 'ارسال', '{send.sms}', now(), now()) returning id::int as id`,
    [owner.id],
  );
  await server.db.query('insert into colleague_roles (colleague_id, role_id) values ($1, $2)', [
    colleague.id,
    role?.id,
  ]);
  await userChanged(server.db, colleague.id);
});
afterAll(async () => {
  await server.close();
});

type Person = { token: string; id: number; mobile: string; line: string };

/** A new account with `credit` rials, its agreements accepted; its id, mobile and default line. */
async function person(credit = 1_000_000): Promise<Person> {
  const details = newPerson();
  const token = (await api.register(details)).data.token as string;
  if (credit > 0) await api.post('/demo/top_up', { amount: credit }, token);
  await acceptAllAgreements(api, token);
  const [row] = await server.db.query<{ id: number }>('select id::int as id from users where username = $1', [
    details.username,
  ]);
  const lines = (await api.get('/number/numbers', token)).data;
  const line = lineE164(lines.find((l: any) => l.is_default).number);
  return { token, id: row?.id as number, mobile: canonicalMobile(details.mobile), line };
}

let codes = 0;
/** A pattern of `userId` written as the reviewer leaves it (confirmed unless said). */
async function pattern(
  userId: number | null,
  options: {
    message?: string;
    variables?: unknown[];
    status?: string;
    share?: boolean;
    delimiter?: string;
  } = {},
): Promise<string> {
  const code = `pt${process.pid}x${++codes}`;
  await server.db.query(
    `insert into patterns (user_id, code, pattern_type, title, message, delimiter, variables, is_share, status,
       created_at, updated_at)
     values ($1, $2, $3, 'آزمون', $4, $5, $6::jsonb, $7, $8, now(), now())`,
    [
      userId,
      code,
      userId === null ? 'systemic' : 'normal',
      options.message ?? 'کد ورود شما به فروشگاه ما: %code%',
      options.delimiter ?? '%',
      JSON.stringify(options.variables ?? [{ name: 'code', type: 'integer', len: 6 }]),
      options.share ?? false,
      options.status ?? 'active',
    ],
  );
  return code;
}

const patternBody = (p: Person, code: string, params: unknown, recipients = ['09121110001']) => ({
  sending_type: 'pattern',
  from_number: p.line,
  code,
  recipients,
  params,
});

const send = (auth: string, body: unknown, headers: Record<string, string> = {}) =>
  api.call('POST', '/send', { token: auth, body, headers });

async function walletExact(userId: number) {
  const [row] = await server.db.query<{ balance: string; sum: string }>(
    `select w.balance::text as balance,
       (select coalesce(sum(case when type = 'deposit' then amount else -amount end), 0)::text
        from wallet_transactions where user_id = $1) as sum
     from wallets w where w.user_id = $1`,
    [userId],
  );
  return { balance: Number(row?.balance), sum: Number(row?.sum) };
}

describe('pattern send', () => {
  it('sends by API key and by token: the filled text stored and reported, debited exactly once each', async () => {
    const p = owner;
    const before = await walletExact(p.id);
    const code = await pattern(p.id, {
      message: 'سلام %name%، کد ورود شما به فروشگاه ما: %code%',
      variables: [
        { name: 'name', type: 'string', len: 10 },
        { name: 'code', type: 'integer', len: 6 },
      ],
    });
    const key = (
      await api.call('POST', `/${keys.apiKeyCreateCall.path}`, { token: p.token, body: { title: 'سرور' } })
    ).data.key as string;
    const byKey = await send(key, patternBody(p, code, { name: 'مریم', code: '۱۲۳۴۵' }));
    expect(byKey.status).toBe(200);
    expect(byKey.meta.message).toBe(sendMessages.sendAccepted);
    expect(byKey.data).toMatchObject({ type: 'pattern', recipients: 1, status: 'queued' });
    const byToken = await send(p.token, patternBody(p, code, { name: 'علی', code: 987 }));
    expect(byToken.status).toBe(200);

    const id = byKey.data.message_outbox_ids[0];
    const report = await api.get(`/report/by_bulk?messages_outbox_id=${id}`, p.token);
    expect(report.data).toMatchObject({
      message: 'سلام مریم، کد ورود شما به فروشگاه ما: 12345',
      rcpts_count: '1',
      type: 'pattern',
    });
    const [origin] = await server.db.query<{ origin: string }>('select origin from bulks where id = $1', [
      id,
    ]);
    expect(origin?.origin).toBe('api');
    const debited = byKey.data.price + byToken.data.price;
    expect(byKey.data.price).toBeGreaterThan(0);
    expect(byToken.data.credit).toBe(before.balance - debited);
    expect(await walletExact(p.id)).toEqual({ balance: before.balance - debited, sum: before.sum - debited });
    const debits = await server.db.query<{ description: string; kind: string; bulk_id: number }>(
      `select description, kind, bulk_id::int as bulk_id from wallet_transactions
       where user_id = $1 and type = 'withdrawal' order by id desc limit 2`,
      [p.id],
    );
    expect(debits.sort((a, b) => a.bulk_id - b.bulk_id)).toEqual(
      [id, byToken.data.bulk_id]
        .sort((a, b) => a - b)
        .map((b) => ({ description: `ارسال پیامک، شناسه ارسال ${b}`, kind: 'send', bulk_id: b })),
    );

    // The worker was woken by the send: the recipient has been handed to the operator simulator.
    await server.sendWorker?.tick();
    const [handed] = await server.db.query<{ sent_at: Date | null; text: string | null }>(
      'select sent_at, text from bulk_recipients where bulk_id = $1',
      [id],
    );
    expect(handed?.sent_at).not.toBeNull();
  });

  it('refuses in Persian, by field: values too long, of the wrong type, missing or unknown; two recipients', async () => {
    const p = owner;
    const before = await walletExact(p.id);
    const code = await pattern(p.id, {
      message: '%brand%: نوبت شما %day% ساعت %hour%',
      variables: [
        { name: 'brand', type: 'string', len: 5 },
        { name: 'day', type: 'date', len: 10 },
        { name: 'hour', type: 'integer', len: 2 },
      ],
    });
    const refused = async (params: unknown, recipients?: string[]) => {
      const answer = await send(p.token, patternBody(p, code, params, recipients));
      return { status: answer.status, message: answer.meta.message, errors: answer.meta.errors };
    };
    expect(await refused({ brand: 'فروشگاه', day: '1403/07/15', hour: '9' })).toEqual({
      status: 422,
      message: patternValueMessages.tooLong('brand', 5),
      errors: { 'params.brand': [patternValueMessages.tooLong('brand', 5)] },
    });
    expect((await refused({ brand: 'ما', day: '1403/13/01', hour: 'نه' })).errors).toEqual({
      'params.day': [patternValueMessages.notDate('day')],
      'params.hour': [patternValueMessages.notInteger('hour')],
    });
    expect((await refused({ brand: 'ما', day: '۱۴۰۳/۰۷/۱۵', extra: 'x' })).errors).toEqual({
      'params.hour': [patternValueMessages.missing('hour')],
      'params.extra': [patternValueMessages.unknown('extra')],
    });
    expect(
      (await refused({ brand: 'ما', day: '1403/07/15', hour: 9 }, ['09121110001', '09121110002'])).message,
    ).toBe(patternRuleMessages.patternOneRecipient);
    // Nothing of it was written or debited.
    expect(await walletExact(p.id)).toEqual(before);
    const body = patternBody(p, code, { brand: 'ما', day: '۱۴۰۳/۰۷/۱۵', hour: '۹' });
    const priced = await api.post('/send/calculate-price', body, p.token);
    const ok = await send(p.token, body);
    expect(ok.status).toBe(200);
    expect(priced.data).toMatchObject({
      price: ok.data.price,
      parts: ok.data.parts,
      recipients: 1,
      blocked: 0,
    });
    const [bulk] = await server.db.query<{ text: string }>('select text from bulks where id = $1', [
      ok.data.bulk_id,
    ]);
    expect(bulk?.text).toBe('ما: نوبت شما 1403/07/15 ساعت 9');
  });

  it('sends only a confirmed pattern the sender may use; an edited one sends its confirmed live version', async () => {
    const shared = await pattern(owner.id, { share: true });
    const own = await pattern(owner.id);
    const pending = await pattern(owner.id, { status: 'pending' });
    const rejected = await pattern(owner.id, { status: 'inactive' });
    const systemic = await pattern(null);
    const status = async (p: Person, code: string) => {
      const answer = await send(p.token, patternBody(p, code, { code: '1234' }));
      return [answer.status, answer.meta.message];
    };
    const unknown = [422, patternRuleMessages.patternNotFound];
    const unconfirmed = [422, patternRuleMessages.patternNotConfirmed];
    expect(await status(owner, pending)).toEqual(unconfirmed);
    expect(await status(owner, rejected)).toEqual(unconfirmed);
    expect(await status(owner, 'no-such-code')).toEqual(unknown);
    // A colleague sends its account's patterns, shared or not, as its owner does.
    expect((await status(colleague, own))[0]).toBe(200);
    expect(await status(stranger, shared)).toEqual(unknown);
    expect(await status(stranger, own)).toEqual(unknown);
    expect((await status(colleague, shared))[0]).toBe(200);
    expect((await status(stranger, systemic))[0]).toBe(200);
    expect((await status(owner, own))[0]).toBe(200);
    // The seeded systemic login code, with its documented variables.
    const login = await send(
      stranger.token,
      patternBody(stranger, 'sys-login-code', { brand: 'ما', code: '۴۲۴۲' }),
    );
    expect(login.status).toBe(200);

    // An edit under review leaves the live version: the confirmed text is what goes out.
    await server.db.query(
      `update patterns set revision = '{"message": "متن تازه %code%", "status": "pending"}'::jsonb where code = $1`,
      [own],
    );
    const live = await send(owner.token, patternBody(owner, own, { code: '55' }));
    const [text] = await server.db.query<{ text: string }>('select text from bulks where id = $1', [
      live.data.bulk_id,
    ]);
    expect(text?.text).toBe('کد ورود شما به فروشگاه ما: 55');
    // Rejected after it was read (this process remembers it): the send's transaction reads it again.
    await server.db.query(`update patterns set status = 'inactive' where code = $1`, [own]);
    expect(await status(owner, own)).toEqual(unconfirmed);
    // Unshared, it is still the account's: the colleague sends it all the same.
    await server.db.query('update patterns set is_share = false where code = $1', [shared]);
    expect((await status(colleague, shared))[0]).toBe(200);
  });

  it('saves the recipient to the documented phonebook, and sends even when it cannot', async () => {
    const p = stranger;
    const code = await pattern(p.id);
    const book = (await api.post('/phonebooks', { title: 'مشتریان' }, p.token)).data;
    const body = {
      ...patternBody(p, code, { code: '77' }, ['09121110077']),
      phonebook: { id: book.id, name: 'سعید' },
    };
    expect((await send(p.token, body)).status).toBe(200);
    const [saved] = await server.db.query<{ name: string }>(
      'select name from phonebook_numbers where phonebook_id = $1 and mobile = $2',
      [book.id, '989121110077'],
    );
    expect(saved?.name).toBe('سعید');
    expect((await send(p.token, { ...body, phonebook: { id: 999_999 } })).status).toBe(200);
  });

  it('sends a voice code, recorded by the simulator as a call, at its flat price', async () => {
    const p = stranger;
    const answer = await send(p.token, {
      sending_type: 'votp',
      message: '۴۵۸۵۲',
      params: { recipients: ['+989121110055'] },
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ type: 'votp', price: VOTP_CALL_PRICE_RIALS });
    await server.sendWorker?.tick();
    const calls = await server.db.query<{ body: string; channel: string }>(
      'select body, channel from sms_outbox where mobile = $1',
      ['989121110055'],
    );
    expect(calls).toEqual([{ body: '45852', channel: 'voice' }]);
    const bad = await send(p.token, {
      sending_type: 'votp',
      message: '12',
      params: { recipients: ['09121110055'] },
    });
    expect([bad.status, bad.meta.message]).toEqual([422, patternRuleMessages.votpCodeInvalid]);
  });

  it("test-sends a pattern to the caller's own mobile, answering the delivered text", async () => {
    // A colleague's test goes to its own mobile, with a pattern of its account.
    const p = colleague;
    const code = await pattern(owner.id, { message: 'کد #code# از فروشگاه ما', delimiter: '#' });
    const path = `/${fillPath(patternTestSendCall.path, { pattern_code: code })}`;
    const answer = await api.call('POST', path, { token: p.token, body: { params: { code: '۲۰۲۴' } } });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ text: 'کد 2024 از فروشگاه ما', mobile: p.mobile });
    const [bulk] = await server.db.query<{ mobile: string }>(
      'select mobile from bulk_recipients where bulk_id = $1',
      [answer.data.bulk_id],
    );
    expect(bulk?.mobile).toBe(p.mobile);
    const missing = await api.call('POST', '/patterns/nope/test-send', {
      token: p.token,
      body: { params: {} },
    });
    expect([missing.status, missing.meta.message]).toEqual([404, patternRuleMessages.patternNotFound]);
    const wrong = await api.call('POST', path, { token: p.token, body: { params: { code: 'x' } } });
    expect(wrong.meta.errors).toEqual({ 'params.code': [patternValueMessages.notInteger('code')] });
  });

  it('sends once per Idempotency-Key, and keeps the wallet exact under 50 concurrent sends', async () => {
    const p = poor;
    const code = await pattern(p.id);
    const body = patternBody(p, code, { code: '11' });
    const first = await send(p.token, body, { 'Idempotency-Key': 'otp-1' });
    const again = await send(p.token, body, { 'Idempotency-Key': 'otp-1' });
    expect(again.status).toBe(200);
    expect(again.data.bulk_id).toBe(first.data.bulk_id);
    const price = first.data.price as number;

    // 50 at once against a wallet that holds fewer: each either sent and debited, or refused (402).
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send(p.token, patternBody(p, code, { code: String(i) }))),
    );
    const sent = answers.filter((a) => a.status === 200).length;
    expect(sent).toBe(Math.min(50, Math.floor((100_000 - price) / price)));
    expect(answers.every((a) => a.status === 200 || a.status === 402)).toBe(true);
    const [bulks] = await server.db.query<{ n: number }>(
      `select count(*)::int as n from bulks where user_id = $1 and type = 'pattern'`,
      [p.id],
    );
    expect(bulks?.n).toBe(sent + 1);
    expect(await walletExact(p.id)).toEqual({
      balance: 100_000 - price * (sent + 1),
      sum: 100_000 - price * (sent + 1),
    });
  });
});
