// An inbox keyword send (sending_type inbox_keyword) reaches the numbers that texted the keyword to the user's
// lines, each once, matched as people type on a phone; nobody else's inbox, nobody who wrote other words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessages } from '../../src/domain/index.ts';
import { DEMO_KEYWORD_SENDERS } from '../../src/server/db/demo-seed-inbox.ts';
import { client, demoLogin } from './helpers/client.ts';
import { calculatePrice, defaultLine, fundedUser, send } from './helpers/send.ts';
import { startDemoTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startDemoTestServer();
  api = client(server.url);
});
afterAll(async () => {
  await server.close();
});

async function receive(token: string, line: number, from: string, text: string) {
  const answer = await api.post('/demo/inbox/receive', { number_id: line, from, text }, token);
  expect(answer.status).toBe(200);
}

describe('inbox keyword sends', () => {
  it('count and reach the numbers that texted the keyword, each once, however they typed it', async () => {
    const token = await fundedUser(api, 10_000_000);
    const line = await defaultLine(api, token);
    await receive(token, line, '09121110001', 'تخفيف'); // Arabic ي
    await receive(token, line, '09121110002', 'سلام، تخفیف لطفاً');
    await receive(token, line, '09121110003', 'تـخـفـیـف');
    await receive(token, line, '09121110001', 'تخفیف'); // wrote twice
    await receive(token, line, '09121110004', 'تخفیفات ویژه'); // another word
    await receive(token, line, '09121110005', 'ساعت کاری؟');
    // Someone else's customer texted the same keyword to their own line: not this user's.
    const other = await fundedUser(api, 0);
    await receive(other, await defaultLine(api, other), '09121110009', 'تخفیف');

    const count = await api.get(`/send/keyword/count?keyword=${encodeURIComponent('تخفیف')}`, token);
    expect(count.data).toEqual({ count: 3 });
    const body = {
      type: 'inbox_keyword',
      keyword: ' تخفیف ',
      sender_line_id: line,
      text: 'کد تخفیف شما: GOLBARG',
    };
    const price = await calculatePrice(api, body, token);
    expect(price.status).toBe(200);
    expect(price.data.recipients).toBe(3);
    const sent = await send(api, token, body);
    expect(sent.status).toBe(200);
    expect(sent.data.recipients).toBe(3);
    const rows = await server.db.query<{ mobile: string }>(
      'select mobile from bulk_recipients where bulk_id = $1 order by mobile',
      [sent.data.bulk_id],
    );
    expect(rows.map((r) => r.mobile)).toEqual(['989121110001', '989121110002', '989121110003']);
  });

  it('refuses a keyword nobody texted, and an empty keyword, with their messages', async () => {
    const token = await fundedUser(api, 10_000_000);
    const line = await defaultLine(api, token);
    const none = await send(api, token, {
      type: 'inbox_keyword',
      keyword: 'عضویت',
      sender_line_id: line,
      text: 'سلام',
    });
    expect(none.status).toBe(422);
    expect(none.meta.message).toBe(sendMessages.noRecipients);
    const empty = await api.get('/send/keyword/count?keyword=%20', token);
    expect(empty.status).toBe(422);
    expect(empty.meta.errors?.keyword).toEqual([sendMessages.keywordRequired]);
  });

  it("finds the demo account's keyword senders in its seeded inbox", async () => {
    const demo = await demoLogin(api);
    for (const [keyword, senders] of Object.entries(DEMO_KEYWORD_SENDERS)) {
      const count = await api.get(`/send/keyword/count?keyword=${encodeURIComponent(keyword)}`, demo);
      expect(count.data.count).toBe(senders);
    }
  });

  it("takes a customer's message only on a line the user may use", async () => {
    const demo = await demoLogin(api);
    const demoLine = (await api.get('/number/numbers', demo)).data.find(
      (l: { number: string }) => l.number === '+9830004505001122',
    ).id;
    const stranger = await fundedUser(api, 0);
    const answer = await api.post(
      '/demo/inbox/receive',
      { number_id: demoLine, from: '09121110001', text: 'تخفیف' },
      stranger,
    );
    expect(answer.status).toBe(422);
    expect(answer.meta.errors?.sender_line_id).toEqual([sendMessages.senderLineNotFound]);
  });
});
