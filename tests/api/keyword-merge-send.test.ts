// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// A keyword send (sending_type keyword, the published API's mail merge): the server fills the
// message's column placeholders from each row of the uploaded file itself, stores each recipient's
// own text, charges the sum of each message's own parts, and leaves out the rows the user excluded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANCEL_11_SUFFIX,
  lineE164,
  mailMergeMessages,
  OPERATORS,
  sendBodyMessages,
  sendPrice,
  smsParts,
} from '../../src/domain/index.ts';
import { loadTariffs } from '../../src/server/send/send-prepare.ts';
import { writeXlsx } from '../tools/zip-writer.ts';
import { client } from './helpers/client.ts';
import { defaultLine, fundedUser } from './helpers/send.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
});
afterAll(async () => {
  await server.close();
});

const TEMPLATE = 'سلام {ex_B} عزیز، سفارش {ex_C} آماده است';
// A long name makes one message two parts.
const ROWS = [
  ['09121230001', 'سارا', '۱۰۱'],
  ['09351230002', 'علی', '۱۰۲'],
  ['09121230003', 'محمدحسین '.repeat(5).trim(), '۱۰۳'],
];
const merged = (row: string[]) => `سلام ${row[1]} عزیز، سفارش ${row[2]} آماده است`;

async function body(token: string, file: { name: string; bytes: Uint8Array | string }, extra = {}) {
  const lines = (await api.get('/number/numbers', token)).data;
  const id = await defaultLine(api, token);
  const line = lines.find((l: any) => l.id === id);
  const form = new FormData();
  form.append('sending_type', 'keyword');
  form.append('from_number', lineE164(line.number));
  form.append('message', TEMPLATE);
  for (const [k, v] of Object.entries(extra))
    for (const item of Array.isArray(v) ? v : [v]) form.append(k, String(item));
  form.append('files[]', new Blob([file.bytes as BlobPart]), file.name);
  return form;
}

/** What the send must cost: each message's own parts at its operator's UCS-2 tariff. */
async function expectedPrice(texts: { mobile: string; text: string }[]): Promise<number> {
  const tariffs = await loadTariffs(server.db);
  let total = 0;
  for (const { mobile, text } of texts) {
    const operator = mobile.startsWith('0935') ? 'irancell' : 'mci';
    const recipients = Object.fromEntries(OPERATORS.map((op) => [op, op === operator ? 1 : 0]));
    total += sendPrice({ ...smsParts(text, { cancel11: true }), tariffs, recipients }).total;
  }
  return total;
}

describe.each([
  [
    'xlsx',
    async () => ({ name: 'customers.xlsx', bytes: await writeXlsx([['موبایل', 'نام', 'سفارش'], ...ROWS]) }),
  ],
  [
    'csv',
    async () => ({
      name: 'customers.csv',
      bytes: `\ufeffموبایل,نام,سفارش\r\n${ROWS.map((r) => r.join(',')).join('\r\n')}\r\n`,
    }),
  ],
])('a keyword send from %s with three columns', (_, file) => {
  it("stores each recipient's own text and charges the sum of their parts", async () => {
    const token = await fundedUser(api, 10_000_000);
    const expected = ROWS.map((row) => ({ mobile: row[0] as string, text: merged(row) }));
    expect(expected.map((e) => smsParts(e.text, { cancel11: true }).parts)).toEqual([1, 1, 2]);
    const price = await expectedPrice(expected);

    const priced = await api.form('/send/calculate-price', await body(token, await file()), token);
    expect(priced.status).toBe(200);
    expect(priced.data).toMatchObject({ recipients: 3, price });

    const sent = await api.form('/send', await body(token, await file()), token);
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ type: 'keyword', recipients: 3, price });

    const report = await api.get(`/report/recipients?bulk_id=${sent.data.bulk_id}&per_page=10`, token);
    expect(report.status).toBe(200);
    expect(report.data.map((r: any) => [r.recipient, r.message, r.msg_parts])).toEqual(
      expected.map((e, i) => [lineE164(e.mobile), e.text + CANCEL_11_SUFFIX, i === 2 ? '2' : '1']),
    );
    expect((report.meta as any).total).toBe(3);
    // Another account cannot read this send's recipients.
    const other = await fundedUser(api, 0);
    const hidden = await api.get(`/report/recipients?bulk_id=${sent.data.bulk_id}`, other);
    expect(hidden.status).toBe(404);
  });
});

describe('keyword send problems', () => {
  const rows = [
    ['موبایل', 'نام', 'سفارش'],
    ['09121240001', 'سارا', '۱'],
    ['09121240002', '', ''],
    ['09121240003', 'س'.repeat(2100), '۳'],
  ];

  it('refuses rows whose message is empty or too long, by row number, until they are excluded', async () => {
    const token = await fundedUser(api, 10_000_000);
    const file = { name: 'problems.xlsx', bytes: await writeXlsx(rows) };
    const form = await body(token, file);
    form.set('message', '{ex_B}');
    const refused = await api.form('/send', form, token);
    expect(refused.status).toBe(422);
    expect(refused.meta.message).toBe(mailMergeMessages.rowsRefused([3, 4]));

    const excluded = await body(token, file, { 'excluded_rows[]': [3, 4] });
    excluded.set('message', '{ex_B}');
    const sent = await api.form('/send', excluded, token);
    expect(sent.status).toBe(200);
    expect(sent.data.recipients).toBe(1);
    const report = await api.get(`/report/recipients?bulk_id=${sent.data.bulk_id}`, token);
    expect(report.data.map((r: any) => r.message)).toEqual([`سارا${CANCEL_11_SUFFIX}`]);
  });

  it('refuses a keyword send without a file, and a bad row number, in Persian', async () => {
    const token = await fundedUser(api, 10_000_000);
    const form = await body(
      token,
      { name: 'x.csv', bytes: 'موبایل\n09121111111\n' },
      { 'excluded_rows[]': 'x' },
    );
    const bad = await api.form('/send', form, token);
    expect(bad.status).toBe(422);
    expect(bad.meta.message).toBe(mailMergeMessages.invalidRows);
    form.delete('files[]');
    form.delete('excluded_rows[]');
    const none = await api.form('/send', form, token);
    expect(none.status).toBe(422);
    expect(none.meta.message).toBe(sendBodyMessages.fileRequired);
  });
});
