// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// The send side of contacts: a reply of 11 or 12 to a line changes that line's cancel-11 list; every
// send skips the blacklist and the line's cancel-11 numbers, and its price says how many for each;
// keyword_phonebook fills each contact's own text from their name, title and feature values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNumber, lineE164, messages } from '../../src/domain/index.ts';
import { phonebookMergeMessages } from '../../src/domain/send/mail-merge-phonebook.rules.ts';
import {
  DEMO_PHONEBOOKS,
  demoBirthDate,
  demoCustomerMobile,
  demoDebt,
} from '../../src/server/db/demo-seed-sending.ts';
import { client, demoLogin } from './helpers/client.ts';
import { fundedUser } from './helpers/send.ts';
import { startDemoTestServer, type TestServer } from './helpers/test-server.ts';

const [BOOK_ONE, BOOK_TWO] = DEMO_PHONEBOOKS as unknown as [
  (typeof DEMO_PHONEBOOKS)[number],
  (typeof DEMO_PHONEBOOKS)[number],
];

let server: TestServer;
let api: ReturnType<typeof client>;
let demo: string;
let lines: { id: number; number: string }[];
beforeAll(async () => {
  server = await startDemoTestServer();
  api = client(server.url);
  demo = await demoLogin(api);
  await api.post('/demo/top_up', { amount: 50_000_000 }, demo);
  // The demo's own two lines (agreements accepted by the seed).
  lines = (await api.get('/number/numbers', demo)).data.filter((l: any) => !String(l.number).startsWith('1'));
  lines = lines.filter((l) => ['30004505001122', '5000125478'].some((n) => l.number.endsWith(n)));
});
afterAll(async () => {
  await server.close();
});

const line = (i: number) => lines[i] as { id: number; number: string };
const quick = (from: { number: string }, recipients: string[], message = 'سلام') => ({
  sending_type: 'webservice',
  from_number: lineE164(from.number),
  message,
  params: { recipients },
});
const receive = async (to: { id: number }, from: string, text: string) => {
  const answer = await api.post('/demo/inbox/receive', { number_id: to.id, from, text }, demo);
  expect(answer.status).toBe(200);
  return answer.data.id as number;
};
const cancelRows = (mobile: string) =>
  server.db.query<{ line: string; message: string; inbox_message_id: number }>(
    'select line, message, inbox_message_id::int as inbox_message_id from cancel_11 where mobile = $1 order by line',
    [mobile],
  );
const demoBookId = async (title: string) =>
  (
    await server.db.query<{ id: number }>(
      "select p.id::int as id from phonebooks p join users u on u.id = p.user_id where u.username = 'demo' and p.title = $1",
      [title],
    )
  )[0]?.id as number;

describe('the 11/12 rule', () => {
  it('puts a sender who replies 11 on that line’s list, and takes them off with 12', async () => {
    const customer = '989127770001';
    const other = '989127770002';
    const id = await receive(line(0), '09127770001', ' لغو ۱۱ ');
    await receive(line(0), '09127770002', 'ساعت ۱۱ میام'); // not a cancel
    expect(await cancelRows(customer)).toEqual([
      { line: '30004505001122', message: 'لغو ۱۱', inbox_message_id: id },
    ]);
    expect(await cancelRows(other)).toEqual([]);

    // The price said it beforehand, and the send skipped it: from that line only.
    const price = await api.post('/send/calculate-price', quick(line(0), [customer, other]), demo);
    expect(price.status).toBe(200);
    expect(price.data).toMatchObject({ recipients: 1, blocked: 1, skipped: { blacklist: 0, cancel_11: 1 } });
    const sent = await api.post('/send', quick(line(0), [customer, other]), demo);
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ recipients: 1, blocked: 1, price: price.data.price });
    const stored = await server.db.query<{ mobile: string; status: number }>(
      'select mobile, status from bulk_recipients where bulk_id = $1 order by mobile',
      [sent.data.bulk_id],
    );
    expect(stored).toEqual([
      { mobile: customer, status: 4 },
      { mobile: other, status: 0 },
    ]);
    const fromOtherLine = await api.post('/send/calculate-price', quick(line(1), [customer, other]), demo);
    expect(fromOtherLine.data).toMatchObject({ recipients: 2, skipped: { blacklist: 0, cancel_11: 0 } });

    // 12 to the other line changes nothing on the first; 12 to the first lifts it.
    await receive(line(1), customer, '12');
    expect(await cancelRows(customer)).toHaveLength(1);
    await receive(line(0), customer, '۱۲');
    expect(await cancelRows(customer)).toEqual([]);
    const again = await api.post('/send/calculate-price', quick(line(0), [customer, other]), demo);
    expect(again.data).toMatchObject({ recipients: 2, blocked: 0, skipped: { blacklist: 0, cancel_11: 0 } });
  });

  it('counts the blacklist apart from cancel-11, on every line', async () => {
    // The seed blacklists customers 0, 11, 22 and cancels 39 and 52 on every line.
    const numbers = [demoCustomerMobile(0), demoCustomerMobile(11), demoCustomerMobile(39), '989127770009'];
    for (const from of [line(0), line(1)]) {
      const price = await api.post('/send/calculate-price', quick(from, numbers), demo);
      expect(price.data).toMatchObject({
        recipients: 1,
        blocked: 3,
        skipped: { blacklist: 2, cancel_11: 1 },
      });
    }
  });
});

