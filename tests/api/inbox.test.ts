// The inbox over HTTP: the published list with its paging and from_id, our filters (line, sender in any
// digit script, dates, text, read state) and their refusals in Persian, opening, reading and deleting
// with the unread count told live, the senders saved as a phonebook, and each user's messages their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxMessages } from '../../src/domain/inbox/inbox.schema.ts';
import { DEMO_KEYWORD_SENDERS } from '../../src/server/db/demo-seed-inbox.ts';
import { client, demoLogin, listOf } from './helpers/client.ts';
import { defaultLine, fundedUser } from './helpers/send.ts';
import { openSocket } from './helpers/socket.ts';
import { startDemoTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let demoToken: string;
let demoTotal: number;

beforeAll(async () => {
  server = await startDemoTestServer();
  api = client(server.url);
  demoToken = await demoLogin(api);
  const [row] = await server.db.query<{ n: number }>(
    "select count(*)::int as n from inbox_messages m join users u on u.id = m.user_id where u.username = 'demo'",
  );
  demoTotal = row?.n ?? 0;
});
afterAll(async () => {
  await server.close();
});

type Item = {
  messages_inbox_id: number;
  from: string;
  number: string;
  message: string;
  type: string;
  time: number;
  seen: '0' | '1';
};
const list = (body: unknown, token = demoToken) => api.post('/report/messages-inbox', body, token);
const items = async (filters: Record<string, unknown>, token = demoToken, per_page = 100) =>
  (await list({ per_page, filters }, token)).data as Item[];
const receive = async (token: string, line: number, from: string, text: string): Promise<number> => {
  const answer = await api.post('/demo/inbox/receive', { number_id: line, from, text }, token);
  expect(answer.status).toBe(200);
  return answer.data.id;
};

describe('report/messages-inbox', () => {
  it('lists the demo inbox newest first, ten a page, in the documented shape', async () => {
    expect(demoTotal).toBeGreaterThan(1300);
    const answer = await list({});
    expect(answer.status).toBe(200);
    expect(listOf(answer)).toMatchObject({ total: demoTotal, page: 1, limit: 10 });
    expect(answer.meta).toMatchObject({ last_page: Math.ceil(demoTotal / 10), from: 1, to: 10 });
    const rows = answer.data as Item[];
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      expect(row).toEqual({
        messages_inbox_id: expect.any(Number),
        from: expect.stringMatching(/^\+989\d{9}$/),
        number: expect.stringMatching(/^\+98\d+$/),
        message: expect.any(String),
        type: 'normal',
        time: expect.any(Number),
        seen: expect.stringMatching(/^[01]$/),
      });
      expect(Number.isInteger(row.time)).toBe(true);
    }
    const times = rows.map((r) => r.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const page3 = await list({ page: 3, per_page: 25 });
    expect(page3.meta).toMatchObject({ current_page: 3, per_page: 25, from: 51, to: 75 });
  });

  it('keeps only the messages after filters.from_id', async () => {
    const [top] = await server.db.query<{ id: number }>(
      "select max(m.id)::int as id from inbox_messages m join users u on u.id = m.user_id where u.username = 'demo'",
    );
    const pivot = (top?.id ?? 0) - 5;
    const after = await items({ from_id: pivot });
    expect(after.length).toBe(5);
    expect(after.every((r) => r.messages_inbox_id > pivot)).toBe(true);
  });

  it('filters by sender in any digit script, by line, by text as people type it, by dates and read state', async () => {
    const token = await fundedUser(api, 0);
    const line = await defaultLine(api, token);
    const lines = (await api.get('/number/numbers', token)).data as { id: number; number: string }[];
    const other = lines.find((l) => l.id !== line) as { id: number; number: string };
    const a = await receive(token, line, '09351230001', 'سلام، تخفيف دارید؟'); // Arabic ي
    const b = await receive(token, other.id, '09121110002', 'ساعت کاری');
    const c = await receive(token, line, '09121110003', 'عضویت');
    const ids = (rows: Item[]) => rows.map((r) => r.messages_inbox_id).sort();

    expect(ids(await items({ sender: '۰۹۳۵۱۲۳' }, token))).toEqual([a]);
    expect(ids(await items({ sender: '+98 912 111' }, token))).toEqual([b, c]);
    expect(ids(await items({ line: other.id }, token))).toEqual([b]);
    expect(ids(await items({ line: other.number }, token))).toEqual([b]);
    expect(ids(await items({ line: String(line) }, token))).toEqual([a, c]);
    expect(ids(await items({ text: 'تخفیف' }, token))).toEqual([a]);
    expect(ids(await items({ text: 'ساعت' }, token))).toEqual([b]);

    const [row] = await server.db.query<{ t: number }>(
      'select extract(epoch from received_at)::float8 as t from inbox_messages where id = $1',
      [b],
    );
    const t = Math.floor(row?.t ?? 0);
    await server.db.query(
      "update inbox_messages set received_at = received_at - interval '2 days' where id = $1",
      [a],
    );
    expect(ids(await items({ from_date: t - 3600, to_date: t + 3600 }, token))).toEqual([b, c]);
    expect(ids(await items({ to_date: t - 86_400 }, token))).toEqual([a]);

    await api.post('/report/messages-inbox/read', { ids: [c] }, token);
    expect(ids(await items({ seen: 1 }, token))).toEqual([c]);
    expect(ids(await items({ seen: '0' }, token))).toEqual([a, b]);
  });

  it('refuses bad filters with 422 in Persian, naming the field', async () => {
    const cases: [unknown, string, string][] = [
      [{ filters: { sender: 'abc' } }, 'filters.sender', inboxMessages.invalidSender],
      [{ filters: { line: 'خط یک' } }, 'filters.line', inboxMessages.invalidLine],
      [{ filters: { from_date: 200, to_date: 100 } }, 'filters.to_date', inboxMessages.dateOrder],
      [{ filters: { from_date: 'دیروز' } }, 'filters.from_date', inboxMessages.invalidDate],
      [{ filters: { seen: 2 } }, 'filters.seen', inboxMessages.invalidSeen],
      [{ filters: { from_id: -1 } }, 'filters.from_id', inboxMessages.invalidFromId],
      [{ filters: { text: 'ا'.repeat(201) } }, 'filters.text', inboxMessages.textTooLong],
      [{ filters: 'همه' }, 'filters', inboxMessages.invalidFilters],
      [{ per_page: 1000 }, 'per_page', inboxMessages.invalidPerPage],
      [{ page: 0 }, 'page', inboxMessages.invalidPage],
    ];
    for (const [body, field, message] of cases) {
      const answer = await list(body);
      expect({ body, status: answer.status }).toEqual({ body, status: 422 });
      expect(answer.meta.errors?.[field]).toEqual([message]);
      expect(answer.meta.message).toBe(message);
    }
  });

  it('needs a token', async () => {
    expect((await api.post('/report/messages-inbox', {})).status).toBe(401);
  });
});

describe('opening, reading and deleting', () => {
  it('tells the unread count live as messages arrive, are opened, read and deleted', async () => {
    const token = await fundedUser(api, 0);
    const line = await defaultLine(api, token);
    const socket = await openSocket(server.url, token);
    try {
      const first = await receive(token, line, '09121234567', 'سلام');
      const event = await socket.next('inbox_message');
      expect(event.data).toEqual({
        message: expect.objectContaining({
          messages_inbox_id: first,
          from: '+989121234567',
          message: 'سلام',
          seen: '0',
        }),
        unread: 1,
      });
      const second = await receive(token, line, '09121234568', 'درود');
      expect((await socket.next('inbox_message')).data).toMatchObject({ unread: 2 });
      expect((await api.get('/report/messages-inbox/unread', token)).data).toEqual({ unread: 2 });

      const shown = await api.get(`/report/messages-inbox/show?id=${first}`, token);
      expect(shown.status).toBe(200);
      expect(shown.data).toMatchObject({ messages_inbox_id: first, seen: '1' });
      expect((await socket.next('inbox_unread')).data).toEqual({ unread: 1 });

      const read = await api.post('/report/messages-inbox/read', { ids: [first, second] }, token);
      expect(read.status).toBe(200);
      expect(read.data).toEqual({ count: 1, unread: 0 });
      expect(read.meta.message).toBe(inboxMessages.markedRead(1));
      expect((await socket.next('inbox_unread')).data).toEqual({ unread: 0 });

      const gone = await api.post('/report/messages-inbox/delete-list', { ids: [first] }, token);
      expect(gone.data).toEqual({ count: 1, unread: 0 });
      expect((await items({}, token)).map((r) => r.messages_inbox_id)).toEqual([second]);
    } finally {
      socket.ws.close();
    }
  });

  it('refuses an empty or oversized id list in Persian', async () => {
    const empty = await api.post('/report/messages-inbox/read', { ids: [] }, demoToken);
    expect(empty.status).toBe(422);
    expect(empty.meta.message).toBe(inboxMessages.idsRequired);
    const many = Array.from({ length: 1001 }, (_, i) => i + 1);
    const tooMany = await api.post('/report/messages-inbox/delete-list', { ids: many }, demoToken);
    expect(tooMany.status).toBe(422);
    expect(tooMany.meta.message).toBe(inboxMessages.tooManyIds);
    const bad = await api.get('/report/messages-inbox/show?id=abc', demoToken);
    expect(bad.status).toBe(422);
  });
});

describe('the blacklist for receiving', () => {
  it('drops the messages of a number blacklisted for receiving at receipt; a send-only entry lets them in', async () => {
    const token = await fundedUser(api, 0);
    const line = await defaultLine(api, token);
    await api.post(
      '/phonebooks/blacklist',
      { numbers: ['09121230001'], is_send_blacklist: false, is_receive_blacklist: true },
      token,
    );
    await api.post('/phonebooks/blacklist', { numbers: ['09121230002'] }, token);
    const socket = await openSocket(server.url, token);
    try {
      const dropped = await api.post(
        '/demo/inbox/receive',
        { number_id: line, from: '09121230001', text: 'کلید' },
        token,
      );
      expect(dropped.status).toBe(200);
      expect(dropped.data.id).toBeUndefined();
      const kept = await receive(token, line, '09121230002', 'کلید');
      // The first event told is the kept message's: the dropped one told nothing.
      expect((await socket.next('inbox_message')).data).toMatchObject({
        message: { messages_inbox_id: kept },
        unread: 1,
      });
      expect((await items({}, token)).map((r) => r.from)).toEqual(['+989121230002']);
      expect((await api.get('/send/keyword/count?keyword=کلید', token)).data).toEqual({ count: 1 });
      // Its 11 is still the sender's own opt-out from the line.
      await api.post('/demo/inbox/receive', { number_id: line, from: '09121230001', text: '11' }, token);
      expect((await items({}, token)).map((r) => r.from)).toEqual(['+989121230002']);
      const cancelled = await api.get('/phonebooks/cancel-11?number=09121230001', token);
      expect(cancelled.data).toHaveLength(1);
      // Taken off the list, the number's messages arrive again.
      await api.post('/phonebooks/blacklist/delete-list', { numbers: ['09121230001'] }, token);
      await receive(token, line, '09121230001', 'دوباره');
      expect((await items({}, token)).map((r) => r.from)).toEqual(['+989121230001', '+989121230002']);
    } finally {
      socket.ws.close();
    }
  });
});

describe("another user's messages", () => {
  it('are not listed, opened (404), read, deleted or saved', async () => {
    const owner = await fundedUser(api, 0);
    const stranger = await fundedUser(api, 0);
    const id = await receive(owner, await defaultLine(api, owner), '09120000001', 'فقط برای صاحب خط');

    expect(await items({}, stranger)).toEqual([]);
    const shown = await api.get(`/report/messages-inbox/show?id=${id}`, stranger);
    expect(shown.status).toBe(404);
    expect(shown.meta.message).toBe(inboxMessages.messageNotFound);
    expect((await api.post('/report/messages-inbox/read', { ids: [id] }, stranger)).data).toEqual({
      count: 0,
      unread: 0,
    });
    expect((await api.post('/report/messages-inbox/delete-list', { ids: [id] }, stranger)).data).toEqual({
      count: 0,
      unread: 0,
    });
    const saved = await api.post('/report/messages-inbox/senders-phonebook', { title: 'دزدی' }, stranger);
    expect(saved.status).toBe(422);
    expect(saved.meta.message).toBe(inboxMessages.noSenders);

    const [mine] = await items({}, owner);
    expect(mine).toMatchObject({ messages_inbox_id: id, seen: '0' });
  });
});

describe('senders as a phonebook', () => {
  it('saves the distinct senders of the filtered messages, and says how many', async () => {
    const title = 'کسانی که عضویت خواستند';
    const saved = await api.post(
      '/report/messages-inbox/senders-phonebook',
      { title, filters: { text: 'عضويت' } },
      demoToken,
    );
    expect(saved.status).toBe(200);
    expect(saved.data).toEqual({ phonebook_id: expect.any(Number), count: DEMO_KEYWORD_SENDERS.عضویت });
    expect(saved.meta.message).toBe(inboxMessages.phonebookSaved(DEMO_KEYWORD_SENDERS.عضویت));
    const books = await api.get(`/phonebooks/list-new?id=${saved.data.phonebook_id}`, demoToken);
    expect(books.data).toEqual([expect.objectContaining({ title, count: DEMO_KEYWORD_SENDERS.عضویت })]);

    const untitled = await api.post('/report/messages-inbox/senders-phonebook', { title: '  ' }, demoToken);
    expect(untitled.status).toBe(422);
    expect(untitled.meta.errors?.title).toEqual([inboxMessages.titleRequired]);
    const none = await api.post(
      '/report/messages-inbox/senders-phonebook',
      { title: 'هیچ', filters: { text: 'واژه‌ای که کسی ننوشت' } },
      demoToken,
    );
    expect(none.status).toBe(422);
    const [left] = await server.db.query<{ n: number }>(
      "select count(*)::int as n from phonebooks where title = 'هیچ'",
    );
    expect(left?.n).toBe(0);
  });
});
