// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the shapes are asserted.
// Sending, as the published API documents it (docs/send, docs/report): each sending_type we build,
// the price, the stop and reading a send back. Requests are shaped like the documented examples,
// with our own values (the demo account's lines, phonebooks and banks).
import { lineE164 } from '../../../src/domain/index.ts';
import { writeXlsx } from '../../tools/zip-writer.ts';
import type { ContractCase, ContractContext } from './case.ts';
import type { Shape } from './shape.ts';

/** Every send answers the ids of what it made. */
const sent: Shape = { message_outbox_ids: { array: 'integer' } };

async function demoLine({ api, demoToken }: ContractContext): Promise<string> {
  const lines = (await api.get('/number/numbers', demoToken)).data as any[];
  return lineE164((lines.find((l) => l.is_default) ?? lines[0]).number);
}

/** A send of the demo account to read back or stop: one scheduled a day ahead, so nothing goes out. */
async function scheduledSend(ctx: ContractContext): Promise<number> {
  const at = new Date(ctx.server.clock.now().getTime() + 86_400_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');
  const answer = await ctx.api.call('POST', '/send', {
    token: ctx.demoToken,
    body: {
      sending_type: 'webservice',
      from_number: await demoLine(ctx),
      message: 'یادآوری نوبت فردا',
      params: { recipients: ['+989121110001'] },
      send_time: at,
    },
  });
  return answer.data.message_outbox_ids[0];
}

/** A scheduled peer-to-peer send of two messages: the second message's own id. */
async function scheduledMessage(ctx: ContractContext): Promise<number> {
  const at = new Date(ctx.server.clock.now().getTime() + 86_400_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');
  const answer = await ctx.api.call('POST', '/send', {
    token: ctx.demoToken,
    body: {
      sending_type: 'peer_to_peer',
      from_number: await demoLine(ctx),
      params: [
        { recipients: ['+989121110011', '+989351110011'], message: 'نوبت شما فردا ساعت ده است' },
        { recipients: ['+989121110012'], message: 'نوبت شما فردا ساعت یازده است' },
      ],
      send_time: at,
    },
  });
  return answer.data.message_outbox_ids[1];
}

/** The outbox report by id, as documented. */
const outboxReportShape: Shape = {
  username: 'string',
  number_color: 'null',
  number: 'string',
  number_id: 'string',
  messages_outbox_id: 'string',
  state: 'string',
  type: 'string',
  time_send: 'string',
  time: 'string',
  rcpts_count: 'string',
  exit_count: 'string',
  status: 'string',
  return: 'integer',
  partner_id: 'null',
  in_delivery_line: 'integer',
  valid: 'null',
  message: 'string',
  part: 'string',
  cost: 'integer',
  summary: 'string',
  user_ip: { oneOf: ['string', 'null'] },
  user_id: 'string',
  reject_comment: 'null',
  files_path: { oneOf: ['string', 'null'] },
  parent_id: { oneOf: ['string', 'null'] },
  state_id: 'integer',
};

async function form(
  fields: Record<string, string | string[]>,
  file: { name: string; bytes: Uint8Array | string },
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
  body.append('files[]', new Blob([file.bytes as BlobPart]), file.name);
  return body;
}

export const cases: ContractCase[] = [
  {
    doc: 'docs/send/url.md',
    method: 'GET',
    // The documented example: from, message, to and the key, nothing else (no Authorization header).
    request: async (ctx) => {
      const made = await ctx.api.call('POST', '/acl/api_key/create', {
        token: ctx.demoToken,
        body: { title: 'ارسال با آدرس' },
      });
      const query = new URLSearchParams({
        from: await demoLine(ctx),
        message: 'متن پیام',
        to: '+989120000000',
        apikey: made.data.key,
      });
      return { path: `send/webservice?${query}`, token: null };
    },
    data: sent,
  },
  {
    doc: 'docs/send/webservice.md',
    method: 'POST',
    request: async (ctx) => ({
      path: 'send',
      body: {
        sending_type: 'webservice',
        from_number: await demoLine(ctx),
        message: 'جشنواره پاییزه از امروز',
        params: { recipients: ['+989121110002', '+989351110002'] },
      },
    }),
    data: sent,
  },
  {
    doc: 'docs/send/peer-to-peer.md',
    method: 'POST',
    request: async (ctx) => ({
      path: 'send',
      body: {
        sending_type: 'peer_to_peer',
        from_number: await demoLine(ctx),
        params: [
          { recipients: ['+989121110003', '+989351110003'], message: 'سفارش شما ارسال شد' },
          { recipients: ['+989131110003'], message: 'سفارش شما آماده تحویل است' },
        ],
      },
      // One id per params item, whatever its recipients.
      messages: 2,
    }),
    data: sent,
  },
  {
    doc: 'docs/send/phonebook.md',
    method: 'POST',
    request: async (ctx) => {
      const books = (await ctx.api.get('/phonebooks', ctx.demoToken)).data as any[];
      const book = books[0].id;
      const numbers = (
        await ctx.api.get(`/phonebooks/numbers/list?phonebook_id=${book}&limit=3`, ctx.demoToken)
      ).data as any[];
      return {
        path: 'send',
        body: {
          sending_type: 'phonebook',
          from_number: await demoLine(ctx),
          message: 'دعوت به همایش سالانه',
          params: [
            { phonebook_ids: [String(book)], type: 'all', start: '0', size: '2' },
            { phonebook_id: String(book), type: 'detail', number_ids: numbers.map((n) => String(n.id)) },
          ],
        },
      };
    },
    data: sent,
  },
  {
    doc: 'docs/send/file.md',
    method: 'POST',
    request: async (ctx) => ({
      path: 'send',
      body: await form(
        {
          sending_type: 'file',
          from_number: await demoLine(ctx),
          message: 'قبض این ماه صادر شد',
          'other_recipients[]': ['+989121110004'],
        },
        { name: 'numbers.csv', bytes: 'mobile\n09121110005\n09351110005\n' },
      ),
    }),
    data: sent,
  },
  {
    doc: 'docs/send/peer-to-peer-file.md',
    method: 'POST',
    request: async (ctx) => ({
      path: 'send',
      body: await form(
        { sending_type: 'peer_to_peer_file', from_number: await demoLine(ctx) },
        {
          name: 'pairs.xlsx',
          bytes: await writeXlsx([
            ['recipient', 'message'],
            ['09121110006', 'مانده حساب شما صفر است'],
            ['09351110006', 'قسط بعدی شما پانزدهم است'],
          ]),
        },
      ),
      // One id per row.
      messages: 2,
    }),
    data: sent,
  },
  {
    doc: 'docs/send/keyword.md',
    method: 'POST',
    request: async (ctx) => ({
      path: 'send',
      body: await form(
        {
          sending_type: 'keyword',
          from_number: await demoLine(ctx),
          message: 'سلام {ex_B} م۱ {ex_C}',
        },
        {
          name: 'file.xlsx',
          bytes: await writeXlsx([
            ['mobile', 'name', 'code'],
            ['09121110007', 'سارا', '۱۲'],
            ['09351110007', 'علی', '۳۴'],
          ]),
        },
      ),
    }),
    data: sent,
  },
  {
    doc: 'docs/send/keyword-phonebook.md',
    method: 'POST',
    request: async (ctx) => {
      // The demo's first book carries features (a birth date and a debt).
      const book = ((await ctx.api.get('/phonebooks', ctx.demoToken)).data as any[])[0].id;
      const { features } = (
        await ctx.api.get(`/send/keyword-phonebook/features?phonebook_id=${book}`, ctx.demoToken)
      ).data as { features: { id: number }[] };
      // One id per contact of the book: each gets a text of their own.
      const [contacts] = await ctx.server.db.query<{ n: number }>(
        'select count(*)::int as n from phonebook_numbers where phonebook_id = $1',
        [book],
      );
      return {
        path: 'send',
        body: {
          sending_type: 'keyword_phonebook',
          from_number: await demoLine(ctx),
          message: `تاریخ {ex_${features[0]?.id}}\nبدهی {ex_${features[1]?.id}}`,
          params: [{ phonebook_id: book }],
        },
        messages: contacts?.n ?? 0,
      };
    },
    data: sent,
  },
  {
    doc: 'docs/send/postalcode.md',
    method: 'POST',
    request: async (ctx) => {
      const [area] = await ctx.server.db.query<{ code: string }>(
        "select code from postal_code_areas where code !~ '^0' order by number_count desc limit 1",
      );
      return {
        path: 'send',
        body: {
          sending_type: 'postal_code',
          from_number: await demoLine(ctx),
          message: 'شعبه تازه ما در محله شما',
          params: [
            {
              bank: 'all',
              // Its first three digits, as the documented example sends: every area they begin.
              postal_code: Number(area?.code.slice(0, 3)),
              gender: 0,
              age_from: 1340,
              age_to: 1400,
              mci: { start: 0, size: 3 },
              irancell: { start: 0, size: 2 },
              other: { start: 0, size: 0 },
            },
          ],
          other_recipients: ['+989121110007'],
        },
      };
    },
    data: sent,
  },
  {
    doc: 'docs/send/country/index.md',
    method: 'POST',
    request: async (ctx) => {
      const province = ((await ctx.api.get('/send/banks/provinces', ctx.demoToken)).data as any[])[0];
      return {
        path: 'send',
        body: {
          sending_type: 'country',
          from_number: await demoLine(ctx),
          message: 'حراج زمستانه در استان شما',
          params: [
            {
              bank: 'white',
              pre: 912,
              province_id: province.id,
              gender: 0,
              age_from: 1350,
              age_to: 1395,
              mci: { start: 0, size: 4 },
              irancell: { start: 0, size: 1 },
              other: { start: 0, size: 0 },
            },
          ],
          other_recipients: ['+989351110008'],
        },
      };
    },
    data: sent,
  },
  {
    doc: 'docs/send/countryV2/index.md',
    method: 'POST',
    request: async (ctx) => {
      const province = ((await ctx.api.get('/send/banks/provinces', ctx.demoToken)).data as any[])[1];
      return {
        path: 'send',
        body: {
          sending_type: 'geolocation',
          from_number: await demoLine(ctx),
          message: 'نمایشگاه کتاب در شهر شما',
          params: [
            {
              province_id: province.id,
              pre: '935',
              gender: 1,
              from_age: 1360,
              to_age: 1390,
              operator: [
                { start: 0, size: 2, id: 1 },
                { start: 0, size: 3, id: 2 },
              ],
            },
          ],
        },
      };
    },
    data: sent,
  },
  {
    doc: 'docs/send/jobs/index.md',
    method: 'POST',
    request: async (ctx) => {
      const category = ((await ctx.api.get('/send/jobs/categories', ctx.demoToken)).data as any[])[0];
      return {
        path: 'send',
        body: {
          sending_type: 'job',
          from_number: await demoLine(ctx),
          message: 'تخفیف ویژه اصناف',
          params: [{ main_category_id: category.id, operator: [{ start: 0, size: 5, id: 1 }] }],
        },
      };
    },
    data: sent,
  },
  {
    doc: 'docs/send/calculate-price.md',
    method: 'POST',
    request: async (ctx) => ({
      path: 'send/calculate-price',
      body: { number: await demoLine(ctx), message: 'پیام آزمایشی' },
    }),
    data: { mci_price: 'integer', other_price: 'integer', parts: 'integer' },
  },
  {
    doc: 'docs/send/cancel-scheduled.md',
    method: 'POST',
    request: async (ctx) => ({ path: 'send/cancel', body: { message_outbox_id: await scheduledSend(ctx) } }),
    data: 'null',
  },
  {
    doc: 'docs/send/cancel-scheduled.md',
    method: 'POST',
    // No such send: 404 with message_code 400-1, as the page shows it.
    request: () => ({ path: 'send/cancel', body: { message_outbox_id: 987654321 } }),
    status: 404,
    message_code: '400-1',
    data: 'null',
  },
  {
    doc: 'docs/report/outbox-report-id.md',
    method: 'GET',
    request: async (ctx) => ({ path: `report/by_bulk?messages_outbox_id=${await scheduledSend(ctx)}` }),
    data: outboxReportShape,
  },
  {
    doc: 'docs/report/bulk-recipient.md',
    method: 'GET',
    list: true,
    request: async (ctx) => ({
      path: `report/recipients?page=1&per_page=10&bulk_id=${await scheduledSend(ctx)}`,
    }),
    data: {
      recipient: 'string',
      message: 'string',
      is_readable: 'boolean',
      msg_parts: 'string',
      message_status: 'string',
    },
  },
  {
    doc: 'docs/report/bulk-stats.md',
    method: 'GET',
    request: async (ctx) => ({ path: `report/bulk_stats?bulk_id=${await scheduledSend(ctx)}` }),
    data: Object.fromEntries(
      ['blacklist', 'failed', 'pending', 'sent', 'delivered'].map((o) => [
        `operators_${o}`,
        {
          irancell: { en: 'integer', fa: 'integer' },
          mci: { en: 'integer', fa: 'integer' },
        },
      ]),
    ),
  },
  // One message of a send of several, by its own id: the same documented shapes, that message alone.
  {
    doc: 'docs/report/outbox-report-id.md',
    method: 'GET',
    request: async (ctx) => ({ path: `report/by_bulk?messages_outbox_id=${await scheduledMessage(ctx)}` }),
    data: { ...(outboxReportShape as Record<string, Shape>), parent_id: 'string' },
  },
  {
    doc: 'docs/report/bulk-recipient.md',
    method: 'GET',
    list: true,
    request: async (ctx) => ({
      path: `report/recipients?page=1&per_page=10&bulk_id=${await scheduledMessage(ctx)}`,
    }),
    data: {
      recipient: 'string',
      message: 'string',
      is_readable: 'boolean',
      msg_parts: 'string',
      message_status: 'string',
    },
  },
  {
    doc: 'docs/report/bulk-stats.md',
    method: 'GET',
    request: async (ctx) => ({ path: `report/bulk_stats?bulk_id=${await scheduledMessage(ctx)}` }),
    data: Object.fromEntries(
      ['blacklist', 'failed', 'pending', 'sent', 'delivered'].map((o) => [
        `operators_${o}`,
        {
          irancell: { en: 'integer', fa: 'integer' },
          mci: { en: 'integer', fa: 'integer' },
        },
      ]),
    ),
  },
];