describe('keyword_phonebook', () => {
  it('sends each contact of the book their own text from their name, title and features', async () => {
    const book = await demoBookId(BOOK_ONE.title);
    const { features } = (await api.get(`/send/keyword-phonebook/features?phonebook_id=${book}`, demo)).data;
    expect(features.map((f: any) => [f.title, f.type])).toEqual([
      ['تاریخ تولد', 'date'],
      ['میزان بدهی', 'int'],
    ]);
    const [birth, debt] = features.map((f: any) => f.id);
    const body = {
      sending_type: 'keyword_phonebook',
      from_number: lineE164(line(0).number),
      message: `{ex_pre} {ex_name} عزیز، تولد {ex_${birth}} مبارک. بدهی: {ex_${debt}} ریال`,
      params: [{ phonebook_id: book }],
    };
    const price = await api.post('/send/calculate-price', body, demo);
    expect(price.status).toBe(200);
    expect(price.data).toMatchObject({
      recipients: BOOK_ONE.size - 5,
      blocked: 5,
      skipped: { blacklist: 3, cancel_11: 2 },
    });
    const sent = await api.post('/send', body, demo);
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ recipients: BOOK_ONE.size - 5, price: price.data.price });
    const rows = await server.db.query<{ mobile: string; text: string | null; status: number }>(
      'select mobile, text, status from bulk_recipients where bulk_id = $1 order by idx',
      [sent.data.bulk_id],
    );
    expect(rows).toHaveLength(BOOK_ONE.size);
    const contact = rows.find((r) => r.mobile === demoCustomerMobile(1));
    // Customer 1: خانم مریم …, born 1966-02-08 (۱۳۴۴/۱۱/۱۹), debt per demoDebt(1).
    expect(demoBirthDate(1)).toBe('1966-02-08');
    expect(contact?.text).toBe(
      `خانم مریم حسینی عزیز، تولد ۱۳۴۴/۱۱/۱۹ مبارک. بدهی: ${formatNumber(Number(demoDebt(1)))} ریال`,
    );
    expect(new Set(rows.filter((r) => r.status === 0).map((r) => r.text)).size).toBe(BOOK_ONE.size - 5);
    expect(rows.filter((r) => r.status === 4).map((r) => r.mobile)).toContain(demoCustomerMobile(0));
  });

  it('refuses another user’s book, and a book whose contacts’ messages come out empty', async () => {
    const book = await demoBookId(BOOK_ONE.title);
    const stranger = await fundedUser(api, 10_000_000);
    const shared = (await api.get('/number/numbers', stranger)).data[0];
    const body = (id: number, message: string) => ({
      sending_type: 'keyword_phonebook',
      from_number: lineE164(shared.number),
      message,
      params: [{ phonebook_id: id }],
    });
    const theirs = await api.post('/send', body(book, 'سلام {ex_name}'), stranger);
    expect(theirs.status).toBe(422);
    expect(theirs.meta.message).toBe(messages.selectPhonebook);
    const features = await api.get(`/send/keyword-phonebook/features?phonebook_id=${book}`, stranger);
    expect(features.data).toEqual({ features: [] });
    const list = await api.get(`/phonebooks/numbers/list?phonebook_id=${book}`, stranger);
    expect(list.data).toEqual([]);

    // The demo's second book carries no features: a text of only a feature is empty for everyone.
    const second = await demoBookId(BOOK_TWO.title);
    const [{ id: birth }] = (await api.get(`/send/keyword-phonebook/features?phonebook_id=${book}`, demo))
      .data.features;
    const empty = await api.post('/send/calculate-price', body(second, `{ex_${birth}}`), demo);
    expect(empty.status).toBe(422);
    expect(empty.meta.message).toMatch(/^پیامک برخی مخاطبان دفترچه خالی/);
    expect(empty.meta.errors?.message?.[0]).toBe(empty.meta.message);
    expect(empty.meta.message.startsWith(phonebookMergeMessages.contactsRefused([]).slice(0, 30))).toBe(true);
    const none = await api.post('/send', { ...body(second, 'سلام'), params: [] }, demo);
    expect(none.status).toBe(422);
    expect(none.meta.message).toBe(messages.selectPhonebook);
  });

  it('lists a book’s contacts with their feature values', async () => {
    const book = await demoBookId(BOOK_ONE.title);
    const { features } = (await api.get(`/send/keyword-phonebook/features?phonebook_id=${book}`, demo)).data;
    const page = await api.get(`/phonebooks/numbers/list?phonebook_id=${book}&per_page=3`, demo);
    expect(page.status).toBe(200);
    expect(page.data[0]).toEqual({
      id: expect.any(Number),
      mobile: demoCustomerMobile(0),
      pre: 'آقای',
      name: 'علی احمدی',
      options: { [String(features[0].id)]: demoBirthDate(0), [String(features[1].id)]: demoDebt(0) },
    });
  });
});
