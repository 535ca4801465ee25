// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// An .xls upload (Excel 97–2003, saved by LibreOffice) is read on the server by the panel's own reader:
// the send goes to exactly the numbers the panel counted, blanks and invalid rows left out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileImportMessages } from '../../src/domain/core/file-import/file-import.messages.ts';
import { lineE164 } from '../../src/domain/index.ts';
import { fixtureBytes } from '../tools/fixtures.ts';
import { client } from './helpers/client.ts';
import { calculatePrice, fundedUser } from './helpers/send.ts';
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

async function defaultLineE164(token: string): Promise<string> {
  const lines = (await api.get('/number/numbers', token)).data as any[];
  return lineE164(lines.find((l) => l.is_default).number);
}

function fileForm(fields: Record<string, string>, name: string, bytes: Uint8Array): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('files[]', new Blob([bytes as BlobPart]), name);
  return form;
}

const recipients = (bulkId: number) =>
  server.db.query<{ mobile: string; text: string | null }>(
    'select mobile, text from bulk_recipients where bulk_id = $1 order by idx',
    [bulkId],
  );

describe('file sends from an .xls', () => {
  it('sends to the valid, de-duplicated numbers of the sheet, as the panel counts them', async () => {
    const token = await fundedUser(api, 10_000_000);
    const fields = {
      sending_type: 'file',
      from_number: await defaultLineE164(token),
      message: 'قبض این ماه صادر شد',
    };
    // mixed.xls: 10 records, 5 valid, 1 duplicate, 2 invalid (one is +98 0912…), 2 without a number.
    const sent = await api.form(
      '/send',
      fileForm(fields, 'numbers.xls', fixtureBytes('xls/mixed.xls')),
      token,
    );
    expect(sent.status).toBe(200);
    expect((await recipients(sent.data.bulk_id)).map((r) => r.mobile)).toEqual([
      '989121234567',
      '989351234567',
      '989191234567',
      '989301234567',
      '989121112233',
    ]);
    // The price of the xls is the price of the csv it was saved from.
    const fromXls = await calculatePrice(
      api,
      fileForm(fields, 'numbers.xls', fixtureBytes('xls/mixed.xls')),
      token,
    );
    const fromCsv = await calculatePrice(
      api,
      fileForm(fields, 'numbers.csv', fixtureBytes('xls/mixed.csv')),
      token,
    );
    expect(fromXls.status).toBe(200);
    expect(fromXls.data.price).toBeGreaterThan(0);
    expect(fromXls.data.price).toBe(fromCsv.data.price);
    expect(sent.data.price).toBe(fromXls.data.price);
  });

  it('sends each number of a peer-to-peer .xls its own text', async () => {
    const token = await fundedUser(api, 10_000_000);
    const form = fileForm(
      { sending_type: 'peer_to_peer_file', from_number: await defaultLineE164(token) },
      'pairs.xls',
      fixtureBytes('xls/pairs.xls'),
    );
    const sent = await api.form('/send', form, token);
    expect(sent.status).toBe(200);
    expect(await recipients(sent.data.bulk_id)).toEqual([
      { mobile: '989121234567', text: 'سلام علی، سفارش شما آماده است' },
      { mobile: '989351234567', text: 'سلام رضا' },
    ]);
  });

  it('refuses a damaged .xls with its Persian message, and sends nothing', async () => {
    const token = await fundedUser(api, 10_000_000);
    const cut = fixtureBytes('xls/many.xls').subarray(0, 9000);
    const form = fileForm(
      { sending_type: 'file', from_number: await defaultLineE164(token), message: 'سلام' },
      'numbers.xls',
      cut,
    );
    const answer = await api.form('/send', form, token);
    expect(answer.status).toBe(422);
    expect(answer.meta.errors).toEqual({ files: [fileImportMessages.damaged] });
    expect((await api.get('/payment/credit/mine', token)).data.credit).toBe(10_000_000);
  });
});
